import { EXCERPT_LENGTH } from './constants/lists';
import { LOCALE, TIME_ZONE } from './constants/time';

// Text rules of SPEC §3 and §9 that the public pages, the feeds and the admin share.

/** SPEC §9: tags removed, cut at 100 characters, then an ellipsis. */
export function excerpt(htmlOrText: string, length: number = EXCERPT_LENGTH): string {
  const text = htmlToText(htmlOrText);
  return `${text.slice(0, length).trimEnd()}...`;
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Formatters are costly to build; one of each serves every call.
const longDate = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dayNumber = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', timeZone: TIME_ZONE });
const shortMonth = new Intl.DateTimeFormat(LOCALE, { month: 'short', timeZone: TIME_ZONE });
const yearNumber = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', timeZone: TIME_ZONE });
const longDateTime = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const clockTime = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/**
 * Formatting a date with Intl costs far more than a map lookup, and a page of cards formats dozens of
 * the same stored timestamps on every render; results for stored (string) values are kept, up to a bound.
 */
function rememberedByText<T>(format: (value: string | Date) => T, limit = 5_000): (value: string | Date) => T {
  const known = new Map<string, T>();
  return (value) => {
    if (typeof value !== 'string') return format(value);
    let result = known.get(value);
    if (result === undefined) {
      if (known.size >= limit) known.clear();
      result = format(value);
      known.set(value, result);
    }
    return result;
  };
}

/** "5 Januari 2025": the Indonesian long date, as the day is in Jakarta. Empty for an invalid date. */
export const formatLongDate = rememberedByText((value): string => {
  const date = toDate(value);
  return date ? longDate.format(date) : '';
});

/** Day number and short month ("5", "Jan") for the date badge on news cards. */
export const formatCardDate = rememberedByText((value): { readonly day: string; readonly month: string } => {
  const date = toDate(value);
  if (!date) return { day: '', month: '' };
  return { day: dayNumber.format(date), month: shortMonth.format(date).replace(/\.$/, '') };
});

/** "1 Desember 2026 pukul 09.00": date and time as they are in Jakarta (a scheduled publication, a deletion). */
export function formatLongDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? longDateTime.format(date) : '';
}

/** "16.00": the time of day in Jakarta, as a deadline gives it. Empty for an invalid date. */
export function formatClockTime(value: string | Date): string {
  const date = toDate(value);
  return date ? clockTime.format(date) : '';
}

/** The calendar year in Jakarta ("2025"), e.g. the year a video was last updated. */
export function formatYear(value: string | Date): string {
  const date = toDate(value);
  return date ? yearNumber.format(date) : '';
}

/** RFC 822 date for RSS `pubDate` (always in GMT, as feed readers expect). */
export function formatRssDate(value: string | Date): string {
  const date = toDate(value);
  return date ? date.toUTCString() : '';
}

/**
 * Tags that break the text where they stand: blocks, line breaks, and images (a picture between two
 * words separates them). Any other tag is inline and joins its neighbours: `panj<b>ang</b>` is one word.
 */
const BREAKING_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|iframe|img|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;

/** Removes tags and entities and collapses whitespace: the text a reader actually sees. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(BREAKING_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether article HTML shows anything: text, an image (an article may be a photo report) or a video
 * player (one of the embeds the server builds, see article-videos.ts).
 */
export function hasArticleContent(html: string): boolean {
  return htmlToText(html).length > 0 || /<(?:img|iframe)\s[^>]*\bsrc\s*=\s*["']?[^\s"'>]/i.test(html);
}

// Control characters: C0 but tab, line feed and carriage return; DEL; C1. Written as escapes (the
// characters themselves are invisible), hence the lint rule that guards against them by accident is off.
/* eslint-disable no-control-regex */
/** A terminal escape sequence whole (colour codes `ESC[31m`, titles `ESC]0;…BEL`), not only its ESC. */
const ESCAPE_SEQUENCE =
  /\u001b(?:\[[0-?]*[ -/]*[@-~]?|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-_])?|\u009b[0-?]*[ -/]*[@-~]?/g;
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]+/g;
/* eslint-enable no-control-regex */

/**
 * A text of several lines without the control characters no one types (a terminal's colour codes, NUL,
 * bell, DEL): line breaks and tabs stay. They would reach the activity log's CSV and a terminal reading
 * the log as they were sent.
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(CONTROL_CHARACTERS, '');
}

/** A line of text: as withoutControlCharacters, and a line break or tab pasted into it reads as one space. */
export function asOneLine(text: string): string {
  return withoutControlCharacters(text).replace(LINE_BREAKS_AND_TABS, ' ');
}
