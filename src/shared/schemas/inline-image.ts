import { z } from 'zod';
import { ALT_TEXT_MAX } from '../constants/limits';
import { format, messages } from '../messages';
import { requiredText, singleLineText } from './common';

const ALT_FIELD = 'Teks alternatif';

/** An image's alt text where it may be left empty (a thumbnail: pages then use the title). */
export const altText = singleLineText().max(ALT_TEXT_MAX, {
  error: format(messages.validation.tooLong, { field: ALT_FIELD, max: ALT_TEXT_MAX }),
});

/**
 * The fields beside the `image` file of an image placed inside rich text. Its alt text is required:
 * an image in the text is content, and a reader who cannot see it must still get what it says.
 */
export const inlineImageFieldsSchema = z.object({ alt: requiredText(ALT_FIELD, ALT_TEXT_MAX) });
export type InlineImageFields = z.infer<typeof inlineImageFieldsSchema>;

/** A stored image ready to be placed in the text: its address, alt text and size (for width/height). */
export const inlineImageRecordSchema = z.object({
  image: z.string().describe('Stored path (`uploads/<name>.webp`), as thumbnails are answered.'),
  src: z.string().describe('The address to write in the HTML (`/uploads/<name>.webp`, the largest variant).'),
  alt: z.string(),
  width: z.number().int().describe('Width in pixels of the stored image (at most 1600).'),
  height: z.number().int(),
});
export type InlineImageRecord = z.infer<typeof inlineImageRecordSchema>;
