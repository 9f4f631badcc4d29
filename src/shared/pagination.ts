/** Paging rules of the article lists (SPEC §4: 9 per page, previous/next disabled at the ends). */

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A page number from the query string, kept within 1..totalPages (anything odd becomes 1). */
export function clampPage(raw: string | number | null | undefined, totalPages: number): number {
  const page = typeof raw === 'number' ? raw : Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), Math.max(1, totalPages));
}

export type PageItem = number | 'gap';

/**
 * The page numbers to show: every page when there are few, otherwise the first, the last and a
 * window around the current page, with a gap where two or more pages are left out ("1 … 4 5 6 … 12").
 */
export function pageItems(current: number, total: number, around = 1): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (total <= 2 * around + 5) return range(1, total);
  const left = Math.max(current - around, 1);
  const right = Math.min(current + around, total);
  const leftGap = left > 3;
  const rightGap = right < total - 2;
  const edge = 3 + 2 * around;
  if (!leftGap) return [...range(1, edge), 'gap', total];
  if (!rightGap) return [1, 'gap', ...range(total - edge + 1, total)];
  return [1, 'gap', ...range(left, right), 'gap', total];
}
