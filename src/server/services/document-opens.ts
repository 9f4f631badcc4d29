import type { StableLinkKind } from '../../shared/record-kinds';
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { documentOpensRepo, type Db } from '../../db/index';
import { TIME_ZONE_OFFSET } from '../../shared/constants/time';
import type { DocumentOpens, DocumentOpensItem } from '../../shared/schemas/document-opens';
import { stableLinkPath } from '../../shared/stable-links';
import { addressGroup } from './address-group';
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
  /**
   * One visit of a record's stable link by `address` (the visitor's IP address), on today's date
   * (WIB); only the first of the day per visitor and record counts. Never waits, never fails.
   */
  count(kind: StableLinkKind, id: number, address: string): void;
  /** Writes what was counted since the last write, in one transaction. */
  flush(): Promise<void>;
  /** Stops the timer and writes the rest. */
  stop(): Promise<void>;
}

/** The visits of one record on one day, waiting to be written: each visitor once. */
interface PendingOpens {
  kind: StableLinkKind;
  record_id: number;
  day: string;
  visitors: Set<string>;
}

/**
 * Open counts without slowing the redirect, one per visitor, record and day: visits are gathered in
 * memory per record and day and written every `intervalMs` in one transaction. A visitor is a keyed
 * hash (HMAC-SHA-256) of the address's group (addressGroup: an IPv4 address, an IPv6 /64) with the
 * record, under a key derived from the server's secret and the day: it changes every day, and the
 * address is never stored. The write records the day's visitors (`document_open_visitors`) and adds
 * one open per visitor not recorded before, so several instances sharing the database (and the
 * secret) count a visitor once too, as does an instance restarted during the day; each write removes
 * the visitors of the days before yesterday. The trade-off, accepted: a crash loses the last few seconds of counts.
 * The buffer holds only records that exist (the caller counts a visit after finding its record); a
 * write that fails keeps its visits for the next one.
 */
export function createOpenCounter(options: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs: number;
  /** The server's secret key material (SECRET_KEY or the key file): the day's keys come from it. */
  secret: string;
}): OpenCounter {
  const { db, clock, log } = options;
  const visitorOf = visitorHasher(options.secret);
  let pending = new Map<string, PendingOpens>();
  let writing: Promise<void> = Promise.resolve();

  const keep = (rows: Iterable<PendingOpens>) => {
    for (const row of rows) {
      const key = `${row.kind}:${row.record_id}:${row.day}`;
      const current = pending.get(key);
      if (current) for (const visitor of row.visitors) current.visitors.add(visitor);
      else pending.set(key, row);
    }
  };
  const write = async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    // Yesterday's visitors stay a day longer: visits gathered before midnight may be written after it.
    const yesterday = firstOfLastDays(clock.now(), 2);
    try {
      await db.transaction().execute(async (trx) => {
        await documentOpensRepo.removeVisitorsBefore(trx, yesterday);
        const opens: documentOpensRepo.OpensToAdd[] = [];
        for (const row of batch.values()) {
          const first = await documentOpensRepo.addFirstVisits(trx, row.day, [...row.visitors]);
          if (first.size > 0) opens.push({ kind: row.kind, record_id: row.record_id, day: row.day, count: first.size });
        }
        await documentOpensRepo.addOpens(trx, opens);
      });
    } catch (error) {
      log.warn({ err: error }, 'document open counts not written; kept for the next try');
      keep(batch.values());
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
    count(kind, id, address) {
      const day = wibDay(clock.now());
      const visitors = new Set([visitorOf(day, `${kind}:${id}:${addressGroup(address)}`)]);
      keep([{ kind, record_id: id, day, visitors }]);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** Visitor hashes: HMAC-SHA-256 under the day's key (HKDF of the secret with the day), 128 bits kept. */
function visitorHasher(secret: string): (day: string, visitor: string) => string {
  let current: { day: string; key: Buffer } | undefined;
  return (day, visitor) => {
    if (current?.day !== day) {
      const info = `p3m-unim document opens ${day}`;
      current = { day, key: Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), info, 32)) };
    }
    return crypto.createHmac('sha256', current.key).update(visitor).digest('base64url').slice(0, 22);
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
