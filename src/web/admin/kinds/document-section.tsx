import type { DocumentCollection } from '../../../shared/constants/content';
import type { SectionData } from '../screens/load-section';
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
  return (
    <>
      <CategoryPanel collection={collection} page={data.categoryPage} documents={data.allDocuments} />
      <DocumentPanel
        collection={collection}
        categories={data.categories}
        categoryId={data.categoryId}
        documents={data.documents}
        allDocuments={data.allDocuments}
      />
    </>
  );
}
