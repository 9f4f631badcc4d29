import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { apiPlugin } from '../../src/server/plugins/api';
import { apiDocsPlugin } from '../../src/server/plugins/api-docs';
import { compressionPlugin } from '../../src/server/plugins/compression';
import { errorsPlugin } from '../../src/server/plugins/errors';
import { rateLimitsPlugin } from '../../src/server/plugins/rate-limits';
import { responseCachePlugin } from '../../src/server/plugins/response-cache';
import { routeTablePlugin } from '../../src/server/plugins/route-table';
import { securityPlugin } from '../../src/server/plugins/security';
import { seoPlugin } from '../../src/server/plugins/seo';
import { sessionPlugin } from '../../src/server/plugins/session';
import { textGuardPlugin } from '../../src/server/plugins/text-guard';
import { uploadsPlugin } from '../../src/server/plugins/uploads';
import { systemClock } from '../../src/server/services/clock';
import { createLocalImageStore } from '../../src/server/services/images';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { testConfig } from '../helpers/test-app';

// The order of the plugins is declared (fastify-plugin names and dependencies), so Fastify itself
// refuses an order that would break the hooks: these registrations leave one needed plugin out.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase('sqlite');
});

afterAll(async () => {
  await database.destroy();
});

/** A bare instance with what buildApp decorates before its plugins: config, database, image store, clock. */
function bareApp(): FastifyInstance {
  const config = testConfig(database.dataDir);
  const app = Fastify({ logger: false });
  app.decorate('config', config);
  app.decorate('database', database.handle);
  app.decorate('images', createLocalImageStore(config.dataDir));
  app.decorate('clock', systemClock);
  return app;
}

async function registerInOrder(app: FastifyInstance, plugins: FastifyPluginAsync[]): Promise<void> {
  for (const plugin of plugins) await app.register(plugin);
}

const WRONG_ORDERS: { name: string; before: FastifyPluginAsync[]; plugin: FastifyPluginAsync; missing: string }[] = [
  { name: 'the session before security', before: [], plugin: sessionPlugin, missing: 'security' },
  {
    name: 'the rate limits before the session',
    before: [securityPlugin],
    plugin: rateLimitsPlugin,
    missing: 'session',
  },
  {
    name: 'the response cache before the rate limits',
    before: [securityPlugin, sessionPlugin],
    plugin: responseCachePlugin,
    missing: 'rate-limits',
  },
  {
    name: 'compression before the response cache',
    before: [securityPlugin, sessionPlugin, rateLimitsPlugin],
    plugin: compressionPlugin,
    missing: 'response-cache',
  },
  { name: 'the API docs before the route table', before: [], plugin: apiDocsPlugin, missing: 'route-table' },
  { name: 'the uploads before the route table', before: [], plugin: uploadsPlugin, missing: 'route-table' },
  {
    name: 'the SEO routes before the response cache',
    before: [routeTablePlugin, securityPlugin, sessionPlugin, rateLimitsPlugin],
    plugin: seoPlugin,
    missing: 'response-cache',
  },
  {
    name: 'the API before the session guards its writes',
    before: [routeTablePlugin, errorsPlugin, securityPlugin, textGuardPlugin],
    plugin: apiPlugin,
    missing: 'session',
  },
];

describe('plugin order', () => {
  for (const { name, before, plugin, missing } of WRONG_ORDERS) {
    it(`refuses ${name}`, async () => {
      const app = bareApp();
      await registerInOrder(app, before);
      await expect(app.register(plugin)).rejects.toMatchObject({
        code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
        message: expect.stringContaining(`'${missing}'`),
      });
      await app.close();
    });
  }

  it('refuses the API without the multipart parser, even when everything else is there', async () => {
    const app = bareApp();
    await registerInOrder(app, [
      routeTablePlugin,
      errorsPlugin,
      securityPlugin,
      textGuardPlugin,
      sessionPlugin,
      rateLimitsPlugin,
      responseCachePlugin,
      apiDocsPlugin,
    ]);
    await expect(app.register(apiPlugin, { prefix: '/api' })).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: expect.stringContaining(`'@fastify/multipart'`),
    });
    await app.close();
  });

  it('accepts the order of buildApp, with every plugin registered under its name', async () => {
    const app = await buildApp({ config: testConfig(database.dataDir), database: database.handle });
    await app.ready();
    const names = ['route-table', 'errors', 'security', 'text-guard', 'session', 'rate-limits', 'response-cache'];
    names.push('compression', '@fastify/multipart', 'api-docs', 'uploads', 'api', 'seo', 'calendar');
    for (const name of names) expect(app.hasPlugin(name), name).toBe(true);
    await app.close();
  });
});
