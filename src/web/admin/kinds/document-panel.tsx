import { useEffect, useId, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { DocumentCollection } from '../../../shared/constants';
import { format, messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { documentFieldsSchema, type CategoryRecord, type DocumentRecord } from '../../../shared/schemas';
import { api, ApiError, errorText } from '../../lib/api-client';
import { TextField } from '../components/field';
import { FormActions } from '../components/form-actions';
import { Heading } from '../components/heading';
import { Notice } from '../components/notice';
import { PagedTable } from '../components/paged-table';
import { useDeleteFlow } from '../hooks/use-delete-flow';
import { useEntityForm } from '../hooks/use-entity-form';
import { useReportUnsaved } from '../hooks/use-unsaved';
import { pageAfterChange } from '../lib/pagination';
import { validate } from '../lib/validate';

interface Props {
  collection: DocumentCollection;
  categories: CategoryRecord[];
  documents: DocumentRecord[];
  categoryId: number | null;
  onSelectCategory: (id: number) => void;
  page: number;
  onPage: (page: number) => void;
}

const EMPTY = { file_name: '', file_url: '', category_id: '' };
const a = adminMessages;
const failure = messages.adminError;

/** The category selector, the document form (with "move" while editing) and the paged documents. */
export function DocumentPanel({
  collection,
  categories,
  documents,
  categoryId,
  onSelectCategory,
  page,
  onPage,
}: Props) {
  const form = useEntityForm(EMPTY);
  const revalidator = useRevalidator();
  const set = api.documents(collection);
  const selectorId = useId();
  const moveId = useId();
  useReportUnsaved(`document:${collection}`, form.dirty);
  const editingId = form.editingId;
  const rows = documents.filter((document) => document.kategori.id === categoryId);
  const shownPage = pageAfterChange(page, rows.length);
  const category = categories.find((item) => item.id === categoryId);

  // The document being edited may vanish with its category: the form then returns to add mode.
  const editingGone = editingId !== null && !documents.some((document) => document.id === editingId);
  const resetForm = form.reset;
  useEffect(() => {
    if (editingGone) resetForm();
  }, [editingGone, resetForm]);

  const deletion = useDeleteFlow<DocumentRecord>({
    question: messages.confirm.deleteDocument,
    remove: (row) => set.removeDocument(row.id),
    onDeleted: async (row) => {
      if (row.id === editingId) form.reset();
      onPage(pageAfterChange(shownPage, rows.length - 1));
      await revalidator.revalidate();
    },
    successText: a.success.documentDeleted,
    failureText: failure.deleteDocument,
    setNotice: form.setNotice,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(documentFieldsSchema, form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    const target = editingId !== null ? Number(form.values.category_id) : categoryId;
    if (target === null) return;
    form.setBusy(true);
    form.setNotice(null);
    try {
      if (editingId !== null) await set.updateDocument(editingId, checked.data, target);
      else await set.addDocument(checked.data, target);
      form.reset();
      form.setNotice({ variant: 'success', text: a.success.documentSaved });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      form.setNotice({ variant: 'danger', text: errorText(error, failure.saveDocument) });
    } finally {
      form.setBusy(false);
    }
  }

  const edit = (row: DocumentRecord) =>
    form.edit(row.id, { file_name: row.file_name, file_url: row.file_url, category_id: String(row.kategori.id) });

  return (
    <div className="admin-card">
      <Heading>{a.section.documents}</Heading>
      <div className="mb-3">
        <label htmlFor={selectorId} className="form-label">
          {a.field.selectedCategory}
        </label>
        <select
          id={selectorId}
          className="form-select"
          value={categoryId ?? ''}
          disabled={categories.length === 0}
          onChange={(event) => onSelectCategory(Number(event.target.value))}
        >
          {categories.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      {categoryId === null ? (
        <p className="text-body-secondary mb-0">{a.hint.noCategory}</p>
      ) : (
        <>
          <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate className="mb-3">
            <Heading sub>{editingId !== null ? a.section.editDocument : a.section.addDocument}</Heading>
            <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
            <TextField
              label={a.field.documentTitle}
              value={form.values.file_name}
              onChange={(v) => form.set('file_name', v)}
              error={form.errors.file_name}
              required
            />
            <TextField
              label={a.field.documentLink}
              type="url"
              value={form.values.file_url}
              onChange={(v) => form.set('file_url', v)}
              error={form.errors.file_url}
              hint={a.hint.driveUrl}
              required
            />
            {editingId !== null && (
              <div className="mb-3">
                <label htmlFor={moveId} className="form-label">
                  {a.field.moveToCategory}
                </label>
                <select
                  id={moveId}
                  className="form-select"
                  value={form.values.category_id}
                  onChange={(event) => form.set('category_id', event.target.value)}
                >
                  {categories.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <FormActions editing={editingId !== null} busy={form.busy} onCancel={form.reset} />
          </form>
          <Heading sub>{format(a.section.documentsOf, { name: category?.name ?? '' })}</Heading>
          <PagedTable
            caption={format(a.section.documentsOf, { name: category?.name ?? '' })}
            rows={rows}
            page={shownPage}
            onPage={onPage}
            onEdit={edit}
            onDelete={deletion.ask}
            selectedId={editingId}
            emptyText={messages.empty.categoryDocuments}
            columns={[
              { header: a.column.title, cell: (row) => row.file_name },
              {
                header: a.column.link,
                cell: (row) => (
                  <a href={row.file_url} target="_blank" rel="noopener noreferrer" className="text-break">
                    {row.file_url}
                  </a>
                ),
              },
            ]}
          />
        </>
      )}
      {deletion.dialog}
    </div>
  );
}
