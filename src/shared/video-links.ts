import { isHttpUrl } from './urls';

// Video links (SPEC §5): what is stored for a link an administrator gives, and how a stored link is
// shown. The API's schema (schemas/video.ts), the server's page data and the pages use these
// functions, so the embed form is decided here alone. Plain functions: pages use them without zod.

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

function parsedHttpUrl(link: string): URL | null {
  const trimmed = link.trim();
  return isHttpUrl(trimmed) ? new URL(trimmed) : null;
}

/** A start time as YouTube links write it: `42`, `42s`, `1m2s`, `1h2m3s`; null for none or anything else. */
function startSecondsOf(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/.exec(value.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : null;
}

/**
 * The video and start time of a YouTube watch, short, shorts, live or embed link: `t=42s`, `t=1m2s`
 * (also after `#`) and `start=42` all start it at second 42. Null for anything that is not a YouTube
 * video link.
 */
function youtubeVideoOf(link: string): { id: string; start: number | null } | null {
  const url = parsedHttpUrl(link);
  if (!url) return null;
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
  const fragment = new URLSearchParams(url.hash.slice(1));
  const start =
    startSecondsOf(url.searchParams.get('start')) ??
    startSecondsOf(url.searchParams.get('t')) ??
    startSecondsOf(fragment.get('t'));
  return { id, start };
}

/**
 * Turns a YouTube watch, short, shorts or embed link into its embed form, keeping its start time
 * (`https://www.youtube.com/embed/<id>?start=42`). Returns null for anything that is not a YouTube
 * video link.
 */
export function toYoutubeEmbed(link: string): string | null {
  const video = youtubeVideoOf(link);
  if (!video) return null;
  return `https://www.youtube.com/embed/${video.id}${video.start ? `?start=${video.start}` : ''}`;
}

/** The id of a YouTube link, for thumbnails (`i.ytimg.com/vi/{id}/hqdefault.jpg`) and players. */
export function youtubeIdOf(link: string): string | null {
  return youtubeVideoOf(link)?.id ?? null;
}

/**
 * The video of a Vimeo link: `vimeo.com/<id>`, `vimeo.com/<id>/<hash>` (an unlisted video),
 * `vimeo.com/channels/<name>/<id>` and the player's own `player.vimeo.com/video/<id>`.
 */
export function vimeoVideoOf(link: string): { id: string; hash: string | null } | null {
  const url = parsedHttpUrl(link);
  if (!url) return null;
  const host = url.hostname.replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let rest: string[] = [];
  if (host === 'vimeo.com') rest = parts[0] === 'channels' ? parts.slice(2) : parts;
  else if (host === 'player.vimeo.com' && parts[0] === 'video') rest = parts.slice(1);
  const [id, hash] = rest;
  if (!id || !VIMEO_ID.test(id) || rest.length > 2) return null;
  const hashParam = url.searchParams.get('h');
  const unlisted = hash ?? hashParam;
  return { id, hash: unlisted && VIMEO_HASH.test(unlisted) ? unlisted : null };
}

/**
 * SPEC §5: the link to store for the one an administrator gave. A YouTube watch or short link
 * becomes its embed link (with its start time); any other link is kept as it is (trimmed).
 */
export function storedVideoLink(link: string): string {
  return toYoutubeEmbed(link) ?? link.trim();
}

/** What a YouTube or Vimeo player frame may do (outputs on /luaran-p3m, videos inside articles). */
export const VIDEO_PLAYER_ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';

/** How a stored video link is shown on the public pages. */
export type VideoEmbed =
  /** A player in a frame, loaded when the visitor presses play (`playerUrl` starts it at once). */
  | { kind: 'youtube' | 'vimeo'; playerUrl: string }
  /** A host whose player may not be framed: a card linking to the video, in a new tab. */
  | { kind: 'link'; url: string; host: string };

/**
 * YouTube plays in its privacy-enhanced player and Vimeo in its own (without tracking); any other
 * host is a link card. Null for a link that is not http(s) (older data): nothing is shown to click.
 */
export function videoEmbedOf(link: string): VideoEmbed | null {
  const youtube = youtubeVideoOf(link);
  if (youtube) {
    const start = youtube.start ? `&start=${youtube.start}` : '';
    return {
      kind: 'youtube',
      playerUrl: `https://www.youtube-nocookie.com/embed/${youtube.id}?autoplay=1&rel=0${start}`,
    };
  }
  const vimeo = vimeoVideoOf(link);
  if (vimeo) {
    const hash = vimeo.hash ? `&h=${vimeo.hash}` : '';
    return {
      kind: 'vimeo',
      playerUrl: `https://player.vimeo.com/video/${vimeo.id}?dnt=1&autoplay=1${hash}`,
    };
  }
  const url = parsedHttpUrl(link);
  return url ? { kind: 'link', url: url.href, host: url.hostname.replace(/^www\./, '') } : null;
}
