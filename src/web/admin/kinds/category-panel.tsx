import { useMemo } from 'react';
import type { DocumentCollection } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { categoryFieldsSchema, type CategoryFields, type CategoryRecord } from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import { Heading } from '../components/heading';
import { validate } from '../lib/validate';
import type { RecordKind } from '../records/record-kind';
import { RecordForm } from '../records/record-form';
import { RecordTable } from '../records/record-table';
import { both } from '../records/record-texts';
import { useRecordEditor } from '../records/use-record-editor';

const EMPTY = { name: '' };
const a = adminMessages;

function categoryKind(collection: DocumentCollection): RecordKind<CategoryRecord, typeof EMPTY, CategoryFields> {
  const set = api.documents(collection);
  return {
    unsavedKey: `category:${collection}`,
    empty: EMPTY,
    toValues: (row) => ({ name: row.name }),
    fields: [{ name: 'name', label: a.field.categoryName, required: true }],
    validate: (values) => validate(categoryFieldsSchema, values),
    save: ({ data, editingId }) => (editingId !== null ? set.updateCategory(editingId, data) : set.addCategory(data)),
    remove: (row) => set.removeCategory(row.id),
    columns: [{ header: a.column.name, cell: (row) => row.name }],
    texts: {
      list: a.section.categories,
      saved: both(a.success.categorySaved),
      saveFailed: both(messages.adminError.saveCategory),
      deleteQuestion: messages.confirm.deleteCategory,
      deleted: a.success.categoryDeleted,
      deleteFailed: messages.adminError.deleteCategory,
    },
  };
}

/** The category form and table of one document set in one card; deleting a category deletes its documents. */
export function CategoryPanel({
  collection,
  categories,
}: {
  collection: DocumentCollection;
  categories: CategoryRecord[];
}) {
  const kind = useMemo(() => categoryKind(collection), [collection]);
  const editor = useRecordEditor(kind, categories);
  return (
    <div className="admin-card">
      <Heading>{kind.texts.list}</Heading>
      <RecordForm kind={kind} editor={editor} className="mb-3" />
      <RecordTable kind={kind} editor={editor} rows={categories} />
      {editor.deletion.dialog}
    </div>
  );
}
