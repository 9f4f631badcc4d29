import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Readable } from 'node:stream';
import {
  compressBody,
  isCompressibleType,
  MIN_COMPRESS_BYTES,
  recodedStream,
  replyEncoding,
  type Encoding,
} from './compression';

export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  /** The body as it is; null for a large body, which is kept only compressed (see makeCachedResponse). */
  body: Buffer | null;
  /** The length of the body as it is, in bytes. */
  size: number;
  /** Compressed forms, each made the first time a client asks for it (see encodedBody) and kept. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  etag: string;
  /** Memory the entry may take: the body, and room for its compressed forms. */
  bytes: number;
}

/**
 * From this size a compressible body is kept in brotli only. Only SPEC §7's whole lists get there
 * (3,000 articles of realistic length make 25 MB of JSON, about 6 MB in brotli): kept as they are, with
 * room for their compressed forms, they did not fit in an entry, so every request built the list anew
 * and sixteen clients asking for it took the server to 818 MB (bench/RESULTS.md, "Under attack").
 */
export const KEPT_COMPRESSED_FROM_BYTES = 1024 * 1024;

/**
 * Builds a cache entry: the body and a strong ETag. Compression waits until a client asks for an
 * encoding: browsers all take brotli, so gzip is rarely made, and a page rendered for a single visit
 * (the cache off, an admin's visit) is compressed once, in the encoding it is sent in. A large body
 * is compressed at once and only its brotli form kept; the rare client that asks for no encoding or
 * for gzip gets it decompressed (and compressed again) as a stream, a chunk at a time.
 */
export async function makeCachedResponse(
  status: number,
  headers: Record<string, string>,
  body: Buffer,
): Promise<CachedResponse> {
  const hash = crypto.createHash('sha1');
  // Redirects have no body: without their target, every redirect would share one tag, and a browser
  // revalidating an old redirect would be told (304) to keep following it after the target changed.
  if (headers['location']) hash.update(`${status} ${headers['location']}\n`);
  const etag = `"${hash.update(body).digest('base64url')}"`;
  const compressible = body.length >= MIN_COMPRESS_BYTES && isCompressibleType(headers['content-type']);
  if (compressible && body.length >= KEPT_COMPRESSED_FROM_BYTES) {
    const brotli = await compressBody(body, 'br');
    return {
      status,
      headers,
      body: null,
      size: body.length,
      encoded: { br: Promise.resolve(brotli) },
      etag,
      bytes: brotli.length,
    };
  }
  // Compressed forms of HTML and JSON take about a fifth of the body each.
  const bytes = body.length + (compressible ? Math.ceil(body.length / 2) : 0);
  return { status, headers, body, size: body.length, encoded: {}, etag, bytes };
}

/**
 * The body in the given encoding (as it is without one), compressed once per entry and encoding. A body
 * kept only in brotli comes out of it as a stream in any other encoding: never whole in memory again.
 * Whatever sends a rendered page itself (a preview, a form sent back) reads its body here, never from
 * `body`, which a large page does not keep.
 */
export async function encodedBody(entry: CachedResponse, encoding: Encoding | null): Promise<Buffer | Readable> {
  const kept = encoding ? entry.encoded[encoding] : undefined;
  if (kept) return kept;
  if (entry.body) {
    if (!encoding) return entry.body;
    entry.encoded[encoding] = compressBody(entry.body, encoding);
    return entry.encoded[encoding];
  }
  const brotli = await entry.encoded.br;
  if (!brotli) throw new Error('A cache entry without its body nor its brotli form');
  return recodedStream(brotli, encoding);
}

/**
 * Cache-Control with its max-age lowered to `seconds` where it says more, so that no browser or proxy
 * keeps an answer past the moment it changes (a scheduled publication). Null leaves it as it is.
 */
export function limitMaxAge(cacheControl: string, seconds: number | null): string {
  if (seconds === null) return cacheControl;
  return cacheControl.replace(/(^|[\s,])max-age=(\d+)/i, (whole, before: string, value: string) =>
    Number(value) > seconds ? `${before}max-age=${seconds}` : whole,
  );
}

/**
 * Sends an entry: 304 when the client has it, else in the encoding the client asks for. `maxAge`
 * bounds the entry's max-age (seconds until the next scheduled publication, see limitMaxAge).
 */
export async function sendCachedResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  maxAge: number | null = null,
): Promise<FastifyReply> {
  reply.headers(entry.headers).header('etag', entry.etag);
  const cacheControl = entry.headers['cache-control'];
  if (cacheControl) reply.header('cache-control', limitMaxAge(cacheControl, maxAge));
  // Decided (and Vary set) before a 304 too: it names the same Vary as the full answer.
  const encoding = replyEncoding(request, reply, entry.size);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(entry.etag)) {
    return reply.code(304).send();
  }
  reply.code(entry.status);
  const body = await encodedBody(entry, encoding);
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
      // Half the cache: SPEC §7's whole lists are kept too (3,000 articles make a 15 MB answer, which
      // counts 22 MB with room for its compressed forms), else every request would build them anew.
      maxEntrySize: Math.max(Math.floor(maxBytes / 2), 1),
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
