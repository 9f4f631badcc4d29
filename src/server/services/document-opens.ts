import type { FastifyBaseLogger } from 'fastify';
import { documentOpensRepo, type Db } from '../../db/index';
import { TIME_ZONE_OFFSET } from '../../shared/constants';
import type { DocumentOpens, DocumentOpensItem } from '../../shared/schemas/document-opens';
import { stableLinkPath, type StableLinkKind } from '../../shared/stable-links';
import type { Clock } from './clock';

/** Jakarta is UTC+7 all year (no daylight saving). */
const OFFSET_MS = Number(TIME_ZONE_OFFSET.slice(1, 3)) * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The day (`YYYY-MM-DD`) a moment falls on in WIB, the centre's time zone. */
export function wibDay(moment: Date): string {
  return new Date(moment.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The first of the last `days` days in WIB, today included (`days` = 1: today). */
export function firstOfLastDays(now: Date, days: number): string {
  return wibDay(new Date(now.getTime() - (days - 1) * DAY_MS));
}

export interface OpenCounter {
  /** One visit of a record's stable link, on today's date (WIB). Never waits, never fails. */
  count(kind: StableLinkKind, id: number): void;
  /** Writes what was counted since the last write, in one transaction. */
  flush(): Promise<void>;
  /** Stops the timer and writes the rest. */
  stop(): Promise<void>;
}

/**
 * Open counts without slowing the redirect: visits are added up in memory per record and day and
 * written every `intervalMs` in one transaction (an upsert that adds to the stored count, so several
 * instances add up too). The trade-off, accepted: a crash loses the last few seconds of counts. The
 * buffer holds only records that exist (the caller counts a visit after finding its record), so it
 * stays as small as the site; a write that fails keeps its counts for the next one.
 */
export function createOpenCounter(options: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs: number;
}): OpenCounter {
  const { db, clock, log } = options;
  let pending = new Map<string, { kind: StableLinkKind; record_id: number; day: string; count: number }>();
  let writing: Promise<void> = Promise.resolve();

  const write = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await db.transaction().execute((trx) => documentOpensRepo.addOpens(trx, [...batch.values()]));
    } catch (error) {
      log.warn({ err: error }, 'document open counts not written; kept for the next try');
      for (const [key, row] of batch) {
        const current = pending.get(key);
        if (current) current.count += row.count;
        else pending.set(key, row);
      }
    }
  };
  // One write at a time: a flush asked for during a write follows it.
  const flush = () => {
    writing = writing.then(write);
    return writing;
  };

  const timer = setInterval(() => void flush(), options.intervalMs);
  timer.unref();

  return {
    count(kind, id) {
      const day = wibDay(clock.now());
      const key = `${kind}:${id}:${day}`;
      const current = pending.get(key);
      if (current) current.count += 1;
      else pending.set(key, { kind, record_id: id, day, count: 1 });
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

/**
 * Every live document and file link with the opens of its stable link: in the last `days` days and in
 * all, most opened recently first (the back office sorts as it likes).
 */
export async function readOpenCounts(db: Db, now: Date, days: number): Promise<DocumentOpens> {
  const since = firstOfLastDays(now, days);
  const files = await documentOpensRepo.fileLinkOpenCounts(db, since);
  const documents = await documentOpensRepo.documentOpenCounts(db, since);
  const items: DocumentOpensItem[] = [
    ...documents.map((row) => ({ kind: 'document' as const, ...row })),
    ...files.map((row) => ({ kind: 'file' as const, ...row })),
  ].map((row) => ({ ...row, stable_path: stableLinkPath(row.kind, row.id, row.title) }));
  items.sort((a, b) => b.recent - a.recent || b.total - a.total || a.title.localeCompare(b.title, 'id'));
  return { days, since, items };
}
