import { lazy, Suspense } from 'react';
import type { StableLinkKind } from '../../../shared/record-kinds';

const PdfUpload = lazy(() => import('./pdf-upload'));

/** "Unggah PDF" beside a link field, loaded when a form shows it (pdf-upload.tsx). */
export function PdfUploadSlot({ kind }: { kind: StableLinkKind }) {
  return (
    <Suspense fallback={null}>
      <PdfUpload kind={kind} />
    </Suspense>
  );
}
