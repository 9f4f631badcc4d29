import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { migrateToLatest, type DatabaseHandle } from '../db/index';
import { BODY_MAX_BYTES, MAX_IMAGE_BYTES, MULTIPART_FIELD_MAX_BYTES } from '../shared/constants/limits';
import { messages } from '../shared/messages';
import type { AppConfig } from './config';
import { fastifyTrustProxy } from './config-values';
import { openConfiguredDatabase, openConfiguredImageStore } from './configured-storage';
import { apiPlugin } from './plugins/api';
import { apiDocsPlugin } from './plugins/api-docs';
import { compressionPlugin } from './plugins/compression';
import { answerRouterRefusal, errorsPlugin } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { responseCachePlugin } from './plugins/response-cache';
import { routeTablePlugin } from './plugins/route-table';
import { securityPlugin } from './plugins/security';
import { seoPlugin } from './plugins/seo';
import { shareImagesPlugin } from './plugins/share-images';
import { calendarPlugin } from './plugins/calendar';
import { sessionPlugin } from './plugins/session';
import { stableLinksPlugin } from './plugins/stable-links';
import { textGuardPlugin } from './plugins/text-guard';
import { uploadsPlugin } from './plugins/uploads';
import { loadSecretKey } from './secret-key';
import { serverTimeoutOptions, type ServerTimeouts } from './server-timeouts';
import { systemClock, type Clock } from './services/clock';
import { createSecretBox, type SecretBox } from './services/secret-box';
import { ensureDefaultPages } from './services/pages';
import { ensureDefaultSurveys } from './services/surveys';
import type { ImageStore } from './services/images';
import { createJobRunner, type JobRunner } from './services/job-runner';
import { createDatabaseComplaintFiles } from './services/complaint-files';
import type { ComplaintDesk } from './services/complaints';
import { createMailer, type Mailer } from './services/mailer';
import { linkCheckOptions, type LinkCheckOptions } from './services/link-check/options';
import { createLinkHealth, linkCheckJob, type LinkHealthService } from './services/link-health';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    images: ImageStore;
    clock: Clock;
    /** Seals and opens the TOTP secrets with the server's secret key. */
    secretBox: SecretBox;
    /** Background jobs of this instance (services/background-jobs.ts starts their timer). */
    jobs: JobRunner;
    linkHealth: LinkHealthService;
    /** E-mail through SMTP_URL, sent after the answer (services/mailer.ts); off without it. */
    mailer: Mailer;
    /** The complaints desk's database, attachment store and mailer (services/complaints.ts). */
    complaintDesk: ComplaintDesk;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database; when absent one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  images?: ImageStore;
  /** What the app takes for now (the system clock when absent); tests pass one they move forward. */
  clock?: Clock;
  /** Where log lines go (standard output when absent); tests read them. */
  logStream?: { write(line: string): void };
  /** Limits on slow clients (defaults in server-timeouts.ts); tests shorten them. */
  timeouts?: Partial<ServerTimeouts>;
  /** Serve the server-rendered website (needs a production build or, in development, Vite). */
  web?: false | 'production' | 'development';
  /** How the link check visits links (services/link-check/options.ts); tests point it at their own servers. */
  linkCheck?: Partial<LinkCheckOptions>;
}

/** Attachments of complaints are kept in the database, whatever UPLOAD_STORAGE says (services/complaint-files.ts). */
function complaintDeskOf(db: DatabaseHandle['db'], mailer: Mailer): ComplaintDesk {
  return { db, filesIn: createDatabaseComplaintFiles, mailer };
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
 * Requests are logged once, when they complete (status and time), instead of also when they arrive:
 * half the logging work per request.
 */
class OneLinePerRequest extends LogController {
  /**
   * Outside production the line also names the request (method and URL), for the developer reading
   * the console. Production leaves the URL out: a shared preview link carries its token in the path.
   */
  private readonly withRequest: boolean;

  constructor(withRequest: boolean) {
    super();
    this.withRequest = withRequest;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!this.withRequest) return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
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
    logController: new OneLinePerRequest(!config.isProduction),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_MAX_BYTES,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ...serverTimeoutOptions(options.timeouts),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerRouterRefusal,
  });
  // First of all, so that every route that follows is in the table the write-guard test walks.
  await app.register(routeTablePlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? openConfiguredDatabase(config);
  if (!options.database) app.addHook('onClose', () => database.close());
  await migrateToLatest(database.db);
  const clock = options.clock ?? systemClock;
  // The editable pages exist from the first start, with the specification's text (never demo content).
  await ensureDefaultPages(database.db, clock.now());
  // The four surveys of the menu, with the regulation's questions (docs/decisions/surveys.md).
  await ensureDefaultSurveys(database.db, clock.now());
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('images', options.images ?? openConfiguredImageStore(config, database.db));
  const secretKey = loadSecretKey(config).material;
  app.decorate('secretBox', createSecretBox(secretKey));
  app.decorate('clock', clock);
  const jobs = createJobRunner({ db: database.db, log: app.log, clock: () => clock.now().getTime() });
  app.decorate('jobs', jobs);
  // Before the database closes: a run in progress ends first (the timer, if started, stops too).
  app.addHook('preClose', () => jobs.stop());
  const linkJob = linkCheckJob(
    database.db,
    linkCheckOptions({ allowInternal: config.linkAllowInternal, ...options.linkCheck }),
    clock,
    app.log,
  );
  const mailer = createMailer(config.smtp, app.log);
  app.decorate('mailer', mailer);
  app.decorate('complaintDesk', complaintDeskOf(database.db, mailer));
  // After the jobs: e-mails under way go out before the database closes.
  app.addHook('preClose', () => mailer.settled());
  app.decorate(
    'linkHealth',
    createLinkHealth({ db: database.db, jobs, job: linkJob, clock, schedule: config.linkCheck }),
  );

  // Each plugin names the plugins it needs before it (its `dependencies`): Fastify refuses to start
  // when one is missing or comes later, so the order below is checked, not only written down.
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(textGuardPlugin);
  await app.register(sessionPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(responseCachePlugin);
  await app.register(compressionPlugin);
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: MULTIPART_FIELD_MAX_BYTES, parts: 30 },
  });
  await app.register(apiDocsPlugin);
  await app.register(uploadsPlugin);

  await app.register(apiPlugin, { prefix: '/api' });
  // robots.txt, sitemap.xml and the RSS feeds: plain routes that win over the pages' catch-all.
  await app.register(seoPlugin);
  // /pengumuman.ics and /pengumuman/{id}.ics: the deadlines of announcements for calendar apps.
  await app.register(calendarPlugin);
  // /og/artikel/{id}.jpg: the picture of an article's link preview.
  await app.register(shareImagesPlugin);
  // /d/…: the stable links of documents and file links (a redirect to the current file).
  await app.register(stableLinksPlugin, { secret: secretKey });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).send({ message: messages.api.routeNotFound });
    }
    return reply.code(404).type('text/plain; charset=utf-8').send(messages.common.notFoundTitle);
  });

  if (options.web) {
    const { webPlugin } = await import('./plugins/web');
    await app.register(webPlugin, { mode: options.web });
  }
  return app;
}
