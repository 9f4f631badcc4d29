import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../../../shared/constants';
import { messages } from '../../../shared/messages';

const v = messages.validation;

/**
 * The image a form sends beside its text fields (thumbnail, slide, organisation chart); the form holds
 * null while none is chosen. Checked before a long upload (a PDF chosen by mistake is refused under
 * its field at once); the server decodes it and decides. A file whose type the browser does not know
 * is left to the server.
 */
export const optionalImage = z
  .instanceof(File, { error: v.fileRequired })
  .refine((file) => file.type === '' || file.type.startsWith('image/'), { error: v.notAnImage })
  .refine((file) => file.size <= MAX_IMAGE_BYTES, { error: v.imageTooLarge })
  .nullable();

/** An image the record cannot do without (a new slide, an organisation chart). */
export const requiredImage = optionalImage.refine((file) => file !== null, { error: v.fileRequired });
