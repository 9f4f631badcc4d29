import { useEffect, useMemo } from 'react';
import type { DocumentCollection } from '../../../shared/constants';
import { adminMessages } from '../../../shared/messages/admin';
import type { CategoryRecord, DocumentRecord } from '../../../shared/schemas';
import { Heading } from '../components/heading';
import { pageAfterChange } from '../lib/pagination';
import { RecordForm } from '../records/record-form';
import { RecordTable } from '../records/record-table';
import { useRecordEditor } from '../records/use-record-editor';
import { CategorySelect } from './category-select';
import { documentKind } from './document-kind';

interface Props {
  collection: DocumentCollection;
  categories: CategoryRecord[];
  documents: DocumentRecord[];
  categoryId: number | null;
  onSelectCategory: (id: number) => void;
  page: number;
  onPage: (page: number) => void;
}

const a = adminMessages;

/** The category selector, then the document form and the paged documents of the chosen category. */
export function DocumentPanel({ categories, categoryId, onSelectCategory, ...rest }: Props) {
  return (
    <div className="admin-card">
      <Heading>{a.section.documents}</Heading>
      <CategorySelect
        label={a.field.selectedCategory}
        categories={categories}
        value={categoryId ?? ''}
        disabled={categories.length === 0}
        onChange={(value) => onSelectCategory(Number(value))}
      />
      {categoryId === null ? (
        <p className="text-body-secondary mb-0">{a.hint.noCategory}</p>
      ) : (
        <CategoryDocuments categories={categories} categoryId={categoryId} {...rest} />
      )}
    </div>
  );
}

function CategoryDocuments({
  collection,
  categories,
  documents,
  categoryId,
  page,
  onPage,
}: Omit<Props, 'onSelectCategory' | 'categoryId'> & { categoryId: number }) {
  const kind = useMemo(
    () => documentKind(collection, categories, categoryId, documents),
    [collection, categories, categoryId, documents],
  );
  const rows = documents.filter((document) => document.kategori.id === categoryId);
  // The page is kept by the screen, per category (see document-section).
  const shownPage = pageAfterChange(page, rows.length);
  const editor = useRecordEditor(kind, rows, {
    page: shownPage,
    setPage: onPage,
    afterDelete: (remaining) => onPage(pageAfterChange(shownPage, remaining)),
  });

  // The document being edited may vanish with its category: the form then returns to add mode.
  const editingId = editor.editingId;
  const editingGone = editingId !== null && !documents.some((document) => document.id === editingId);
  const clearForm = editor.clear;
  useEffect(() => {
    if (editingGone) clearForm();
  }, [editingGone, clearForm]);

  return (
    <>
      <RecordForm kind={kind} editor={editor} className="mb-3" subHeading />
      <Heading sub>{kind.texts.list}</Heading>
      <RecordTable kind={kind} editor={editor} rows={rows} />
      {editor.deletion.dialog}
    </>
  );
}
