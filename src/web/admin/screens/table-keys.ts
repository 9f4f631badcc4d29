import { TRASH_KINDS } from '../../../shared/record-kinds';
import { ARTICLE_TYPES, type ArticleType } from '../../../shared/constants/content';

import { PUBLICATION_STATES } from '../../../shared/schemas/table';
import type { TableState } from '../lib/table-state';

/**
 * The address parameters of each table (lib/table-state.ts): its prefix and its filters. Prefixes
 * differ between tables that share a screen (file links and articles, categories and documents).
 */
export const TABLES = {
  fileLinks: { key: 'berkas', filters: [] },
  articles: { key: 'artikel', filters: ['status', 'category'] },
  videos: { key: 'video', filters: [] },
  slides: { key: 'slide', filters: [] },
  images: { key: 'gambar', filters: [] },
  categories: { key: 'kategori', filters: [] },
  documents: { key: 'dokumen', filters: ['category'] },
  trash: { key: 'sampah', filters: ['kind'] },
  faq: { key: 'faq', filters: [] },
  announcements: { key: 'pengumuman', filters: [] },
} as const satisfies Record<string, { key: string; filters: readonly string[] }>;

/** The article table's category filter for every type at once. */
export const ALL_CATEGORIES = 'semua';

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/**
 * The article table's filters as the table call takes them: a known status, and the category chosen
 * (the screen's own type unless another, or every type, was chosen).
 */
export function articleFilters(state: TableState, screenType: ArticleType): Record<string, string> {
  const { status, category } = state.filters;
  return {
    ...(isOneOf(PUBLICATION_STATES, status) && { status }),
    ...(category !== ALL_CATEGORIES && { category: isOneOf(ARTICLE_TYPES, category) ? category : screenType }),
  };
}

/** The category the article table shows: a type, or ALL_CATEGORIES. */
export function articleCategoryShown(state: TableState, screenType: ArticleType): string {
  return articleFilters(state, screenType)['category'] ?? ALL_CATEGORIES;
}

/** The trash table's kind filter, when it names a kind. */
export function trashFilters(state: TableState): Record<string, string> {
  const { kind } = state.filters;
  return isOneOf(TRASH_KINDS, kind) ? { kind } : {};
}
