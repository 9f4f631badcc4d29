/** How many records lists, pages, searches and the API answer. */

export const HOME_NEWS_COUNT = 3;
export const ARTICLE_LIST_PAGE_SIZE = 9;
export const ADMIN_TABLE_PAGE_SIZE = 10;
/** The most rows one back-office table call answers (`limit`). */
export const ADMIN_TABLE_LIMIT_MAX = 100;
/** The most records a list that staff reorder may hold (one order call names them all). */
export const REORDER_MAX_IDS = 1000;
export const EXCERPT_LENGTH = 100;
/** A search reads at most this many characters of what was typed, and at most this many words of it. */
export const SEARCH_MAX_QUERY_CHARS = 100;
export const SEARCH_MAX_TERMS = 8;
/**
 * A visitor's search ranks every match up to this many. Beyond it (a word found in nearly every
 * article) it ranks the title matches and the newest this many of the others, and says the order is
 * approximate ("lebih dari 2.000 hasil"): ranking 30,000 matches exactly took longer than any visitor
 * waits (docs/decisions/search.md). 222 pages of nine is more than anyone pages through.
 */
export const SEARCH_RANKED_MAX = 2000;
/** Hits of each kind but articles that the search page shows under the articles (and /api/search without `kind`). */
export const SEARCH_SECTION_LIMIT = 5;
/** Hits per page of one kind on the search page (`?jenis=`), and /api/search's page of one kind. */
export const SEARCH_KIND_PAGE_SIZE = 10;
/** The most hits of a kind one /api/search answer holds. */
export const SEARCH_API_LIMIT_MAX = 50;
/** Newest articles in each RSS feed. */
export const FEED_ITEM_LIMIT = 50;
/**
 * The largest page of a public API list: the most a `limit` can ask for (and the first page of a list
 * read with an `offset` alone). Articles carry their whole HTML, so their pages are smaller.
 */
export const API_ARTICLE_PAGE_MAX = 100;
export const API_LIST_PAGE_MAX = 1000;
/**
 * SPEC §7's lists answer every record when read without `limit` and `offset`, up to these bounds: far
 * beyond the centre's lists (about a hundred articles) and the bench's 3,000, they only keep one
 * request from building an answer larger than the server's memory (5,000 articles are about 25 MB).
 */
export const API_WHOLE_ARTICLE_LIST_MAX = 5000;
export const API_WHOLE_LIST_MAX = 10_000;
