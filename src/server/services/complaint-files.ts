import crypto from 'node:crypto';
import { complaintsRepo, nowIso, type Db } from '../../db/index';
import type { ComplaintAttachmentType } from '../../shared/complaints';
import { messages } from '../../shared/messages';
import { complaintMessages } from '../../shared/messages/complaints';
import { ValidationError } from './errors';
import { normaliseUploadedImage } from './images';

/**
 * Attachments of complaints: private files, never under `/uploads/` (staff open them through
 * `GET /api/complaints/:id/attachment`). Kept in the database (`complaint_files`) whatever UPLOAD_STORAGE
 * says: written in the ticket's transaction, removed in the retention's, and carried by every backup
 * with the ticket that names them. They are few and bounded (one a ticket, the upload limit), so the
 * database's size is not what a folder would save.
 */
export interface ComplaintFileStore {
  save(name: string, data: Buffer): Promise<void>;
  read(name: string): Promise<Buffer | undefined>;
  remove(name: string): Promise<void>;
}

/** Stored names: 32 random hex digits and the type's extension. */
const STORED_NAME = /^[a-f0-9]{32}\.(?:webp|pdf)$/;

/** Pass a transaction as `db` to make the file stand or fall with its ticket. */
export function createDatabaseComplaintFiles(db: Db): ComplaintFileStore {
  return {
    save: (name, data) => complaintsRepo.insertFile(db, name, data, nowIso()),
    read: (name) => (STORED_NAME.test(name) ? complaintsRepo.findFile(db, name) : Promise.resolve(undefined)),
    remove: (name) => complaintsRepo.deleteFile(db, name),
  };
}

/** A checked attachment, ready to store. */
export interface CheckedAttachment {
  name: string;
  type: ComplaintAttachmentType;
  data: Buffer;
}

/** `%PDF-` then a version, as every PDF starts (within its first kilobyte, as readers allow). */
const PDF_HEADER = /%PDF-[12]\.\d/;

/**
 * What a file is, read from its bytes, never from its name or the type the browser claimed: a PDF
 * (its header, and its end marker), kept as sent; else an image the site takes, normalised as every
 * upload (services/images.ts), which drops its metadata (a phone's location). Anything else is refused.
 */
export async function checkAttachment(data: Buffer): Promise<CheckedAttachment> {
  const random = crypto.randomBytes(16).toString('hex');
  const head = data.subarray(0, 1024).toString('latin1');
  if (PDF_HEADER.test(head)) {
    if (!data.subarray(-2048).toString('latin1').includes('%%EOF')) {
      throw new ValidationError(complaintMessages.validation.attachmentType);
    }
    return { name: `${random}.pdf`, type: 'application/pdf', data };
  }
  let image: Buffer;
  try {
    image = await normaliseUploadedImage(data);
  } catch (error) {
    // Too many pixels has its own message; anything else is not a file the desk takes.
    if (error instanceof ValidationError && error.message !== messages.validation.notAnImage) throw error;
    throw new ValidationError(complaintMessages.validation.attachmentType);
  }
  return { name: `${random}.webp`, type: 'image/webp', data: image };
}
