import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../../../shared/constants';
import { messages } from '../../../shared/messages';

const v = messages.validation;

/**
 * The image a form sends beside its text fields (thumbnail, slide, organisation chart); the form holds
 * null while none is chosen. Checked before a long upload; the server decodes it and decides.
 */
export const optionalImage = z
  .instanceof(File, { error: v.fileRequired })
  .refine((file) => file.size <= MAX_IMAGE_BYTES, { error: v.imageTooLarge })
  .nullable();

/** An image the record cannot do without (a new slide, an organisation chart). */
export const requiredImage = optionalImage.refine((file) => file !== null, { error: v.fileRequired });
