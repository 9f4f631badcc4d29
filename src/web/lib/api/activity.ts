import { activityPageSchema, activityQueryString, type ActivityFilter } from '../../../shared/schemas/activity';
import { call } from './call';

/** Riwayat Aktivitas (Admins only): a page of the log, and the address of its CSV export. */
export const activity = {
  list: (filter: ActivityFilter, page: { limit: number; offset: number }) =>
    call('GET', `/audit?${activityQueryString(filter, page)}`, activityPageSchema),
  csvUrl: (filter: ActivityFilter) => `/api/audit?${activityQueryString(filter, { format: 'csv' })}`,
};
