import { format } from './messages';
import { siteMessages } from './messages/site';
import { formatClockTime, formatLongDate } from './text-rules';

// The time left until a deadline, as the home page's banner and /pengumuman say it ("5 hari lagi"),
// and the moment that text next changes: pages are cached, so the cache must end when the text would.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** WIB is UTC+7 all year: a day in Jakarta starts at 17:00 UTC the evening before. */
const WIB_OFFSET_MS = 7 * HOUR_MS;

const text = siteMessages.announcements.timeLeft;

export interface TimeLeft {
  /** "5 hari lagi", "besok", "hari ini, 3 jam lagi", "sudah lewat". */
  text: string;
  /** The first moment the text is different; null once the deadline has passed (it stays "sudah lewat"). */
  changesAt: Date | null;
}

/** The number of the calendar day in Jakarta that holds a moment (days since 1 January 1970, WIB). */
function wibDay(ms: number): number {
  return Math.floor((ms + WIB_OFFSET_MS) / DAY_MS);
}

function toMs(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
}

/**
 * The rule: a deadline a day or more away is counted in calendar days of Jakarta ("besok" for the
 * next day, "5 hari lagi"); under a day, in whole hours left (rounded down, so never more than is
 * left), with the day it falls on ("hari ini, 3 jam lagi", "besok, 2 jam lagi", and "kurang dari 1
 * jam lagi" in the last hour); from the deadline on, "sudah lewat".
 */
export function timeLeft(deadline: Date | string | number, now: Date | string | number): TimeLeft {
  const end = toMs(deadline);
  const at = toMs(now);
  const left = end - at;
  if (left <= 0) return { text: text.past, changesAt: null };

  const days = wibDay(end) - wibDay(at);
  const nextMidnight = (wibDay(at) + 1) * DAY_MS - WIB_OFFSET_MS;
  const moments = [nextMidnight];
  let said: string;
  if (left >= DAY_MS) {
    said = days === 1 ? text.tomorrow : format(text.days, { days });
    // Hours are counted from the moment less than a day is left.
    moments.push(end - DAY_MS + 1);
  } else {
    const hours = Math.floor(left / HOUR_MS);
    const today = days === 0;
    if (hours === 0) said = today ? text.underHourToday : text.underHourTomorrow;
    else said = format(today ? text.hoursToday : text.hoursTomorrow, { hours });
    // One hour fewer is left a millisecond after whole hours are; at the deadline itself it has passed.
    moments.push(hours === 0 ? end : end - hours * HOUR_MS + 1);
  }
  const changesAt = Math.min(...moments.filter((moment) => moment > at));
  return { text: said, changesAt: new Date(changesAt) };
}

/**
 * The earliest moment after `now` at which the time-left text of any of these deadlines changes;
 * null when none does (no deadline ahead).
 */
export function nextTimeLeftChange(
  deadlines: readonly (Date | string | number)[],
  now: Date | string | number,
): Date | null {
  let next: number | null = null;
  for (const deadline of deadlines) {
    const change = timeLeft(deadline, now).changesAt?.getTime();
    if (change !== undefined && (next === null || change < next)) next = change;
  }
  return next === null ? null : new Date(next);
}

/**
 * "12 Desember 2026 16.00 WIB": a deadline as announcements show it. Empty for an invalid date. Here,
 * beside the time left, rather than in text-rules.ts: its words are the public site's, which the back
 * office's screens never download.
 */
export function formatDeadline(value: string | Date): string {
  const date = formatLongDate(value);
  if (!date) return '';
  return format(siteMessages.announcements.moment, { date, time: formatClockTime(value) });
}
