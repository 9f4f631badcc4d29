import { pipeline, Readable, type Transform } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './vary';

/**
 * The one place that decides how an answer is encoded and compresses it, for cached answers
 * (compressed once per entry and encoding, kept compressed) and for answers computed for one request
 * alike, so that the same route negotiates the same way whether or not its answer came from the cache.
 * The built client assets are compressed once at build time (scripts/compress-assets.mjs) and served
 * pre-compressed by @fastify/static.
 */

export type Encoding = 'br' | 'gzip';

/** The encodings offered, best first: when a client rates several alike, the first of them wins. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** Below this size compression costs more than it saves. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Text-like answers: HTML, plain text, CSS and JavaScript, JSON and XML (sitemap, RSS, SVG) in every
 * flavour. Images, fonts and archives are compressed already.
 */
const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)[^;]+|application\/(?:javascript|ecmascript)|[a-z]+\/(?:[^;]*\+)?(?:json|xml))\s*(?:;|$)/i;

/** Whether answers of this Content-Type are compressed (and so vary by Accept-Encoding). */
export function isCompressibleType(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE_TYPE.test(contentType);
}

/** A qvalue of RFC 9110 §12.4.2; anything else refuses the coding it belongs to, as q=0 does. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The encoding an Accept-Encoding header asks for (RFC 9110 §12.5.3): the offered encoding with the
 * highest q-value above zero, `*` standing for every encoding the header does not name, and
 * `x-gzip` for gzip. Without the header, with an empty one or when every offered encoding is refused
 * (`br;q=0, gzip;q=0`, `*;q=0`), the answer is sent as it is.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const item of acceptEncoding.split(',')) {
    const [token = '', ...parameters] = item.split(';');
    const coding = token.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const parameter of parameters) {
      const [name = '', value = ''] = parameter.split('=');
      if (name.trim().toLowerCase() === 'q') q = QVALUE.test(value.trim()) ? Number(value) : 0;
    }
    const name = coding === 'x-gzip' ? 'gzip' : coding;
    if (!quality.has(name)) quality.set(name, q);
  }
  const others = quality.get('*') ?? 0;
  let best: Encoding | null = null;
  let bestQuality = 0;
  for (const encoding of ENCODINGS) {
    const q = quality.get(encoding) ?? others;
    if (q > bestQuality) {
      best = encoding;
      bestQuality = q;
    }
  }
  return best;
}

/**
 * The encoding to send this answer in, from the Content-Type already on the reply, the size of the
 * body (null when unknown: a stream without Content-Length) and the request's Accept-Encoding.
 * Every answer of a compressible type says `Vary: Accept-Encoding`, whatever this client asked and
 * however small this body, so that a shared cache never hands one client's encoding to another.
 */
export function replyEncoding(request: FastifyRequest, reply: FastifyReply, bytes: number | null): Encoding | null {
  if (!varyByEncoding(reply)) return null;
  if (bytes !== null && bytes < MIN_COMPRESS_BYTES) return null;
  return negotiateEncoding(request.headers['accept-encoding']);
}

/**
 * Adds `Vary: Accept-Encoding` when the reply's Content-Type is one that is compressed, also to an
 * answer that arrives encoded already (a built asset served pre-compressed); says whether it did.
 */
export function varyByEncoding(reply: FastifyReply): boolean {
  if (!isCompressibleType(reply.getHeader('content-type'))) return false;
  addVary(reply, 'Accept-Encoding');
  return true;
}

/**
 * Bodies up to this size are compressed in place, on the main thread: pages and API answers are
 * small, and handing them to the thread pool and back costs more than compressing them. A 256 KB
 * brotli window covers every such body; larger ones go to the thread pool.
 */
const SYNC_COMPRESS_MAX_BYTES = 256 * 1024;

/**
 * A low brotli quality: answers are compressed while a visitor waits, and each step up costs more
 * time than the bytes it saves are worth to a page (bench/RESULTS.md, "Compression of fresh answers").
 */
const BROTLI_QUALITY = 3;
const GZIP_LEVEL = 6;

function brotliOptions(bytes: number | null): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      ...(bytes === null ? {} : { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes }),
      ...(bytes !== null && bytes <= SYNC_COMPRESS_MAX_BYTES ? { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } : {}),
    },
  };
}

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** A whole body in the given encoding. */
export function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (body.length <= SYNC_COMPRESS_MAX_BYTES) {
    return Promise.resolve(
      encoding === 'br'
        ? zlib.brotliCompressSync(body, brotliOptions(body.length))
        : zlib.gzipSync(body, { level: GZIP_LEVEL }),
    );
  }
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body, { level: GZIP_LEVEL });
}

/** A stream that compresses what is piped into it (files of unknown or large size). */
export function compressingStream(encoding: Encoding): Transform {
  return encoding === 'br' ? zlib.createBrotliCompress(brotliOptions(null)) : zlib.createGzip({ level: GZIP_LEVEL });
}

/**
 * A brotli body as a stream as it is (null) or in gzip: decompressed, and compressed again,
 * a chunk at a time, at the pace the client reads it.
 */
export function recodedStream(brotli: Buffer, encoding: Encoding | null): Readable {
  // On a failure (the client gone) pipeline destroys every step itself; nothing is left to do.
  const done = () => undefined;
  if (encoding !== 'gzip') return pipeline(Readable.from([brotli]), zlib.createBrotliDecompress(), done);
  return pipeline(Readable.from([brotli]), zlib.createBrotliDecompress(), compressingStream('gzip'), done);
}
