import { pipeline } from 'node:stream';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../shared/messages';
import { compressBody, compressingStream, replyEncoding, varyByEncoding } from '../services/compression';
import { AppError } from '../services/errors';

/** A reply body Fastify can send: a stream has a pipe method. */
function isStream(payload: unknown): payload is NodeJS.ReadableStream {
  return typeof payload === 'object' && payload !== null && typeof (payload as { pipe?: unknown }).pipe === 'function';
}

/** The size of a body, when it is known before it is sent. */
function bodySize(payload: unknown, reply: FastifyReply): number | null {
  if (typeof payload === 'string') return Buffer.byteLength(payload);
  if (Buffer.isBuffer(payload)) return payload.length;
  const declared = Number(reply.getHeader('content-length'));
  return Number.isFinite(declared) && declared >= 0 ? declared : null;
}

/**
 * Compresses the answers that reach it plain: the API's answers computed for one request, error
 * answers, files served as they are. Answers of the response cache arrive compressed already, by the
 * same module (services/compression.ts), so both negotiate alike. After the response cache: its
 * onSend must see the plain body to store it.
 */
export const compressionPlugin = fp(
  async (app) => {
    // Request bodies are read as they are sent: an encoded one is refused, not parsed as garbage.
    app.addHook('onRequest', async (request) => {
      const coding = request.headers['content-encoding'];
      if (coding !== undefined && coding.trim().toLowerCase() !== 'identity') {
        throw new AppError(415, messages.api.unsupportedMediaType);
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (payload === null || payload === undefined) return payload;
      if (reply.hasHeader('content-encoding')) {
        varyByEncoding(reply);
        return payload;
      }
      const encoding = replyEncoding(request, reply, bodySize(payload, reply));
      // A range is a slice of the plain body: it is sent as it is.
      if (!encoding || reply.statusCode === 206 || reply.hasHeader('content-range')) return payload;
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
        const body = await compressBody(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
        reply.header('content-encoding', encoding).header('content-length', body.length);
        return body;
      }
      if (!isStream(payload)) return payload;
      const compressed = compressingStream(encoding);
      pipeline(payload, compressed, (error) => {
        // A client that leaves mid-answer ends the pipeline early: that is no fault.
        if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
          request.log.error({ err: error }, 'compressing an answer failed');
        }
      });
      reply.removeHeader('content-length');
      reply.header('content-encoding', encoding);
      return compressed;
    });
  },
  { name: 'compression', dependencies: ['response-cache'] },
);
