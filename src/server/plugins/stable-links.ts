import { STABLE_LINK_KINDS } from '../../shared/record-kinds';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { DOCUMENT_OPENS_FLUSH_MS } from '../../shared/constants/content';
import { isBotUserAgent } from '../../shared/bots';
import { STABLE_LINK_PREFIX, STABLE_LINK_SEGMENTS, stableLinkId } from '../../shared/stable-links';
import { createOpenCounter, type OpenCounter } from '../services/document-opens';
import { createStableLinkResolver } from '../services/stable-links';

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
    app.get<{ Params: z.output<typeof paramsSchema> }>(
      `${STABLE_LINK_PREFIX}${STABLE_LINK_SEGMENTS[kind]}/:ref`,
      {
        schema: {
          tags: ['stable-links'],
          description:
            `The stable address of a ${kind === 'file' ? 'file link (guide, decree)' : 'document'}: ` +
            '`{id}` or `{id}-{words of its title}` (only the id decides). 302 to its current file, with ' +
            '`Cache-Control: no-store` and `X-Robots-Tag: noindex`; the first GET of the day by a person (not a ' +
            "bot, by User-Agent) from an address (an IPv6 /64) adds one to the day's open count. 404 (the " +
            'not-found page) for an unknown id or a record in the trash.',
          params: paramsSchema,
        },
      },
      async (request, reply) => {
        const id = stableLinkId(request.params.ref);
        const target = id === null ? undefined : await resolve(await app.responseCache.version(), kind, id);
        if (id === null || target === undefined) return notFound(request, reply);
        if (request.method === 'GET' && !isBotUserAgent(request.headers['user-agent']))
          counter.count(kind, id, request.ip);
        return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').redirect(target, 302);
      },
    );
  }
}

/** Reads the content version of the response cache; the web plugin, registered later, answers its 404 pages. */
export const stableLinksPlugin = fp(stableLinks, {
  name: 'stable-links',
  dependencies: ['route-table', 'response-cache'],
  decorators: { fastify: ['database', 'clock'] },
});
