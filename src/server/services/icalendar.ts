// iCalendar text (RFC 5545) for the deadlines of announcements: one event per deadline, at its moment
// in UTC. Small on purpose: the few properties a calendar app needs to show a deadline and remind of it.

/** One deadline as a calendar event. */
export interface CalendarEvent {
  /** Stable per announcement, so that a calendar updates its event instead of adding another. */
  uid: string;
  /** When the event's data last changed (DTSTAMP and LAST-MODIFIED). */
  changedAt: Date | string;
  /** The deadline (DTSTART, in UTC). */
  start: Date | string;
  summary: string;
  description: string;
  url: string;
  /** A reminder before the deadline: an iCalendar duration (`-P1D`) and its text. */
  alarm?: { trigger: string; description: string };
}

export interface Calendar {
  /** The calendar's name as apps show it (X-WR-CALNAME). */
  name: string;
  events: readonly CalendarEvent[];
}

const CRLF = '\r\n';
/** Content lines are folded so that none is longer than this many octets (without its CRLF). */
const MAX_LINE_OCTETS = 75;
const PRODUCT_ID = '-//P3M UNIM//Pengumuman//ID';

const TAB = 0x09;

/** The text without control characters (C0 and DEL); a tab stays where `keepTab` says. */
function withoutControls(value: string, keepTab: boolean): string {
  let kept = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 && !(keepTab && code === TAB)) || code === 0x7f) continue;
    kept += char;
  }
  return kept;
}

/**
 * A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters (which
 * TEXT may not hold) left out.
 */
export function escapeText(value: string): string {
  const escaped = value
    .replace(/\r\n|\r|\n/g, '\n')
    .replace(/[\\;,\n]/g, (char) => (char === '\n' ? '\\n' : `\\${char}`));
  return withoutControls(escaped, true);
}

/** A URI value, which is not escaped: anything that could end the line is left out instead. */
function uriValue(value: string): string {
  return withoutControls(value, false);
}

/** `20261212T090000Z`: a moment in UTC, to the second. */
export function utcDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

const encoder = new TextEncoder();

/**
 * Folds one content line: after every 75 octets a CRLF and a space, never inside a character (a
 * multi-byte character moves whole to the next line).
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; each following one a space and 74.
  let room = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
      room = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function eventLines(event: CalendarEvent): string[] {
  const changed = utcDateTime(event.changedAt);
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${changed}`,
    `LAST-MODIFIED:${changed}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${uriValue(event.url)}`,
    ...(event.alarm
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `TRIGGER:${event.alarm.trigger}`,
          `DESCRIPTION:${escapeText(event.alarm.description)}`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
  ];
}

/** A whole calendar: CRLF line ends (the last line too), every line folded. */
export function calendarText(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
