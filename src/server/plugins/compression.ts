import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Dynamic answers are compressed quickly (brotli 5); cached ones arrive already compressed. After the
 * response cache, whose onSend must see the plain body to store it (and compress it once per entry).
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compression', dependencies: ['response-cache'] },
);
