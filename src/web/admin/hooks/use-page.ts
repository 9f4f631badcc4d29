import { useState } from 'react';
import { pageAfterChange } from '../lib/pagination';

/**
 * The current table page, always one that exists for `total` rows; `afterDelete` applies SPEC §4's
 * rule (stay, else the last page, else page 1) with the count that remains.
 */
export function usePage(total: number) {
  const [requested, setPage] = useState(1);
  const page = pageAfterChange(requested, total);
  return {
    page,
    setPage,
    afterDelete: (remaining: number) => setPage(pageAfterChange(page, remaining)),
  };
}
