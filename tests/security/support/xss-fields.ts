import { DOCUMENT_COLLECTIONS } from '../../../src/shared/constants/content';

/**
 * Every plain-text field that a public page shows, with the route that writes it and its length limit.
 * The stored text is data: pages must print it escaped, whatever it contains. `multiline`: a field of
 * several lines, which keeps its line breaks and tabs (a single-line field reads them as a space).
 */
export const SHOWN_TEXT_FIELDS: { route: string; field: string; max: number; multiline?: true }[] = [
  { route: 'POST /api/article/add', field: 'title', max: 255 },
  { route: 'POST /api/article/add', field: 'author', max: 255 },
  { route: 'POST /api/files/add', field: 'file_name', max: 255 },
  { route: 'POST /api/files/add', field: 'file_description', max: 255, multiline: true },
  ...Object.values(DOCUMENT_COLLECTIONS).flatMap((paths) => [
    { route: `POST /api/${paths.categoryPath}/add`, field: 'name', max: 255 },
    { route: `POST /api/${paths.documentPath}/add`, field: 'file_name', max: 255 },
  ]),
  { route: 'POST /api/youtube/add', field: 'title', max: 255 },
  { route: 'POST /api/profile/add', field: 'alt', max: 255 },
  { route: 'POST /api/hero/add', field: 'title', max: 255 },
  { route: 'POST /api/hero/add', field: 'subtitle', max: 255 },
  { route: 'POST /api/hero/add', field: 'alt', max: 255 },
  { route: 'PATCH /api/settings/update', field: 'address', max: 500, multiline: true },
  { route: 'PATCH /api/settings/update', field: 'working_hours', max: 500 },
  { route: 'PATCH /api/settings/update', field: 'phone', max: 50 },
];

/** Payloads packed into as few values as fit `max` characters (each value holds whole payloads). */
export function packPayloads(payloads: readonly string[], max: number): string[] {
  const packed: string[] = [];
  let current = '';
  for (const payload of payloads) {
    if (payload.trim().length === 0 || payload.length > max) continue;
    if (current && current.length + 1 + payload.length > max) {
      packed.push(current);
      current = '';
    }
    current = current ? `${current} ${payload}` : payload;
  }
  if (current) packed.push(current);
  return packed;
}

/** URLs that must never be stored in a link field: each would run code when clicked or framed. */
export const SCRIPT_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://%0aalert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '//evil.example/phish',
  '\\\\evil.example\\x',
];
