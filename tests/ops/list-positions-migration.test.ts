import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { documentsRepo, fileLinksRepo, migrateToLatest, videosRepo } from '../../src/db/index';
import { DIALECTS } from '../helpers/databases';
import { upgradeFrom } from '../helpers/upgrades';

/** The last migration before lists had positions. */
const BEFORE = '2026-11-25T1000-staff-accounts';

const at = (day: number) => new Date(Date.UTC(2025, 0, day)).toISOString();

describe.each(DIALECTS)('positions of the lists staff place, after the migration [%s]', (dialect) => {
  /** A database of the previous release holding file links, videos and documents in no particular order. */
  const { previousRelease } = upgradeFrom(dialect, BEFORE, async (db) => {
    const file = (name: string, type: string, day: number) =>
      sql`insert into file_links (file_name, file_description, file_url, file_type, created_at, updated_at)
        values (${name}, 'x', 'https://drive.google.com/x', ${type}, ${at(day)}, ${at(day)})`.execute(db);
    await file('Kedua', 'panduan_penelitian', 2);
    await file('Pertama', 'panduan_penelitian', 1);
    await file('Ketiga', 'panduan_penelitian', 2);
    await file('Lain', 'sk_rektor_penelitian', 9);
    const video = (title: string, day: number) =>
      sql`insert into videos (title, link, created_at, updated_at)
        values (${title}, 'https://youtu.be/x', ${at(1)}, ${at(day)})`.execute(db);
    await video('Lama', 1);
    await video('Baru diubah', 5);
    await video('Sedang', 3);
    await sql`insert into document_categories (collection, name, created_at, updated_at)
      values ('pen', 'A', ${at(1)}, ${at(1)}), ('pen', 'B', ${at(1)}, ${at(1)})`.execute(db);
    const categories = await db.selectFrom('document_categories').select('id').orderBy('id').execute();
    const document = (name: string, category: number, day: number) =>
      sql`insert into documents (collection, category_id, file_name, file_url, created_at, updated_at)
        values ('pen', ${category}, ${name}, 'https://drive.google.com/d', ${at(day)}, ${at(day)})`.execute(db);
    await document('A1', categories[0]!.id, 1);
    await document('A3', categories[0]!.id, 3);
    await document('A2', categories[0]!.id, 2);
    await document('B1', categories[1]!.id, 1);
  });

  it('numbers each list in the order its page showed it, so no page changes', async () => {
    const db = (await previousRelease()).handle.db;
    await migrateToLatest(db);

    const files = await db.selectFrom('file_links').select(['file_name', 'position']).orderBy('id').execute();
    expect(files).toEqual([
      { file_name: 'Kedua', position: 2 },
      { file_name: 'Pertama', position: 3 },
      { file_name: 'Ketiga', position: 1 },
      { file_name: 'Lain', position: 1 },
    ]);
    // SPEC §7 answers oldest first, as before.
    const answered = await fileLinksRepo.listFileLinksByType(db, 'panduan_penelitian');
    expect(answered.map((row) => row.file_name)).toEqual(['Pertama', 'Kedua', 'Ketiga']);

    const videos = await db.selectFrom('videos').select(['title', 'position']).orderBy('id').execute();
    expect(videos).toEqual([
      { title: 'Lama', position: 3 },
      { title: 'Baru diubah', position: 1 },
      { title: 'Sedang', position: 2 },
    ]);
    expect((await videosRepo.listVideos(db)).map((row) => row.title)).toEqual(['Baru diubah', 'Sedang', 'Lama']);

    const documents = await db.selectFrom('documents').select(['file_name', 'position']).orderBy('id').execute();
    expect(documents).toEqual([
      { file_name: 'A1', position: 3 },
      { file_name: 'A3', position: 1 },
      { file_name: 'A2', position: 2 },
      { file_name: 'B1', position: 1 },
    ]);
    expect((await documentsRepo.listDocuments(db, 'pen')).map((row) => row.file_name)).toEqual([
      'A3',
      'A2',
      'A1',
      'B1',
    ]);
  });
});
