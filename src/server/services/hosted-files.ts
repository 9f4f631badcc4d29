import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import { hostedFilesRepo, nowIso, uploadBlobsRepo, type Db } from '../../db/index';
import type { HostedFileRow } from '../../db/repositories/hosted-files';
import { format } from '../../shared/messages';
import { hostedFileMessages } from '../../shared/messages/hosted-files';
import type { StableLinkKind } from '../../shared/record-kinds';
import {
  hostedVersion,
  STABLE_LINK_PREFIX,
  STABLE_LINK_SEGMENTS,
  stableLinkId,
  stableLinkPath,
} from '../../shared/stable-links';
import { AppError, ValidationError } from './errors';

// PDFs hosted beside links (docs/decisions/hosted-files.md). A file is named by its content
// (`<first 32 hex digits of its SHA-256>.pdf`), so it never changes under its name: every address
// that names it can be cached for a year, and the same file uploaded twice is stored once.

/** A hosted file's stored name. */
export const HOSTED_FILE_NAME = /^[a-f0-9]{32}\.pdf$/;

export function isHostedFileName(name: string): boolean {
  return HOSTED_FILE_NAME.test(name);
}

/** Where staff's upload answers the new file before a record names it (`/d/pdf/<name>`). */
export const HOSTED_UPLOAD_PATH = `${STABLE_LINK_PREFIX}pdf/`;

/** Keeps and reads the bytes of hosted files where images are (UPLOAD_STORAGE). */
export interface HostedFileStore {
  save(name: string, data: Buffer): Promise<void>;
  /** The bytes `start`..`end` (both included) of a stored file, or undefined when it is missing. */
  open(name: string, start: number, end: number): Promise<Readable | Buffer | undefined>;
}

/** In the uploads folder (`directory`), or in `upload_blobs` when there is no folder (UPLOAD_STORAGE=database). */
export function createHostedFileStore(directory: string | undefined, db: Db): HostedFileStore {
  if (directory === undefined) {
    return {
      save: (name, data) => uploadBlobsRepo.putBlob(db, name, data, nowIso()),
      async open(name, start, end) {
        if (!isHostedFileName(name)) return undefined;
        return (await uploadBlobsRepo.findBlob(db, name))?.subarray(start, end + 1);
      },
    };
  }
  return {
    async save(name, data) {
      await fsp.mkdir(directory, { recursive: true });
      const file = path.join(directory, name);
      if (await fsp.stat(file).catch(() => undefined)) return;
      const temp = `${file}.${process.pid}.tmp`;
      await fsp.writeFile(temp, data);
      await fsp.rename(temp, file);
    },
    async open(name, start, end) {
      if (!isHostedFileName(name)) return undefined;
      const file = path.join(directory, name);
      if (!(await fsp.stat(file).catch(() => undefined))) return undefined;
      return fs.createReadStream(file, { start, end });
    },
  };
}

/** `%PDF-` then a version, within the first kilobyte (as readers allow). */
const PDF_HEADER = /%PDF-[12]\.\d/;

/**
 * What a file is, read from its bytes, never from its name or the type the browser claimed: a PDF has
 * its header, and pdf-lib must parse it (its cross-reference and page tree) and find at least one page.
 * Encrypted PDFs are taken (a decree may forbid printing); they are kept as sent.
 */
export async function readPdf(data: Buffer, maxBytes: number): Promise<{ pages: number }> {
  if (data.length > maxBytes) throw pdfTooLarge(maxBytes);
  if (!PDF_HEADER.test(data.subarray(0, 1024).toString('latin1'))) {
    throw new ValidationError(hostedFileMessages.validation.notAPdf);
  }
  let pages: number;
  try {
    const document = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false });
    pages = document.getPageCount();
  } catch {
    throw new ValidationError(hostedFileMessages.validation.notAPdf);
  }
  if (pages < 1) throw new ValidationError(hostedFileMessages.validation.notAPdf);
  return { pages };
}

export function pdfTooLarge(maxBytes: number): AppError {
  return new AppError(413, format(hostedFileMessages.validation.tooLarge, { max: Math.round(maxBytes / 1024 / 1024) }));
}

/** Checks and stores an uploaded PDF (bytes first, then its row): what a record then names. */
export async function storeHostedPdf(
  db: Db,
  store: HostedFileStore,
  data: Buffer,
  maxBytes: number,
): Promise<HostedFileRow> {
  const { pages } = await readPdf(data, maxBytes);
  const sha256 = crypto.createHash('sha256').update(data).digest('hex');
  const name = `${sha256.slice(0, 32)}.pdf`;
  const known = await hostedFilesRepo.findHostedFile(db, name);
  if (known) return known;
  await store.save(name, data);
  const row: HostedFileRow = { name, sha256, byte_size: data.length, page_count: pages, created_at: nowIso() };
  await hostedFilesRepo.insertHostedFile(db, row);
  return row;
}

/** The address an upload answers (put in the record's link field) for a stored file. */
export function uploadedFileUrl(base: string, name: string): string {
  return `${base}${HOSTED_UPLOAD_PATH}${name}`;
}

/** The absolute stable link a hosted record answers as its `file_url`, with the file's version. */
export function hostedStableUrl(base: string, kind: StableLinkKind, id: number, title: string, name: string): string {
  return `${base}${stableLinkPath(kind, id, title)}?v=${hostedVersion(name)}`;
}

/**
 * What a record's link field means for hosting: the address of an uploaded file (`/d/pdf/<name>`, as
 * the upload answered) names that file; the record's own stable link (the form saved again) keeps
 * the file it has; anything else is a link to a file elsewhere (`null`). `undefined`: the write
 * does not change the link.
 */
export async function hostedFileOfLink(
  db: Db,
  link: string | undefined,
  record: { kind: StableLinkKind; id: number | null },
): Promise<string | null | undefined> {
  if (link === undefined) return undefined;
  let pathname: string;
  try {
    pathname = new URL(link).pathname;
  } catch {
    return null;
  }
  if (pathname.startsWith(HOSTED_UPLOAD_PATH)) {
    const name = pathname.slice(HOSTED_UPLOAD_PATH.length);
    if (!isHostedFileName(name) || !(await hostedFilesRepo.findHostedFile(db, name))) {
      throw new ValidationError(hostedFileMessages.validation.unknownFile, {
        file_url: hostedFileMessages.validation.unknownFile,
      });
    }
    return name;
  }
  const own = `${STABLE_LINK_PREFIX}${STABLE_LINK_SEGMENTS[record.kind]}/`;
  if (record.id !== null && pathname.startsWith(own) && stableLinkId(pathname.slice(own.length)) === record.id) {
    const current = await hostedFilesRepo.hostedFileOf(db, record.kind, record.id);
    if (current) return current;
  }
  return null;
}

/**
 * After a record's write: a record with a hosted file answers its absolute stable link (with the
 * file's version) as `file_url`, written in the same transaction; `hosted` undefined keeps the file it has.
 */
export async function settleRecordFile<Row extends { id: number; file_name: string; file_url: string }>(
  db: Db,
  kind: StableLinkKind,
  row: Row,
  hosted: string | null | undefined,
  base: string,
): Promise<Row> {
  const name = hosted === undefined ? await hostedFilesRepo.hostedFileOf(db, kind, row.id) : hosted;
  if (!name) {
    if (hosted === null)
      await hostedFilesRepo.setRecordFile(db, kind, row.id, { hosted_file: null, file_url: row.file_url });
    return row;
  }
  const file_url = hostedStableUrl(base, kind, row.id, row.file_name, name);
  await hostedFilesRepo.setRecordFile(db, kind, row.id, { hosted_file: name, file_url });
  return { ...row, file_url };
}
