import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, type Db } from '../../src/db/index';
import { buildApp } from '../../src/server/app';
import { hashToken } from '../../src/server/services/auth/session';
import { hashPassword } from '../../src/server/services/passwords';
import { SESSION_COOKIE } from '../../src/shared/constants/accounts';
import { DIALECTS, type TestDatabase } from '../helpers/databases';
import { upgradeFrom } from '../helpers/upgrades';
import { testConfig } from '../helpers/test-app';

/**
 * The last migration before accounts had roles: the database as the previous release left it (with
 * the history tables, whose `admin_id` columns reference `admins.id`).
 */
const BEFORE = '2026-11-24T1220-job-leases';

const ADMIN = { name: 'p3munim-lama', password: 'kata-sandi-lama-2025' };
const TOKEN = 'token-sesi-yang-dibuat-sebelum-pembaruan-00000';

describe.each(DIALECTS)('existing admins after the staff accounts migration [%s]', (dialect) => {
  /** A database of the previous release with one admin and one live session of it. */
  const { previousRelease, restoredFromBackupOf } = upgradeFrom(dialect, BEFORE, async (db) => {
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 3600_000).toISOString();
    await sql`insert into admins (name, password_hash, created_at, updated_at)
      values (${ADMIN.name}, ${await hashPassword(ADMIN.password)}, ${now}, ${now})`.execute(db);
    await sql`insert into sessions (id, admin_id, created_at, expires_at)
      select ${hashToken(TOKEN)}, id, ${now}, ${later} from admins`.execute(db);
    // A save in the history and an unsaved form of that admin.
    await sql`insert into revisions (kind, record_id, snapshot, label, byte_size, admin_id, admin_name, created_at)
      select 'article', 1, '{}', 'Judul', 2, id, name, ${now} from admins`.execute(db);
    await sql`insert into autosaves (admin_id, kind, record_key, data, saved_at)
      select id, 'article', '1', '{}', ${now} from admins`.execute(db);
  });

  async function loginAnswer(database: TestDatabase) {
    const app = await buildApp({ config: testConfig(database.dataDir), database: database.handle });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      const planted = await app.inject({ url: '/api/auth/me', headers: { cookie: `${SESSION_COOKIE}=${TOKEN}` } });
      return { login: login.json(), status: login.statusCode, kept: planted.statusCode };
    } finally {
      await app.close();
    }
  }

  const userRows = (db: Db) =>
    db.selectFrom('users').select(['username', 'name', 'role', 'disabled', 'must_change_password']).execute();

  it('keeps every admin as an Admin whose name shown is its user name, and its sessions', async () => {
    const database = await previousRelease();
    await migrateToLatest(database.handle.db);
    expect(await userRows(database.handle.db)).toEqual([
      { username: ADMIN.name, name: ADMIN.name, role: 'admin', disabled: 0, must_change_password: 0 },
    ]);
    const session = await database.handle.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(session.last_seen_at).toBe(session.created_at);
    const answer = await loginAnswer(database);
    expect(answer.status).toBe(200);
    expect(answer.login.admin).toMatchObject({ name: ADMIN.name, username: ADMIN.name, role: 'admin' });
    // A session opened before the upgrade goes on after it.
    expect(answer.kept).toBe(200);
  });

  it('keeps the foreign keys of the history on the renamed table: revisions and autosaves follow users', async () => {
    const database = await previousRelease();
    await migrateToLatest(database.handle.db);
    const db = database.handle.db;
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    expect(await db.selectFrom('revisions').select(['admin_id', 'admin_name']).execute()).toEqual([
      { admin_id: user.id, admin_name: ADMIN.name },
    ]);
    expect(await db.selectFrom('autosaves').select('admin_id').execute()).toEqual([{ admin_id: user.id }]);
    // A row naming no account is refused: the constraint points at users, not at a table that is gone.
    await expect(
      sql`insert into autosaves (admin_id, kind, record_key, data, saved_at)
        values (${user.id + 1000}, 'article', '2', '{}', ${new Date().toISOString()})`.execute(db),
    ).rejects.toThrow(/foreign key/i);
    await sql`insert into users (username, name, role, password_hash, created_at, updated_at)
      values ('penyunting', 'Penyunting', 'editor', 'x', '2026-11-24', '2026-11-24')`.execute(db);
    const editor = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'penyunting')
      .executeTakeFirstOrThrow();
    await sql`insert into autosaves (admin_id, kind, record_key, data, saved_at)
      values (${editor.id}, 'article', '3', '{}', ${new Date().toISOString()})`.execute(db);
    // An account that is gone: its autosaves go with it, the history keeps its name without the id.
    await sql`delete from sessions`.execute(db);
    await sql`delete from users where id = ${user.id}`.execute(db);
    expect(await db.selectFrom('revisions').select(['admin_id', 'admin_name']).execute()).toEqual([
      { admin_id: null, admin_name: ADMIN.name },
    ]);
    expect(await db.selectFrom('autosaves').select('admin_id').execute()).toEqual([{ admin_id: editor.id }]);
  });

  it('restores a backup of the previous release: its admins are Admins, its sessions theirs', async () => {
    const source = await previousRelease();
    const target = await restoredFromBackupOf(source);
    expect(await userRows(target.handle.db)).toEqual([
      { username: ADMIN.name, name: ADMIN.name, role: 'admin', disabled: 0, must_change_password: 0 },
    ]);
    const user = await target.handle.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    expect(await target.handle.db.selectFrom('revisions').select('admin_id').execute()).toEqual([
      { admin_id: user.id },
    ]);
    expect(await target.handle.db.selectFrom('autosaves').select('admin_id').execute()).toEqual([
      { admin_id: user.id },
    ]);
    const answer = await loginAnswer(target);
    expect(answer.status).toBe(200);
    expect(answer.kept).toBe(200);
  });
});
