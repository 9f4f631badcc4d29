import type { Db } from '../../../db/index';
import {
  CONTENT_HEALTH_CHECKS,
  CONTENT_HEALTH_ITEMS_MAX,
  type ContentHealthCheckId,
} from '../../../shared/constants/content-health';
import type { ContentHealth } from '../../../shared/schemas/content-health';
import type { HealthCheck } from './check';
import { articlesWithoutThumbnail } from './checks/articles-without-thumbnail';
import { brokenLinks } from './checks/broken-links';
import { emptyCategories } from './checks/empty-categories';
import { imagesWithoutAlt } from './checks/images-without-alt';
import { movedLinks } from './checks/moved-links';
import { oldDocuments } from './checks/old-documents';
import { overdueComplaints } from './checks/overdue-complaints';
import { placeholderText } from './checks/placeholder-text';

// "Kesehatan Konten" is a list of independent checks: adding one is a module in ./checks, its id in
// CONTENT_HEALTH_CHECKS (shared/constants/content-health.ts, the screen's order) and its title in the admin messages.

/** Every check by id: the compiler refuses an id of CONTENT_HEALTH_CHECKS without its module. */
const CHECKS: Record<ContentHealthCheckId, HealthCheck> = {
  'overdue-complaints': overdueComplaints,
  'broken-links': brokenLinks,
  'moved-links': movedLinks,
  'images-without-alt': imagesWithoutAlt,
  'articles-without-thumbnail': articlesWithoutThumbnail,
  'empty-categories': emptyCategories,
  'old-documents': oldDocuments,
  'placeholder-text': placeholderText,
};

/** Runs every check (at once: each is a query or two) and answers them in the screen's order. */
export async function contentHealth(db: Db, now: Date): Promise<ContentHealth> {
  const context = { now, limit: CONTENT_HEALTH_ITEMS_MAX };
  const checks = await Promise.all(
    CONTENT_HEALTH_CHECKS.map(async (id) => ({ check: id, ...(await CHECKS[id].find(db, context)) })),
  );
  return { checked_at: now.toISOString(), checks };
}
