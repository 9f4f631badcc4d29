import { STABLE_LINK_KINDS } from '../../shared/record-kinds';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { DOCUMENT_OPENS_FLUSH_MS } from '../../shared/constants/content';
import { isBotUserAgent } from '../../shared/bots';
import {
  hostedVersion,
  STABLE_LINK_PREFIX,
  STABLE_LINK_SEGMENTS,
  stableLinkId,
  stableLinkPath,
} from '../../shared/stable-links';
import { createOpenCounter, type OpenCounter } from '../services/document-opens';
import { createStableLinkResolver } from '../services/stable-links';
import { hostedFilesRepo } from '../../db/index';
import { sendHostedFile } from '../services/hosted-file-answer';
import { createHostedFileStore, HOSTED_UPLOAD_PATH, isHostedFileName } from '../services/hosted-files';
import { siteBase } from '../services/site-base';

declare module 'fastify' {
  interface FastifyInstance {
    /** Open counts of stable links: the counts waiting in memory are written by `flush()` (and every few seconds). */
    documentOpens: Pick<OpenCounter, 'flush'>;
    /**
     * Answers a request with the website's page for its address (the 404 page for an unknown one); set
     * by the web plugin when the app serves the website.
     */
    sendPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

const paramsSchema = z.object({ ref: z.string().max(300) });
const querySchema = z.object({ v: z.string().max(64).optional() });
const uploadParamsSchema = z.object({ name: z.string().max(64) });

export interface StableLinksOptions {
  /** The server's secret key material: the open counter's daily visitor keys are derived from it. */
  secret: string;
}

/**
 * Stable links (shared/stable-links.ts): `/d/dokumen/{id}-{words}` and `/d/berkas/{id}-{words}` answer
 * 302 to the record's current file. The answer is the same for everyone until the file changes, but it
 * is kept by nobody (`no-store`): a replaced file must show at once, and each visit is an open to count
 * (by the server, once per visitor, record and day, without a cookie or the visitor's address; bots by
 * User-Agent not at all).
 * `noindex`: search engines index the file, not the redirect. An unknown id, a record in the trash or a
 * file address that is not http(s) answers the 404 page.
 */
async function stableLinks(app: FastifyInstance, { secret }: StableLinksOptions): Promise<void> {
  const resolve = createStableLinkResolver(app.database.db);
  const hostedFiles = createHostedFileStore(app.images.directory, app.database.db);
  const counter = createOpenCounter({
    db: app.database.db,
    clock: app.clock,
    log: app.log,
    intervalMs: DOCUMENT_OPENS_FLUSH_MS,
    secret,
  });
  app.decorate('documentOpens', { flush: counter.flush });
  // After the last request (the server has stopped taking them), before the database closes.
  app.addHook('onClose', () => counter.stop());

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    app.sendPage ? app.sendPage(request, reply) : reply.callNotFound();

  for (const kind of STABLE_LINK_KINDS) {
    app.get<{ Params: z.output<typeof paramsSchema>; Querystring: z.output<typeof querySchema> }>(
      `${STABLE_LINK_PREFIX}${STABLE_LINK_SEGMENTS[kind]}/:ref`,
      {
        schema: {
          tags: ['stable-links'],
          description:
            `The stable address of a ${kind === 'file' ? 'file link (guide, decree)' : 'document'}: ` +
            '`{id}` or `{id}-{words of its title}` (only the id decides). 302 to its current file, with ' +
            '`Cache-Control: no-store` and `X-Robots-Tag: noindex`; the first GET of the day by a person (not a ' +
            "bot, by User-Agent) from an address (an IPv6 /64) adds one to the day's open count. 404 (the " +
            'not-found page) for an unknown id or a record in the trash. A record with a hosted PDF answers the ' +
            'file itself instead (200 or 206 for a range, `application/pdf`, inline with a download name from the ' +
            'title, ETag and 304): cached a year under `?v=` the version its links carry, revalidated otherwise.',
          params: paramsSchema,
          querystring: querySchema,
        },
      },
      async (request, reply) => {
        const id = stableLinkId(request.params.ref);
        const target = id === null ? undefined : await resolve(await app.responseCache.version(), kind, id);
        if (id === null || target === undefined) return notFound(request, reply);
        if (request.method === 'GET' && !isBotUserAgent(request.headers['user-agent']))
          counter.count(kind, id, request.ip);
        if ('redirect' in target) {
          return reply
            .header('cache-control', 'no-store')
            .header('x-robots-tag', 'noindex')
            .redirect(target.redirect, 302);
        }
        const { hosted } = target;
        // The address of this very file (its version in `?v=`) is kept a year; the bare link (or an
        // older version's address, after the file was replaced) revalidates with the ETag each time.
        const caching = request.query.v === hostedVersion(hosted.name) ? 'immutable' : 'revalidate';
        const bare = stableLinkPath(kind, id, target.title);
        reply.header('link', `<${siteBase(app.config.publicUrl, request)}${bare}>; rel="canonical"`);
        const sent = await sendHostedFile(request, reply, hostedFiles, {
          ...hosted,
          downloadName: target.title,
          caching,
        });
        return sent ?? notFound(request, reply);
      },
    );
  }

  app.get<{ Params: z.output<typeof uploadParamsSchema> }>(
    `${HOSTED_UPLOAD_PATH}:name`,
    {
      schema: {
        tags: ['stable-links'],
        description:
          'A hosted PDF by its stored name, as the upload (`POST /api/hosted-files`) answered it, before or ' +
          'beside the record that names it: inline, cached a year (the name is its content hash), ranges and ' +
          'ETag as on the stable links; `X-Robots-Tag: noindex` (the stable link is the address to share).',
        params: uploadParamsSchema,
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const file = isHostedFileName(name) ? await hostedFilesRepo.findHostedFile(app.database.db, name) : undefined;
      if (!file) return notFound(request, reply);
      reply.header('x-robots-tag', 'noindex');
      const sent = await sendHostedFile(request, reply, hostedFiles, {
        ...file,
        downloadName: name.replace(/\.pdf$/, ''),
        caching: 'immutable',
      });
      return sent ?? notFound(request, reply);
    },
  );
}

/** Reads the content version of the response cache; the web plugin, registered later, answers its 404 pages. */
export const stableLinksPlugin = fp(stableLinks, {
  name: 'stable-links',
  dependencies: ['route-table', 'response-cache'],
  decorators: { fastify: ['database', 'clock', 'images', 'config'] },
});
