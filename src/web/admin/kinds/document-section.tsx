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
  const categoryId = effectiveCategoryId(data.categories, selectedId);
  // SPEC §4: another category starts at its first page, whether the admin chose it or the
  // selected one was deleted; the page is kept together with the category it belongs to.
  const [paging, setPaging] = useState({ categoryId, page: 1 });
  const documentPage = paging.categoryId === categoryId ? paging.page : 1;

  return (
    <>
      <CategoryPanel collection={collection} categories={data.categories} documents={data.documents} />
      <DocumentPanel
        collection={collection}
        categories={data.categories}
        documents={data.documents}
        categoryId={categoryId}
        onSelectCategory={(id) => {
          setSelectedId(id);
          setPaging({ categoryId: id, page: 1 });
        }}
        page={documentPage}
        onPage={(page) => setPaging({ categoryId, page })}
      />
    </>
  );
}
