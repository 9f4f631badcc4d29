import { useState } from 'react';
import type { DocumentCollection } from '../../../shared/constants';
import type { SectionData } from '../screens/load-section';
import { effectiveCategoryId } from '../lib/category-selection';
import { CategoryPanel } from './category-panel';
import { DocumentPanel } from './document-panel';

/** Document screens (Dokumen P3M, Penelitian, Pengabdian): categories, then the documents of one. */
export function DocumentSection({
  collection,
  data,
}: {
  collection: DocumentCollection;
  data: SectionData['document'];
}) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [documentPage, setDocumentPage] = useState(1);
  const categoryId = effectiveCategoryId(data.categories, selectedId);

  return (
    <>
      <CategoryPanel collection={collection} categories={data.categories} />
      <DocumentPanel
        collection={collection}
        categories={data.categories}
        documents={data.documents}
        categoryId={categoryId}
        onSelectCategory={(id) => {
          setSelectedId(id);
          // SPEC §4: another category starts at its first page.
          setDocumentPage(1);
        }}
        page={documentPage}
        onPage={setDocumentPage}
      />
    </>
  );
}
