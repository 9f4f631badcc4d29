/**
 * What each kind of record is, in one place. The trash, revisions, shared previews, publishing, the
 * site search, the activity log, stable links, link checks, Kesehatan Konten, list ordering and the
 * clean-up of unused images all take their kinds from here: a kind is one entry below, plus its own
 * table, schema and screen (docs/adding-a-resource.md). The lists the mechanisms used to keep by hand
 * (TRASH_KINDS, REVISION_KINDS, SEARCH_KINDS, …) are derived at the end of this file.
 */
export interface RecordKindDescriptor {
  /** The table of its records (`id` is each record's key). */
  table: string;
  /** Where its texts and images live when that is not `table`: a page's versions. */
  contentTable?: string;
  /** The column that names a record: the trash list, the activity log and the revision history show it. */
  titleColumn: string;
  /** The column of its type or set (article type, file type, document set), shown beside the name. */
  typeColumn: string | null;
  /** Its stored images: columns holding one image path, and HTML columns whose inline images count. */
  images: { files: readonly string[]; html: readonly string[] } | null;
  /** A delete moves it to the trash ("Sampah"): its table has `deleted_at` and `deleted_by`. */
  trash: boolean;
  /**
   * Records of another kind that belong to it: they go to the trash with it (marked by `withParent`),
   * come back with it, and are removed with it. A child in the trash waits for its parent's restore.
   */
  contains: { kind: string; foreignKey: string; withParent: string } | null;
  /** Every save keeps a revision, and staff have autosave slots; `restored` is what a restore writes back. */
  revisions: { restored: readonly string[] } | null;
  /** A secret link can open its preview for someone without an account. */
  preview: boolean;
  /** Draft or published, with a publication moment (and, for kinds that end, an end); in `contentTable`. */
  publishing: { status: string | null; publishedAt: string; endsAt: string | null } | null;
  /** The site search finds it: the `?jenis=` value of its section, and its section's place on the page. */
  search: { param: string; order: number } | null;
  /** An address of its own under `/d/` (its path segment) that redirects to its `file_url`. */
  stableLink: { segment: string } | null;
  /** Its `file_url` is checked by the link checker. */
  linkCheck: boolean;
  /** Kesehatan Konten can point at one of its records (it has a screen where the finding is fixed). */
  health: boolean;
  /** Staff give its lists an order (`position`, repositories/record-order.ts). */
  ordered: boolean;
}

/** In the order the trash and the activity log's filters list them. */
export const RECORD_KINDS = {
  article: {
    table: 'articles',
    titleColumn: 'title',
    typeColumn: 'category',
    images: { files: ['thumbnail'], html: ['content'] },
    trash: true,
    contains: null,
    // Never where it stands (status, date, address, type): restoring text must not take a live article off the site.
    revisions: { restored: ['title', 'author', 'content', 'thumbnail', 'thumbnail_alt'] },
    preview: true,
    publishing: { status: 'status', publishedAt: 'published_date', endsAt: null },
    search: { param: 'artikel', order: 1 },
    stableLink: null,
    linkCheck: false,
    health: true,
    ordered: false,
  },
  document: {
    table: 'documents',
    titleColumn: 'file_name',
    typeColumn: 'collection',
    images: null,
    trash: true,
    contains: null,
    revisions: null,
    preview: false,
    publishing: null,
    search: { param: 'dokumen', order: 4 },
    stableLink: { segment: 'dokumen' },
    linkCheck: true,
    health: true,
    ordered: true,
  },
  document_category: {
    table: 'document_categories',
    titleColumn: 'name',
    typeColumn: 'collection',
    images: null,
    trash: true,
    contains: { kind: 'document', foreignKey: 'category_id', withParent: 'deleted_with_category' },
    revisions: null,
    preview: false,
    publishing: null,
    search: null,
    stableLink: null,
    linkCheck: false,
    health: true,
    ordered: false,
  },
  file: {
    table: 'file_links',
    titleColumn: 'file_name',
    typeColumn: 'file_type',
    images: null,
    trash: true,
    contains: null,
    revisions: null,
    preview: false,
    publishing: null,
    search: { param: 'berkas', order: 5 },
    stableLink: { segment: 'berkas' },
    linkCheck: true,
    health: true,
    ordered: true,
  },
  video: {
    table: 'videos',
    titleColumn: 'title',
    typeColumn: null,
    images: null,
    trash: true,
    contains: null,
    revisions: null,
    preview: false,
    publishing: null,
    search: { param: 'video', order: 7 },
    stableLink: null,
    linkCheck: false,
    health: false,
    ordered: true,
  },
  hero_slide: {
    table: 'hero_slides',
    titleColumn: 'title',
    typeColumn: null,
    images: { files: ['image'], html: [] },
    trash: true,
    contains: null,
    revisions: null,
    preview: false,
    publishing: null,
    search: null,
    stableLink: null,
    linkCheck: false,
    health: true,
    ordered: true,
  },
  faq: {
    table: 'faq_entries',
    titleColumn: 'question',
    typeColumn: null,
    images: { files: [], html: ['answer'] },
    trash: true,
    contains: null,
    revisions: null,
    preview: false,
    publishing: null,
    search: { param: 'faq', order: 6 },
    stableLink: null,
    linkCheck: false,
    health: true,
    ordered: true,
  },
  announcement: {
    table: 'announcements',
    titleColumn: 'title',
    typeColumn: null,
    images: { files: [], html: ['content'] },
    trash: true,
    contains: null,
    revisions: null,
    preview: false,
    // No drafts: shown from its start until its end.
    publishing: { status: null, publishedAt: 'starts_at', endsAt: 'ends_at' },
    search: { param: 'pengumuman', order: 2 },
    stableLink: null,
    linkCheck: false,
    health: false,
    ordered: false,
  },
  page: {
    table: 'pages',
    // Visitors see a page's newest visible version; a version scheduled for later replaces it at its moment.
    contentTable: 'page_versions',
    titleColumn: 'title',
    typeColumn: null,
    images: { files: ['image'], html: ['content'] },
    trash: false,
    contains: null,
    revisions: { restored: ['title', 'content', 'image', 'image_alt'] },
    preview: true,
    publishing: { status: 'status', publishedAt: 'published_at', endsAt: null },
    search: { param: 'halaman', order: 3 },
    stableLink: null,
    linkCheck: false,
    health: true,
    ordered: false,
  },
  // The organisation chart: deleted at once, never in the trash.
  profile_image: {
    table: 'profile_images',
    titleColumn: 'alt',
    typeColumn: 'type',
    images: { files: ['image'], html: [] },
    trash: false,
    contains: null,
    revisions: null,
    preview: false,
    publishing: null,
    search: null,
    stableLink: null,
    linkCheck: false,
    health: true,
    ordered: false,
  },
} as const satisfies Record<string, RecordKindDescriptor>;

type Kinds = typeof RECORD_KINDS;
export type RecordKind = keyof Kinds;
type Capability =
  | 'images'
  | 'trash'
  | 'contains'
  | 'revisions'
  | 'preview'
  | 'publishing'
  | 'search'
  | 'stableLink'
  | 'linkCheck'
  | 'health'
  | 'ordered';

/** The kinds that have a capability (its entry is neither false nor null). */
export type KindWith<C extends Capability> = {
  [K in RecordKind]: Kinds[K][C] extends false | null ? never : K;
}[RecordKind];

export const RECORD_KIND_NAMES = Object.keys(RECORD_KINDS) as RecordKind[];

/** The descriptor of a kind, read as the general shape (for code that serves every kind alike). */
export function recordKind(kind: RecordKind): RecordKindDescriptor {
  return RECORD_KINDS[kind];
}

/** The kinds with a capability, in the order above: a non-empty list, as `z.enum` takes it. */
function kindsWith<C extends Capability>(capability: C): readonly [KindWith<C>, ...KindWith<C>[]] {
  const kinds = RECORD_KIND_NAMES.filter((kind) => {
    const value = recordKind(kind)[capability];
    return value !== false && value !== null;
  });
  if (kinds.length === 0) throw new Error(`no record kind has ${capability}`);
  return kinds as unknown as readonly [KindWith<C>, ...KindWith<C>[]];
}

/** What a delete moves to the trash instead of removing it (the trash API's `/api/trash/:kind/:id`). */
export const TRASH_KINDS = kindsWith('trash');
export type TrashKind = KindWith<'trash'>;
/** Kinds that keep revisions and have autosave slots (one mechanism for all). */
export const REVISION_KINDS = kindsWith('revisions');
export type RevisionKind = KindWith<'revisions'>;
/** Kinds a secret preview link can open (one table of links, keyed by kind and record id). */
export const PREVIEW_KINDS = kindsWith('preview');
export type PreviewKind = KindWith<'preview'>;
/** Kinds whose links the checker follows (one result per record in `link_checks`). */
export const LINK_KINDS = kindsWith('linkCheck');
export type LinkKind = KindWith<'linkCheck'>;
/** Kinds with an address of their own under `/d/`. */
export const STABLE_LINK_KINDS = kindsWith('stableLink');
export type StableLinkKind = KindWith<'stableLink'>;
/** The kinds a finding of Kesehatan Konten points at. */
export const HEALTH_RECORD_KINDS = kindsWith('health');
export type HealthRecordKind = KindWith<'health'>;
export type PublishableKind = KindWith<'publishing'>;
export type OrderedKind = KindWith<'ordered'>;
export type SearchKind = KindWith<'search'>;

/**
 * The kinds the site search finds, in the order the search page shows them (articles first, as SPEC's
 * search page lists them, then announcements, which are timely).
 */
export const SEARCH_KINDS = [...kindsWith('search')].sort(
  (a, b) => RECORD_KINDS[a].search.order - RECORD_KINDS[b].search.order,
) as unknown as readonly [SearchKind, ...SearchKind[]];
