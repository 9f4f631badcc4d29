import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { usersRepo, nowIso } from '../../src/db/index';
import { buildApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/services/passwords';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../helpers/databases';
import { imageFile, injectMultipart, pngImage } from '../helpers/images';
import { TEST_ADMIN, testConfig } from '../helpers/test-app';

/** An app that opens its own database from the configuration, as `npm start` does. */
async function startApp(database: TestDatabase): Promise<FastifyInstance> {
  const env = database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {};
  const app = await buildApp({ config: testConfig(database.dataDir, env) });
  await app.ready();
  return app;
}

async function loginCookie(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
  const cookie = response.cookies[0];
  if (response.statusCode !== 200 || !cookie) throw new Error(`login failed: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

for (const dialect of DIALECTS) {
  describe(`restart keeps every write [${dialect}]`, () => {
    let database: TestDatabase | undefined;
    afterAll(async () => {
      await database?.destroy();
    });

    it('writes through the API, closes the app, starts a new one on the same data: everything is there', async () => {
      database = await createTestDatabase(dialect);
      const first = await startApp(database);
      // After the app's start-up has migrated the fresh database.
      await usersRepo.insertAdmin(database.handle.db, {
        name: TEST_ADMIN.name,
        password_hash: await hashPassword(TEST_ADMIN.password),
        now: nowIso(),
      });
      const cookie = await loginCookie(first);
      const write = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
        const response = await first.inject({ method, url, payload, headers: { cookie } });
        expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
        return response.json();
      };
      const file = await write('POST', '/api/files/add', {
        file_name: 'SK Rektor Penelitian 2026',
        file_description: 'Surat keputusan',
        file_url: 'https://drive.google.com/file/d/sk-2026/view',
        file_type: 'sk_rektor_penelitian',
      });
      const category = await write('POST', '/api/catdokumenpen/add', { name: 'Pedoman Penelitian' });
      const document = await write('POST', '/api/dokumenpen/add', {
        file_name: 'Pedoman 2026',
        file_url: 'https://drive.google.com/file/d/pedoman/view',
        catdokumenpenId: category.id,
      });
      const video = await write('POST', '/api/youtube/add', {
        title: 'Luaran KKN',
        link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      });
      const settings = await write('PATCH', '/api/settings/update', { phone: '(0321) 999000' });
      const upload = await injectMultipart(first, {
        method: 'POST',
        url: '/api/profile/add',
        fields: { alt: 'Bagan 2026', type: 'struktur_organisasi' },
        files: [imageFile('image', await pngImage(300, 200))],
        headers: { cookie },
      });
      expect(upload.statusCode, upload.body).toBe(201);
      const profile = upload.json();
      const articleResponse = await injectMultipart(first, {
        method: 'POST',
        url: '/api/article/add',
        fields: {
          title: 'Hibah Penelitian Dosen 2026',
          author: 'Tim P3M',
          content: '<p>Pendaftaran <strong>dibuka</strong>.</p>',
          category: 'informasi_penelitian',
        },
        files: [imageFile('thumbnail', await pngImage(400, 250))],
        headers: { cookie },
      });
      expect(articleResponse.statusCode, articleResponse.body).toBe(201);
      const article = articleResponse.json();
      await first.close();

      const second = await startApp(database);
      try {
        const read = async (url: string) => {
          const response = await second.inject({ url });
          expect(response.statusCode, url).toBe(200);
          return response.json();
        };
        expect(await read('/api/files/type?type=sk_rektor_penelitian')).toEqual([file]);
        expect(await read('/api/catdokumenpen')).toEqual([category]);
        expect(await read('/api/dokumenpen')).toEqual([document]);
        expect(await read('/api/youtube')).toEqual([video]);
        expect(await read('/api/settings')).toEqual(settings);
        expect(await read('/api/profile/type?type=struktur_organisasi')).toEqual([profile]);
        expect(await read(`/api/article/slug/${article.slug}`)).toEqual(article);
        for (const stored of [profile.image, article.thumbnail]) {
          const image = await second.inject({ url: `/${stored}` });
          expect(image.statusCode, stored).toBe(200);
          expect(image.headers['content-type']).toBe('image/webp');
        }
        // The session is stored in the database, so it outlives the restart too.
        expect((await second.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    });
  });
}
