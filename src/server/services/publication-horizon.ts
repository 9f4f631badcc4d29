import { announcementsRepo, publishingRepo, surveysRepo, type Db } from '../../db/index';
import { wibDayAfterIso, wibDayStartIso, wibToday } from '../../shared/surveys';
import { ANNOUNCEMENT_CURRENT_MAX } from '../../shared/constants/content';
import { nextTimeLeftChange } from '../../shared/time-left';
import type { Clock } from './clock';

/**
 * How long answers computed now stay right. What visitors see changes through a write (which raises
 * the content version) or, with no write at all, when a scheduled publication comes, an announcement
 * starts or ends, a survey's period opens or closes, or the time left until an announced deadline
 * reads differently ("besok" the day before, hours on its last day). So cached answers are keyed on
 * both: the content version and the next such moment. Once the clock passes that moment the key
 * changes and every instance computes its answers afresh, with no job to run.
 */
export interface PublicationHorizon {
  /** The cache key of a content version: the version, and the next scheduled moment if any. */
  versionKey(contentVersion: string): Promise<string>;
  /** Whole seconds until the next scheduled moment (of the version read last), or null when none is. */
  secondsLeft(): number | null;
}

/** The earliest moment after `now` at which a page may read differently without a write. */
async function nextChange(db: Db, now: Date): Promise<string | null> {
  const at = now.toISOString();
  const [visibility, deadlines, surveys] = await Promise.all([
    publishingRepo.nextVisibilityChange(db, at),
    announcementsRepo.deadlinesAhead(db, at, ANNOUNCEMENT_CURRENT_MAX),
    surveysRepo.nextPeriodChangeDay(db, wibToday(now)),
  ]);
  const timeLeft = nextTimeLeftChange(deadlines, now)?.toISOString() ?? null;
  // A survey's page opens its form on the first day of a period and closes it after the last.
  const surveyOpens = surveys.opens && wibDayStartIso(surveys.opens);
  const surveyCloses = surveys.closesAfter && wibDayAfterIso(surveys.closesAfter);
  const moments = [visibility, timeLeft, surveyOpens, surveyCloses].filter((moment) => moment !== null);
  return moments.length === 0 ? null : moments.reduce((first, moment) => (moment < first ? moment : first));
}

interface Known {
  version: string;
  next: string | null;
}

/**
 * Reads the next scheduled moment from the database once per content version, and again once that
 * moment has passed (per instance: one indexed look-up, not one per request).
 */
export function createPublicationHorizon(db: Db, clock: Clock): PublicationHorizon {
  let known: Known | null = null;
  /** A read in flight: the requests arriving at the scheduled moment share it. */
  let reading: { version: string; entry: Promise<Known> } | null = null;
  const stillRight = (entry: Known | null, version: string, now: number): entry is Known =>
    entry !== null && entry.version === version && (entry.next === null || Date.parse(entry.next) > now);
  const read = (version: string, now: Date): Promise<Known> => {
    if (reading?.version === version) return reading.entry;
    const entry = nextChange(db, now).then((next) => ({ version, next }));
    const current = { version, entry };
    reading = current;
    const settle = () => {
      if (reading === current) reading = null;
    };
    entry.then(settle, settle);
    return entry;
  };
  return {
    async versionKey(contentVersion) {
      const now = clock.now();
      let entry = known;
      if (!stillRight(entry, contentVersion, now.getTime())) {
        entry = await read(contentVersion, now);
        known = entry;
      }
      return entry.next === null ? contentVersion : `${contentVersion}@${entry.next}`;
    },
    secondsLeft() {
      if (!known?.next) return null;
      return Math.max(0, Math.floor((Date.parse(known.next) - clock.now().getTime()) / 1000));
    },
  };
}
