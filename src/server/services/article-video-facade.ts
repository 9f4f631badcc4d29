import { format } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';
import { articleVideoOf } from '../../shared/article-videos';
import { VIDEO_PLAYER_ALLOW, videoEmbedOf } from '../../shared/video-links';

// A video inside an article is stored as a player frame (docs/decisions/article-videos.md): the old
// frontend and feed readers show it as it is. This site's pages show the click-to-load facade of the
// output videos (components/video-card.tsx) in its place instead, so nothing is asked of YouTube or
// Vimeo before the visitor presses play. The stored HTML is not changed.

/**
 * A frame as the sanitizer writes it (`videoTag`, sanitize.ts): `src` first, then `title`. Read only
 * from sanitized HTML, whose attributes are escaped and quoted this way.
 */
const SANITIZED_FRAME = /<iframe src="([^"]*)" title="([^"]*)"[^>]*><\/iframe>/g;

const unescapeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The facade of a stored frame: the markup `ClickToLoadFrame` renders for an output video (a page
 * test compares the two), with the player that starts at once when pressed. Null for a frame that is
 * no YouTube or Vimeo player (the sanitizer leaves none).
 */
export function articleVideoFacade(src: string, title: string): string | null {
  const video = articleVideoOf(src);
  const embed = video ? videoEmbedOf(video.src) : null;
  if (!embed || embed.kind === 'link') return null;
  const label = format(siteMessages.outputs.play, { title });
  return (
    `<div class="frame-facade ratio ratio-16x9 video-facade article-video" data-frame-src="${escapeAttribute(embed.playerUrl)}"` +
    ` data-frame-title="${escapeAttribute(title)}" data-frame-allow="${VIDEO_PLAYER_ALLOW}">` +
    '<button type="button" class="frame-facade-button"><span class="frame-facade-icon" aria-hidden="true">▶</span>' +
    `<span class="frame-facade-play">${escapeAttribute(label)}</span></button></div>`
  );
}

/** Sanitized article HTML with each video frame as its click-to-load facade (a stray frame is dropped). */
export function withVideoFacades(sanitized: string): string {
  return sanitized.replace(
    SANITIZED_FRAME,
    (_frame, src: string, title: string) => articleVideoFacade(unescapeAttribute(src), unescapeAttribute(title)) ?? '',
  );
}
