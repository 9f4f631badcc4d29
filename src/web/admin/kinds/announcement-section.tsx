import { useMemo } from 'react';
import type { z } from 'zod';
import { format, messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { keptMoment, toWibInputValue } from '../../../shared/publishing';
import { announcementCreateSchema, type AnnouncementRecord, type TablePage } from '../../../shared/schemas';
import { formatLongDate } from '../../../shared/text-rules';
import { api } from '../../lib/api-client';
import { dateTimeWib } from '../lib/date-time';
import { formValues } from '../forms/form-values';
import { RichTextField } from '../forms/rich-text-field';
import { useTableUrl } from '../hooks/use-table-url';
import type { RecordKind } from '../records/record-kind';
import { RecordSection } from '../records/record-section';
import { TABLES } from '../screens/table-keys';
import { deleteTitle } from '../records/record-texts';
import { DocumentPicker, type DocumentOption } from './document-picker';

type AnnouncementValues = z.input<typeof announcementCreateSchema>;
type AnnouncementData = z.output<typeof announcementCreateSchema>;
type AnnouncementState = 'scheduled' | 'current' | 'ended';

const a = adminMessages;
const t = adminMessages.announcements;
const failure = messages.adminError;
const BADGE: Record<AnnouncementState, string> = {
  scheduled: 'text-bg-warning',
  current: 'text-bg-success',
  ended: 'text-bg-secondary',
};

/** Still to start, shown now, or in the archive, at `now`. */
function stateOf(row: AnnouncementRecord, now: number): AnnouncementState {
  if (Date.parse(row.starts_at) > now) return 'scheduled';
  return Date.parse(row.ends_at) > now ? 'current' : 'ended';
}

/** A stored moment in the form's date-and-time input (WIB); empty for none. */
const inputValue = (iso: string | null) => (iso ? toWibInputValue(iso) : '');

export function announcementKind(
  documents: readonly DocumentOption[],
): RecordKind<AnnouncementRecord, AnnouncementValues, AnnouncementData> {
  return {
    unsavedKey: 'announcement',
    addressName: 'announcement',
    schema: announcementCreateSchema,
    empty: formValues(announcementCreateSchema, undefined, { document_ids: [] }),
    toValues: (row) =>
      formValues(announcementCreateSchema, row, {
        starts_at: inputValue(row.starts_at),
        ends_at: inputValue(row.ends_at),
        deadline: inputValue(row.deadline),
        document_ids: row.document_ids,
      }),
    fields: [
      { name: 'title', label: a.field.title, required: true },
      { name: 'starts_at', label: a.field.startsAt, type: 'datetime-local', hint: a.hint.startsAt },
      { name: 'ends_at', label: a.field.endsAt, type: 'datetime-local', required: true, hint: a.hint.endsAt },
      { name: 'deadline', label: a.field.deadline, type: 'datetime-local', hint: a.hint.deadline },
      { render: () => <RichTextField name="content" label={a.field.content} /> },
      { render: () => <DocumentPicker options={documents} /> },
    ],
    // The form sends every field: an emptied start means now, an emptied deadline none. A moment left at
    // the minute the form showed stays as stored.
    save: (data, { editingId, editingRow }) => {
      const moments = {
        starts_at: keptMoment(data.starts_at, editingRow?.starts_at),
        ends_at: keptMoment(data.ends_at, editingRow?.ends_at),
        deadline: keptMoment(data.deadline, editingRow?.deadline),
      };
      return editingId !== null
        ? api.announcements.update(editingId, { ...data, ...moments })
        : api.announcements.add(data);
    },
    remove: (row) => api.announcements.remove(row.id),
    restore: (row) => api.trash.restore('announcement', row.id),
    table: 'announcement',
    columns: [
      { header: a.column.title, cell: (row) => row.title, sort: 'title' },
      {
        header: a.column.shown,
        sort: 'starts_at',
        cell: (row) => format(t.period, { from: formatLongDate(row.starts_at), until: formatLongDate(row.ends_at) }),
      },
      {
        header: a.column.deadline,
        sort: 'deadline',
        cell: (row) => (row.deadline ? dateTimeWib(row.deadline) : t.noDeadline),
      },
      {
        header: a.column.status,
        cell: (row) => {
          const state = stateOf(row, Date.now());
          return <span className={`badge ${BADGE[state]}`}>{t[state]}</span>;
        },
      },
    ],
    nameOf: (row) => row.title,
    texts: {
      heading: { add: a.section.addAnnouncement, edit: a.section.editAnnouncement },
      list: a.section.announcementList,
      saved: { add: a.success.announcementCreated, edit: a.success.announcementUpdated },
      saveFailed: { add: failure.create, edit: failure.update },
      deleteQuestion: messages.confirm.deleteData,
      deleteTitle: deleteTitle(a.deleteTitle.announcement),
      deleted: a.trash.movedAnnouncement,
      deleteFailed: failure.delete,
    },
  };
}

/**
 * Pengumuman: title, when it is shown (WIB), an optional deadline, the text in the editor and the
 * documents it links to; the table (searched, sorted and paged on the server) holds those still to
 * start, those shown now and the archive.
 * Loaded on its own (see section-view): it holds the editor.
 */
export default function AnnouncementSection({
  page,
  documents,
}: {
  page: TablePage<AnnouncementRecord>;
  documents: DocumentOption[];
}) {
  const kind = useMemo(() => announcementKind(documents), [documents]);
  const table = useTableUrl(TABLES.announcements.key);
  return (
    <RecordSection kind={kind} page={page} table={table} listIntro={<p className="text-body-secondary">{t.intro}</p>} />
  );
}
