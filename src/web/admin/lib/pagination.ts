import { ADMIN_TABLE_PAGE_SIZE } from '../../../shared/constants';
import { pageCount as sharedPageCount } from '../../../shared/pagination';

/** Number of pages for `total` rows; an empty list still has page 1. */
export function pageCount(total: number, pageSize: number = ADMIN_TABLE_PAGE_SIZE): number {
  return sharedPageCount(total, pageSize);
}

/**
 * The page to show once the list holds `total` rows (after a delete, or when the list changed under
 * the admin): the current page while it still exists, otherwise the last page, or 1 when empty.
 */
export function pageAfterChange(current: number, total: number, pageSize: number = ADMIN_TABLE_PAGE_SIZE): number {
  return Math.min(Math.max(1, current), pageCount(total, pageSize));
}

/** The rows of one page. */
export function pageSlice<T>(rows: readonly T[], page: number, pageSize: number = ADMIN_TABLE_PAGE_SIZE): T[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** Row number shown in the No column (continues across pages). */
export function rowNumber(page: number, index: number, pageSize: number = ADMIN_TABLE_PAGE_SIZE): number {
  return (page - 1) * pageSize + index + 1;
}
