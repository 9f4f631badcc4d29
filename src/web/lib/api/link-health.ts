import { LINK_CHECK_PAGE_MAX } from '../../../shared/constants/content-health';
import { linkCheckSchema, linkCheckStartSchema, linkHealthSchema } from '../../../shared/schemas/link-health';
import { call } from './call';

/** The link check: its state (and the first `limit` results, worst first), a run now, a one-click update. */
export const linkHealth = {
  status: (limit = LINK_CHECK_PAGE_MAX) => call('GET', `/link-health?limit=${limit}`, linkHealthSchema),
  check: () => call('POST', '/link-health/check', linkCheckStartSchema),
  applyRedirect: (id: number) => call('POST', `/link-health/${id}/apply-redirect`, linkCheckSchema),
};
