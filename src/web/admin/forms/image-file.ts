import { z } from 'zod';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '../../../shared/constants/limits';
import { messages } from '../../../shared/messages';

const v = messages.validation;
const IMAGE_TYPES = new Set<string>(IMAGE_MIME_TYPES);

/**
 * Whether the browser names the file as one of the image types the server decodes. A file it cannot
 * name (no type) goes to the server, which reads the bytes and decides.
 */
export function isImageType(file: File): boolean {
  return file.type === '' || IMAGE_TYPES.has(file.type.toLowerCase());
}

/**
 * The image a form sends beside its text fields (thumbnail, slide, organisation chart, an image in the
 * text); the form holds null while none is chosen. Checked before a long upload, with the server's own
 * messages: a PDF or a document is refused before a byte is sent. The server decodes it and decides.
 */
export const optionalImage = z
  .instanceof(File, { error: v.fileRequired })
  .refine(isImageType, { error: v.notAnImage, abort: true })
  .refine((file) => file.size <= MAX_IMAGE_BYTES, { error: v.imageTooLarge })
  .nullable();

/** An image the record cannot do without (a new slide, an organisation chart). */
export const requiredImage = optionalImage.refine((file) => file !== null, { error: v.fileRequired });
