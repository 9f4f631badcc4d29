import type { DocumentCollection } from '../../../shared/constants';
import { format, messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import {
  documentFieldsSchema,
  type CategoryRecord,
  type DocumentFields,
  type DocumentRecord,
} from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import { validate } from '../lib/validate';
import { ExternalLink } from '../records/cells';
import type { RecordKind } from '../records/record-kind';
import { both } from '../records/record-texts';
import { CategorySelect } from './category-select';

const EMPTY = { file_name: '', file_url: '', category_id: '' };
const a = adminMessages;

/** The documents of one category of a set; while editing, a document can move to another category. */
export function documentKind(
  collection: DocumentCollection,
  categories: readonly CategoryRecord[],
  categoryId: number,
): RecordKind<DocumentRecord, typeof EMPTY, DocumentFields> {
  const set = api.documents(collection);
  const name = categories.find((item) => item.id === categoryId)?.name ?? '';
  return {
    unsavedKey: `document:${collection}`,
    empty: EMPTY,
    toValues: (row) => ({ file_name: row.file_name, file_url: row.file_url, category_id: String(row.kategori.id) }),
    fields: [
      { name: 'file_name', label: a.field.documentTitle, required: true },
      { name: 'file_url', label: a.field.documentLink, type: 'url', hint: a.hint.driveUrl, required: true },
      {
        render: ({ form, editing }) =>
          editing && (
            <CategorySelect
              label={a.field.moveToCategory}
              categories={categories}
              value={form.values.category_id}
              onChange={(value) => form.set('category_id', value)}
            />
          ),
      },
    ],
    validate: (values) => validate(documentFieldsSchema, values),
    save: ({ data, values, editingId }) =>
      editingId !== null
        ? set.updateDocument(editingId, data, Number(values.category_id))
        : set.addDocument(data, categoryId),
    remove: (row) => set.removeDocument(row.id),
    columns: [
      { header: a.column.title, cell: (row) => row.file_name },
      { header: a.column.link, cell: (row) => <ExternalLink href={row.file_url} /> },
    ],
    texts: {
      heading: { add: a.section.addDocument, edit: a.section.editDocument },
      list: format(a.section.documentsOf, { name }),
      empty: messages.empty.categoryDocuments,
      saved: both(a.success.documentSaved),
      saveFailed: both(messages.adminError.saveDocument),
      deleteQuestion: messages.confirm.deleteDocument,
      deleted: a.success.documentDeleted,
      deleteFailed: messages.adminError.deleteDocument,
    },
  };
}
