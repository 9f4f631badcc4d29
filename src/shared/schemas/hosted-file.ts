import { z } from 'zod';
import { STABLE_LINK_KINDS } from '../record-kinds';
import { typeNameError } from './common';

// PDFs hosted beside links (docs/decisions/hosted-files.md). Not in the barrel (index.ts): only the
// upload and the document forms' upload field read it, never the back office's first screen.

/** The upload's text field: the kind of record the PDF is for (the activity log names it). */
export const hostedFileFieldsSchema = z.object({
  kind: z.enum(STABLE_LINK_KINDS, { error: typeNameError('Jenis') }).describe('`document` or `file` (a file link).'),
});

/** What an upload answers: the stored file and the address to put in the record's link field. */
export const hostedFileRecordSchema = z.object({
  /** `<first 32 hex digits of its SHA-256>.pdf`. */
  name: z.string(),
  sha256: z.string(),
  bytes: z.number(),
  pages: z.number(),
  /** `https://…/d/pdf/<name>`: saved as the record's `file_url`, the record then serves this file. */
  file_url: z.string(),
});
export type HostedFileRecord = z.infer<typeof hostedFileRecordSchema>;
