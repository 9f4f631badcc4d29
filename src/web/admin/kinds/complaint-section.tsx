import { useId, useState, type FormEvent } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_STATUSES,
  type ComplaintCategory,
  type ComplaintStatus,
} from '../../../shared/complaints';
import { format } from '../../../shared/messages';
import { complaintMessages } from '../../../shared/messages/complaints';
import type {
  ComplaintAssigneeOption,
  ComplaintList,
  ComplaintRecord,
  ComplaintSettingsRecord,
  ComplaintSummary,
} from '../../../shared/schemas/complaint';
import { formatLongDate, formatLongDateTime } from '../../../shared/text-rules';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../../shared/schemas/field-errors';
import {
  complaintEntryFieldsSchema,
  complaintSettingsSchema,
  complaintStatusChangeSchema,
} from '../../../shared/schemas/complaint';
import { ApiError, errorText } from '../../lib/api-client';
import { complaints } from '../../lib/api/complaints';
import { DataTable, type TableColumn } from '../components/data-table';
import { Heading } from '../components/heading';
import { Notice, type NoticeValue } from '../components/notice';
import { Pager } from '../components/pager';

const c = complaintMessages;
const t = complaintMessages.admin;

/** What the Komplain screen's loader read (screens/load-section.ts). */
export interface ComplaintSectionData {
  list: ComplaintList;
  settings: ComplaintSettingsRecord;
  assignees: ComplaintAssigneeOption[];
  /** The ticket opened from the address (`?komplain=<id>`), if any. */
  ticket: ComplaintRecord | null;
}

/** The address's parameters of the screen: the filters and the ticket opened. */
export const COMPLAINT_QUERY = { status: 'status', category: 'kategori', page: 'halaman', ticket: 'komplain' } as const;

const dayText = (day: string) => formatLongDate(`${day}T00:00:00+07:00`);

function DueCell({ item }: { item: ComplaintSummary }) {
  if (item.closedAt) return <>{formatLongDate(item.closedAt)}</>;
  return (
    <>
      {format(t.dueOn, { day: dayText(item.dueOn) })}
      {item.overdue && (
        <div>
          <span className="badge text-bg-danger">{t.overdue}</span>
        </div>
      )}
    </>
  );
}

function columns(ticketLink: (id: number) => string): TableColumn<ComplaintSummary>[] {
  return [
    {
      header: t.columns.code,
      rowHeader: true,
      cell: (item) => <Link to={ticketLink(item.id)}>{item.code}</Link>,
    },
    { header: t.columns.category, cell: (item) => c.categories[item.category] },
    { header: t.columns.status, cell: (item) => c.statuses[item.status] },
    { header: t.columns.received, cell: (item) => dayText(item.receivedOn) },
    { header: t.columns.due, cell: (item) => <DueCell item={item} /> },
    { header: t.columns.assignee, cell: (item) => item.assignee?.name ?? t.unassigned },
  ];
}

/** A failed write's notice: the server's message when it sent one. */
function failure(error: unknown): NoticeValue {
  return { variant: 'danger', text: errorText(error, t.failed) };
}

/** The per-field messages of a refused write. */
const refusedFields = (error: unknown) => (error instanceof ApiError ? error.fieldErrors : {});

/** A refusal found before sending: the shared schema's messages, as the server would answer them. */
class Invalid extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super('invalid');
  }
}

/** The value as the shared schema reads it, or an Invalid with its messages per field. */
function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Invalid(fieldErrorsOf(result.error.issues));
  return result.data;
}

/**
 * Komplain: the desk's tickets, open ones first and the oldest first, overdue ones marked (their
 * category's target in working days, holidays excluded); a ticket opened from the list with what was
 * sent, the sender's contact data (staff only, until removed), its assignment, status, notes and
 * replies; and the desk's settings. Says when e-mail is not sent (no SMTP).
 */
export function ComplaintSection({ data }: { data: ComplaintSectionData }) {
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const statusId = useId();
  const categoryId = useId();
  const ticketLink = (id: number) => {
    const next = new URLSearchParams(params);
    next.set(COMPLAINT_QUERY.ticket, String(id));
    return `?${next.toString()}`;
  };
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    // Another filter lists other tickets: from their first page.
    next.delete(COMPLAINT_QUERY.page);
    setParams(next);
  };
  const goToPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set(COMPLAINT_QUERY.page, String(page));
    else next.delete(COMPLAINT_QUERY.page);
    setParams(next);
  };
  const done = async (text: string) => {
    setNotice({ variant: 'success', text });
    await revalidator.revalidate();
  };
  return (
    <>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      <p className={`alert ${data.list.mail ? 'alert-info' : 'alert-warning'}`} role="status">
        {data.list.mail ? t.mailOn : t.mailOff}
      </p>
      {data.ticket && (
        <TicketPanel
          key={`${data.ticket.id}-${data.ticket.updatedAt}`}
          ticket={data.ticket}
          assignees={data.assignees}
          onDone={done}
          onFail={(error) => setNotice(failure(error))}
          backLink={() => {
            const next = new URLSearchParams(params);
            next.delete(COMPLAINT_QUERY.ticket);
            return `?${next.toString()}`;
          }}
        />
      )}
      <section aria-labelledby="daftar-komplain">
        <Heading id="daftar-komplain">{t.listTitle}</Heading>
        <div className="row g-2 mb-3">
          <div className="col-sm-6 col-lg-4">
            <label className="form-label" htmlFor={statusId}>
              {t.filterStatus}
            </label>
            <select
              id={statusId}
              className="form-select"
              value={params.get(COMPLAINT_QUERY.status) ?? ''}
              onChange={(event) => setFilter(COMPLAINT_QUERY.status, event.target.value)}
            >
              <option value="">{t.allStatuses}</option>
              <option value="open">{t.openStatuses}</option>
              {COMPLAINT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {c.statuses[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="col-sm-6 col-lg-4">
            <label className="form-label" htmlFor={categoryId}>
              {t.filterCategory}
            </label>
            <select
              id={categoryId}
              className="form-select"
              value={params.get(COMPLAINT_QUERY.category) ?? ''}
              onChange={(event) => setFilter(COMPLAINT_QUERY.category, event.target.value)}
            >
              <option value="">{t.allCategories}</option>
              {COMPLAINT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {c.categories[category]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="small text-body-secondary">{format(t.total, { count: data.list.total })}</p>
        <DataTable
          caption={t.listTitle}
          columns={columns(ticketLink)}
          rows={data.list.items}
          rowKey={(item) => item.id}
          empty={t.empty}
          rowClassName={(item) => (item.overdue ? 'table-danger' : undefined)}
        />
        <Pager total={data.list.total} page={data.list.page} onPage={goToPage} />
      </section>
      <SettingsForm settings={data.settings} onDone={done} onFail={(error) => setNotice(failure(error))} />
    </>
  );
}

interface PanelProps {
  ticket: ComplaintRecord;
  assignees: ComplaintAssigneeOption[];
  onDone: (text: string) => Promise<void>;
  onFail: (error: unknown) => void;
  backLink: () => string;
}

function TicketPanel({ ticket, assignees, onDone, onFail, backLink }: PanelProps) {
  const ids = { assignee: useId(), status: useId(), reason: useId(), note: useId(), reply: useId() };
  const [assignee, setAssignee] = useState(ticket.assignee ? String(ticket.assignee.id) : '');
  const [status, setStatus] = useState<ComplaintStatus>(ticket.status);
  const [reason, setReason] = useState(ticket.rejectionReason ?? '');
  const [note, setNote] = useState('');
  const [reply, setReply] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  /** Runs one of the panel's writes; its refusals are kept under its own name (`reply.body`). */
  const run = async (
    scope: 'assign' | 'status' | 'reply' | 'note',
    event: FormEvent | null,
    write: () => Promise<unknown>,
    text: string,
    reset?: () => void,
  ) => {
    event?.preventDefault();
    setErrors({});
    const scoped = (fields: Record<string, string>) =>
      Object.fromEntries(Object.entries(fields).map(([field, message]) => [`${scope}.${field}`, message]));
    try {
      setBusy(true);
      await write();
      reset?.();
      await onDone(text);
    } catch (error) {
      if (error instanceof Invalid) setErrors(scoped(error.fieldErrors));
      else {
        setErrors(scoped(refusedFields(error)));
        onFail(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-section border rounded p-3 mb-4" aria-labelledby="komplain-terbuka">
      <Heading id="komplain-terbuka">{format(t.detailTitle, { code: ticket.code })}</Heading>
      <p>
        <Link to={backLink()}>{t.back}</Link>
      </p>
      <dl className="row">
        <dt className="col-sm-3">{t.columns.category}</dt>
        <dd className="col-sm-9">{c.categories[ticket.category]}</dd>
        <dt className="col-sm-3">{t.columns.status}</dt>
        <dd className="col-sm-9">
          {c.statuses[ticket.status]}
          {ticket.overdue && <span className="badge text-bg-danger ms-2">{t.overdue}</span>}
        </dd>
        <dt className="col-sm-3">{t.columns.received}</dt>
        <dd className="col-sm-9">{formatLongDateTime(ticket.createdAt)}</dd>
        <dt className="col-sm-3">{t.columns.due}</dt>
        <dd className="col-sm-9">{dayText(ticket.dueOn)}</dd>
        <dt className="col-sm-3">{t.contact}</dt>
        <dd className="col-sm-9">
          {ticket.contactRemovedAt ? (
            format(t.contactRemoved, { day: formatLongDate(ticket.contactRemovedAt) })
          ) : ticket.name || ticket.email || ticket.whatsapp ? (
            <ul className="list-unstyled mb-0">
              {ticket.name && <li>{ticket.name}</li>}
              {ticket.email && (
                <li>
                  <a href={`mailto:${ticket.email}`}>{ticket.email}</a>
                </li>
              )}
              {ticket.whatsapp && (
                <li>
                  <a href={`https://wa.me/${ticket.whatsapp}`} target="_blank" rel="noopener noreferrer">
                    +{ticket.whatsapp}
                  </a>
                </li>
              )}
            </ul>
          ) : (
            t.contactNone
          )}
        </dd>
        {ticket.attachment && (
          <>
            <dt className="col-sm-3">{t.attachment}</dt>
            <dd className="col-sm-9">
              <a href={`/api/complaints/${ticket.id}/attachment`} target="_blank" rel="noopener noreferrer">
                {format(t.attachmentOpen, { size: `${Math.max(1, Math.round(ticket.attachment.size / 1024))} KB` })}
              </a>
            </dd>
          </>
        )}
      </dl>
      <h3 className="h6">{t.text}</h3>
      <p className="complaint-text border rounded p-2 bg-light" style={{ whiteSpace: 'pre-line' }}>
        {ticket.text}
      </p>

      {/* Controls without text to refuse: a group of a list and its button, not a form. */}
      <div className="row g-2 align-items-end mb-3" role="group" aria-label={t.assign}>
        <div className="col-sm-8">
          <label className="form-label" htmlFor={ids.assignee}>
            {t.assign}
          </label>
          <select
            id={ids.assignee}
            className="form-select"
            value={assignee}
            onChange={(event) => setAssignee(event.target.value)}
          >
            <option value="">{t.unassigned}</option>
            {assignees.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </select>
          {errors['assign.userId'] && <div className="invalid-feedback d-block">{errors['assign.userId']}</div>}
        </div>
        <div className="col-sm-4">
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={busy}
            onClick={() =>
              void run(
                'assign',
                null,
                () => complaints.assign(ticket.id, assignee ? Number(assignee) : null),
                t.assigned,
              )
            }
          >
            {t.assignSave}
          </button>
        </div>
      </div>

      <div className="mb-3" role="group" aria-labelledby={`${ids.status}-title`}>
        <h3 className="h6" id={`${ids.status}-title`}>
          {t.statusTitle}
        </h3>
        <label className="form-label" htmlFor={ids.status}>
          {t.columns.status}
        </label>
        <select
          id={ids.status}
          className="form-select mb-2"
          value={status}
          onChange={(event) => setStatus(event.target.value as ComplaintStatus)}
        >
          {COMPLAINT_STATUSES.map((option) => (
            <option key={option} value={option}>
              {c.statuses[option]}
            </option>
          ))}
        </select>
        {status === 'ditolak' && (
          <>
            <label className="form-label" htmlFor={ids.reason}>
              {c.fields.reason}
            </label>
            <textarea
              id={ids.reason}
              className={`form-control${errors['status.reason'] ? ' is-invalid' : ''}`}
              rows={2}
              value={reason}
              aria-describedby={`${ids.reason}-hint`}
              onChange={(event) => setReason(event.target.value)}
            />
            {errors['status.reason'] && <div className="invalid-feedback">{errors['status.reason']}</div>}
            <div id={`${ids.reason}-hint`} className="form-text">
              {t.reasonHint}
            </div>
          </>
        )}
        <button
          type="button"
          className="btn btn-outline-primary mt-2 d-block"
          disabled={busy}
          onClick={() =>
            void run(
              'status',
              null,
              () => complaints.setStatus(ticket.id, checked(complaintStatusChangeSchema, { status, reason })),
              t.statusSaved,
            )
          }
        >
          {t.statusSave}
        </button>
      </div>

      <h3 className="h6">{t.history}</h3>
      {ticket.entries.length === 0 ? (
        <p>{t.noEntries}</p>
      ) : (
        <ol className="list-unstyled">
          {ticket.entries.map((entry) => (
            <li key={entry.id} className={`border rounded p-2 mb-2${entry.kind === 'note' ? ' bg-light' : ''}`}>
              <div className="small fw-semibold">
                {entry.kind === 'note' ? t.note : t.reply} ·{' '}
                {format(t.by, { name: entry.author ?? '-', at: formatLongDateTime(entry.createdAt) })}
              </div>
              <div style={{ whiteSpace: 'pre-line' }}>{entry.body}</div>
            </li>
          ))}
        </ol>
      )}
      <div className="row g-3">
        <form
          className="col-lg-6"
          onSubmit={(event) =>
            run(
              'reply',
              event,
              () => complaints.addReply(ticket.id, checked(complaintEntryFieldsSchema, { body: reply }).body),
              t.replySaved,
              () => setReply(''),
            )
          }
        >
          <label className="form-label fw-semibold" htmlFor={ids.reply}>
            {t.reply}
          </label>
          <textarea
            id={ids.reply}
            className={`form-control${errors['reply.body'] ? ' is-invalid' : ''}`}
            rows={3}
            value={reply}
            aria-describedby={`${ids.reply}-hint`}
            onChange={(event) => setReply(event.target.value)}
          />
          {errors['reply.body'] && <div className="invalid-feedback">{errors['reply.body']}</div>}
          <div id={`${ids.reply}-hint`} className="form-text">
            {t.replyHint}
          </div>
          <button type="submit" className="btn btn-primary mt-2" disabled={busy}>
            {t.addReply}
          </button>
        </form>
        <form
          className="col-lg-6"
          onSubmit={(event) =>
            run(
              'note',
              event,
              () => complaints.addNote(ticket.id, checked(complaintEntryFieldsSchema, { body: note }).body),
              t.noteSaved,
              () => setNote(''),
            )
          }
        >
          <label className="form-label fw-semibold" htmlFor={ids.note}>
            {t.note}
          </label>
          <textarea
            id={ids.note}
            className={`form-control${errors['note.body'] ? ' is-invalid' : ''}`}
            rows={3}
            value={note}
            aria-describedby={`${ids.note}-hint`}
            onChange={(event) => setNote(event.target.value)}
          />
          {errors['note.body'] && <div className="invalid-feedback">{errors['note.body']}</div>}
          <div id={`${ids.note}-hint`} className="form-text">
            {t.noteHint}
          </div>
          <button type="submit" className="btn btn-outline-primary mt-2" disabled={busy}>
            {t.addNote}
          </button>
        </form>
      </div>
    </section>
  );
}

function SettingsForm({
  settings,
  onDone,
  onFail,
}: {
  settings: ComplaintSettingsRecord;
  onDone: (text: string) => Promise<void>;
  onFail: (error: unknown) => void;
}) {
  const baseId = useId();
  const [targets, setTargets] = useState<Record<ComplaintCategory, string>>(
    () =>
      Object.fromEntries(
        COMPLAINT_CATEGORIES.map((category) => [category, String(settings.targetDays[category])]),
      ) as Record<ComplaintCategory, string>,
  );
  const [holidays, setHolidays] = useState(settings.holidays.join('\n'));
  const [retention, setRetention] = useState(String(settings.retentionDays));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
    try {
      const input = checked(complaintSettingsSchema, {
        targetDays: Object.fromEntries(COMPLAINT_CATEGORIES.map((category) => [category, number(targets[category])])),
        holidays: holidays
          .split(/\s+/)
          .map((day) => day.trim())
          .filter(Boolean),
        retentionDays: number(retention),
      });
      await complaints.saveSettings(input);
      await onDone(t.settingsSaved);
    } catch (error) {
      if (error instanceof Invalid) setErrors(error.fieldErrors);
      else {
        setErrors(refusedFields(error));
        onFail(error);
      }
    } finally {
      setBusy(false);
    }
  };
  const errorOf = (prefix: string) =>
    Object.entries(errors).find(([field]) => field === prefix || field.startsWith(`${prefix}.`))?.[1];
  return (
    <section className="mt-5" aria-labelledby="pengaturan-komplain">
      <Heading id="pengaturan-komplain">{t.settingsTitle}</Heading>
      <form onSubmit={submit}>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{c.fields.targetDays}</legend>
          <p className="form-text">{t.targetDaysHint}</p>
          <div className="row g-2">
            {COMPLAINT_CATEGORIES.map((category) => (
              <div key={category} className="col-sm-6 col-lg-4">
                <label className="form-label" htmlFor={`${baseId}-${category}`}>
                  {c.categories[category]}
                </label>
                <input
                  id={`${baseId}-${category}`}
                  className="form-control"
                  type="number"
                  min={1}
                  inputMode="numeric"
                  value={targets[category]}
                  onChange={(event) => setTargets({ ...targets, [category]: event.target.value })}
                />
              </div>
            ))}
          </div>
          {errorOf('targetDays') && <div className="invalid-feedback d-block">{errorOf('targetDays')}</div>}
        </fieldset>
        <div className="mb-3">
          <label className="form-label fw-semibold" htmlFor={`${baseId}-holidays`}>
            {c.fields.holidays}
          </label>
          <textarea
            id={`${baseId}-holidays`}
            className={`form-control${errorOf('holidays') ? ' is-invalid' : ''}`}
            rows={4}
            value={holidays}
            aria-describedby={`${baseId}-holidays-hint`}
            onChange={(event) => setHolidays(event.target.value)}
          />
          {errorOf('holidays') && <div className="invalid-feedback">{errorOf('holidays')}</div>}
          <div id={`${baseId}-holidays-hint`} className="form-text">
            {t.holidaysHint}
          </div>
        </div>
        <div className="mb-3">
          <label className="form-label fw-semibold" htmlFor={`${baseId}-retention`}>
            {c.fields.retentionDays}
          </label>
          <input
            id={`${baseId}-retention`}
            className={`form-control${errorOf('retentionDays') ? ' is-invalid' : ''}`}
            type="number"
            inputMode="numeric"
            value={retention}
            aria-describedby={`${baseId}-retention-hint`}
            onChange={(event) => setRetention(event.target.value)}
          />
          {errorOf('retentionDays') && <div className="invalid-feedback">{errorOf('retentionDays')}</div>}
          <div id={`${baseId}-retention-hint`} className="form-text">
            {t.retentionHint}
          </div>
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t.settingsSave}
        </button>
      </form>
    </section>
  );
}
