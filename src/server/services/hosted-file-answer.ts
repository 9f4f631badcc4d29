import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HostedFileStore } from './hosted-files';

/** A hosted file as its answer needs it. */
export interface HostedAnswer {
  name: string;
  sha256: string;
  byte_size: number;
  /** The download name, without `.pdf` (made from the record's title). */
  downloadName: string;
  /** `immutable`: the address names this very file (a year); `revalidate`: the bare link (ETag each time). */
  caching: 'immutable' | 'revalidate';
}

const YEAR = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, no-cache';

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` (one range); null for none or one this answer ignores, 'bad' for none satisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: the whole file (RFC 9110 lets a server ignore Range).
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'bad';
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'bad';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'bad';
  return { start, end };
}

/** `SK Rektor No. 12/2026` → `inline; filename="SK Rektor No. 12-2026.pdf"; filename*=UTF-8''…` */
export function contentDisposition(title: string): string {
  const printable = Array.from(title, (char) => (char.charCodeAt(0) < 32 || char === '\u007f' ? ' ' : char)).join('');
  const base =
    printable
      .replace(/[\\/:*?"<>|]+/g, '-')
      .trim()
      .slice(0, 120) || 'dokumen';
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/"/g, '') || 'dokumen';
  return `inline; filename="${ascii}.pdf"; filename*=UTF-8''${encodeURIComponent(`${base}.pdf`)}`;
}

/**
 * Answers a hosted PDF: inline, its ETag (the content hash), 304 when the browser holds it, one byte
 * range (206) as PDF viewers ask, 416 for a range past its end. Streams from the folder; the database
 * store answers the bytes asked for.
 */
export async function sendHostedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: HostedFileStore,
  file: HostedAnswer,
): Promise<FastifyReply | undefined> {
  const etag = `"${file.sha256.slice(0, 32)}"`;
  const size = file.byte_size;
  reply
    .header('cache-control', file.caching === 'immutable' ? YEAR : REVALIDATE)
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(file.downloadName));
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
  ) {
    return reply.code(304).send();
  }
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, size) : null;
  if (range === 'bad') {
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const body = await store.open(file.name, start, end);
  if (body === undefined) return undefined;
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  return reply
    .type('application/pdf')
    .header('content-length', end - start + 1)
    .send(body);
}
