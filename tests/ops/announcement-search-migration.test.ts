import { sql } from 'kysely';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, siteSearchRepo, type Db } from '../../src/db/index';
import { createBackup } from '../../src/server/backup/create-backup';
import { restoreBackup } from '../../src/server/backup/restore-backup';
import { SEARCH_KIND_REGISTRY } from '../../src/server/services/search-kinds';
import { DIALECTS, createTestDatabase, databaseMigratedTo, type TestDatabase } from '../helpers/databases';
import { testConfig } from '../helpers/test-app';

/** The last migration before announcements had a full-text index. */
const BEFORE = '2026-11-25T2000-search-all';
const STAMP = '2026-11-20T03:00:00.000Z';
const NOW = '2026-11-21T03:00:00.000Z';
const ENDS = '2026-12-20T03:00:00.000Z';

describe.each(DIALECTS)('the search of announcements written before their index [%s]', (dialect) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.destroy();
  });

  /** A database of the previous release with an announcement shown now and one in the trash. */
  async function previousRelease(): Promise<TestDatabase> {
    const database = await databaseMigratedTo(dialect, BEFORE);
    databases.push(database);
    const db = database.handle.db;
    await sql`insert into announcements (title, content, content_text, starts_at, ends_at, deadline, created_at, updated_at)
      values ('Hibah Lazuardi', '<p>Kirim proposal.</p>', 'Kirim proposal.', ${STAMP}, ${ENDS}, null,
        ${STAMP}, ${STAMP})`.execute(db);
    await sql`insert into announcements (title, content, content_text, starts_at, ends_at, deadline, created_at,
        updated_at, deleted_at, deleted_by)
      values ('Lazuardi Lama', '<p>Dihapus.</p>', 'Dihapus.', ${STAMP}, ${ENDS}, null, ${STAMP}, ${STAMP},
        ${STAMP}, 'admin')`.execute(db);
    return database;
  }

  const found = async (db: Db, word: string) =>
    (
      await siteSearchRepo.findHits(db, SEARCH_KIND_REGISTRY.announcement.source, [word], NOW, { limit: 5, offset: 0 })
    ).rows.map((row) => row.title);

  it('indexes the announcements there are, title and text', async () => {
    const database = await previousRelease();
    const db = database.handle.db;
    await migrateToLatest(db);
    expect(await found(db, 'lazuardi')).toEqual(['Hibah Lazuardi']);
    expect(await found(db, 'proposal')).toEqual(['Hibah Lazuardi']);
    // Out of the trash, found as any other.
    await sql`update announcements set deleted_at = null, deleted_by = null`.execute(db);
    expect(await found(db, 'dihapus')).toEqual(['Lazuardi Lama']);
  });

  it('finds the announcements of a backup made before it once restored', async () => {
    const source = await previousRelease();
    const file = path.join(source.dataDir, 'sebelum.tar.gz');
    await createBackup({ config: testConfig(source.dataDir), handle: source.handle, file });
    const target = await createTestDatabase(dialect);
    databases.push(target);
    await restoreBackup({ config: testConfig(target.dataDir), handle: target.handle, file, force: false });
    expect(await found(target.handle.db, 'lazuardi')).toEqual(['Hibah Lazuardi']);
  });
});
