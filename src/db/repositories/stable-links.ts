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
}

/** Every live document (of a live category) and every live file link with its current file. */
export async function listStableTargets(db: Db): Promise<StableTarget[]> {
  const files = await db.selectFrom('file_links').select(['id', 'file_url']).where(notTrashed('file_links')).execute();
  const documents = await db
    .selectFrom('documents')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .select(['documents.id', 'documents.file_url'])
    .where(notTrashed('documents'))
    .where(notTrashed('document_categories'))
    .execute();
  return [
    ...files.map((row) => ({ kind: 'file' as const, id: row.id, file_url: row.file_url })),
    ...documents.map((row) => ({ kind: 'document' as const, id: row.id, file_url: row.file_url })),
  ];
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
