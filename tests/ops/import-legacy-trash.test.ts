import type { TrashKind } from '../../src/shared/record-kinds';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { legacyImportsRepo, trashRepo, writeContent } from '../../src/db/index';
import type { TrashTable } from '../../src/db/repositories/live-rows';
import { importLegacy } from '../../src/server/legacy/run-import';

import { FIXTURE_WRITE } from '../helpers/activity';
import { DIALECTS, type TestDatabase } from '../helpers/databases';
import { useLegacySource } from './support/legacy-source';
import { importConfig } from './support/legacy-target';

/** When the old admin changed things between the runs. */
const LATER = '2024-08-01 09:00:00';

// A record in the trash here counts as deleted here: a later run neither brings it back nor imports
// it a second time; once restored, it is compared again.

describe.each(DIALECTS)('moving in: records in the trash here [%s]', (dialect) => {
  const source = useLegacySource(dialect);
  let target: TestDatabase;

  const importInto = (database: TestDatabase) =>
    importLegacy({
      config: importConfig(database, dialect),
      handle: database.handle,
      from: source.legacyUrl,
      uploads: source.oldUploads,
    });
  const newId = async (kind: string, key: string) => {
    const id = (await legacyImportsRepo.listImported(target.handle.db, kind)).get(key);
    if (id === undefined || id === null) throw new Error(`nothing imported for ${kind} ${key}`);
    return id;
  };
  /** Every row of a table with this title or name, live or in the trash. */
  const rowsNamed = async (table: TrashTable, column: 'title' | 'file_name' | 'name', value: string) =>
    target.handle.db.selectFrom(table).select(['id', 'deleted_at']).where(sql.ref(column), '=', value).execute();
  const toTrash = (kind: TrashKind, id: number) =>
    writeContent(target.handle.db, FIXTURE_WRITE, (trx) =>
      trashRepo.moveToTrash(trx, kind, id, { at: new Date().toISOString(), by: 'admin' }),
    );
  const inTrash = async (kind: TrashKind, id: number) =>
    (await trashRepo.findTrashed(target.handle.db, kind, id)) !== undefined;

  const ids = { article: 0, fileLink: 0, video: 0, category: 0, fileTypeCategory: 0, document: 0 };

  it('leaves records in the trash there: changed in the old system, they are neither restored nor imported again', async () => {
    target = await source.newTarget();
    await importInto(target);
    ids.article = await newId('article', '2');
    ids.fileLink = await newId('file', '1');
    ids.video = await newId('video', '1');
    ids.category = await newId('document-category:pen', '1');
    ids.document = await newId('document:pen', '1');
    ids.fileTypeCategory = await newId('file-type-category', 'pen:Dokumen Penelitian');
    for (const [kind, id] of [
      ['article', ids.article],
      ['file', ids.fileLink],
      ['video', ids.video],
      ['document_category', ids.category],
      ['document_category', ids.fileTypeCategory],
    ] as const) {
      expect(await toTrash(kind, id), `${kind} ${id}`).toBe(true);
    }

    const old = source.database;
    await old.update('Articles', 2, { title: 'Hibah Penelitian 2024', updatedAt: LATER });
    await old.update('files', 1, { file_name: 'Panduan 2024 (revisi)', updatedAt: LATER });
    await old.update('files', 3, { file_name: 'Dokumen Riset (revisi)', updatedAt: LATER });
    await old.update('Youtubes', 1, { title: 'Luaran 2024 (baru)', updatedAt: LATER });
    await old.update('catDokumenPens', 1, { name: 'Proposal Hibah', updatedAt: LATER });
    await old.update('dokumenPens', 1, { file_name: 'Template Proposal 2024', updatedAt: LATER });
    await old.insert('dokumenPens', [
      { file_name: 'Template Anggaran', file_url: 'https://drive.google.com/anggaran', catdokumenpenId: 1 },
    ]);
    await old.insert('files', [
      {
        file_name: 'Dokumen Riset Baru',
        file_description: 'baru',
        file_url: 'https://drive.google.com/riset-baru',
        file_type: 'dokumen_penelitian',
      },
    ]);

    const report = await importInto(target);
    for (const kind of ['Articles', 'Youtubes', 'Document categories'] as const) {
      expect(report.totals(kind), kind).toMatchObject({ imported: 0, updated: 0, conflicts: 0 });
    }
    expect(report.totals('files')).toMatchObject({ imported: 0, updated: 0, conflicts: 0 });
    expect(report.reasons('files')).toMatchObject({ 'its category is in the trash here': 1 });
    expect(report.totals('Documents')).toMatchObject({ imported: 0, updated: 0, conflicts: 0 });
    // The new document, and one an earlier run skipped for its link: their category is in the trash.
    expect(report.reasons('Documents')).toEqual({
      'its category is not there (not imported, or deleted since)': 2,
    });
    expect(report.format()).toMatch(/files #9 skipped: its category is in the trash here \(pen: Dokumen Penelitian\)/);

    // Still in the trash, as they were; nothing made twice.
    for (const [kind, id] of [
      ['article', ids.article],
      ['file', ids.fileLink],
      ['video', ids.video],
      ['document_category', ids.category],
      ['document_category', ids.fileTypeCategory],
    ] as const) {
      expect(await inTrash(kind, id), `${kind} ${id}`).toBe(true);
    }
    expect(await rowsNamed('articles', 'title', 'Hibah Penelitian')).toHaveLength(1);
    expect(await rowsNamed('articles', 'title', 'Hibah Penelitian 2024')).toEqual([]);
    expect(await rowsNamed('file_links', 'file_name', 'Panduan 2024')).toHaveLength(1);
    expect(await rowsNamed('file_links', 'file_name', 'Panduan 2024 (revisi)')).toEqual([]);
    expect(await rowsNamed('videos', 'title', 'Luaran 2024')).toHaveLength(1);
    expect(await rowsNamed('videos', 'title', 'Luaran 2024 (baru)')).toEqual([]);
    expect(await rowsNamed('document_categories', 'name', 'Proposal')).toHaveLength(1);
    expect(await rowsNamed('document_categories', 'name', 'Proposal Hibah')).toEqual([]);
    expect(await rowsNamed('document_categories', 'name', 'Dokumen Penelitian')).toHaveLength(1);
    expect(await rowsNamed('documents', 'file_name', 'Template Proposal 2024')).toEqual([]);
    expect(await rowsNamed('documents', 'file_name', 'Template Anggaran')).toEqual([]);
    expect(await rowsNamed('documents', 'file_name', 'Dokumen Riset Baru')).toEqual([]);
  });

  it('compares a restored record again, and files new ones in a restored category', async () => {
    const db = target.handle.db;
    for (const [kind, id] of [
      ['article', ids.article],
      ['document_category', ids.category],
      ['document_category', ids.fileTypeCategory],
    ] as const) {
      expect(await writeContent(db, FIXTURE_WRITE, (trx) => trashRepo.restoreFromTrash(trx, kind, id))).toBe(
        'restored',
      );
    }

    const report = await importInto(target);
    expect(report.totals('Articles')).toMatchObject({ updated: 1, imported: 0 });
    expect(report.totals('Document categories')).toMatchObject({ updated: 1, imported: 0 });
    expect(report.totals('Documents')).toMatchObject({ imported: 1, updated: 1 });
    expect(report.totals('files')).toMatchObject({ imported: 1, updated: 1 });

    expect(await rowsNamed('articles', 'title', 'Hibah Penelitian 2024')).toEqual([
      { id: ids.article, deleted_at: null },
    ]);
    expect(await rowsNamed('document_categories', 'name', 'Proposal Hibah')).toEqual([
      { id: ids.category, deleted_at: null },
    ]);
    expect(await rowsNamed('documents', 'file_name', 'Template Proposal 2024')).toEqual([
      { id: ids.document, deleted_at: null },
    ]);
    expect(await rowsNamed('documents', 'file_name', 'Template Anggaran')).toHaveLength(1);
    // The new old file went into the restored category, not into a second one of the same name.
    expect(await rowsNamed('document_categories', 'name', 'Dokumen Penelitian')).toHaveLength(1);
    const [riset] = await db
      .selectFrom('documents')
      .select('category_id')
      .where('file_name', '=', 'Dokumen Riset Baru')
      .execute();
    expect(riset?.category_id).toBe(ids.fileTypeCategory);
    // Still in the trash: the file link and the video.
    expect(await inTrash('file', ids.fileLink)).toBe(true);
    expect(await inTrash('video', ids.video)).toBe(true);
  });
});
