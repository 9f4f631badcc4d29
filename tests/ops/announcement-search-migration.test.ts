import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, siteSearchRepo, type Db } from '../../src/db/index';
import { SEARCH_KIND_REGISTRY } from '../../src/server/services/search-kinds';
import { DIALECTS } from '../helpers/databases';
import { upgradeFrom } from '../helpers/upgrades';

/** The last migration before announcements had a full-text index. */
const BEFORE = '2026-11-25T2000-search-all';
const STAMP = '2026-11-20T03:00:00.000Z';
const NOW = '2026-11-21T03:00:00.000Z';
const ENDS = '2026-12-20T03:00:00.000Z';

describe.each(DIALECTS)('the search of announcements written before their index [%s]', (dialect) => {
  /** A database of the previous release with an announcement shown now and one in the trash. */
  const { previousRelease, restoredFromBackupOf } = upgradeFrom(dialect, BEFORE, async (db) => {
    await sql`insert into announcements (title, content, content_text, starts_at, ends_at, deadline, created_at, updated_at)
      values ('Hibah Lazuardi', '<p>Kirim proposal.</p>', 'Kirim proposal.', ${STAMP}, ${ENDS}, null,
        ${STAMP}, ${STAMP})`.execute(db);
    await sql`insert into announcements (title, content, content_text, starts_at, ends_at, deadline, created_at,
        updated_at, deleted_at, deleted_by)
      values ('Lazuardi Lama', '<p>Dihapus.</p>', 'Dihapus.', ${STAMP}, ${ENDS}, null, ${STAMP}, ${STAMP},
        ${STAMP}, 'admin')`.execute(db);
  });

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
    const target = await restoredFromBackupOf(source);
    expect(await found(target.handle.db, 'lazuardi')).toEqual(['Hibah Lazuardi']);
  });
});
