import type { LinkKind } from '../../shared/record-kinds';
import { sql } from 'kysely';
import { LINK_STATUSES, type LinkStatus } from '../../shared/constants/content-health';
import type { Db } from '../database';
import type { LinkCheckRow, LinkChecksTable } from '../tables';
import type { Insertable } from 'kysely';
import { notTrashed } from './live-rows';
import { paged, type ListPage } from './paging';

// Link health: the external link of every live file link and document, and the last result of
// checking it (one row per record, replaced by each check). A result counts only while the record
// still points at the address that was checked: an edit of the link sets the result aside at once.

/** A record whose link is checked: its kind and id, its link, and what names it on the dashboard. */
export interface LinkTarget {
  kind: LinkKind;
  record_id: number;
  url: string;
  title: string;
  /** The file type or document set: the back-office screen where the record is edited. */
  type: string;
}

/** Live file links; one whose PDF the site hosts has no link elsewhere to check. */
function fileTargets(db: Db) {
  return db
    .selectFrom('file_links')
    .select(['file_links.id as record_id', 'file_links.file_url as url', 'file_links.file_name as title'])
    .select('file_links.file_type as type')
    .where(notTrashed('file_links'))
    .where('file_links.hosted_file', 'is', null);
}

/** Live documents of live categories (not those whose PDF the site hosts). */
function documentTargets(db: Db) {
  return db
    .selectFrom('documents')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .select(['documents.id as record_id', 'documents.file_url as url', 'documents.file_name as title'])
    .select('documents.collection as type')
    .where(notTrashed('documents'))
    .where(notTrashed('document_categories'))
    .where('documents.hosted_file', 'is', null);
}

/** Every link to check, file links first, each kind by id. */
export async function listLinkTargets(db: Db): Promise<LinkTarget[]> {
  const files = await fileTargets(db).orderBy('file_links.id').execute();
  const documents = await documentTargets(db).orderBy('documents.id').execute();
  return [
    ...files.map((row) => ({ ...row, kind: 'file' as const })),
    ...documents.map((row) => ({ ...row, kind: 'document' as const })),
  ];
}

/** The record's current target (undefined when it is gone or in the trash). */
export async function findLinkTarget(db: Db, kind: LinkKind, recordId: number): Promise<LinkTarget | undefined> {
  const row =
    kind === 'file'
      ? await fileTargets(db).where('file_links.id', '=', recordId).executeTakeFirst()
      : await documentTargets(db).where('documents.id', '=', recordId).executeTakeFirst();
  return row && { ...row, kind };
}

export type NewLinkCheck = Omit<Insertable<LinkChecksTable>, 'id'>;

/**
 * Keeps a result as the record's check, replacing the one before (its id stays). A result for an
 * address the record no longer has (edited while it was being checked) is dropped: false then.
 */
export async function saveLinkCheck(db: Db, check: NewLinkCheck): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const target = await findLinkTarget(trx, check.kind, check.record_id);
    if (target?.url !== check.url) return false;
    const { url, status, http_status, final_url, detail, checked_at } = check;
    await trx
      .insertInto('link_checks')
      .values(check)
      .onConflict((oc) =>
        oc.columns(['kind', 'record_id']).doUpdateSet({ url, status, http_status, final_url, detail, checked_at }),
      )
      .execute();
    return true;
  });
}

/**
 * Forgets the results that no longer stand for a record's link: of records deleted (or in the
 * trash), and of addresses a record no longer has (edited since, or while a check ran).
 */
export async function removeStaleChecks(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('link_checks')
    .where(({ and, not, exists, selectFrom }) =>
      and([
        not(
          exists(
            selectFrom('file_links')
              .select('file_links.id')
              .whereRef('file_links.id', '=', 'link_checks.record_id')
              .whereRef('file_links.file_url', '=', 'link_checks.url')
              .where('link_checks.kind', '=', 'file')
              .where(notTrashed('file_links')),
          ),
        ),
        not(
          exists(
            selectFrom('documents')
              .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
              .select('documents.id')
              .whereRef('documents.id', '=', 'link_checks.record_id')
              .whereRef('documents.file_url', '=', 'link_checks.url')
              .where('link_checks.kind', '=', 'document')
              .where(notTrashed('documents'))
              .where(notTrashed('document_categories')),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A result with the record it belongs to, as the dashboard and GET /api/link-health show it. */
export interface LinkCheckWithTarget extends LinkCheckRow {
  title: string;
  type: string;
}

const CHECK_COLUMNS = [
  'link_checks.id',
  'link_checks.kind',
  'link_checks.record_id',
  'link_checks.url',
  'link_checks.status',
  'link_checks.http_status',
  'link_checks.final_url',
  'link_checks.detail',
  'link_checks.checked_at',
] as const;

/** Results of live records that still point at the address checked, of the statuses asked for. */
function currentChecks(db: Db, statuses?: readonly LinkStatus[]) {
  const files = db
    .selectFrom('link_checks')
    .innerJoin('file_links', (join) =>
      join
        .onRef('file_links.id', '=', 'link_checks.record_id')
        .on('link_checks.kind', '=', 'file')
        .onRef('file_links.file_url', '=', 'link_checks.url'),
    )
    .select(CHECK_COLUMNS)
    .select(['file_links.file_name as title', 'file_links.file_type as type'])
    .where(notTrashed('file_links'));
  const documents = db
    .selectFrom('link_checks')
    .innerJoin('documents', (join) =>
      join
        .onRef('documents.id', '=', 'link_checks.record_id')
        .on('link_checks.kind', '=', 'document')
        .onRef('documents.file_url', '=', 'link_checks.url'),
    )
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .select(CHECK_COLUMNS)
    .select(['documents.file_name as title', 'documents.collection as type'])
    .where(notTrashed('documents'))
    .where(notTrashed('document_categories'));
  if (!statuses) return { files, documents };
  return {
    files: files.where('link_checks.status', 'in', statuses),
    documents: documents.where('link_checks.status', 'in', statuses),
  };
}

/** The rank of a status in LINK_STATUSES (worst first), for ordering. */
function statusRank() {
  const cases = LINK_STATUSES.map((status, rank) => sql`when ${sql.lit(status)} then ${sql.lit(rank)}`);
  return sql<number>`case ${sql.ref('checks.status')} ${sql.join(cases, sql` `)} end`;
}

/** The current results of the given statuses (every status when none are given), worst first, then by id. */
export async function listLinkChecks(
  db: Db,
  options: { statuses?: readonly LinkStatus[]; page?: ListPage } = {},
): Promise<LinkCheckWithTarget[]> {
  const { files, documents } = currentChecks(db, options.statuses);
  const query = db
    .selectFrom(files.unionAll(documents).as('checks'))
    .selectAll()
    .orderBy(statusRank())
    .orderBy('checks.id');
  return paged(query, options.page).execute();
}

/** How many current results there are of the given statuses. */
export async function countLinkChecksOf(db: Db, statuses: readonly LinkStatus[]): Promise<number> {
  const { files, documents } = currentChecks(db, statuses);
  const row = await db
    .selectFrom(files.unionAll(documents).as('checks'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** How many current results there are of each status. */
export async function countLinkChecks(db: Db): Promise<Partial<Record<LinkStatus, number>>> {
  const { files, documents } = currentChecks(db);
  const rows = await db
    .selectFrom(files.unionAll(documents).as('checks'))
    .select((eb) => ['checks.status', eb.fn.countAll<number>().as('count')])
    .groupBy('checks.status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

/** One current result by its id (undefined when its record is gone or points elsewhere now). */
export async function findLinkCheck(db: Db, id: number): Promise<LinkCheckWithTarget | undefined> {
  const { files, documents } = currentChecks(db);
  return db
    .selectFrom(files.unionAll(documents).as('checks'))
    .selectAll()
    .where('checks.id', '=', id)
    .executeTakeFirst();
}

/** Whether a result of this id exists, current or not. */
export async function linkCheckExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('link_checks').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Records that the record now answers at `url`, as the check found it there (after a one-click update). */
export async function markUpdated(db: Db, id: number, url: string): Promise<void> {
  await db
    .updateTable('link_checks')
    .set({ url, status: 'ok', final_url: null, detail: null })
    .where('id', '=', id)
    .execute();
}
