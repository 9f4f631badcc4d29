/**
 * The kinds of record the site search finds, in the order the search page shows them (articles first,
 * as SPEC's search page lists them, then announcements, which are timely), and each kind's value of the
 * page's `?jenis=` filter. Where a hit of each kind leads, what its section is called and how it is
 * queried: the registry of src/server/services/search-kinds.ts (docs/decisions/search.md says how to
 * add a kind).
 */
export const SEARCH_KINDS = ['article', 'announcement', 'page', 'document', 'file', 'faq', 'video'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** `?jenis=` of the search page: one kind's hits alone, paged. */
export const SEARCH_KIND_PARAMS: Readonly<Record<SearchKind, string>> = {
  article: 'artikel',
  announcement: 'pengumuman',
  page: 'halaman',
  document: 'dokumen',
  file: 'berkas',
  faq: 'faq',
  video: 'video',
};

/** The kind a `?jenis=` value names; undefined for anything else (the parameter is then ignored). */
export function searchKindOfParam(value: string | null | undefined): SearchKind | undefined {
  return SEARCH_KINDS.find((kind) => SEARCH_KIND_PARAMS[kind] === value);
}
