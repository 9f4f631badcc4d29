import pLimit from 'p-limit';
import { linkChecksRepo, type Db } from '../../../db/index';
import type { LinkStatus } from '../../../shared/constants/content-health';
import type { Clock } from '../clock';
import { createHostPacer } from './host-pacer';
import type { LinkCheckOptions } from './options';
import { probeLink, type LinkResult } from './probe';

/** What one run did. */
export interface LinkCheckReport {
  /** Records whose link was checked. */
  checked: number;
  /** Results kept, by status. */
  found: Partial<Record<LinkStatus, number>>;
}

/**
 * Checks the link of every live file link and document: a few at a time, each host at its own pace,
 * an address shared by several records once. Each result is kept as soon as it is known (replacing
 * the record's previous one), unless the record was given another link meanwhile; results that no
 * longer stand for a record's link (records gone, links edited) are forgotten at the end.
 */
export async function runLinkCheck(db: Db, options: LinkCheckOptions, clock: Clock): Promise<LinkCheckReport> {
  const targets = await linkChecksRepo.listLinkTargets(db);
  const pacer = createHostPacer({ intervalMs: options.hostIntervalMs, sleep: options.sleep });
  const limit = pLimit(options.concurrency);
  const byAddress = new Map<string, Promise<LinkResult>>();
  const probe = (url: string) => {
    let result = byAddress.get(url);
    if (!result) {
      result = limit(() => probeLink(url, options, pacer));
      byAddress.set(url, result);
    }
    return result;
  };
  const found: Partial<Record<LinkStatus, number>> = {};
  await Promise.all(
    targets.map(async (target) => {
      const result = await probe(target.url);
      const kept = await linkChecksRepo.saveLinkCheck(db, {
        kind: target.kind,
        record_id: target.record_id,
        url: target.url,
        ...result,
        checked_at: clock.now().toISOString(),
      });
      if (kept) found[result.status] = (found[result.status] ?? 0) + 1;
    }),
  );
  await linkChecksRepo.removeStaleChecks(db);
  return { checked: targets.length, found };
}
