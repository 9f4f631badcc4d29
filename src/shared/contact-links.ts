import { isHttpUrl, withHttpsScheme } from './urls';

// What staff paste into the contact settings, read the way they meant it: a WhatsApp number in any
// of its written forms, the "Embed a map" code of Google Maps. Plain functions: the shared schema
// (schemas/settings.ts) applies them on the server and in the admin form alike.

/** A phone number as people write it: digits with spaces, dashes, dots, brackets, one leading `+`. */
const WRITTEN_NUMBER = /^\+?[\d\s().-]+$/;
const WA_ME = /^(?:https?:\/\/)?(?:www\.)?wa\.me\/(\+?\d+)\/?$/i;

/**
 * A WhatsApp number in the form the site stores and links (`wa.me/<number>`): the country code and
 * the number, digits only (`6281234567891`). `0812-3456-7891`, `+62 812 3456 7891`, `62812…`,
 * `812…`, `+62 (0)812…` and a `wa.me/…` link all give the same; an Indonesian number written
 * without its country code gets 62. Anything that is no phone number comes back trimmed, for the
 * rule to refuse.
 */
export function normaliseWhatsapp(value: string): string {
  const trimmed = value.trim();
  const written = WA_ME.exec(trimmed)?.[1] ?? trimmed;
  if (written === '' || !WRITTEN_NUMBER.test(written)) return written;
  const digits = written.replace(/\D/g, '');
  let number: string;
  if (written.startsWith('+')) number = digits;
  else if (digits.startsWith('00')) number = digits.slice(2);
  else if (digits.startsWith('0')) number = `62${digits.slice(1)}`;
  else if (digits.startsWith('8')) number = `62${digits}`;
  else number = digits;
  // "+62 (0)812…": the trunk 0 has no place after the country code.
  return number.startsWith('620') ? `62${number.slice(3)}` : number;
}

/**
 * A stored WhatsApp number: 8 to 15 digits (E.164) without a leading zero; an Indonesian one (62…)
 * has at least 8 digits after its country code.
 */
export function isWhatsappNumber(value: string): boolean {
  if (!/^[1-9]\d{7,14}$/.test(value)) return false;
  return !value.startsWith('62') || value.length >= 10;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", '#39': "'", lt: '<', gt: '>' };

/**
 * The address of a map as people paste it: Google Maps' "Embed a map" code (`<iframe src="…" …>`)
 * gives its `src`; a link without `https://` gets it (Google's frames are https only).
 */
export function mapEmbedSrc(value: string): string {
  const trimmed = value.trim();
  if (!/^<iframe[\s>]/i.test(trimmed)) return upgradeGoogle(withHttpsScheme(trimmed));
  const match = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(trimmed);
  const src = match?.[1] ?? match?.[2] ?? match?.[3];
  if (src === undefined) return trimmed;
  const decoded = src.replace(/&(amp|quot|apos|#39|lt|gt);/g, (_entity, name: string) => ENTITIES[name] ?? '');
  return upgradeGoogle(withHttpsScheme(decoded));
}

const GOOGLE_MAP_HOSTS = new Set(['www.google.com', 'maps.google.com']);

function upgradeGoogle(link: string): string {
  return link.replace(/^http:\/\/(www\.google\.com|maps\.google\.com)\//i, 'https://$1/');
}

/**
 * A map the contact page can frame: a Google Maps embed address (`/maps/embed?pb=…`, or `/maps?…&output=embed`)
 * on the hosts the Content-Security-Policy lets into a frame (www.google.com, maps.google.com).
 */
export function isGoogleMapsEmbed(link: string): boolean {
  if (!isHttpUrl(link)) return false;
  const url = new URL(link);
  if (url.protocol !== 'https:' || !GOOGLE_MAP_HOSTS.has(url.hostname)) return false;
  if (url.pathname.startsWith('/maps/embed')) return true;
  return (url.pathname === '/maps' || url.pathname.startsWith('/maps/')) && url.searchParams.get('output') === 'embed';
}
