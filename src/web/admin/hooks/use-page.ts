import { useState } from 'react';
import { pageAfterChange } from '../lib/pagination';

/** The page of a table and how it moves; a screen may keep it itself (documents, per category). */
export interface PageControl {
  page: number;
  setPage: (page: number) => void;
  /** SPEC §4's rule after a delete, given the count that remains. */
  afterDelete: (remaining: number) => void;
}

/**
 * The current table page, always one that exists for `total` rows; `afterDelete` applies SPEC §4's
 * rule (stay, else the last page, else page 1) with the count that remains.
 */
export function usePage(total: number): PageControl {
  const [requested, setPage] = useState(1);
  const page = pageAfterChange(requested, total);
  return {
    page,
    setPage,
    afterDelete: (remaining: number) => setPage(pageAfterChange(page, remaining)),
  };
}
