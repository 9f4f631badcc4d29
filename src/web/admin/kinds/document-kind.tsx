import { Controller } from 'react-hook-form';
import { z } from 'zod';
import type { DocumentCollection } from '../../../shared/constants';
import { format, messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { documentFieldsSchema, type CategoryRecord, type DocumentRecord } from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import { ExternalLink } from '../records/cells';
import type { RecordKind } from '../records/record-kind';
import { both } from '../records/record-texts';
import { CategorySelect } from './category-select';

/** The shared document fields plus, while editing, the category the document moves to. */
const schema = documentFieldsSchema.extend({ category_id: z.string() });
type DocumentValues = z.input<typeof schema>;
const a = adminMessages;

/** The documents of one category of a set; while editing, a document can move to another category. */
export function documentKind(
  collection: DocumentCollection,
  categories: readonly CategoryRecord[],
  categoryId: number,
): RecordKind<DocumentRecord, DocumentValues, z.output<typeof schema>> {
  const set = api.documents(collection);
  const name = categories.find((item) => item.id === categoryId)?.name ?? '';
  return {
    unsavedKey: `document:${collection}`,
    schema,
    empty: { file_name: '', file_url: '', category_id: '' },
    toValues: (row) => ({ file_name: row.file_name, file_url: row.file_url, category_id: String(row.kategori.id) }),
    fields: [
      { name: 'file_name', label: a.field.documentTitle, required: true },
      { name: 'file_url', label: a.field.documentLink, type: 'url', hint: a.hint.driveUrl, required: true },
      {
        render: ({ editing }) =>
          editing && (
            <Controller
              name="category_id"
              render={({ field }) => (
                <CategorySelect
                  label={a.field.moveToCategory}
                  categories={categories}
                  value={String(field.value)}
                  onChange={field.onChange}
                />
              )}
            />
          ),
      },
    ],
    save: ({ category_id, ...fields }, { editingId }) =>
      editingId !== null
        ? set.updateDocument(editingId, fields, Number(category_id))
        : set.addDocument(fields, categoryId),
    remove: (row) => set.removeDocument(row.id),
    restore: (row) => api.trash.restore('document', row.id),
    table: 'document',
    // The order of the category's documents on the public page.
    reorder: { ...set.ordering(categoryId), name: (row) => row.file_name },
    columns: [
      { header: a.column.title, cell: (row) => row.file_name, sort: 'file_name' },
      { header: a.column.link, cell: (row) => <ExternalLink href={row.file_url} /> },
    ],
    texts: {
      heading: { add: a.section.addDocument, edit: a.section.editDocument },
      list: format(a.section.documentsOf, { name }),
      empty: messages.empty.categoryDocuments,
      saved: both(a.success.documentSaved),
      saveFailed: both(messages.adminError.saveDocument),
      deleteQuestion: messages.confirm.deleteDocument,
      deleted: a.trash.movedDocument,
      deleteFailed: messages.adminError.deleteDocument,
    },
  };
}
