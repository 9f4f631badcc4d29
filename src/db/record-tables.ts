import type { KindWith, RecordKind } from '../shared/record-kinds';
import type { Database } from './tables';

/**
 * Where each kind of record (src/shared/record-kinds.ts) is stored, read by the mechanisms that work on
 * every kind alike: the trash (its table, name and type columns, and what it holds), revisions (what a
 * restore writes back), publishing's cache horizon (its moments) and the clean-up of unused images
 * (its image and HTML columns). What the kind takes part in decides what its entry must say: a kind
 * with revisions names its restored fields, a publishable one its moments, and no other may; a table
 * the schema lacks fails the type check. tests/api/record-kinds.test.ts checks every column on both
 * databases.
 */
interface Storage<K extends RecordKind> {
  /** The table of its records (`id` is each record's key). */
  table: keyof Database & string;
  /** Where its texts, images and moments live when that is not `table`: a page's versions. */
  contentTable?: keyof Database & string;
  /** The column that names a record: the trash list, the activity log and the revision history show it. */
  titleColumn: string;
  /** The column of its type or set (article type, file type, document set), shown beside the name. */
  typeColumn: string | null;
  /** Its stored images: columns holding one image path, and HTML columns whose inline images count. */
  images: { files: readonly string[]; html: readonly string[] } | null;
  /**
   * Records of another kind that belong to it: they go to the trash with it (marked by `withParent`),
   * come back with it, and are removed with it. A child in the trash waits for its parent's restore.
   */
  contains: { kind: KindWith<'trash'>; foreignKey: string; withParent: string } | null;
  /** What a restore writes back: what the record says (texts, pictures), never where it stands. */
  restored: K extends KindWith<'revisions'> ? readonly string[] : null;
  /** Its status (null: no drafts), publication moment and end (null: it does not end). */
  moments: K extends KindWith<'publishing'>
    ? { status: string | null; publishedAt: string; endsAt: string | null }
    : null;
}

const NOTHING_ELSE = { typeColumn: null, images: null, contains: null, restored: null, moments: null } as const;

export const RECORD_TABLES = {
  article: {
    table: 'articles',
    titleColumn: 'title',
    typeColumn: 'category',
    images: { files: ['thumbnail'], html: ['content'] },
    contains: null,
    // Never its status, date, address or type: restoring text must not take a live article off the site.
    restored: ['title', 'author', 'content', 'thumbnail', 'thumbnail_alt'],
    moments: { status: 'status', publishedAt: 'published_date', endsAt: null },
  },
  document: { ...NOTHING_ELSE, table: 'documents', titleColumn: 'file_name', typeColumn: 'collection' },
  document_category: {
    ...NOTHING_ELSE,
    table: 'document_categories',
    titleColumn: 'name',
    typeColumn: 'collection',
    contains: { kind: 'document', foreignKey: 'category_id', withParent: 'deleted_with_category' },
  },
  file: { ...NOTHING_ELSE, table: 'file_links', titleColumn: 'file_name', typeColumn: 'file_type' },
  video: { ...NOTHING_ELSE, table: 'videos', titleColumn: 'title' },
  hero_slide: { ...NOTHING_ELSE, table: 'hero_slides', titleColumn: 'title', images: { files: ['image'], html: [] } },
  faq: { ...NOTHING_ELSE, table: 'faq_entries', titleColumn: 'question', images: { files: [], html: ['answer'] } },
  announcement: {
    ...NOTHING_ELSE,
    table: 'announcements',
    titleColumn: 'title',
    images: { files: [], html: ['content'] },
    // No drafts: shown from its start until its end.
    moments: { status: null, publishedAt: 'starts_at', endsAt: 'ends_at' },
  },
  page: {
    ...NOTHING_ELSE,
    table: 'pages',
    // Visitors see a page's newest visible version; a version scheduled for later replaces it at its moment.
    contentTable: 'page_versions',
    titleColumn: 'title',
    images: { files: ['image'], html: ['content'] },
    restored: ['title', 'content', 'image', 'image_alt'],
    moments: { status: 'status', publishedAt: 'published_at', endsAt: null },
  },
  profile_image: {
    ...NOTHING_ELSE,
    table: 'profile_images',
    titleColumn: 'alt',
    typeColumn: 'type',
    images: { files: ['image'], html: [] },
  },
  survey: { ...NOTHING_ELSE, table: 'surveys', titleColumn: 'title' },
  complaint: { ...NOTHING_ELSE, table: 'complaints', titleColumn: 'code', typeColumn: 'category' },
} as const satisfies { [K in RecordKind]: Storage<K> };

type Tables = typeof RECORD_TABLES;
/** The table a kind's records are in. */
export type TableOf<K extends RecordKind> = Tables[K]['table'];
/** Any table a kind's records, texts or images are in. */
export type RecordTable = {
  [K in RecordKind]: TableOf<K> | (Tables[K] extends { contentTable: infer T } ? T : never);
}[RecordKind];

/** A kind's storage, read as the general shape (for code that serves every kind alike). */
export function recordTable(
  kind: RecordKind,
): Storage<RecordKind> & { table: RecordTable; contentTable?: RecordTable } {
  return RECORD_TABLES[kind];
}

/** Where a kind's texts and images live: its `contentTable` (a page's versions), else its table. */
export function contentTableOf(kind: RecordKind): RecordTable {
  const { table, contentTable } = recordTable(kind);
  return contentTable ?? table;
}
