import { PUBLICATION_YEAR_RANGE, type PublicationState, type PublicationStatus } from './constants/publishing';
import { TIME_ZONE_OFFSET } from './constants/time';

// Publication rules that the API, the admin form and the pages share: how a publication date typed
// in WIB is read, how a stored one is shown in the form again, and what state a record is in.

/** `2026-12-01T09:00`, optionally with seconds and milliseconds: a date and time in WIB. */
const WIB_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
/** The same with `Z` or an offset (`+07:00`): a moment anywhere. */
const WITH_ZONE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})$/;

const OFFSET_MS = 7 * 60 * 60 * 1000;

/**
 * A publication date as staff or an API client give it: `2026-12-01T09:00` (WIB, what the admin's
 * date-and-time input holds) or ISO 8601 with `Z` or an offset. Null for anything else, an impossible
 * day (31 April) or a year outside PUBLICATION_YEAR_RANGE, so that stored dates keep one text form that
 * sorts like the moments it names.
 */
export function parsePublicationDate(text: string): Date | null {
  const value = text.trim();
  const zoned = WITH_ZONE.exec(value);
  const parts = zoned ?? WIB_LOCAL.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.slice(1, 6).map(Number) as [number, number, number, number, number];
  if (year < PUBLICATION_YEAR_RANGE.min || year > PUBLICATION_YEAR_RANGE.max) return null;
  // The calendar day must exist: Date.UTC would roll 31 April over into 1 May.
  const calendar = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (
    calendar.getUTCFullYear() !== year ||
    calendar.getUTCMonth() !== month - 1 ||
    calendar.getUTCDate() !== day ||
    calendar.getUTCHours() !== hour ||
    calendar.getUTCMinutes() !== minute
  ) {
    return null;
  }
  const iso = zoned ? value : `${value}${TIME_ZONE_OFFSET}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A stored moment as the admin's date-and-time input holds it, in WIB, to the minute: the input shows
 * and takes hours and minutes, never seconds (a moment saved "now" has them). `keptMoment` gives the
 * stored moment back when the minute shown was left as it was.
 */
export function toWibInputValue(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const wib = new Date(date.getTime() + OFFSET_MS);
  return `${pad(wib.getUTCFullYear(), 4)}-${pad(wib.getUTCMonth() + 1)}-${pad(wib.getUTCDate())}T${pad(
    wib.getUTCHours(),
  )}:${pad(wib.getUTCMinutes())}`;
}

const MINUTE_MS = 60 * 1000;

/**
 * The moment a form saves: the one typed (as the shared schema read it), unless it is the minute the
 * form showed for the stored moment, which then stays exactly as stored (seconds included), so that a
 * form saved untouched moves no date.
 */
export function keptMoment<T extends string | null | undefined>(
  typed: T,
  stored: string | null | undefined,
): T | string {
  if (!typed || !stored) return typed;
  const storedAt = Date.parse(stored);
  if (Number.isNaN(storedAt)) return typed;
  return Date.parse(typed) === Math.floor(storedAt / MINUTE_MS) * MINUTE_MS ? stored : typed;
}

/** Draft, scheduled (published, its date still ahead) or published (visible to visitors) at `now`. */
export function publicationState(
  record: { status: PublicationStatus; published_date: string },
  now: Date | number,
): PublicationState {
  if (record.status === 'draft') return 'draft';
  return Date.parse(record.published_date) > (typeof now === 'number' ? now : now.getTime())
    ? 'scheduled'
    : 'published';
}
