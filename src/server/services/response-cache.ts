import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { addVary } from './vary';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Below this size compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Compressed forms, each made the first time a client asks for it (see encodedBody). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  compressible: boolean;
  etag: string;
  /** Memory the entry may take: the body, and room for its compressed forms. */
  bytes: number;
}

/**
 * Builds a cache entry: the body and a strong ETag. Compression waits until a client asks for an
 * encoding: browsers all take brotli, so gzip is rarely made, and a page rendered for a single visit
 * is compressed once instead of twice (measured with the bench: a third less work per uncached page).
 */
export async function makeCachedResponse(
  status: number,
  headers: Record<string, string>,
  body: Buffer,
): Promise<CachedResponse> {
  const compressible = body.length >= MIN_COMPRESS_BYTES;
  const hash = crypto.createHash('sha1');
  // Redirects have no body: without their target, every redirect would share one tag, and a browser
  // revalidating an old redirect would be told (304) to keep following it after the target changed.
  if (headers['location']) hash.update(`${status} ${headers['location']}\n`);
  const etag = `"${hash.update(body).digest('base64url')}"`;
  // Compressed forms of HTML and JSON take about a fifth of the body each.
  const bytes = body.length + (compressible ? Math.ceil(body.length / 2) : 0);
  return { status, headers, body, encoded: {}, compressible, etag, bytes };
}

/**
 * Pages and API answers are small: compressing them right here takes a fraction of a millisecond,
 * less than handing them to the thread pool and back (measured at quality 4: 0.3 ms instead of
 * 0.7 ms of CPU for a 25 KB page). A 256 KB brotli window covers every such body; larger ones go to
 * the thread pool.
 */
const SYNC_COMPRESS_MAX_BYTES = 256 * 1024;

function brotliOptions(body: Buffer): zlib.BrotliOptions {
  return {
    params: {
      // Quality 3: 10-13% larger than 6 and 4-6% larger than 4 on the bench's pages, in half the
      // time of 4 (about 0.15 ms less per fresh page, measured on the home, article and list pages).
      [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      ...(body.length <= SYNC_COMPRESS_MAX_BYTES ? { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } : {}),
    },
  };
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length <= SYNC_COMPRESS_MAX_BYTES) {
    return Promise.resolve(
      encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions(body)) : zlib.gzipSync(body, { level: 6 }),
    );
  }
  return encoding === 'br' ? brotli(body, brotliOptions(body)) : gzip(body, { level: 6 });
}

/** The body in the best encoding the client accepts, compressed once per entry and encoding. */
export async function encodedBody(
  entry: CachedResponse,
  acceptEncoding: string,
): Promise<{ encoding: Encoding | null; body: Buffer }> {
  if (!entry.compressible) return { encoding: null, body: entry.body };
  const encoding: Encoding | null = /\bbr\b/.test(acceptEncoding)
    ? 'br'
    : /\bgzip\b/.test(acceptEncoding)
      ? 'gzip'
      : null;
  if (!encoding) return { encoding: null, body: entry.body };
  entry.encoded[encoding] ??= compress(entry.body, encoding);
  return { encoding, body: await entry.encoded[encoding] };
}

/** Sends an entry: 304 when the client has it, else the best encoding the client accepts. */
export async function sendCachedResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
): Promise<FastifyReply> {
  reply.headers(entry.headers).header('etag', entry.etag);
  addVary(reply, 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(entry.etag)) {
    return reply.code(304).send();
  }
  reply.code(entry.status);
  const { encoding, body } = await encodedBody(entry, String(request.headers['accept-encoding'] ?? ''));
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** Entries kept at most, whatever their size: many tiny answers must not grow the key index without bound. */
export const MAX_CACHE_ENTRIES = 10_000;
/** Keys longer than this (an address with a huge query string) are never cached: answered, not kept. */
export const MAX_CACHE_KEY_LENGTH = 1024;
/** Memory an entry takes beyond its body and key: the headers, the ETag and the object itself. */
const ENTRY_OVERHEAD_BYTES = 512;

/**
 * A byte-bounded LRU of rendered answers. Keys start with the content version read from the database,
 * so a write on any instance makes every older entry unreachable at once. Every entry counts its key
 * and its overhead as well as its body, so a flood of distinct addresses cannot outgrow the budget.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse>;
  private version: string | null = null;

  constructor(maxBytes: number) {
    this.entries = new LRUCache<string, CachedResponse>({
      max: MAX_CACHE_ENTRIES,
      maxSize: Math.max(maxBytes, 1),
      maxEntrySize: Math.max(Math.floor(maxBytes / 4), 1),
      // Keys are JavaScript strings: two bytes a character at worst.
      sizeCalculation: (entry, key) => entry.bytes + key.length * 2 + ENTRY_OVERHEAD_BYTES,
    });
  }

  /** Whether an answer under this key may be kept at all. */
  static accepts(key: string): boolean {
    return key.length <= MAX_CACHE_KEY_LENGTH;
  }

  get(version: string, key: string): CachedResponse | undefined {
    if (version !== this.version) return undefined;
    return this.entries.get(key);
  }

  set(version: string, key: string, entry: CachedResponse): void {
    if (!ResponseCache.accepts(key)) return;
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    this.entries.set(key, entry);
  }

  /** Entries held now and the bytes they count for (tests and diagnostics). */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}
