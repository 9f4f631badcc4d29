import type { FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { FileType } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { fileFieldsSchema, type FileRecord } from '../../../shared/schemas';
import { api, ApiError, errorText } from '../../lib/api-client';
import { TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { Heading } from '../components/heading';
import { Notice } from '../components/notice';
import { PagedTable } from '../components/paged-table';
import { useDeleteFlow } from '../hooks/use-delete-flow';
import { useEntityForm } from '../hooks/use-entity-form';
import { usePage } from '../hooks/use-page';
import { useReportUnsaved } from '../hooks/use-unsaved';
import { validate } from '../lib/validate';

const EMPTY = { file_name: '', file_description: '', file_url: '' };
const a = adminMessages;
const failure = messages.adminError;

/** File-link screens (guides, decrees): Judul, Deskripsi, URL and the table of one file type. */
export function FileLinkSection({ fileType, rows }: { fileType: FileType; rows: FileRecord[] }) {
  const form = useEntityForm(EMPTY);
  const pages = usePage(rows.length);
  const revalidator = useRevalidator();
  useReportUnsaved(`file-link:${fileType}`, form.dirty);
  const editingId = form.editingId;

  const deletion = useDeleteFlow<FileRecord>({
    question: messages.confirm.deleteData,
    remove: (row) => api.files.remove(row.id),
    onDeleted: async (row) => {
      if (row.id === editingId) form.reset();
      pages.afterDelete(rows.length - 1);
      await revalidator.revalidate();
    },
    successText: a.success.deleted,
    failureText: failure.delete,
    setNotice: form.setNotice,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(fileFieldsSchema, form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    form.setBusy(true);
    form.setNotice(null);
    try {
      if (editingId !== null) await api.files.update(editingId, checked.data);
      else await api.files.add({ ...checked.data, file_type: fileType });
      form.reset();
      form.setNotice({ variant: 'success', text: editingId !== null ? a.success.updated : a.success.created });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      form.setNotice({
        variant: 'danger',
        text: errorText(error, editingId !== null ? failure.update : failure.create),
      });
    } finally {
      form.setBusy(false);
    }
  }

  const edit = (row: FileRecord) =>
    form.edit(row.id, { file_name: row.file_name, file_description: row.file_description, file_url: row.file_url });

  return (
    <>
      <form ref={form.formRef} className="admin-card" onSubmit={(event) => void submit(event)} noValidate>
        <Heading>{editingId !== null ? a.section.editData : a.section.addData}</Heading>
        <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
        <TextField
          label={a.field.title}
          value={form.values.file_name}
          onChange={(v) => form.set('file_name', v)}
          error={form.errors.file_name}
          required
        />
        <TextField
          label={a.field.description}
          value={form.values.file_description}
          onChange={(v) => form.set('file_description', v)}
          error={form.errors.file_description}
          multiline
          required
        />
        <TextField
          label={a.field.url}
          type="url"
          value={form.values.file_url}
          onChange={(v) => form.set('file_url', v)}
          error={form.errors.file_url}
          hint={a.hint.driveUrl}
          required
        />
        <FormActions editing={editingId !== null} busy={form.busy} onCancel={form.reset} />
      </form>
      <div className="admin-card">
        <Heading>{a.section.dataList}</Heading>
        <PagedTable
          caption={a.section.dataList}
          rows={rows}
          page={pages.page}
          onPage={pages.setPage}
          onEdit={edit}
          onDelete={deletion.ask}
          selectedId={editingId}
          columns={[
            { header: a.column.title, cell: (row) => row.file_name },
            { header: a.column.description, cell: (row) => row.file_description },
            {
              header: a.column.url,
              cell: (row) => (
                <a href={row.file_url} target="_blank" rel="noopener noreferrer" className="text-break">
                  {row.file_url}
                </a>
              ),
            },
          ]}
        />
      </div>
      {deletion.dialog}
    </>
  );
}
