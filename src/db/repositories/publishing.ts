import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { PublicationState } from '../../shared/constants/publishing';
import { RECORD_KIND_NAMES, recordKind, type PublishableKind } from '../../shared/record-kinds';
import type { Db } from '../database';
import { contentTableOf, RECORD_TABLES } from '../record-tables';
import type { Database } from '../tables';

// Status and dates, one mechanism for every publishable kind (DESIGN, content model): a table with a
// status column (`draft` | `published`), a publication moment and, for kinds that end (announcements),
// an end. Announcements have no drafts: a live one is published, shown from its start to its end. "Visible" is the one predicate every public query applies; the next moment at which what
// visitors see changes without a write is where cached answers end.

/** The columns that make a table publishable. Moments are ISO-8601 UTC text, which sorts as time does. */
export interface PublishableTable {
  table: keyof Database & string;
  /** The status column; none for a kind without drafts, whose every row is published. */
  status?: string;
  publishedAt: string;
  /** A kind that stops showing at a moment (announcements): visible while it is null or still ahead. */
  endsAt?: string;
  /** A kind with a trash (live-rows.ts): its rows in the trash never appear, so they change nothing. */
  deletedAt?: string;
}

/** A publishable kind's columns, from its `moments` (db/record-tables.ts). */
function publishableTable(kind: PublishableKind): PublishableTable {
  const { status, publishedAt, endsAt } = RECORD_TABLES[kind].moments;
  return {
    table: contentTableOf(kind),
    ...(status && { status }),
    publishedAt,
    ...(endsAt && { endsAt }),
    ...(recordKind(kind).trash && { deletedAt: 'deleted_at' }),
  };
}

export const ARTICLES = publishableTable('article');
/**
 * Versions of the editable pages: visitors see a page's newest visible version, so a version
 * scheduled for later replaces the one before it at its moment (repositories/pages.ts).
 */
export const PAGE_VERSIONS = publishableTable('page');
/** Announcements: shown from `starts_at` until `ends_at` (repositories/announcements.ts). */
export const ANNOUNCEMENTS = publishableTable('announcement');

/** Every publishable table: the next visibility change is the earliest over all of them. */
export const PUBLISHABLE_TABLES: readonly PublishableTable[] = RECORD_KIND_NAMES.flatMap((kind) =>
  recordKind(kind).publishing ? [publishableTable(kind as PublishableKind)] : [],
);

/**
 * Who reads. Visitors see the rows visible at `visibleAt` (the clock's now, as ISO text); staff see
 * every row, whatever its status or date.
 */
export type Audience = { visibleAt: string } | 'staff';

/** The audience of a visitor reading now (the server's clock); services with an injected clock pass their own. */
export function visitorsNow(): Audience {
  return { visibleAt: new Date().toISOString() };
}

function column(table: PublishableTable, name: string) {
  return sql.ref(`${table.table}.${name}`);
}

/** `status = 'published'`, or true for a kind without drafts. */
function isPublished(status: RawBuilder<unknown> | null) {
  return status ? sql`${status} = ${'published'}` : sql`1 = 1`;
}

/** Published, and its publication moment come (and, for a kind that ends, its end not yet). */
export function isVisible(table: PublishableTable, now: string): RawBuilder<SqlBool> {
  const status = table.status ? column(table, table.status) : null;
  const publishedAt = column(table, table.publishedAt);
  const published = sql`${isPublished(status)} and ${publishedAt} <= ${now}`;
  if (!table.endsAt) return sql<SqlBool>`(${published})`;
  const end = column(table, table.endsAt);
  return sql<SqlBool>`(${published} and (${end} is null or ${end} > ${now}))`;
}

/**
 * Rows in one state at `now`, as staff see it (shared/publishing.ts): a draft; published with its
 * moment still ahead (scheduled); or visible.
 */
export function inPublicationState(table: PublishableTable, state: PublicationState, now: string): RawBuilder<SqlBool> {
  const status = table.status ? column(table, table.status) : null;
  const publishedAt = column(table, table.publishedAt);
  // A kind without drafts (no status column) has no row in draft, and every row is published.
  if (state === 'draft') return status ? sql<SqlBool>`(${status} = ${'draft'})` : sql<SqlBool>`(1 = 0)`;
  if (state === 'scheduled') return sql<SqlBool>`(${isPublished(status)} and ${publishedAt} > ${now})`;
  return isVisible(table, now);
}

async function nextChangeOf(db: Db, table: PublishableTable, now: string): Promise<string | null> {
  const status = table.status ? sql.ref(table.status) : null;
  const moments = [table.publishedAt, ...(table.endsAt ? [table.endsAt] : [])];
  let next: string | null = null;
  for (const name of moments) {
    const moment = sql.ref(name);
    const live = table.deletedAt ? sql`and ${sql.ref(table.deletedAt)} is null` : sql``;
    const { rows } = await sql<{ next: string | null }>`select min(${moment}) as next from ${sql.table(table.table)}
      where ${isPublished(status)} and ${moment} > ${now} ${live}`.execute(db);
    const found = rows[0]?.next ?? null;
    if (found !== null && (next === null || found < next)) next = found;
  }
  return next;
}

/**
 * The earliest moment after `now` at which a published row of any publishable table appears (or ends):
 * until then, what visitors see changes only through a write. Null when nothing is scheduled. One
 * indexed look-up per table and moment column.
 */
export async function nextVisibilityChange(db: Db, now: string): Promise<string | null> {
  let next: string | null = null;
  for (const table of PUBLISHABLE_TABLES) {
    const found = await nextChangeOf(db, table, now);
    if (found !== null && (next === null || found < next)) next = found;
  }
  return next;
}
