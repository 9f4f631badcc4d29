import { ADMIN_TABLE_PAGE_SIZE } from '../../../shared/constants/lists';
import { pageCount as sharedPageCount } from '../../../shared/pagination';

// The pages themselves come from the server (a table call answers one, the last one when asked past
// the end: SPEC §4 after a delete); these only count and number them.

/** Number of pages for `total` rows; an empty list still has page 1. */
export function pageCount(total: number, pageSize: number = ADMIN_TABLE_PAGE_SIZE): number {
  return sharedPageCount(total, pageSize);
}

/** Row number shown in the No column (continues across pages). */
export function rowNumber(page: number, index: number, pageSize: number = ADMIN_TABLE_PAGE_SIZE): number {
  return (page - 1) * pageSize + index + 1;
}
