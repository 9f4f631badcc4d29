import { Controller } from 'react-hook-form';
import { z } from 'zod';
import type { DocumentCollection } from '../../../shared/constants/content';
import { format, messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { documentFieldsSchema, type CategoryRecord, type DocumentRecord } from '../../../shared/schemas';
import { supersededByField, supersessionCheck, supersessionContext } from '../../../shared/schemas/supersession';
import { api } from '../../lib/api-client';
import { formValues } from '../forms/form-values';
import { ExternalLink } from '../records/cells';
import type { RecordKind } from '../records/record-kind';
import { both, deleteTitle } from '../records/record-texts';
import { CategorySelect } from './category-select';
import { PdfUploadSlot } from './pdf-upload-slot';
import { replacedIds, StableLinkCell, SupersededBySelect, successorValue, VersionTitle } from './versions';

/**
 * The shared document fields (the successor as the form's select holds it) plus, while editing, the
 * category the document moves to.
 */
const fields = documentFieldsSchema.extend({ superseded_by: supersededByField, category_id: z.string() });
type DocumentValues = z.input<typeof fields>;
type DocumentData = z.output<typeof fields>;
const a = adminMessages;

/** Names documents in an address that opens one (the activity log's kind). */
export const DOCUMENT_ADDRESS_NAME = 'document';

/**
 * The documents of one category of a set; while editing, a document can move to another category.
 * A successor ("Diganti oleh") is chosen among all `documents` of the set, whatever their category.
 */
export function documentKind(
  collection: DocumentCollection,
  categories: readonly CategoryRecord[],
  categoryId: number,
  documents: readonly DocumentRecord[],
): RecordKind<DocumentRecord, DocumentValues, DocumentData> {
  const set = api.documents(collection);
  const name = categories.find((item) => item.id === categoryId)?.name ?? '';
  const records = documents.map((row) => ({
    id: row.id,
    title: row.file_name,
    superseded_by: row.superseded_by ?? null,
  }));
  const replaced = replacedIds(records);
  const schemaFor = (id: number | null) => fields.superRefine(supersessionCheck(supersessionContext(records, id)));
  return {
    unsavedKey: `document:${collection}`,
    addressName: DOCUMENT_ADDRESS_NAME,
    schema: schemaFor(null),
    editSchemaFor: (row) => schemaFor(row.id),
    empty: formValues(fields, undefined, { superseded_by: '' }),
    toValues: (row) =>
      formValues(fields, row, {
        superseded_by: successorValue(row.superseded_by),
        category_id: String(row.kategori.id),
      }),
    fields: [
      { name: 'file_name', label: a.field.documentTitle, required: true },
      { name: 'file_url', label: a.field.documentLink, type: 'url', hint: a.hint.driveUrl, required: true },
      { render: () => <PdfUploadSlot kind="document" /> },
      { render: ({ editingRow }) => <SupersededBySelect records={records} editingId={editingRow?.id ?? null} /> },
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
      {
        header: a.column.title,
        cell: (row) => <VersionTitle title={row.file_name} replaced={replaced.has(row.id)} />,
        sort: 'file_name',
      },
      { header: a.column.link, cell: (row) => <ExternalLink href={row.file_url} /> },
      {
        header: a.versions.stableLink,
        cell: (row) => <StableLinkCell kind="document" id={row.id} title={row.file_name} />,
      },
    ],
    nameOf: (row) => row.file_name,
    texts: {
      heading: { add: a.section.addDocument, edit: a.section.editDocument },
      list: format(a.section.documentsOf, { name }),
      empty: messages.empty.categoryDocuments,
      saved: both(a.success.documentSaved),
      saveFailed: both(messages.adminError.saveDocument),
      deleteQuestion: messages.confirm.deleteDocument,
      deleteTitle: deleteTitle(a.deleteTitle.document),
      deleted: a.trash.movedDocument,
      deleteFailed: messages.adminError.deleteDocument,
    },
  };
}
