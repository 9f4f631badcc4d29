import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../database';
import { notTrashed } from './live-rows';

// The queries of "Kesehatan Konten" (services/content-health/): each finds live records that need
// attention and answers at most `limit` of them with how many there are in all.

/** Some of the records found, and how many there are. */
export interface Found<Row> {
  total: number;
  rows: Row[];
}

/** Articles (drafts included: they will be published) without a thumbnail, newest first. */
export async function articlesWithoutThumbnail(
  db: Db,
  limit: number,
): Promise<Found<{ id: number; title: string; category: string; published_date: string }>> {
  const query = db
    .selectFrom('articles')
    .where(notTrashed('articles'))
    .where((eb) => eb.or([eb('thumbnail', 'is', null), eb('thumbnail', '=', '')]));
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'title', 'category', 'published_date'])
      .orderBy('published_date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), rows };
}

/** Live document categories without a live document, by document set and name. */
export async function emptyCategories(
  db: Db,
  limit: number,
): Promise<Found<{ id: number; name: string; collection: string }>> {
  const query = db
    .selectFrom('document_categories')
    .where(notTrashed('document_categories'))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('documents')
            .select(sql<number>`1`.as('one'))
            .whereRef('documents.category_id', '=', 'document_categories.id')
            .where(notTrashed('documents')),
        ),
      ),
    );
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'name', 'collection'])
      .orderBy('collection')
      .orderBy('name')
      .orderBy('id')
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), rows };
}

/** A file link or document last changed before a moment. */
export interface StaleDocumentRow {
  kind: 'file' | 'document';
  id: number;
  title: string;
  /** The file type or document set. */
  type: string;
  url: string;
  updated_at: string;
}

/**
 * Live file links (guides, decrees) and documents of live categories last changed before `before`,
 * the longest unchanged first.
 */
export async function documentsUpdatedBefore(db: Db, before: string, limit: number): Promise<Found<StaleDocumentRow>> {
  const files = db
    .selectFrom('file_links')
    .where(notTrashed('file_links'))
    .where('file_links.updated_at', '<', before)
    .select([
      sql<StaleDocumentRow['kind']>`'file'`.as('kind'),
      'file_links.id as id',
      'file_links.file_name as title',
      'file_links.file_type as type',
      'file_links.file_url as url',
      'file_links.updated_at as updated_at',
    ]);
  const documents = db
    .selectFrom('documents')
    .innerJoin('document_categories', 'document_categories.id', 'documents.category_id')
    .where(notTrashed('documents'))
    .where(notTrashed('document_categories'))
    .where('documents.updated_at', '<', before)
    .select([
      sql<StaleDocumentRow['kind']>`'document'`.as('kind'),
      'documents.id as id',
      'documents.file_name as title',
      'documents.collection as type',
      'documents.file_url as url',
      'documents.updated_at as updated_at',
    ]);
  const all = db.selectFrom(files.unionAll(documents).as('stale'));
  const [rows, count] = await Promise.all([
    all.selectAll().orderBy('stale.updated_at').orderBy('stale.kind').orderBy('stale.id').limit(limit).execute(),
    all.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), rows };
}

/** `%text%` for a LIKE with `escape '!'`: the text's own wildcards match only themselves. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
}

/** The lower-cased column holds one of the phrases (lower-cased too): a cheap first pass, words not told apart. */
function holdsAny(column: string, phrases: readonly string[]): RawBuilder<SqlBool> {
  const tests = phrases.map((phrase) => sql`lower(${sql.ref(column)}) like ${containing(phrase)} escape '!'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** Images inside HTML are written `<img ...>`: text without it holds none. */
const HOLDS_IMAGE = '%<img%';

/** An alt text that says nothing. */
function blank(column: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`trim(${sql.ref(column)}) = ''`;
}

/** A published article (visible, or scheduled: it goes out on its own) that may show an image without alt text. */
export interface ArticleImagesRow {
  id: number;
  title: string;
  category: string;
  published_date: string;
  /** The thumbnail is there and its alt text empty. */
  thumbnail_without_alt: boolean;
  /** The text, when it holds images (else empty). */
  content: string;
}

/**
 * Live published articles (scheduled ones too) with a thumbnail without alt text or images in their
 * text, newest first: which of those images lack alt text is for the caller to read.
 */
export async function articlesWithImages(db: Db): Promise<ArticleImagesRow[]> {
  const thumbnailWithoutAlt = sql<SqlBool>`(articles.thumbnail is not null and articles.thumbnail <> '' and ${blank('articles.thumbnail_alt')})`;
  const rows = await db
    .selectFrom('articles')
    .where(notTrashed('articles'))
    .where('status', '=', 'published')
    .where((eb) => eb.or([thumbnailWithoutAlt, eb('content', 'like', HOLDS_IMAGE)]))
    .select([
      'id',
      'title',
      'category',
      'published_date',
      sql<number>`case when ${thumbnailWithoutAlt} then 1 else 0 end`.as('thumbnail_without_alt'),
      sql<string>`case when articles.content like ${HOLDS_IMAGE} then articles.content else '' end`.as('content'),
    ])
    .orderBy('published_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, thumbnail_without_alt: Number(row.thumbnail_without_alt) === 1 }));
}

/** Live FAQ entries whose answer holds images, in the list's order. */
export async function faqEntriesWithImages(db: Db): Promise<{ id: number; question: string; answer: string }[]> {
  return db
    .selectFrom('faq_entries')
    .where(notTrashed('faq_entries'))
    .where('answer', 'like', HOLDS_IMAGE)
    .select(['id', 'question', 'answer'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Live hero slides without alt text, in their order on the home page. */
export async function heroSlidesWithoutAlt(db: Db): Promise<{ id: number; title: string }[]> {
  return db
    .selectFrom('hero_slides')
    .where(notTrashed('hero_slides'))
    .where(blank('hero_slides.alt'))
    .select(['id', 'title'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Organisation-chart images of the given types without alt text, newest first (as the page lists them). */
export async function profileImagesWithoutAlt(
  db: Db,
  types: readonly string[],
): Promise<{ id: number; type: string }[]> {
  return db
    .selectFrom('profile_images')
    .where('type', 'in', types)
    .where(blank('profile_images.alt'))
    .select(['id', 'type'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A published version of an editable page (the one visitors see, or one scheduled to replace it). */
export interface PublishedPageVersionRow {
  page_id: number;
  slug: string;
  title: string;
  content: string;
  image: string | null;
  image_alt: string;
  published_at: string | null;
}

/** Every published version of the pages (three pages, a few versions each), each page's newest first. */
export async function publishedPageVersions(db: Db): Promise<PublishedPageVersionRow[]> {
  return db
    .selectFrom('page_versions')
    .innerJoin('pages', 'pages.id', 'page_versions.page_id')
    .where('page_versions.status', '=', 'published')
    .select([
      'pages.id as page_id',
      'pages.slug',
      'page_versions.title',
      'page_versions.content',
      'page_versions.image',
      'page_versions.image_alt',
      'page_versions.published_at',
    ])
    .orderBy('pages.id')
    .orderBy('page_versions.published_at', 'desc')
    .orderBy('page_versions.id', 'desc')
    .execute();
}

/**
 * Live published articles (scheduled ones too) whose title or plain text holds one of the phrases,
 * newest first: a cheap pass over `content_text`; whether a phrase stands there as a word is for the
 * caller to tell.
 */
export async function articlesHolding(
  db: Db,
  phrases: readonly string[],
): Promise<{ id: number; title: string; category: string; published_date: string; content_text: string }[]> {
  return db
    .selectFrom('articles')
    .where(notTrashed('articles'))
    .where('status', '=', 'published')
    .where((eb) => eb.or([holdsAny('articles.title', phrases), holdsAny('articles.content_text', phrases)]))
    .select(['id', 'title', 'category', 'published_date', 'content_text'])
    .orderBy('published_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Live FAQ entries whose question or plain answer holds one of the phrases, in the list's order. */
export async function faqEntriesHolding(
  db: Db,
  phrases: readonly string[],
): Promise<{ id: number; question: string; answer_text: string }[]> {
  return db
    .selectFrom('faq_entries')
    .where(notTrashed('faq_entries'))
    .where((eb) => eb.or([holdsAny('faq_entries.question', phrases), holdsAny('faq_entries.answer_text', phrases)]))
    .select(['id', 'question', 'answer_text'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}
