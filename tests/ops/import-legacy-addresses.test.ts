import sharp from 'sharp';
import { expect, it } from 'vitest';
import { articlesRepo, legacyImportsRepo, nowIso, writeContent, type Db } from '../../src/db/index';
import { FIXTURE_WRITE } from '../helpers/activity';
import { withProductionApp } from '../helpers/production-app';

// Old addresses after moving in, answered by the production build (pages come from its loaders and
// go through the page cache): old and differently-cased slugs, old upload names.

async function addArticle(db: Db, slug: string): Promise<number> {
  const now = nowIso();
  const article = await writeContent(db, FIXTURE_WRITE, (trx) =>
    articlesRepo.insertArticle(trx, {
      title: 'Hibah Penelitian 2024',
      slug,
      author: 'LPPM',
      published_date: now,
      content: '<p>Isi</p>',
      content_text: 'Isi',
      thumbnail: null,
      category: 'informasi_penelitian',
      created_at: now,
      updated_at: now,
    }),
  );
  return article.id;
}

it('answers an old slug or another letter case with a 301 to the current address, cached per content version', async () => {
  await withProductionApp({}, async (app) => {
    const db = app.database.db;
    const id = await addArticle(db, 'hibah-penelitian-2024');
    await writeContent(db, FIXTURE_WRITE, (trx) =>
      legacyImportsRepo.recordSlugRedirect(trx, 'Hibah-Lama', id, nowIso()),
    );

    expect((await app.inject({ url: '/article/hibah-penelitian-2024' })).statusCode).toBe(200);
    for (const url of ['/article/HIBAH-Penelitian-2024', '/article/hibah-lama', '/article/HIBAH-LAMA']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(301);
      expect(answer.headers['location'], url).toBe('/article/hibah-penelitian-2024');
    }
    expect((await app.inject({ url: '/article/tidak-ada' })).statusCode).toBe(404);

    // Kept in the page cache like a page: a quiet change (no new content version) is not seen...
    const first = await app.inject({ url: '/article/hibah-lama' });
    await db.updateTable('articles').set({ slug: 'hibah-2024' }).where('id', '=', id).execute();
    expect((await app.inject({ url: '/article/hibah-lama' })).headers['location']).toBe(
      '/article/hibah-penelitian-2024',
    );
    // ...a content write is, and a browser revalidating the old redirect gets the new one, not a 304.
    await writeContent(db, FIXTURE_WRITE, (trx) => articlesRepo.updateArticle(trx, id, { title: 'Hibah Penelitian' }));
    const moved = await app.inject({
      url: '/article/hibah-lama',
      headers: { 'if-none-match': String(first.headers['etag']) },
    });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers['location']).toBe('/article/hibah-2024');
    expect(moved.headers['etag']).not.toBe(first.headers['etag']);
    const current = await app.inject({ url: '/article/hibah-2024' });
    expect(current.statusCode).toBe(200);
    expect(current.body).toContain('Hibah Penelitian');

    const api = await app.inject({ url: '/api/article/slug/HIBAH-LAMA' });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({ id, slug: 'hibah-2024' });
  });
});

it('redirects an old upload name to the image it became, and answers 404 for one never imported', async () => {
  await withProductionApp({}, async (app) => {
    const db = app.database.db;
    const stored = await app.images.save(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .webp()
        .toBuffer(),
    );
    const oldName = '0b6a9d64-3b59-4d3e-9d0e-6f1f7d1c0a11.webp';
    await writeContent(db, FIXTURE_WRITE, (trx) =>
      legacyImportsRepo.recordUploadRedirect(trx, oldName, stored, nowIso()),
    );
    const answer = await app.inject({ url: `/uploads/${oldName.toUpperCase().replace('.WEBP', '.webp')}` });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers['location']).toBe(`/${stored}`);
    expect((await app.inject({ url: `/${stored}` })).statusCode).toBe(200);
    expect((await app.inject({ url: '/uploads/1c7b0e75-4c6a-4e4f-8e1f-7a2a8e2d1b22.webp' })).statusCode).toBe(404);
  });
});
