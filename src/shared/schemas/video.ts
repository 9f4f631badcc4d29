import { z } from 'zod';
import { storedVideoLink } from '../video-links';
import { httpUrl, requiredText, timestampsShape } from './common';

// The embed form is decided in ../video-links.ts; re-exported for the admin, which reads schemas here.
export { storedVideoLink, toYoutubeEmbed, youtubeIdOf } from '../video-links';

/**
 * The video form: a title and an http(s) link (anything else, e.g. `javascript:`, is refused with
 * the Indonesian message of an invalid URL). Links of any host are accepted (SPEC §5).
 */
export const videoFieldsSchema = z.object({
  title: requiredText('Judul'),
  link: httpUrl('Link').describe(
    'An http(s) link (`https://` is added to one written without it). A YouTube watch, short or shorts link ' +
      'is stored as its embed link, keeping its start time (`t=42s`, `t=1m2s`, `start=42` → `?start=42`).',
  ),
});
export type VideoFields = z.infer<typeof videoFieldsSchema>;

/** Server side: a YouTube watch or short link is stored as its embed link, any other as it came. */
export const videoInputSchema = videoFieldsSchema.extend({
  link: videoFieldsSchema.shape.link.transform(storedVideoLink),
});

export const videoRecordSchema = z.object({
  id: z.number(),
  title: z.string(),
  link: z.string(),
  ...timestampsShape,
});
export type VideoRecord = z.infer<typeof videoRecordSchema>;
