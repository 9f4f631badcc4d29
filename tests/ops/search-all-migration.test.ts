import type { SearchKind } from '../../src/shared/record-kinds';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, siteSearchRepo, type Db } from '../../src/db/index';
import { SEARCH_KIND_REGISTRY } from '../../src/server/services/search-kinds';
import { ensureDefaultPages } from '../../src/server/services/pages';

import { DIALECTS } from '../helpers/databases';
import { upgradeFrom } from '../helpers/upgrades';

/** The last migration before every kind had a full-text index. */
const BEFORE = '2026-11-25T1800-link-checks';
const STAMP = '2026-11-20T03:00:00.000Z';
const NOW = '2026-11-21T03:00:00.000Z';

describe.each(DIALECTS)('the site search over records written before its indexes [%s]', (dialect) => {
  /** A database of the previous release with a record of each newly indexed kind. */
  const { previousRelease, restoredFromBackupOf } = upgradeFrom(dialect, BEFORE, async (db) => {
    await sql`insert into document_categories (id, collection, name, created_at, updated_at)
      values (1, 'pen', 'Panduan', ${STAMP}, ${STAMP})`.execute(db);
    await sql`insert into documents (collection, category_id, file_name, file_url, created_at, updated_at)
      values ('pen', 1, 'Pedoman Lazuardi', 'https://drive.google.com/a', ${STAMP}, ${STAMP})`.execute(db);
    await sql`insert into file_links (file_name, file_description, file_url, file_type, created_at, updated_at)
      values ('SK Rektor', 'Penetapan lazuardi', 'https://drive.google.com/b', 'sk_rektor_penelitian',
        ${STAMP}, ${STAMP})`.execute(db);
    await sql`insert into videos (title, link, created_at, updated_at)
      values ('Liputan Lazuardi', 'https://youtu.be/dQw4w9WgXcQ', ${STAMP}, ${STAMP})`.execute(db);
    await sql`insert into pages (id, slug, created_at) values (1, 'tentang', ${STAMP})`.execute(db);
    await sql`insert into page_versions (page_id, status, published_at, title, content, created_at, updated_at)
      values (1, 'published', ${STAMP}, 'Tentang P3M', '<p>Visi <b>lazu</b>ardi.</p>', ${STAMP}, ${STAMP})`.execute(db);
  });

  const found = async (db: Db, kind: SearchKind, word: string) =>
    (
      await siteSearchRepo.findHits(db, SEARCH_KIND_REGISTRY[kind].source, [word], NOW, { limit: 5, offset: 0 })
    ).rows.map((row) => row.title);

  const expectFound = async (db: Db) => {
    expect(await found(db, 'document', 'lazuardi')).toEqual(['Pedoman Lazuardi']);
    expect(await found(db, 'file', 'lazuardi')).toEqual(['SK Rektor']);
    expect(await found(db, 'video', 'lazuardi')).toEqual(['Liputan Lazuardi']);
    // The page's text is derived from its HTML, an inline tag joining its word.
    expect(await found(db, 'page', 'lazuardi')).toEqual(['Tentang P3M']);
  };

  it('indexes the records there are and derives the text of the page versions', async () => {
    const database = await previousRelease();
    await migrateToLatest(database.handle.db);
    await expectFound(database.handle.db);
    const [version] = await database.handle.db.selectFrom('page_versions').select('content_text').execute();
    expect(version?.content_text).toBe('Visi lazuardi.');
  });

  it('finds the records of a backup made before it, once the restored site starts', async () => {
    const source = await previousRelease();
    const target = await restoredFromBackupOf(source);
    const db = target.handle.db;
    expect(await found(db, 'document', 'lazuardi')).toEqual(['Pedoman Lazuardi']);
    // The page versions come back without their text, which the start derives again.
    expect(await found(db, 'page', 'lazuardi')).toEqual([]);
    await ensureDefaultPages(db, new Date(NOW));
    await expectFound(db);
  });
});
