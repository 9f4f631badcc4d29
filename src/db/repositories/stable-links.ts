import type { StableLinkKind } from '../../shared/record-kinds';

import type { Db } from '../database';
import { notTrashed } from './live-rows';

// What the stable links (`/d/…`) open, and the bookkeeping of records that are gone for good. The
// redirect reads the whole map once per content version (services/stable-links.ts): a site holds
// hundreds of documents, not millions, and an unknown id then costs no query at all.

/** A live record's current file, under its kind and id. */
export interface StableTarget {
  kind: StableLinkKind;
  id: number;
  file_url: string;
  /** The title: the download name of a hosted file is made from it. */
  title: string;
  /** The hosted PDF it serves (with its size and hash), or null when the stable link redirects to `file_url`. */
  hosted: { name: string; sha256: string; byte_size: number } | null;
}

/** Every live document (of a live category) and every live file link with its current file. */
export async function listStableTargets(db: Db): Promise<StableTarget[]> {
  const files = await db
    .selectFrom('file_links')
    .leftJoin('hosted_files', 'hosted_files.name', 'file_links.hosted_file')
    .select(['file_links.id', 'file_links.file_url', 'file_links.file_name'])
    .select(['hosted_files.name', 'hosted_files.sha256', 'hosted_files.byte_size'])
    .where(notTrashed('file_links'))
    .execute();
  const documents = await db
    .selectFrom('documents')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .leftJoin('hosted_files', 'hosted_files.name', 'documents.hosted_file')
    .select(['documents.id', 'documents.file_url', 'documents.file_name'])
    .select(['hosted_files.name', 'hosted_files.sha256', 'hosted_files.byte_size'])
    .where(notTrashed('documents'))
    .where(notTrashed('document_categories'))
    .execute();
  type Row = (typeof files)[number];
  const target = (kind: StableLinkKind, row: Row): StableTarget => ({
    kind,
    id: row.id,
    file_url: row.file_url,
    title: row.file_name,
    hosted:
      row.name !== null && row.sha256 !== null && row.byte_size !== null
        ? { name: row.name, sha256: row.sha256, byte_size: Number(row.byte_size) }
        : null,
  });
  return [...files.map((row) => target('file', row)), ...documents.map((row) => target('document', row))];
}

/**
 * After records left the trash for good: the versions that named one of them as their successor are
 * current again, and the open counts of the records that are gone are dropped. Call in the same
 * transaction as the delete.
 */
export async function forgetRemovedLinkedRecords(trx: Db): Promise<void> {
  const fileIds = trx.selectFrom('file_links').select('id');
  const documentIds = trx.selectFrom('documents').select('id');
  await trx
    .updateTable('file_links')
    .set({ superseded_by: null })
    .where('superseded_by', 'is not', null)
    .where('superseded_by', 'not in', fileIds)
    .execute();
  await trx
    .updateTable('documents')
    .set({ superseded_by: null })
    .where('superseded_by', 'is not', null)
    .where('superseded_by', 'not in', documentIds)
    .execute();
  await trx
    .deleteFrom('document_opens')
    .where('kind', '=', 'file' satisfies StableLinkKind)
    .where('record_id', 'not in', fileIds)
    .execute();
  await trx
    .deleteFrom('document_opens')
    .where('kind', '=', 'document' satisfies StableLinkKind)
    .where('record_id', 'not in', documentIds)
    .execute();
}
