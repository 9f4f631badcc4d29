import { ALT_TEXT_MAX } from './constants/limits';
import { vimeoVideoOf, youtubeIdOf } from './video-links';

// A video inside an article text (docs/decisions/article-videos.md). The server keeps only one shape,
// which it builds itself from the video's id, whatever address it was given:
//
//   <iframe src="https://www.youtube-nocookie.com/embed/<11-character id>" title="…" loading="lazy"
//     allowfullscreen="" referrerpolicy="strict-origin-when-cross-origin"></iframe>
//   <iframe src="https://player.vimeo.com/video/<digits>?dnt=1[&h=<hash>]" …></iframe>
//
// A player any browser (and the old frontend) shows as it is, in the privacy-enhanced players of the two
// hosts; pages may show a click-to-load facade in its place. Any other host's embed is removed.
// Plain functions: the editor and the pages use them without zod.

export type ArticleVideoHost = 'youtube' | 'vimeo';

export interface ArticleVideo {
  host: ArticleVideoHost;
  /** The player address the server writes (the only `src` a stored `<iframe>` may have). */
  src: string;
}

/** What an embedded player is called when its text gives no title (screen readers announce it). */
export const ARTICLE_VIDEO_TITLES: Record<ArticleVideoHost, string> = {
  youtube: 'Video YouTube',
  vimeo: 'Video Vimeo',
};

/** The stored player's attributes beside `src` and `title`. */
export const ARTICLE_VIDEO_ATTRIBUTES = {
  loading: 'lazy',
  allowfullscreen: '',
  referrerpolicy: 'strict-origin-when-cross-origin',
} as const;

/**
 * The player of a YouTube or Vimeo video link, embed or player address (`//host/…` read as https),
 * built from the video's id alone; null for any other address.
 */
export function articleVideoOf(address: string): ArticleVideo | null {
  const trimmed = address.trim();
  const link = trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
  const youtube = youtubeIdOf(link);
  if (youtube) return { host: 'youtube', src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = vimeoVideoOf(link);
  if (vimeo) {
    const hash = vimeo.hash ? `&h=${vimeo.hash}` : '';
    return { host: 'vimeo', src: `https://player.vimeo.com/video/${vimeo.id}?dnt=1${hash}` };
  }
  return null;
}

/**
 * The `src` and `title` of the frame stored for a video address and the title it came with (the
 * host's name when it has none), as the server writes them; null for an address that is no video.
 */
export function articleVideoFrame(address: string, title?: string | null): { src: string; title: string } | null {
  const video = articleVideoOf(address);
  if (!video) return null;
  return { src: video.src, title: title?.trim().slice(0, ALT_TEXT_MAX) || ARTICLE_VIDEO_TITLES[video.host] };
}
