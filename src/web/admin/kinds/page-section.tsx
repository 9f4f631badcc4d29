import { useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import { format, messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { keptMoment, toWibInputValue } from '../../../shared/publishing';
import { pageFieldsSchema, type PageRecord } from '../../../shared/schemas';
import { PAGES_WITH_ILLUSTRATION, pagePreviewPath } from '../../../shared/site-pages';
import { formatLongDateTime } from '../../../shared/text-rules';
import { api, errorText } from '../../lib/api-client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable } from '../components/data-table';
import { Heading } from '../components/heading';
import { Notice } from '../components/notice';
import { toFormData } from '../forms/form-data';
import { formValues } from '../forms/form-values';
import { ImageField } from '../forms/image-field';
import { optionalImage } from '../forms/image-file';
import { RichTextField } from '../forms/rich-text-field';
import { TextInput } from '../forms/text-fields';
import { dateTimeWib } from '../lib/date-time';
import { RecordForm } from '../records/record-form';
import type { FormKind, RevisionSource } from '../records/record-kind';
import { useRecordEditor } from '../records/use-record-editor';
import { useRevisionHistory } from '../revisions/use-revision-history';
import type { AutosaveSpec } from '../autosave/use-autosave';
import { PageActions } from './page-actions';
import { PreviewPanel } from './preview-panel';

/** The shared page fields plus a new illustration (Tentang only); the page's own stays until one is chosen. */
const schema = pageFieldsSchema.extend({ image: optionalImage });
type PageValues = z.input<typeof schema>;
type PageData = z.output<typeof schema>;
const a = adminMessages;
const p = adminMessages.pages;

const REVISIONS: RevisionSource<PageRecord> = {
  list: api.pages.revisions,
  read: api.pages.revision,
  restore: api.pages.restoreRevision,
  texts: { intro: p.historyIntro, restoreQuestion: p.restoreQuestion, restored: p.restored },
};

/** Unsaved text goes to the admin's slot for the page (pages are never created here: no new slot). */
const AUTOSAVE: AutosaveSpec<PageRecord> = {
  kind: 'page',
  newKey: 'new-page',
  label: (row) => row.title,
  offerRecord: p.offerRecord,
};

/** The date the form shows: a draft's chosen one or a schedule's; the published version's none (publish now). */
function formDate(row: PageRecord): string {
  if (!row.published_at) return '';
  return row.status === 'draft' || Date.parse(row.published_at) > Date.now() ? toWibInputValue(row.published_at) : '';
}

/** The notice after a save: drafted, scheduled (with its moment), published. */
function savedText(data: PageData, row: PageRecord | undefined): string {
  if (data.status === 'draft') return a.success.pageDraftSaved;
  if (data.published_at && Date.parse(data.published_at) > Date.now()) {
    return format(a.success.pageScheduled, { date: formatLongDateTime(data.published_at) });
  }
  return row?.has_draft ? a.success.pagePublished : a.success.pageUpdated;
}

/** Where the page stands: since when visitors see it, a draft beside it, a version scheduled for later. */
function PageState({ row }: { row: PageRecord }) {
  return (
    <div className="alert alert-light border mb-3" role="note">
      {row.live && <p className="mb-0">{format(p.liveSince, { date: formatLongDateTime(row.live.published_at) })}</p>}
      {row.has_draft && <p className="mb-0">{p.hasDraft}</p>}
      {row.scheduled_at && (
        <p className="mb-0">{format(p.scheduledFor, { date: formatLongDateTime(row.scheduled_at) })}</p>
      )}
    </div>
  );
}

/** The table's status: a draft waiting, a version scheduled, or only what is published. */
function PageStatus({ row }: { row: PageRecord }) {
  return (
    <>
      {row.has_draft && <span className="badge text-bg-secondary me-1">{p.state.draft}</span>}
      {row.scheduled_at && (
        <>
          <span className="badge text-bg-warning me-1">{p.state.scheduled}</span>
          <div className="small text-body-secondary">
            {format(a.publication.scheduledFor, { date: formatLongDateTime(row.scheduled_at) })}
          </div>
        </>
      )}
      {!row.has_draft && !row.scheduled_at && <span className="badge text-bg-success">{p.state.published}</span>}
    </>
  );
}

export function pageKind(rows: readonly PageRecord[], onDiscard: (row: PageRecord) => void) {
  const kind: FormKind<PageRecord, PageValues, PageData> = {
    unsavedKey: 'page',
    nameOf: (row) => row.title,
    schema,
    empty: formValues(schema, undefined, { image: null, status: 'published' }),
    toValues: (row) => formValues(schema, row, { image: null, status: row.status, published_at: formDate(row) }),
    fields: [
      { name: 'title', label: a.field.title, required: true },
      { name: 'published_at', label: a.field.publishedDate, type: 'datetime-local', hint: a.hint.pagePublishedDate },
      {
        render: ({ editingRow }) =>
          editingRow &&
          PAGES_WITH_ILLUSTRATION.includes(editingRow.slug) && (
            <>
              <ImageField
                name="image"
                label={a.field.illustration}
                hint={editingRow.image ? a.hint.illustrationReplace : a.hint.illustration}
                current={editingRow.image}
              />
              <TextInput<PageValues> spec={{ name: 'image_alt', label: a.field.illustrationAlt }} />
            </>
          ),
      },
      { render: () => <RichTextField name="content" label={a.field.content} /> },
      {
        render: ({ editingRow }) =>
          editingRow && (
            <>
              <PageState row={editingRow} />
              <PreviewPanel
                key={editingRow.id}
                target={{
                  id: `halaman-${editingRow.id}`,
                  path: pagePreviewPath(editingRow.id),
                  share: () => api.pages.sharePreview(editingRow.id),
                  revoke: () => api.pages.revokePreview(editingRow.id),
                }}
              />
            </>
          ),
      },
    ],
    save: (data, { editingId, onProgress }) => {
      const row = rows.find((candidate) => candidate.id === editingId);
      if (!row) throw new Error('no page is being edited');
      // A cleared date travels as an empty field: the page is published at the save.
      const publishedAt = keptMoment(data.published_at, formDate(row) ? row.published_at : null) ?? '';
      return api.pages.update(row.slug, toFormData({ ...data, published_at: publishedAt }), onProgress);
    },
    actions: (state) => <PageActions {...state} onDiscard={onDiscard} />,
    savedText,
    // Pages are never deleted: the screen offers no Hapus.
    remove: () => Promise.reject(new Error('pages are not deleted')),
    autosave: AUTOSAVE,
    revisions: REVISIONS,
    texts: {
      heading: { add: a.section.editPage, edit: a.section.editPage },
      list: a.section.pageList,
      saved: { add: a.success.pageUpdated, edit: a.success.pageUpdated },
      saveFailed: { add: messages.adminError.save, edit: messages.adminError.save },
      deleteQuestion: '',
      deleteTitle: () => '',
      deleted: '',
      deleteFailed: '',
    },
  };
  return kind;
}

/**
 * Halaman: the three editable pages in a table; Edit opens one in the form (title, date, illustration
 * for Tentang, the text in the article editor), with its state, preview, history and autosave.
 * Loaded on its own (see section-view): the editor is the heaviest part of the back office.
 */
export default function PageSection({ rows }: { rows: PageRecord[] }) {
  const revalidator = useRevalidator();
  const [discarding, setDiscarding] = useState<PageRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const kind = useMemo(() => pageKind(rows, setDiscarding), [rows]);
  const editor = useRecordEditor(kind, rows);
  const history = useRevisionHistory(kind, editor);

  async function discard(row: PageRecord) {
    setBusy(true);
    try {
      await api.pages.discardDraft(row.slug);
      setDiscarding(null);
      editor.clear();
      editor.form.setNotice({ variant: 'success', text: p.discarded });
      await revalidator.revalidate();
    } catch (error) {
      setDiscarding(null);
      editor.form.setNotice({ variant: 'danger', text: errorText(error, p.discardFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {editor.editingId !== null ? (
        <RecordForm kind={kind} editor={editor} className="admin-card" extraActions={history.button} />
      ) : (
        <div className="admin-card">
          <Notice notice={editor.form.notice} onClose={() => editor.form.setNotice(null)} />
          {editor.autosaveOffer}
          <p className="mb-0">{p.choose}</p>
        </div>
      )}
      {history.panel}
      <div className="admin-card">
        <Heading>{a.section.pageList}</Heading>
        <p className="text-body-secondary">{p.intro}</p>
        <DataTable
          caption={a.section.pageList}
          hover
          rows={rows}
          rowKey={(row) => row.id}
          rowClassName={(row) => (row.id === editor.editingId ? 'table-warning' : undefined)}
          columns={[
            { header: a.column.no, cell: (_row, index) => index + 1 },
            { header: a.column.title, cell: (row) => row.title },
            {
              header: a.column.address,
              cell: (row) => (
                <a href={row.path} target="_blank" rel="noopener">
                  {row.path}
                </a>
              ),
            },
            { header: a.column.status, cell: (row) => <PageStatus row={row} /> },
            { header: a.column.updated, cell: (row) => dateTimeWib(row.updatedAt) },
            {
              header: a.column.action,
              actions: true,
              cell: (row) => (
                <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => editor.edit?.(row)}>
                  {a.action.edit}
                </button>
              ),
            },
          ]}
        />
      </div>
      <ConfirmDialog
        show={discarding !== null}
        text={p.confirmDiscard}
        confirmLabel={a.action.confirmDiscard}
        busy={busy}
        onConfirm={() => discarding && void discard(discarding)}
        onCancel={() => setDiscarding(null)}
      />
    </>
  );
}
