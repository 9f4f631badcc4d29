/**
 * What each kind of record is and what it takes part in, in one place. The trash, revisions, shared
 * previews, publishing, the site search, the activity log, stable links, link checks, Kesehatan Konten
 * and list ordering all take their kinds from here; where a kind is stored (its table and columns) is
 * its entry in src/db/record-tables.ts, which the types hold to what it takes part in. The lists the
 * mechanisms used to keep by hand (TRASH_KINDS, REVISION_KINDS, SEARCH_KINDS, …) are derived at the end
 * of this file. The browser loads this file: storage stays on the server.
 */
export interface RecordKindDescriptor {
  /** A delete moves it to the trash ("Sampah") instead of removing it. */
  trash: boolean;
  /** Every save keeps a revision, and staff have autosave slots. */
  revisions: boolean;
  /** A secret link can open its preview for someone without an account. */
  preview: boolean;
  /** Draft or published, with a publication moment (and, for kinds that end, an end). */
  publishing: boolean;
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

/** What an entry does not say it has: none of the mechanisms. */
const NOTHING_ELSE = {
  trash: false,
  revisions: false,
  preview: false,
  publishing: false,
  search: null,
  stableLink: null,
  linkCheck: false,
  health: false,
  ordered: false,
} as const;

/** In the order the trash and the activity log's filters list them. */
export const RECORD_KINDS = {
  article: {
    ...NOTHING_ELSE,
    trash: true,
    revisions: true,
    preview: true,
    publishing: true,
    search: { param: 'artikel', order: 1 },
    health: true,
  },
  document: {
    ...NOTHING_ELSE,
    trash: true,
    search: { param: 'dokumen', order: 4 },
    stableLink: { segment: 'dokumen' },
    linkCheck: true,
    health: true,
    ordered: true,
  },
  // A set of documents: they go to the trash with it and come back with it.
  document_category: {
    ...NOTHING_ELSE,
    trash: true,
    health: true,
  },
  file: {
    ...NOTHING_ELSE,
    trash: true,
    search: { param: 'berkas', order: 5 },
    stableLink: { segment: 'berkas' },
    linkCheck: true,
    health: true,
    ordered: true,
  },
  video: {
    ...NOTHING_ELSE,
    trash: true,
    search: { param: 'video', order: 7 },
    ordered: true,
  },
  hero_slide: {
    ...NOTHING_ELSE,
    trash: true,
    health: true,
    ordered: true,
  },
  faq: {
    ...NOTHING_ELSE,
    trash: true,
    search: { param: 'faq', order: 6 },
    health: true,
    ordered: true,
  },
  announcement: {
    ...NOTHING_ELSE,
    trash: true,
    // No drafts: shown from its start until its end.
    publishing: true,
    search: { param: 'pengumuman', order: 2 },
  },
  page: {
    ...NOTHING_ELSE,
    revisions: true,
    preview: true,
    publishing: true,
    search: { param: 'halaman', order: 3 },
    health: true,
  },
  // The organisation chart: deleted at once, never in the trash.
  profile_image: {
    ...NOTHING_ELSE,
    health: true,
  },
  // A satisfaction survey (Kuisioner) with its questions and periods: staff's changes are in the activity log.
  survey: NOTHING_ELSE,
  // A ticket of the complaints desk (Komplain): staff's work on it is in the activity log, by its code;
  // Kesehatan Konten lists the overdue ones first.
  complaint: { ...NOTHING_ELSE, health: true },
} as const satisfies Record<string, RecordKindDescriptor>;

type Kinds = typeof RECORD_KINDS;
export type RecordKind = keyof Kinds;
type Capability =
  'trash' | 'revisions' | 'preview' | 'publishing' | 'search' | 'stableLink' | 'linkCheck' | 'health' | 'ordered';

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
