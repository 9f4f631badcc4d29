import { z } from 'zod';
import { messages } from '../messages';
import { httpUrl, requiredText, timestampsShape } from './common';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * Turns a YouTube watch, short, shorts or embed link into its embed form.
 * Returns null for anything that is not a YouTube video link: only YouTube may become an iframe.
 */
export function toYoutubeEmbed(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') {
    id = url.pathname.slice(1).split('/')[0] ?? null;
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = /^\/(embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
      id = match?.[2] ?? null;
    }
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return `https://www.youtube.com/embed/${id}`;
}

/** The id of an embed link, for thumbnails (`i.ytimg.com/vi/{id}/hqdefault.jpg`) and facades. */
export function youtubeIdOf(embedLink: string): string | null {
  const embed = toYoutubeEmbed(embedLink);
  return embed ? embed.slice(embed.lastIndexOf('/') + 1) : null;
}

export const videoFieldsSchema = z.object({
  title: requiredText('Judul'),
  link: httpUrl('Link').refine((link) => toYoutubeEmbed(link) !== null, {
    error: messages.validation.youtubeOnly,
  }),
});
export type VideoFields = z.infer<typeof videoFieldsSchema>;

/** Server side: the stored link is always the embed form. */
export const videoInputSchema = videoFieldsSchema.transform((video) => ({
  ...video,
  link: toYoutubeEmbed(video.link) ?? video.link,
}));

export const videoRecordSchema = z.object({
  id: z.number(),
  title: z.string(),
  link: z.string(),
  ...timestampsShape,
});
export type VideoRecord = z.infer<typeof videoRecordSchema>;
