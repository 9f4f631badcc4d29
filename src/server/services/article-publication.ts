import type { ArticleRow } from '../../db/index';
import type { PublicationStatus } from '../../shared/constants/publishing';

/** What a write says about publication: both optional (the API of SPEC §7 sends neither). */
export interface PublicationInput {
  status?: PublicationStatus | undefined;
  /** ISO moment; null when the input was cleared (no date chosen); undefined when not sent. */
  published_date?: string | null | undefined;
}

export type Publication = Pick<ArticleRow, 'status' | 'published_date' | 'published_date_set'>;

/**
 * The status and date a write leaves an article with:
 * - the status sent, else the one it had, else published (a create through the old API publishes);
 * - a date sent is the date (past: back-dated; future and published: scheduled);
 * - none sent keeps a date chosen before (so an edit through the old API moves nothing);
 * - otherwise no date is chosen: a published article is dated `now`, and a draft takes `now` for the
 *   time being, marked as not chosen, so that publishing it later dates it then.
 */
export function resolvePublication(existing: Publication | undefined, input: PublicationInput, now: Date): Publication {
  const status = input.status ?? existing?.status ?? 'published';
  if (typeof input.published_date === 'string') {
    return { status, published_date: input.published_date, published_date_set: 1 };
  }
  if (input.published_date === undefined && existing?.published_date_set) {
    return { status, published_date: existing.published_date, published_date_set: 1 };
  }
  return { status, published_date: now.toISOString(), published_date_set: status === 'published' ? 1 : 0 };
}
