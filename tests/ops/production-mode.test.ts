import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { usersRepo, migrateToLatest, nowIso } from '../../src/db/index';
import { buildApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/services/passwords';
import { LOGIN_ADDRESS_MAX_ATTEMPTS } from '../../src/shared/constants/accounts';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../helpers/databases';
import { testConfig } from '../helpers/test-app';

const ADMIN = { name: 'kepala_p3m', password: 'sandi-yang-rahasia-42' } as const;
const NEW_PASSWORD = 'sandi-baru-yang-lebih-panjang-43';

describe.each(DIALECTS)('production mode [%s]', (dialect) => {
  const databases: TestDatabase[] = [];
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

  /** A production app on a fresh database with one admin; its log lines are collected. */
  const start = async (env: NodeJS.ProcessEnv = {}, database?: TestDatabase) => {
    const target = database ?? (await createTestDatabase(dialect));
    if (!database) {
      databases.push(target);
      await migrateToLatest(target.handle.db);
      await usersRepo.insertAdmin(target.handle.db, {
        name: ADMIN.name,
        password_hash: await hashPassword(ADMIN.password),
        now: nowIso(),
      });
    }
    const lines: string[] = [];
    const config = testConfig(target.dataDir, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://p3m.example',
      LOG_LEVEL: 'trace',
      ...env,
    });
    const app = await buildApp({ config, database: target.handle, logStream: { write: (line) => lines.push(line) } });
    apps.push(app);
    return { app, lines, database: target };
  };

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.destroy();
  });

  it('sets the session cookie Secure, HttpOnly and SameSite=Lax', async () => {
    const { app } = await start();
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says so (login throttling per address)', async () => {
    const attempt = async (app: Awaited<ReturnType<typeof buildApp>>, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { name: `tamu-${n}`, password: 'salah' },
        headers: { 'x-forwarded-for': `203.0.113.${n}` },
      });
    // Without TRUST_PROXY every attempt comes from the socket's address, which is locked out in the end.
    const direct = await start();
    const limit = LOGIN_ADDRESS_MAX_ATTEMPTS;
    for (let n = 1; n <= limit; n += 1) expect((await attempt(direct.app, n)).statusCode).toBe(401);
    expect((await attempt(direct.app, limit + 1)).statusCode).toBe(429);
    // Behind a trusted proxy each forwarded address counts on its own.
    const proxied = await start({ TRUST_PROXY: 'true' });
    for (let n = 1; n <= limit + 2; n += 1) expect((await attempt(proxied.app, n)).statusCode).toBe(401);
  });

  it('logs JSON lines with request ids and never a password, hash, token or cookie', async () => {
    const { app, lines, database } = await start();
    const failed = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { name: ADMIN.name, password: `${ADMIN.password}-salah` },
    });
    expect(failed.statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const token = login.cookies[0]?.value ?? '';
    expect(token.length).toBeGreaterThan(20);
    const cookie = `${login.cookies[0]?.name}=${token}`;
    const hash = (await usersRepo.findUserByUsername(database.handle.db, ADMIN.name))?.password_hash ?? '';
    expect(
      (await app.inject({ url: '/api/auth/me', headers: { cookie, authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: ADMIN.password, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      headers: { cookie },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);

    expect(lines.length).toBeGreaterThan(4);
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string; level: number });
    const requestLines = entries.filter((entry) => entry.msg === 'request completed');
    expect(requestLines.length).toBeGreaterThanOrEqual(5);
    for (const entry of requestLines) expect(entry.reqId).toEqual(expect.any(String));
    const secrets = [ADMIN.password, NEW_PASSWORD, token, hash, 'Bearer'];
    for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret);
  });

  it('answers /api/health and /api/ready, and says when migrations are pending or the database is gone', async () => {
    const { app, database } = await start({ LOG_LEVEL: 'silent' });
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'up', dialect });
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    const db = database.handle.db;
    const last = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration
      order by name desc limit 1`.execute(db);
    const row = last.rows[0];
    if (!row) throw new Error('no migrations recorded');
    await sql`delete from kysely_migration where name = ${row.name}`.execute(db);
    const pending = await app.inject({ url: '/api/ready' });
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toEqual({ status: 'migrations-pending' });
    await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(db);
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);

    // A second app on its own connection, whose database then goes away.
    const other = await createTestDatabase(dialect);
    databases.push(other);
    const gone = await start({ LOG_LEVEL: 'silent' }, other);
    await other.handle.close();
    const down = await gone.app.inject({ url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    expect((await gone.app.inject({ url: '/api/ready' })).statusCode).toBe(503);
  });
});
