import { useMemo } from 'react';
import type { DocumentCollection } from '../../../shared/constants/content';
import { format, messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import {
  categoryFieldsSchema,
  type CategoryFields,
  type CategoryRecord,
  type DocumentRecord,
  type TablePage,
} from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import { Heading } from '../components/heading';
import { useTableUrl } from '../hooks/use-table-url';
import { TABLES } from '../screens/table-keys';
import { formValues } from '../forms/form-values';
import type { RecordKind } from '../records/record-kind';
import { RecordForm } from '../records/record-form';
import { RecordTable } from '../records/record-table';
import { both, deleteTitle } from '../records/record-texts';
import { useRecordEditor } from '../records/use-record-editor';

const a = adminMessages;

/** Under the delete question: how many documents go to the trash with the category. */
function documentsText(count: number): string {
  return count > 0 ? format(a.deleteTitle.categoryDocuments, { count }) : a.deleteTitle.emptyCategory;
}

export function categoryKind(
  collection: DocumentCollection,
  documents: readonly DocumentRecord[],
): RecordKind<CategoryRecord, CategoryFields, CategoryFields> {
  const set = api.documents(collection);
  return {
    unsavedKey: `category:${collection}`,
    schema: categoryFieldsSchema,
    empty: formValues(categoryFieldsSchema, undefined, {}),
    toValues: (row) => formValues(categoryFieldsSchema, row, {}),
    fields: [{ name: 'name', label: a.field.categoryName, required: true }],
    save: (data, { editingId }) => (editingId !== null ? set.updateCategory(editingId, data) : set.addCategory(data)),
    remove: (row) => set.removeCategory(row.id),
    restore: (row) => api.trash.restore('document_category', row.id),
    table: 'category',
    columns: [{ header: a.column.name, cell: (row) => row.name, sort: 'name' }],
    nameOf: (row) => row.name,
    deleteDetail: (row) => documentsText(documents.filter((document) => document.kategori.id === row.id).length),
    texts: {
      list: a.section.categories,
      saved: both(a.success.categorySaved),
      saveFailed: both(messages.adminError.saveCategory),
      deleteQuestion: messages.confirm.deleteCategory,
      deleteTitle: deleteTitle(a.deleteTitle.category),
      deleted: a.trash.movedCategory,
      deleteFailed: messages.adminError.deleteCategory,
    },
  };
}

/** The category form and table of one document set in one card; a deleted category takes its documents to the trash. */
export function CategoryPanel({
  collection,
  page,
  documents,
}: {
  collection: DocumentCollection;
  page: TablePage<CategoryRecord>;
  /** Every document of the set, so the delete question can say how many go with a category. */
  documents: readonly DocumentRecord[];
}) {
  const kind = useMemo(() => categoryKind(collection, documents), [collection, documents]);
  const table = useTableUrl(TABLES.categories.key);
  const editor = useRecordEditor(kind, page.items);
  return (
    <div className="admin-card">
      <Heading>{kind.texts.list}</Heading>
      <RecordForm kind={kind} editor={editor} className="mb-3" />
      <RecordTable kind={kind} editor={editor} page={page} table={table} />
      {editor.deletion.dialog}
    </div>
  );
}
