import { linkChecksRepo, type Db } from '../../../../db/index';
import type { LinkStatus } from '../../../../shared/constants/content-health';
import { linkCheckRecord } from '../../link-health';
import type { CheckContext, Findings } from '../check';

/** The records whose last link check found one of `statuses`, worst first. */
export async function linkProblems(db: Db, statuses: LinkStatus[], { limit }: CheckContext): Promise<Findings> {
  const [total, rows] = await Promise.all([
    linkChecksRepo.countLinkChecksOf(db, statuses),
    linkChecksRepo.listLinkChecks(db, { statuses, page: { limit, offset: 0 } }),
  ]);
  const items = rows.map((row) => ({
    kind: row.kind,
    id: row.record_id,
    title: row.title,
    type: row.type,
    date: row.checked_at,
    link: linkCheckRecord(row),
  }));
  return { total, items };
}
