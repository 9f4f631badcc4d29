import { RECORD_KINDS, SEARCH_KINDS, type SearchKind } from './record-kinds';

/**
 * `?jenis=` of the search page: one kind's hits alone, paged. The kinds the search finds and their
 * order are those with `search` in shared/record-kinds.ts; where a hit of each kind leads, what its
 * section is called and how it is queried: the registry of src/server/services/search-kinds.ts
 * (docs/decisions/search.md says how to add a kind).
 */
export const SEARCH_KIND_PARAMS = Object.fromEntries(
  SEARCH_KINDS.map((kind) => [kind, RECORD_KINDS[kind].search.param]),
) as Readonly<Record<SearchKind, string>>;

/** The kind a `?jenis=` value names; undefined for anything else (the parameter is then ignored). */
export function searchKindOfParam(value: string | null | undefined): SearchKind | undefined {
  return SEARCH_KINDS.find((kind) => SEARCH_KIND_PARAMS[kind] === value);
}
