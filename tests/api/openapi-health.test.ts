import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/db/index';
import { DOCUMENT_COLLECTIONS } from '../../src/shared/constants/content';
import { createTestDatabase } from '../helpers/databases';
import { describeEachDatabase, testConfig } from '../helpers/test-app';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Every call of SPEC §7 plus the additions of the API (reads by id, logout, me, health, settings, accounts,
 * sessions, two-factor login, link and content health, tables, orders, the site search).
 */
const DOCUMENTED: [Method, string][] = [
  ['get', '/api/article/type/{article_type}'],
  ['get', '/api/article'],
  ['get', '/api/article/slug/{slug}'],
  ['post', '/api/article/add'],
  ['patch', '/api/article/update/{id}'],
  ['delete', '/api/article/delete/{id}'],
  ['post', '/api/article/{id}/preview-link'],
  ['delete', '/api/article/{id}/preview-link'],
  ['get', '/api/files/type'],
  ['get', '/api/files/{id}'],
  ['post', '/api/files/add'],
  ['patch', '/api/files/update/{id}'],
  ['delete', '/api/files/delete/{id}'],
  ['get', '/api/youtube'],
  ['get', '/api/youtube/{id}'],
  ['post', '/api/youtube/add'],
  ['patch', '/api/youtube/update/{id}'],
  ['delete', '/api/youtube/delete/{id}'],
  ['get', '/api/profile/type'],
  ['post', '/api/profile/add'],
  ['delete', '/api/profile/delete/{id}'],
  ...Object.values(DOCUMENT_COLLECTIONS).flatMap(({ categoryPath, documentPath }) =>
    [categoryPath, documentPath].flatMap((path): [Method, string][] => [
      ['get', `/api/${path}`],
      ['get', `/api/${path}/{id}`],
      ['post', `/api/${path}/add`],
      ['patch', `/api/${path}/update/{id}`],
      ['delete', `/api/${path}/delete/{id}`],
    ]),
  ),
  ['post', '/api/auth/login'],
  ['post', '/api/auth/logout'],
  ['get', '/api/auth/me'],
  ['get', '/api/health'],
  ['get', '/api/settings'],
  ['patch', '/api/settings/update'],
  ['patch', '/api/auth/me'],
  ['post', '/api/auth/change-password'],
  ['get', '/api/auth/sessions'],
  ['delete', '/api/auth/sessions'],
  ['delete', '/api/auth/sessions/{id}'],
  ['get', '/api/users'],
  ['post', '/api/users'],
  ['patch', '/api/users/{id}'],
  ['post', '/api/users/{id}/reset-password'],
  ['delete', '/api/users/{id}/sessions'],
  ['post', '/api/users/{id}/reset-2fa'],
  ['get', '/api/auth/totp'],
  ['post', '/api/auth/totp/setup'],
  ['post', '/api/auth/totp/confirm'],
  ['post', '/api/auth/totp/disable'],
  ['post', '/api/auth/totp/verify'],
  ['get', '/api/settings/security'],
  ['patch', '/api/settings/security'],
  ['get', '/api/pages'],
  ['get', '/api/pages/{slug}'],
  ['patch', '/api/pages/{slug}'],
  ['delete', '/api/pages/{slug}/draft'],
  ['get', '/api/pages/{id}/revisions'],
  ['post', '/api/pages/{id}/revisions/{revisionId}/restore'],
  ['post', '/api/pages/{id}/preview-link'],
  ['delete', '/api/pages/{id}/preview-link'],
  ['get', '/api/faq'],
  ['get', '/api/faq/{id}'],
  ['post', '/api/faq/add'],
  ['patch', '/api/faq/update/{id}'],
  ['delete', '/api/faq/delete/{id}'],
  ['get', '/api/announcements'],
  ['get', '/api/announcements/table'],
  ['post', '/api/announcements/add'],
  ['patch', '/api/announcements/update/{id}'],
  ['delete', '/api/announcements/delete/{id}'],
  ['get', '/api/search'],
  ['get', '/api/document-opens'],
  ['get', '/d/dokumen/{ref}'],
  ['get', '/d/berkas/{ref}'],
  ['get', '/api/link-health'],
  ['post', '/api/link-health/check'],
  ['post', '/api/link-health/{id}/apply-redirect'],
  ['get', '/api/content-health'],
  // The back office's tables, the orders staff set, and moving an article to another type.
  ...[
    'article',
    'files',
    'youtube',
    'hero',
    'profile',
    'trash',
    'faq',
    ...Object.values(DOCUMENT_COLLECTIONS).flatMap(({ categoryPath, documentPath }) => [categoryPath, documentPath]),
  ].map((resource): [Method, string] => ['get', `/api/${resource}/table`]),
  ...[
    'files',
    'youtube',
    'hero',
    'faq',
    ...Object.values(DOCUMENT_COLLECTIONS).map(({ documentPath }) => documentPath),
  ].flatMap((resource): [Method, string][] => [
    ['get', `/api/${resource}/order`],
    ['put', `/api/${resource}/order`],
  ]),
  ['post', '/api/article/{id}/move'],
];

describeEachDatabase('OpenAPI, docs, health and unknown paths', (ctx) => {
  it('documents every path of SPEC §7 with its method in /api/openapi.json', async () => {
    const response = await ctx().app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    for (const [method, path] of DOCUMENTED) {
      expect(document.paths[path], path).toBeDefined();
      expect(document.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    }
  });

  it('serves the docs page at /api/docs', async () => {
    const response = await ctx().app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers /api/health with 200 and the database up', async () => {
    const response = await ctx().app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up', dialect: ctx().dialect });
  });

  it('answers an unknown /api path with 404 JSON {message}', async () => {
    for (const [method, url] of [
      ['GET', '/api/tidak-ada'],
      ['GET', '/api'],
      ['POST', '/api/tidak-ada/add'],
      ['PUT', '/api/youtube/add'],
    ] as const) {
      const response = await ctx().app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'Alamat API tidak ditemukan.' });
    }
  });
});

describe('health when the database does not answer', () => {
  it('[sqlite] answers 503 with a message once the database is closed', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp({ config: testConfig(database.dataDir), database: database.handle });
    try {
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      await database.handle.close();
      const response = await app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        database: 'down',
        message: 'Basis data sedang tidak dapat dihubungi. Silakan coba lagi sebentar lagi.',
      });
    } finally {
      await app.close();
      await database.destroy();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    '[postgres] answers 503 while the server cannot be reached, and 200 again once it can',
    async () => {
      const database = await createTestDatabase('postgres');
      const target = new URL(database.databaseUrl ?? '');
      // A relay in front of PostgreSQL that can be switched off: the port then refuses connections.
      const sockets = new Set<net.Socket>();
      const relay = () =>
        net.createServer((client) => {
          const upstream = net.connect(Number(target.port || 5432), target.hostname);
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('close', () => sockets.delete(socket));
            socket.on('error', () => socket.destroy());
          }
          client.pipe(upstream).pipe(client);
        });
      let server = relay();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as net.AddressInfo).port;
      const viaRelay = new URL(target);
      viaRelay.host = `127.0.0.1:${port}`;
      const handle = openDatabase({ databaseUrl: viaRelay.toString(), poolSize: 2 });
      const app = await buildApp({ config: testConfig(database.dataDir), database: handle });
      try {
        expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          for (const socket of sockets) socket.destroy();
        });
        const down = await app.inject({ url: '/api/health' });
        expect(down.statusCode).toBe(503);
        expect(down.json()).toMatchObject({ status: 'unavailable', database: 'down', dialect: 'postgres' });
        expect(down.json().message).toMatch(/Basis data/);
        // Any other call fails the same way: a 503 with a message, never a 500 or a stack trace.
        const list = await app.inject({ url: '/api/youtube' });
        expect(list.statusCode).toBe(503);
        expect(list.json().message).toMatch(/Basis data/);

        server = relay();
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
        expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await app.close();
        await handle.close();
        server.close();
        for (const socket of sockets) socket.destroy();
        await database.destroy();
      }
    },
  );
});
