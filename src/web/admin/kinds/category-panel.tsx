import type { FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { DocumentCollection } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { categoryFieldsSchema, type CategoryRecord } from '../../../shared/schemas';
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

const EMPTY = { name: '' };
const a = adminMessages;

/** The category form and table of one document set; deleting a category deletes its documents. */
export function CategoryPanel({
  collection,
  categories,
}: {
  collection: DocumentCollection;
  categories: CategoryRecord[];
}) {
  const form = useEntityForm(EMPTY);
  const pages = usePage(categories.length);
  const revalidator = useRevalidator();
  const set = api.documents(collection);
  useReportUnsaved(`category:${collection}`, form.dirty);
  const editingId = form.editingId;

  const deletion = useDeleteFlow<CategoryRecord>({
    question: messages.confirm.deleteCategory,
    remove: (row) => set.removeCategory(row.id),
    onDeleted: async (row) => {
      if (row.id === editingId) form.reset();
      pages.afterDelete(categories.length - 1);
      await revalidator.revalidate();
    },
    successText: a.success.categoryDeleted,
    failureText: messages.adminError.deleteCategory,
    setNotice: form.setNotice,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(categoryFieldsSchema, form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    form.setBusy(true);
    form.setNotice(null);
    try {
      if (editingId !== null) await set.updateCategory(editingId, checked.data);
      else await set.addCategory(checked.data);
      form.reset();
      form.setNotice({ variant: 'success', text: a.success.categorySaved });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      form.setNotice({ variant: 'danger', text: errorText(error, messages.adminError.saveCategory) });
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <div className="admin-card">
      <Heading>{a.section.categories}</Heading>
      <form ref={form.formRef} onSubmit={(event) => void submit(event)} noValidate className="mb-3">
        <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
        <TextField
          label={a.field.categoryName}
          value={form.values.name}
          onChange={(v) => form.set('name', v)}
          error={form.errors.name}
          required
        />
        <FormActions editing={editingId !== null} busy={form.busy} onCancel={form.reset} />
      </form>
      <PagedTable
        caption={a.section.categories}
        rows={categories}
        page={pages.page}
        onPage={pages.setPage}
        onEdit={(row) => form.edit(row.id, { name: row.name })}
        onDelete={deletion.ask}
        selectedId={editingId}
        columns={[{ header: a.column.name, cell: (row) => row.name }]}
      />
      {deletion.dialog}
    </div>
  );
}
