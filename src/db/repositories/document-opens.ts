import type { StableLinkKind } from '../../shared/record-kinds';
import { sql } from 'kysely';

import type { Db } from '../database';
import { notTrashed } from './live-rows';

// Open counts of stable links: one row per record and day (WIB), added to in batches
// (services/document-opens.ts buffers the visits and writes them every few seconds).

export interface OpensToAdd {
  kind: StableLinkKind;
  record_id: number;
  day: string;
  count: number;
}

/** Rows per statement: far below both databases' limits on parameters (4 per row). */
const ROWS_PER_STATEMENT = 200;

/** Adds counts to their days, creating the rows that do not exist yet. Call inside one transaction. */
export async function addOpens(trx: Db, rows: readonly OpensToAdd[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await trx
      .insertInto('document_opens')
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc
          .columns(['kind', 'record_id', 'day'])
          .doUpdateSet({ count: sql<number>`document_opens.count + excluded.count` }),
      )
      .execute();
  }
}

/** Rows per statement of visitors (2 parameters per row). */
const VISITORS_PER_STATEMENT = 400;

/**
 * Records the visitors of a day (keyed hashes) and answers those not recorded before: the ones whose
 * open counts. Concurrent writers (several instances) never both get one: the primary key decides.
 * Call inside the transaction that adds the counts.
 */
export async function addFirstVisits(trx: Db, day: string, visitors: readonly string[]): Promise<Set<string>> {
  const first = new Set<string>();
  for (let start = 0; start < visitors.length; start += VISITORS_PER_STATEMENT) {
    const rows = await trx
      .insertInto('document_open_visitors')
      .values(visitors.slice(start, start + VISITORS_PER_STATEMENT).map((visitor) => ({ day, visitor })))
      .onConflict((oc) => oc.columns(['day', 'visitor']).doNothing())
      .returning('visitor')
      .execute();
    for (const row of rows) first.add(row.visitor);
  }
  return first;
}

/** Forgets the visitors of the days before `day`: they only ever decide that day's counts. */
export async function removeVisitorsBefore(trx: Db, day: string): Promise<void> {
  await trx.deleteFrom('document_open_visitors').where('day', '<', day).execute();
}

/** A live record with its opens since a day and in all. */
export interface OpenCountRow {
  id: number;
  title: string;
  /** The file type of a file link, the set (`prof`, `pen`, `pengab`) of a document. */
  list: string;
  superseded_by: number | null;
  recent: number;
  total: number;
}

/** Opens per record: since `since` (`YYYY-MM-DD`, inclusive) and in total. Integers on both databases. */
function sums(since: string) {
  return [
    sql<number>`cast(coalesce(sum(case when document_opens.day >= ${since} then document_opens.count else 0 end), 0) as integer)`.as(
      'recent',
    ),
    sql<number>`cast(coalesce(sum(document_opens.count), 0) as integer)`.as('total'),
  ];
}

/** Every live file link with its opens (none: zeros). */
export async function fileLinkOpenCounts(db: Db, since: string): Promise<OpenCountRow[]> {
  const rows = await db
    .selectFrom('file_links')
    .leftJoin('document_opens', (join) =>
      join
        .onRef('document_opens.record_id', '=', 'file_links.id')
        .on('document_opens.kind', '=', 'file' satisfies StableLinkKind),
    )
    .select([
      'file_links.id',
      'file_links.file_name as title',
      'file_links.file_type as list',
      'file_links.superseded_by',
    ])
    .select(sums(since))
    .where(notTrashed('file_links'))
    .groupBy(['file_links.id', 'file_links.file_name', 'file_links.file_type', 'file_links.superseded_by'])
    .execute();
  return rows.map((row) => ({ ...row, recent: Number(row.recent), total: Number(row.total) }));
}

/** Every live document of a live category with its opens (none: zeros). */
export async function documentOpenCounts(db: Db, since: string): Promise<OpenCountRow[]> {
  const rows = await db
    .selectFrom('documents')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .leftJoin('document_opens', (join) =>
      join
        .onRef('document_opens.record_id', '=', 'documents.id')
        .on('document_opens.kind', '=', 'document' satisfies StableLinkKind),
    )
    .select(['documents.id', 'documents.file_name as title', 'documents.collection as list', 'documents.superseded_by'])
    .select(sums(since))
    .where(notTrashed('documents'))
    .where(notTrashed('document_categories'))
    .groupBy(['documents.id', 'documents.file_name', 'documents.collection', 'documents.superseded_by'])
    .execute();
  return rows.map((row) => ({ ...row, recent: Number(row.recent), total: Number(row.total) }));
}

/**
 * The live documents of a set opened most since `since` (inclusive), most first (ties: newer first);
 * documents never opened in that time are left out.
 */
export async function mostOpenedDocuments(
  db: Db,
  collection: string,
  since: string,
  limit: number,
): Promise<{ id: number; file_name: string; file_url: string; opens: number }[]> {
  const opens = sql<number>`cast(sum(document_opens.count) as integer)`;
  const rows = await db
    .selectFrom('document_opens')
    .innerJoin('documents', 'documents.id', 'document_opens.record_id')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .select(['documents.id', 'documents.file_name', 'documents.file_url', opens.as('opens')])
    .where('document_opens.kind', '=', 'document' satisfies StableLinkKind)
    .where('document_opens.day', '>=', since)
    .where('documents.collection', '=', collection)
    .where(notTrashed('documents'))
    .where(notTrashed('document_categories'))
    .groupBy(['documents.id', 'documents.file_name', 'documents.file_url'])
    .orderBy(opens, 'desc')
    .orderBy('documents.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, opens: Number(row.opens) }));
}
