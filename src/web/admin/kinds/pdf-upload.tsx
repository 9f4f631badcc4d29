import { useId, useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { format } from '../../../shared/messages';
import { hostedFileMessages } from '../../../shared/messages/hosted-files';
import type { StableLinkKind } from '../../../shared/record-kinds';
import { hostedFileRecordSchema, type HostedFileRecord } from '../../../shared/schemas/hosted-file';
import { call, errorText } from '../../lib/api/call';
import { UploadProgress } from '../components/upload-progress';

const t = hostedFileMessages;

/** `1,4 MB`, `820 KB`: the size as the centre writes it. */
function sizeText(bytes: number): string {
  const number = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${number.format(bytes / 1024 / 1024)} MB` : `${number.format(bytes / 1024)} KB`;
}

/**
 * "Unggah PDF" beside a record's link field (docs/decisions/hosted-files.md): the chosen PDF is sent at
 * once with the upload progress images have; the server checks it (by content and size) and answers
 * the address that the link field then holds, so saving the form makes the record serve the PDF. Loaded
 * lazily (pdf-upload-slot.tsx): none of it is in the back office's first screen.
 */
export default function PdfUpload({ kind, field = 'file_url' }: { kind: StableLinkKind; field?: string }) {
  const { setValue } = useFormContext();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    setResult(null);
    setProgress(0);
    try {
      const stored: HostedFileRecord = await call('POST', '/hosted-files', hostedFileRecordSchema, {
        form,
        onProgress: setProgress,
      });
      setValue(field, stored.file_url, { shouldDirty: true, shouldValidate: true });
      setResult({ ok: true, text: format(t.uploaded, { pages: stored.pages, size: sizeText(stored.bytes) }) });
    } catch (error) {
      setResult({ ok: false, text: errorText(error, t.validation.notAPdf) });
    } finally {
      setProgress(null);
      input.value = '';
    }
  };

  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {t.upload}
      </label>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        className="form-control"
        aria-describedby={`${id}-note`}
        disabled={progress !== null}
        onChange={(event) => void choose(event)}
      />
      <div id={`${id}-note`} className="form-text">
        {t.hostedNote}
      </div>
      <div className="mt-2">
        <UploadProgress fraction={progress} />
      </div>
      {result && (
        <div className={result.ok ? 'small text-success' : 'invalid-feedback d-block'} role="status">
          {result.text}
        </div>
      )}
    </div>
  );
}
