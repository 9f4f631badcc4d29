import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { migrateToLatest, type DatabaseHandle } from '../db/index';
import { MAX_IMAGE_BYTES } from '../shared/constants';
import { messages } from '../shared/messages';
import type { AppConfig } from './config';
import { fastifyTrustProxy } from './config-values';
import { openConfiguredDatabase, openConfiguredImageStore } from './configured-storage';
import { registerApiDocs } from './plugins/api-docs';
import { registerErrorHandling } from './plugins/errors';
import { registerResponseCache } from './plugins/response-cache';
import { registerRateLimits } from './plugins/rate-limits';
import { recordRoutes } from './plugins/route-table';
import { registerSecurity } from './plugins/security';
import { registerSeo } from './plugins/seo';
import { registerSession } from './plugins/session';
import { registerUploads } from './plugins/uploads';
import { serverTimeoutOptions, type ServerTimeouts } from './server-timeouts';
import { apiRoutes } from './routes/index';
import type { ImageStore } from './services/images';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    images: ImageStore;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database; when absent one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  images?: ImageStore;
  /** Where log lines go (standard output when absent); tests read them. */
  logStream?: { write(line: string): void };
  /** Limits on slow clients (defaults in server-timeouts.ts); tests shorten them. */
  timeouts?: Partial<ServerTimeouts>;
  /** Serve the server-rendered website (needs a production build or, in development, Vite). */
  web?: false | 'production' | 'development';
}

const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'req.body',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.password_hash',
  '*.token',
];

/**
 * Requests are logged once, when they complete (method, URL, status, time), instead of also when
 * they arrive: half the logging work per request, and the completed line holds everything.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
}

/** Builds the whole application; used by `main.ts` and by every test. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    // JSON lines with a request id (`reqId`) on every request's line. Requests are logged without
    // headers or bodies; the paths below are redacted should anything ever log them.
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new OneLinePerRequest(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ...serverTimeoutOptions(options.timeouts),
    routerOptions: { ignoreTrailingSlash: true },
  });
  // First of all, so that every route that follows is in the table the write-guard test walks.
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? openConfiguredDatabase(config);
  if (!options.database) app.addHook('onClose', () => database.close());
  await migrateToLatest(database.db);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('images', options.images ?? openConfiguredImageStore(config, database.db));

  registerErrorHandling(app);
  await registerSecurity(app, config);
  await registerSession(app, database.db, config);
  await registerRateLimits(app, config.rateLimits);
  // The cache's onSend must see the plain body, so it is registered before compression.
  registerResponseCache(app, database.db, config.responseCacheBytes);
  // Dynamic answers are compressed quickly (brotli 5); cached ones arrive already compressed.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 1024 * 1024, parts: 30 },
  });
  await registerApiDocs(app);
  await registerUploads(app);

  await app.register(apiRoutes, { prefix: '/api' });
  // robots.txt, sitemap.xml and the RSS feeds: plain routes that win over the pages' catch-all.
  await registerSeo(app);
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).send({ message: messages.api.routeNotFound });
    }
    return reply.code(404).type('text/plain; charset=utf-8').send(messages.common.notFoundTitle);
  });

  if (options.web) {
    const { registerWeb } = await import('./plugins/web');
    await registerWeb(app, options.web);
  }
  return app;
}
