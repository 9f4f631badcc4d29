import type { SearchKind } from '../../shared/record-kinds';
import { data } from 'react-router';
import { siteMessages } from '../../shared/messages/site';
import { SEARCH_MAX_QUERY_CHARS } from '../../shared/constants/lists';
import { SEARCH_KIND_PARAMS, searchKindOfParam } from '../../shared/search-kinds';
import { LIST_QUERY, findPublicPage, type PublicPage } from '../../shared/site-pages';
import { buildSeo, type PageSeo } from './seo';

/**
 * The table entry of the page a request is for (`url`: the loader's address). Several paths share
 * one route module (all the timelines, all the document pages...), so the module's loader looks its
 * page up here.
 */
export function pageFor<K extends PublicPage['kind']>(url: URL, kind: K): Extract<PublicPage, { kind: K }> {
  const page = findPublicPage(url.pathname);
  if (!page || page.kind !== kind) throw data(null, { status: 404 });
  return page as Extract<PublicPage, { kind: K }>;
}

export function pageText(page: PublicPage): { title: string; description: string } {
  return siteMessages.pages[page.text];
}

/** Title, description, canonical URL and breadcrumb of a page of the table. */
export function seoFor(publicUrl: string, page: PublicPage, search = ''): PageSeo {
  const { title, description } = pageText(page);
  return buildSeo({
    publicUrl,
    path: `${page.path}${search}`,
    title,
    description,
    trail: page.path === '/' ? undefined : [{ name: title, path: page.path }],
  });
}

/**
 * Awaits a page's data; on failure the page's own error text of SPEC §8 becomes a 500 answer that
 * the route's ErrorBoundary shows in red (the cause is logged on the server).
 */
export async function loadOr<T>(work: Promise<T>, errorText: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    console.error(error);
    throw data(errorText, { status: 500 });
  }
}

/** `?q=`, `?page=` and (the search page's) `?jenis=` of a list page; an unknown kind is none. */
export function listQuery(url: URL): { q: string; page: string | null; kind: SearchKind | undefined } {
  const params = url.searchParams;
  return {
    q: (params.get(LIST_QUERY.term) ?? '').trim().slice(0, SEARCH_MAX_QUERY_CHARS),
    page: params.get(LIST_QUERY.page),
    kind: searchKindOfParam(params.get(LIST_QUERY.kind)),
  };
}

/** Link to another page of a list, keeping the search term and kind (page 1 has no parameter). */
export function listHref(path: string, q: string, page: number, kind?: SearchKind): string {
  const params = new URLSearchParams();
  if (q) params.set(LIST_QUERY.term, q);
  if (kind) params.set(LIST_QUERY.kind, SEARCH_KIND_PARAMS[kind]);
  if (page > 1) params.set(LIST_QUERY.page, String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
