import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { DocumentCollection } from '../../../shared/constants/content';
import { adminMessages } from '../../../shared/messages/admin';
import type { CategoryRecord, DocumentRecord, TablePage } from '../../../shared/schemas';
import { Heading } from '../components/heading';
import { useTableUrl, type TableControl } from '../hooks/use-table-url';
import { RecordForm } from '../records/record-form';
import { RecordTable } from '../records/record-table';
import { editRequest } from '../lib/record-address';
import { useAddressedRecord } from '../records/use-addressed-record';
import { useRecordEditor } from '../records/use-record-editor';
import { TABLES } from '../screens/table-keys';
import { CategorySelect } from './category-select';
import { DOCUMENT_ADDRESS_NAME, documentKind } from './document-kind';

/** The row, or a refusal that opens nothing (a document gone meanwhile). */
function found(row: DocumentRecord | undefined): DocumentRecord {
  if (!row) throw new Error('no such document');
  return row;
}

interface Props {
  collection: DocumentCollection;
  categories: CategoryRecord[];
  /** The category shown (SPEC §4: the one chosen while it exists, else the first); null without any. */
  categoryId: number | null;
  documents: TablePage<DocumentRecord> | null;
  /** Every document of the set: a successor is chosen among them. */
  allDocuments: readonly DocumentRecord[];
}

const a = adminMessages;

/**
 * The category selector, then the document form and the documents of the chosen category. The choice
 * is the documents table's `category` filter, so another category starts at its first page (SPEC §4).
 */
export function DocumentPanel({ categories, categoryId, documents, allDocuments, collection }: Props) {
  const table = useTableUrl(TABLES.documents.key, TABLES.documents.filters);
  // A document an address opens (Kesehatan Konten, the activity log) is shown among its category's.
  const [params] = useSearchParams();
  const askedId = editRequest(params, DOCUMENT_ADDRESS_NAME)?.id;
  const askedCategory = allDocuments.find((row) => row.id === askedId)?.kategori.id;
  const showCategory = table.filter;
  const switched = useRef(false);
  useEffect(() => {
    if (askedCategory === undefined || askedCategory === categoryId || switched.current) return;
    switched.current = true;
    showCategory('category', String(askedCategory));
  }, [askedCategory, categoryId, showCategory]);
  return (
    <div className="admin-card">
      <Heading>{a.section.documents}</Heading>
      <CategorySelect
        label={a.field.selectedCategory}
        categories={categories}
        value={categoryId ?? ''}
        disabled={categories.length === 0}
        onChange={(value) => table.filter('category', value)}
      />
      {categoryId === null || documents === null ? (
        <p className="text-body-secondary mb-0">{a.hint.noCategory}</p>
      ) : (
        <CategoryDocuments
          collection={collection}
          categories={categories}
          categoryId={categoryId}
          page={documents}
          allDocuments={allDocuments}
          table={table}
        />
      )}
    </div>
  );
}

function CategoryDocuments({
  collection,
  categories,
  categoryId,
  page,
  allDocuments,
  table,
}: {
  collection: DocumentCollection;
  categories: CategoryRecord[];
  categoryId: number;
  page: TablePage<DocumentRecord>;
  allDocuments: readonly DocumentRecord[];
  table: TableControl;
}) {
  const kind = useMemo(
    () => documentKind(collection, categories, categoryId, allDocuments),
    [collection, categories, categoryId, allDocuments],
  );
  const editor = useRecordEditor(kind, page.items);
  const readDocument = useCallback(
    async (id: number) => found(allDocuments.find((row) => row.id === id)),
    [allDocuments],
  );
  useAddressedRecord(kind.addressName, editor.edit, page.items, readDocument);

  // The document being edited may vanish with its category: the form then returns to add mode.
  const editingGone =
    editor.editingId !== null && !categories.some((item) => item.id === editor.editingRow?.kategori.id);
  const clearForm = editor.clear;
  useEffect(() => {
    if (editingGone) clearForm();
  }, [editingGone, clearForm]);

  return (
    <>
      <RecordForm kind={kind} editor={editor} className="mb-3" subHeading />
      <Heading sub>{kind.texts.list}</Heading>
      <RecordTable kind={kind} editor={editor} page={page} table={table} />
      {editor.deletion.dialog}
    </>
  );
}
