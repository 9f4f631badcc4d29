import { inlineImageRecordSchema } from '../../../shared/schemas';
import { call, type Progress } from './call';

/** An image placed inside a rich text: stored at once, shown by the text once it is saved. */
export const inlineImages = {
  add: (form: FormData, onProgress: Progress) =>
    call('POST', '/inline-images', inlineImageRecordSchema, { form, onProgress }),
};
