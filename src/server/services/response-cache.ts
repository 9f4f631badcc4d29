import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Below this size compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
  bytes: number;
}

/**
 * Builds a cache entry: the body, its gzip and brotli forms (compressed once, served many times)
 * and a strong ETag.
 */
export async function makeCachedResponse(
  status: number,
  headers: Record<string, string>,
  body: Buffer,
): Promise<CachedResponse> {
  const compressible = body.length >= MIN_COMPRESS_BYTES;
  const [gz, br] = compressible
    ? await Promise.all([
        gzip(body, { level: 6 }),
        brotli(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
      ])
    : [null, null];
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  return { status, headers, body, gzip: gz, br, etag, bytes: body.length + (gz?.length ?? 0) + (br?.length ?? 0) };
}

/** Sends an entry: 304 when the client has it, else the best encoding the client accepts. */
export function sendCachedResponse(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse): FastifyReply {
  reply.headers(entry.headers).header('etag', entry.etag).header('vary', 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(entry.etag)) {
    return reply.code(304).send();
  }
  reply.code(entry.status);
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (entry.br && /\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(entry.br);
  if (entry.gzip && /\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(entry.gzip);
  return reply.send(entry.body);
}

/**
 * A byte-bounded LRU of rendered answers. Keys start with the content version read from the database,
 * so a write on any instance makes every older entry unreachable at once.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
  private version: string | null = null;

  constructor(private readonly maxBytes: number) {}

  get(version: string, key: string): CachedResponse | undefined {
    if (version !== this.version) return undefined;
    const entry = this.entries.get(key);
    if (entry) {
      // Refresh recency: Map keeps insertion order, so re-inserting moves it to the end.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(version: string, key: string, entry: CachedResponse): void {
    if (version !== this.version) {
      this.entries.clear();
      this.bytes = 0;
      this.version = version;
    }
    if (entry.bytes > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.bytes;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= oldEntry.bytes;
    }
  }
}
