import type { Db } from '../../../db/index';
import type { ContentHealthItem } from '../../../shared/schemas/content-health';

/** What a check is given: the time now (the app's clock) and how many findings to list at most. */
export interface CheckContext {
  now: Date;
  limit: number;
}

/** Some of the records a check found, and how many there are. */
export interface Findings {
  total: number;
  items: ContentHealthItem[];
}

/**
 * One check of "Kesehatan Konten": one small module in ./checks, listed in the registry (index.ts)
 * under its id of CONTENT_HEALTH_CHECKS (which orders the screen). It reads through the repositories only.
 */
export interface HealthCheck {
  find(db: Db, context: CheckContext): Promise<Findings>;
}
