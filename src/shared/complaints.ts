import { wibToday } from './surveys';

/**
 * The complaints desk ("Komplain", docs/decisions/complaints.md): what a visitor sends, the ticket's
 * code and statuses, and the target time in working days. The browser loads this file (the public
 * pages and the Komplain screen): no storage here.
 */

/** Where visitors send a complaint, and where they follow it. */
export { COMPLAINT_PATH, COMPLAINT_STATUS_PATH } from './complaint-paths';
import { COMPLAINT_STATUS_PATH } from './complaint-paths';

export const COMPLAINT_CATEGORIES = ['penelitian', 'pengabdian', 'kkn', 'layanan', 'lainnya'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** Received, being handled, done, refused (with a reason). The last two close a ticket. */
export const COMPLAINT_STATUSES = ['diterima', 'diproses', 'selesai', 'ditolak'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const OPEN_COMPLAINT_STATUSES = ['diterima', 'diproses'] as const satisfies readonly ComplaintStatus[];

export function isOpenStatus(status: ComplaintStatus): boolean {
  return status === 'diterima' || status === 'diproses';
}

/** A staff note, seen by staff alone, or a reply, shown to whoever holds the code (and e-mailed). */
export const COMPLAINT_ENTRY_KINDS = ['note', 'reply'] as const;
export type ComplaintEntryKind = (typeof COMPLAINT_ENTRY_KINDS)[number];

export const COMPLAINT_TEXT_MIN_CHARS = 10;
export const COMPLAINT_TEXT_MAX_CHARS = 5000;
export const COMPLAINT_NAME_MAX_CHARS = 100;
export const COMPLAINT_EMAIL_MAX_CHARS = 254;
export const COMPLAINT_ENTRY_MAX_CHARS = 2000;
export const COMPLAINT_REASON_MAX_CHARS = 1000;

/** The form's fields as sent (the attachment is `lampiran`). */
export const COMPLAINT_FIELDS = ['kategori', 'isi', 'nama', 'email', 'whatsapp'] as const;
export type ComplaintField = (typeof COMPLAINT_FIELDS)[number];
export const COMPLAINT_FILE_FIELD = 'lampiran';
/** The hidden field against bots (as the surveys' form). */
export const COMPLAINT_HONEYPOT_FIELD = 'situs_web';

/**
 * How many complaints the site takes: from one address (an IPv6 /64 counts as one) a few in ten
 * minutes, and from everyone together far above any real desk.
 */
export const COMPLAINT_BUDGETS = {
  perAddress: { max: 5, windowMs: 10 * 60 * 1000 },
  everyone: { max: 60, windowMs: 60 * 1000 },
  /** Tickets looked up on the status page: plenty for a person, too few to walk through a year's codes. */
  lookupsPerAddress: { max: 60, windowMs: 10 * 60 * 1000 },
} as const;

/** The attachment's types, as stored: images are made WebP (their metadata dropped), PDFs kept as sent. */
export const COMPLAINT_ATTACHMENT_TYPES = ['image/webp', 'application/pdf'] as const;
export type ComplaintAttachmentType = (typeof COMPLAINT_ATTACHMENT_TYPES)[number];

/** Working days to answer, per category, until staff set their own. */
export const DEFAULT_COMPLAINT_TARGET_DAYS: Record<ComplaintCategory, number> = {
  penelitian: 10,
  pengabdian: 10,
  kkn: 5,
  layanan: 5,
  lainnya: 10,
};
export const COMPLAINT_TARGET_DAYS_MAX = 90;
/** Days the sender's contact data is kept after the ticket closes, until staff set another. */
export const DEFAULT_COMPLAINT_RETENTION_DAYS = 365;
export const COMPLAINT_RETENTION_DAYS_MIN = 30;
export const COMPLAINT_RETENTION_DAYS_MAX = 3650;
export const COMPLAINT_HOLIDAYS_MAX = 400;

const CODE = /^KMP-(\d{4})-(\d{4,9})$/;

/** `KMP-2026-0042`: the year (WIB) and the ticket's number in it, four digits at least. */
export function complaintCode(year: number, number: number): string {
  return `KMP-${year}-${String(number).padStart(4, '0')}`;
}

/** A code as a visitor may type it (spaces around, small letters), or null when it cannot be one. */
export function readComplaintCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}

/** The private link of a ticket: its code and the token that only its sender got. */
export function complaintStatusPath(code: string, token?: string): string {
  const query = new URLSearchParams({ kode: code });
  if (token) query.set('token', token);
  return `${COMPLAINT_STATUS_PATH}?${query.toString()}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Monday to Friday, and not one of the holidays. */
export function isWorkingDay(day: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/**
 * The last day of a ticket's target time: the `days`-th working day after the day it arrived (that
 * day itself does not count, whatever the hour). A ticket of Friday with 1 working day is due on Monday.
 */
export function complaintDueDay(receivedOn: string, days: number, holidays: ReadonlySet<string>): string {
  let day = receivedOn;
  let left = days;
  // Bounded: a year of holidays cannot stop the count, since weekdays outside the list still come.
  while (left > 0) {
    day = nextDay(day);
    if (isWorkingDay(day, holidays)) left -= 1;
  }
  return day;
}

/** Whether an open ticket is past its last day (today, in WIB, after it). */
export function isOverdue(dueOn: string, status: ComplaintStatus, now: Date): boolean {
  return isOpenStatus(status) && wibToday(now) > dueOn;
}

/** A ticket as `/komplain/status` shows it: never contact data nor staff notes. */
export interface ComplaintStatusView {
  code: string;
  category: ComplaintCategory;
  status: ComplaintStatus;
  /** Long dates in WIB ("28 November 2026"). */
  receivedAt: string;
  closedAt: string | null;
  /** Why it was refused (status ditolak). */
  reason: string | null;
  /** The centre's public replies, oldest first. */
  replies: { at: string; body: string }[];
  /** What was sent: only through the private link (its token), never with the code alone. */
  text: string | null;
  hasAttachment: boolean;
}

/**
 * What the server hands the complaint pages for one request (never cached): the form sent back with
 * what was typed and its errors, or the status page's lookup.
 */
export type ComplaintPageState =
  | {
      page: 'form';
      values: Partial<Record<ComplaintField, string>>;
      errors: Partial<Record<ComplaintField | typeof COMPLAINT_FILE_FIELD, string>>;
      notice: string | null;
    }
  | {
      page: 'status';
      /** What was typed, kept in the field. */
      code: string;
      error: string | null;
      ticket: ComplaintStatusView | null;
      /** Only right after sending: the private link to keep, and whether it went out by e-mail. */
      sent: { link: string; emailed: boolean } | null;
    };
