import crypto from 'node:crypto';
import { complaintsRepo, writeContent, writeLogged, type Actor, type Db } from '../../db/index';
import type { ComplaintEntryRow, ComplaintRow, ListedComplaintRow } from '../../db/repositories/complaints';
import {
  COMPLAINT_ATTACHMENT_TYPES,
  COMPLAINT_CATEGORIES,
  DEFAULT_COMPLAINT_RETENTION_DAYS,
  DEFAULT_COMPLAINT_TARGET_DAYS,
  OPEN_COMPLAINT_STATUSES,
  complaintCode,
  complaintDueDay,
  complaintStatusPath,
  isOpenStatus,
  isOverdue,
  type ComplaintAttachmentType,
  type ComplaintCategory,
  type ComplaintEntryKind,
  type ComplaintStatusView,
} from '../../shared/complaints';
import { format } from '../../shared/messages';
import { ADMIN_TABLE_PAGE_SIZE } from '../../shared/constants/lists';
import { clampPage, pageCount } from '../../shared/pagination';
import { complaintMessages } from '../../shared/messages/complaints';
import type {
  ComplaintForm,
  ComplaintList,
  ComplaintListQuery,
  ComplaintRecord,
  ComplaintSettings,
  ComplaintStatusChange,
  ComplaintSummary,
} from '../../shared/schemas/complaint';
import { wibToday } from '../../shared/surveys';
import { formatLongDate } from '../../shared/text-rules';
import type { CheckedAttachment, ComplaintFileStore } from './complaint-files';
import { NotFoundError, ValidationError } from './errors';
import type { Mailer } from './mailer';

// The complaints desk (Komplain, docs/decisions/complaints.md): a visitor's ticket, what the status
// page shows of it, the staff's work on it (each write in the activity log, never with contact data),
// the target times in working days and the removal of contact data after the retention period.

const KIND = 'complaint' as const;
const m = complaintMessages;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the desk's files and e-mails go, and the site's absolute address for links in e-mails. */
export interface ComplaintDesk {
  db: Db;
  /** Attachments, in the database (services/complaint-files.ts): given a transaction, inside the ticket's. */
  filesIn: (db: Db) => ComplaintFileStore;
  mailer: Mailer;
}

// Settings.

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export async function readComplaintSettings(db: Db): Promise<ComplaintSettings> {
  const row = await complaintsRepo.readSettings(db);
  if (!row) {
    return {
      targetDays: { ...DEFAULT_COMPLAINT_TARGET_DAYS },
      holidays: [],
      retentionDays: DEFAULT_COMPLAINT_RETENTION_DAYS,
    };
  }
  const stored = parseJson<Partial<Record<ComplaintCategory, number>>>(row.target_days, {});
  const targetDays = Object.fromEntries(
    COMPLAINT_CATEGORIES.map((category) => [category, stored[category] ?? DEFAULT_COMPLAINT_TARGET_DAYS[category]]),
  ) as Record<ComplaintCategory, number>;
  return { targetDays, holidays: parseJson<string[]>(row.holidays, []), retentionDays: row.retention_days };
}

/**
 * Staff change the target times, the holidays and the retention. A content write: the form's page
 * names the retention period, so its cached copies end. Logged with the fields that changed.
 */
export async function updateComplaintSettings(
  db: Db,
  settings: ComplaintSettings,
  actor: Actor | null,
  now: Date,
): Promise<ComplaintSettings> {
  const before = await readComplaintSettings(db);
  const holidays = [...new Set(settings.holidays)].sort();
  const fields = [
    ...(JSON.stringify(before.targetDays) === JSON.stringify(settings.targetDays) ? [] : ['targetDays']),
    ...(JSON.stringify(before.holidays) === JSON.stringify(holidays) ? [] : ['holidays']),
    ...(before.retentionDays === settings.retentionDays ? [] : ['retentionDays']),
  ];
  if (fields.length === 0) return before;
  const row = {
    target_days: JSON.stringify(settings.targetDays),
    holidays: JSON.stringify(holidays),
    retention_days: settings.retentionDays,
  };
  await writeContent(db, { by: actor, note: { kind: KIND, action: 'update', details: { fields } } }, (trx) =>
    complaintsRepo.writeSettings(trx, row, now.toISOString()),
  );
  return readComplaintSettings(db);
}

// What staff see.

interface Schedule {
  targetDays: Record<ComplaintCategory, number>;
  holidays: ReadonlySet<string>;
}

const scheduleOf = (settings: ComplaintSettings): Schedule => ({
  targetDays: settings.targetDays,
  holidays: new Set(settings.holidays),
});

function dueOf(row: ComplaintRow, schedule: Schedule): string {
  return complaintDueDay(row.received_on, schedule.targetDays[row.category], schedule.holidays);
}

function summaryOf(row: ListedComplaintRow, schedule: Schedule, now: Date): ComplaintSummary {
  const dueOn = dueOf(row, schedule);
  return {
    id: row.id,
    code: row.code,
    category: row.category,
    status: row.status,
    assignee:
      row.assigned_user_id !== null && row.assignee_name !== null
        ? { id: row.assigned_user_id, name: row.assignee_name }
        : null,
    receivedOn: row.received_on,
    dueOn,
    overdue: isOverdue(dueOn, row.status, now),
    createdAt: row.created_at,
    closedAt: row.closed_at,
  };
}

function attachmentOf(row: ComplaintRow): ComplaintRecord['attachment'] {
  const type = COMPLAINT_ATTACHMENT_TYPES.find((candidate) => candidate === row.attachment_type);
  return row.attachment_name && type ? { type, size: row.attachment_size ?? 0 } : null;
}

const entryOf = (entry: ComplaintEntryRow) => ({
  id: entry.id,
  kind: entry.kind,
  body: entry.body,
  author: entry.author_name,
  createdAt: entry.created_at,
});

/**
 * The staff's list: open tickets first, the oldest first, overdue ones marked (open, past the last day of
 * their category's working days); then the closed ones, the latest closed first.
 */
export async function listComplaintRecords(
  desk: ComplaintDesk,
  query: ComplaintListQuery,
  now: Date,
): Promise<ComplaintList> {
  const statuses = query.status === 'open' ? OPEN_COMPLAINT_STATUSES : query.status ? [query.status] : undefined;
  const filter = { ...(statuses ? { statuses } : {}), ...(query.category ? { category: query.category } : {}) };
  const pageSize = ADMIN_TABLE_PAGE_SIZE;
  const [settings, total] = await Promise.all([
    readComplaintSettings(desk.db),
    complaintsRepo.countComplaints(desk.db, filter),
  ]);
  // Past the end (a ticket closed or filtered away meanwhile), the last page, as the back office's tables.
  const page = clampPage(query.page, pageCount(total, pageSize));
  const rows = await complaintsRepo.listComplaints(desk.db, filter, { limit: pageSize, offset: (page - 1) * pageSize });
  const schedule = scheduleOf(settings);
  return {
    items: rows.map((row) => summaryOf(row, schedule, now)),
    total,
    page,
    pageSize,
    mail: desk.mailer.configured,
  };
}

export async function complaintRecord(db: Db, id: number, now: Date): Promise<ComplaintRecord> {
  const [row, settings] = await Promise.all([complaintsRepo.findComplaint(db, id), readComplaintSettings(db)]);
  if (!row) throw new NotFoundError();
  const entries = await complaintsRepo.listEntries(db, id);
  return {
    ...summaryOf(row, scheduleOf(settings), now),
    text: row.body,
    name: row.name,
    email: row.email,
    whatsapp: row.whatsapp,
    contactRemovedAt: row.contact_removed_at,
    rejectionReason: row.rejection_reason,
    attachment: attachmentOf(row),
    entries: entries.map(entryOf),
    updatedAt: row.updated_at,
  };
}

/** The open tickets past their last day, the longest overdue first (Kesehatan Konten lists them first). */
export async function overdueComplaints(db: Db, now: Date): Promise<ComplaintSummary[]> {
  const [rows, settings] = await Promise.all([complaintsRepo.listOpenComplaints(db), readComplaintSettings(db)]);
  const schedule = scheduleOf(settings);
  return rows
    .map((row) => summaryOf({ ...row, assignee_name: null }, schedule, now))
    .filter((summary) => summary.overdue)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.id - b.id);
}

// A visitor's ticket.

const tokenHash = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/** The sent ticket: its code and the token of its private link (known to the sender alone). */
export interface SentComplaint {
  id: number;
  code: string;
  token: string;
  emailed: boolean;
}

/** An absolute link to a path of the site (`origin` is PUBLIC_URL, or the address the visitor used). */
const absolute = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${path}`;

/**
 * Stores a visitor's ticket: its number is the year's next (in WIB), its code and token are made, the
 * attachment is stored with it. Nothing about the sender beyond what the form asked (no address). The
 * activity log gets a row of its arrival (its code and category, never who sent it). The sender's
 * e-mail, if given, gets the code and the private link after the answer (the mailer).
 */
export async function submitComplaint(
  desk: ComplaintDesk,
  form: ComplaintForm,
  attachment: CheckedAttachment | null,
  now: Date,
  origin: string,
): Promise<SentComplaint> {
  const token = crypto.randomBytes(24).toString('base64url');
  const at = now.toISOString();
  const today = wibToday(now);
  const year = Number(today.slice(0, 4));
  // The file is stored in the ticket's transaction: it stands or falls with the ticket.
  const row = await writeLogged(
    desk.db,
    {
      by: null,
      note: (created: ComplaintRow) => ({
        kind: KIND,
        action: 'create',
        record: { id: created.id, type: created.category, label: created.code },
      }),
    },
    async (trx) => {
      if (attachment) await desk.filesIn(trx).save(attachment.name, attachment.data);
      const number = await complaintsRepo.nextNumber(trx, year);
      return complaintsRepo.insertComplaint(trx, {
        code: complaintCode(year, number),
        year,
        number,
        token_hash: tokenHash(token),
        category: form.kategori,
        body: form.isi,
        name: form.nama,
        email: form.email,
        whatsapp: form.whatsapp,
        attachment_name: attachment?.name ?? null,
        attachment_type: attachment?.type ?? null,
        attachment_size: attachment?.data.length ?? null,
        received_on: today,
        created_at: at,
        updated_at: at,
      });
    },
  );
  const link = absolute(origin, complaintStatusPath(row.code, token));
  if (row.email && desk.mailer.configured) {
    desk.mailer.send({
      to: row.email,
      subject: format(m.mail.receivedSubject, { code: row.code }),
      text: format(m.mail.receivedBody, { code: row.code, link }),
    });
  }
  return { id: row.id, code: row.code, token, emailed: Boolean(row.email) && desk.mailer.configured };
}

/** Whether `token` is the ticket's (compared in constant time). */
function tokenMatches(row: ComplaintRow, token: string | null): boolean {
  if (!token) return false;
  const given = Buffer.from(tokenHash(token), 'hex');
  const stored = Buffer.from(row.token_hash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

/**
 * What `/komplain/status` shows of a ticket: its status, the reason of a refusal, the public replies
 * and the dates, for whoever holds the code; what was sent only with the private link's token. Never
 * contact data nor internal notes. Null for an unknown code.
 */
export async function complaintStatusView(
  db: Db,
  code: string,
  token: string | null,
): Promise<ComplaintStatusView | null> {
  const row = await complaintsRepo.findComplaintByCode(db, code);
  if (!row) return null;
  const replies = await complaintsRepo.listEntries(db, row.id, 'reply');
  const own = tokenMatches(row, token);
  return {
    code: row.code,
    category: row.category,
    status: row.status,
    receivedAt: formatLongDate(row.created_at),
    closedAt: row.closed_at ? formatLongDate(row.closed_at) : null,
    reason: row.status === 'ditolak' ? row.rejection_reason : null,
    replies: replies.map((reply) => ({ at: formatLongDate(reply.created_at), body: reply.body })),
    text: own ? row.body : null,
    hasAttachment: own && row.attachment_name !== null,
  };
}

// Staff's writes: each marks the ticket changed first (its row locked on PostgreSQL until the commit)
// and is logged as a change of the ticket, by its code, with what changed (never contact data).

async function changeTicket<T>(
  db: Db,
  id: number,
  actor: Actor | null,
  now: Date,
  fields: string[],
  change: (trx: Db, row: ComplaintRow) => Promise<T>,
): Promise<T> {
  let label: string | null = null;
  let type: string | null = null;
  return writeLogged(
    db,
    { by: actor, note: () => ({ kind: KIND, action: 'update', record: { id, type, label }, details: { fields } }) },
    async (trx) => {
      const row = await complaintsRepo.touchComplaint(trx, id, now.toISOString());
      if (!row) throw new NotFoundError();
      label = row.code;
      type = row.category;
      return change(trx, row);
    },
  );
}

/**
 * A new status. `selesai` and `ditolak` close the ticket (the retention period counts from then);
 * `ditolak` needs a reason (the schema asks), shown to the sender. Back to diterima or diproses opens it again.
 */
export async function changeComplaintStatus(
  db: Db,
  id: number,
  change: ComplaintStatusChange,
  actor: Actor | null,
  now: Date,
): Promise<ComplaintRecord> {
  await changeTicket(db, id, actor, now, change.status === 'ditolak' ? ['status', 'reason'] : ['status'], (trx, row) =>
    complaintsRepo.updateComplaint(trx, id, {
      status: change.status,
      rejection_reason: change.status === 'ditolak' ? (change.reason ?? null) : null,
      closed_at: isOpenStatus(change.status) ? null : (row.closed_at ?? now.toISOString()),
    }),
  );
  return complaintRecord(db, id, now);
}

/**
 * Assigns the ticket to a staff account (or to nobody). The account, if it has an e-mail, is told of
 * the ticket (its code and category, and the back office's address; never the sender's data).
 */
export async function assignComplaint(
  desk: ComplaintDesk,
  id: number,
  userId: number | null,
  actor: Actor | null,
  now: Date,
  origin: string,
): Promise<ComplaintRecord> {
  const assignees = await complaintsRepo.listAssignees(desk.db);
  const assignee = userId === null ? null : assignees.find((account) => account.id === userId);
  if (assignee === undefined) {
    throw new ValidationError(m.validation.unknownAssignee, { userId: m.validation.unknownAssignee });
  }
  const row = await changeTicket(desk.db, id, actor, now, ['assignee'], (trx) =>
    complaintsRepo.updateComplaint(trx, id, { assigned_user_id: userId }),
  );
  if (row && assignee?.email && desk.mailer.configured && assignee.id !== actor?.id) {
    desk.mailer.send({
      to: assignee.email,
      subject: format(m.mail.assignedSubject, { code: row.code }),
      text: format(m.mail.assignedBody, {
        code: row.code,
        category: m.categories[row.category],
        link: absolute(origin, `/admin/komplain?komplain=${row.id}`),
      }),
    });
  }
  return complaintRecord(desk.db, id, now);
}

/**
 * A note (staff only) or a public reply. A reply to a ticket with the sender's e-mail is sent there too,
 * with the status and the private page's address (the code's, without the token the sender keeps).
 * A reply to a ticket still `diterima` moves it to `diproses`.
 */
export async function addComplaintEntry(
  desk: ComplaintDesk,
  id: number,
  kind: ComplaintEntryKind,
  body: string,
  actor: Actor | null,
  now: Date,
  origin: string,
): Promise<ComplaintRecord> {
  const at = now.toISOString();
  const row = await changeTicket(desk.db, id, actor, now, [kind], async (trx, ticket) => {
    await complaintsRepo.insertEntry(trx, {
      complaint_id: id,
      kind,
      body,
      author_id: actor?.id ?? null,
      author_name: actor?.name ?? null,
      created_at: at,
    });
    if (kind === 'reply' && ticket.status === 'diterima') {
      return (await complaintsRepo.updateComplaint(trx, id, { status: 'diproses' })) ?? ticket;
    }
    return ticket;
  });
  if (kind === 'reply' && row.email && desk.mailer.configured) {
    desk.mailer.send({
      to: row.email,
      subject: format(m.mail.replySubject, { code: row.code }),
      text: format(m.mail.replyBody, {
        code: row.code,
        reply: body,
        status: m.statuses[row.status],
        link: absolute(origin, complaintStatusPath(row.code)),
      }),
    });
  }
  return complaintRecord(desk.db, id, now);
}

/** The attachment of a ticket, for staff: its bytes and type, or undefined. */
export async function complaintAttachment(
  desk: ComplaintDesk,
  id: number,
): Promise<{ data: Buffer; type: ComplaintAttachmentType; name: string } | undefined> {
  const row = await complaintsRepo.findComplaint(desk.db, id);
  if (!row) throw new NotFoundError();
  const type = COMPLAINT_ATTACHMENT_TYPES.find((candidate) => candidate === row.attachment_type);
  if (!row.attachment_name || !type) return undefined;
  const data = await desk.filesIn(desk.db).read(row.attachment_name);
  return data ? { data, type, name: `${row.code}.${type === 'application/pdf' ? 'pdf' : 'webp'}` } : undefined;
}

/**
 * Removes the contact data (name, e-mail, WhatsApp) and the attachment of tickets closed longer ago than
 * the retention period; what was written and the replies stay. Each in the activity log, by the system,
 * as a change of the ticket's `contact`. Answers how many tickets it emptied.
 */
export async function removeExpiredContacts(desk: ComplaintDesk, now: Date): Promise<number> {
  const { retentionDays } = await readComplaintSettings(desk.db);
  const closedBefore = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const expired = await complaintsRepo.listExpiredContacts(desk.db, closedBefore);
  for (const ticket of expired) {
    await writeLogged(
      desk.db,
      {
        by: null,
        note: {
          kind: KIND,
          action: 'update',
          record: { id: ticket.id, label: ticket.code },
          details: { fields: ['contact'] },
        },
      },
      async (trx) => {
        if (ticket.attachment_name) await desk.filesIn(trx).remove(ticket.attachment_name);
        await complaintsRepo.removeContact(trx, ticket.id, now.toISOString());
      },
    );
  }
  return expired.length;
}
