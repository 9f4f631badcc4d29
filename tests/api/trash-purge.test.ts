import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { appStateRepo, articlesRepo, revisionsRepo } from '../../src/db/index';
import { trashPurgeJob } from '../../src/server/services/background-jobs';
import { createJobRunner, DAY_MS } from '../../src/server/services/job-runner';
import { purgeTrash } from '../../src/server/services/trash';
import type { TrashItem } from '../../src/shared/schemas/trash';
import { adminMultipart, imageFile, listUploads, pngImage, uploadsDirectory } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';

const LINK = 'https://drive.google.com/file/d/purge/view';

describeEachDatabase('trash purge after 30 days', (ctx) => {
  const send = adminMultipart(ctx);
  const uploads = () => listUploads(uploadsDirectory(ctx));
  const filesOf = (stored: string) => uploads().filter((name) => name.startsWith(stored.slice(8, 40)));
  const json = async (options: Parameters<ReturnType<typeof ctx>['asAdmin']>[0]) => {
    const response = await ctx().asAdmin(options);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  /** A new article with its own thumbnail. */
  const newArticle = async (title: string) => {
    const response = await send(
      'POST',
      '/api/article/add',
      { title, author: 'Tim P3M', content: `<p>${title}</p>`, category: 'informasi_penelitian' },
      [imageFile('thumbnail', await pngImage())],
    );
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; thumbnail: string };
  };

  it('removes rows and unused files 30 days after the delete, keeping files still used', async () => {
    const unused = await newArticle('Artikel Dihapus');
    const shared = await newArticle('Artikel Gambarnya Dipakai');
    const live = await newArticle('Artikel Tetap');
    // The live article shows the second one's thumbnail in its text.
    await articlesRepo.updateArticle(ctx().db, live.id, { content: `<p><img src="/${shared.thumbnail}"></p>` });
    const slideResponse = await send('POST', '/api/hero/add', { title: 'Slide', position: '1' }, [
      imageFile('image', await pngImage(400, 200)),
    ]);
    const slide = slideResponse.json() as { id: number; image: string };
    const video = await json({
      method: 'POST',
      url: '/api/youtube/add',
      payload: { title: 'Video', link: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    const file = await json({
      method: 'POST',
      url: '/api/files/add',
      payload: { file_name: 'SK', file_description: 'SK', file_url: LINK, file_type: 'sk_rektor_penelitian' },
    });
    const category = await json({ method: 'POST', url: '/api/catdokumenprof/add', payload: { name: 'Arsip' } });
    const document = await json({
      method: 'POST',
      url: '/api/dokumenprof/add',
      payload: { file_name: 'Arsip 2020', file_url: LINK, catdokumenprofId: category.id },
    });

    const renamed = await send('PATCH', `/api/article/update/${unused.id}`, { title: 'Artikel Dihapus (diubah)' });
    expect(renamed.statusCode).toBe(200);
    expect((await revisionsRepo.listRevisions(ctx().db, 'article', unused.id)).length).toBeGreaterThan(0);
    for (const url of [
      `/api/article/delete/${unused.id}`,
      `/api/article/delete/${shared.id}`,
      `/api/hero/delete/${slide.id}`,
      `/api/youtube/delete/${video.id}`,
      `/api/files/delete/${file.id}`,
      `/api/catdokumenprof/delete/${category.id}`,
    ]) {
      expect((await ctx().asAdmin({ method: 'DELETE', url })).statusCode).toBe(200);
    }
    const items = (await json({ url: '/api/trash' })) as TrashItem[];
    expect(items).toHaveLength(6);
    const deletedAt = items.map((item) => Date.parse(item.deleted_at));
    const earliest = Math.min(...deletedAt);
    const latest = Math.max(...deletedAt);

    // The daily job on a test clock: exactly 30 days after the earliest delete, nothing is due yet.
    let now = earliest + 30 * DAY_MS;
    const runner = createJobRunner({ db: ctx().db, log: ctx().app.log, clock: () => now, holder: 'test' });
    const job = trashPurgeJob(ctx().db, ctx().app.images, Fastify({ logger: false }).log);
    const version = await appStateRepo.readContentVersion(ctx().db);
    expect(await runner.runIfDue(job)).toBe('ran');
    expect((await json({ url: '/api/trash' })) as TrashItem[]).toHaveLength(6);
    // Nothing purged: no write, cached pages stay.
    expect(await appStateRepo.readContentVersion(ctx().db)).toBe(version);
    for (const stored of [unused.thumbnail, shared.thumbnail, slide.image]) expect(filesOf(stored)).toHaveLength(3);

    // Past 30 days for every one of them, the next daily run removes them all.
    now = Math.max(now + DAY_MS, latest + 30 * DAY_MS + 1);
    expect(await runner.runIfDue(job)).toBe('ran');
    expect(await json({ url: '/api/trash' })).toEqual([]);
    expect(Number(await appStateRepo.readContentVersion(ctx().db))).toBeGreaterThan(Number(version));
    const { db } = ctx();
    const ids = async (table: 'articles' | 'hero_slides' | 'videos' | 'file_links' | 'document_categories') =>
      (await db.selectFrom(table).select('id').execute()).map((row) => row.id);
    expect(await ids('articles')).toEqual([live.id]);
    // A purged article takes its history with it.
    expect(await revisionsRepo.listRevisions(db, 'article', unused.id)).toEqual([]);
    expect(await ids('hero_slides')).not.toContain(slide.id);
    expect(await ids('videos')).not.toContain(video.id);
    expect(await ids('file_links')).not.toContain(file.id);
    expect(await ids('document_categories')).not.toContain(category.id);
    expect(await db.selectFrom('documents').select('id').where('id', '=', document.id).execute()).toEqual([]);

    expect(filesOf(unused.thumbnail)).toEqual([]);
    expect(filesOf(slide.image)).toEqual([]);
    // Still shown by the live article: kept.
    expect(filesOf(shared.thumbnail)).toHaveLength(3);
    expect(filesOf(live.thumbnail)).toHaveLength(3);
  });

  it('keeps the images of records still in the trash, and removes them when their own time comes', async () => {
    const first = await newArticle('Pertama');
    const second = await newArticle('Kedua');
    // Both show the same image: the second one's text holds the first one's thumbnail.
    await articlesRepo.updateArticle(ctx().db, second.id, { content: `<p><img src="/${first.thumbnail}"></p>` });
    await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${first.id}` });
    const [firstItem] = (await json({ url: '/api/trash' })) as TrashItem[];
    if (!firstItem) throw new Error('not in the trash');
    await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${second.id}` });
    // The second delete is later: move its time 10 days on, as if it happened then.
    const later = new Date(Date.parse(firstItem.deleted_at) + 10 * DAY_MS).toISOString();
    await ctx().db.updateTable('articles').set({ deleted_at: later }).where('id', '=', second.id).execute();

    const firstDue = Date.parse(firstItem.deleted_at) + 30 * DAY_MS + 1;
    expect(await purgeTrash(ctx().db, ctx().app.images, firstDue)).toEqual({
      removed: { article: 1 },
      imagesRemoved: [],
    });
    // The second article, still in the trash, shows the image: kept, as is its own thumbnail.
    expect(filesOf(first.thumbnail)).toHaveLength(3);
    expect(filesOf(second.thumbnail)).toHaveLength(3);

    const report = await purgeTrash(ctx().db, ctx().app.images, Date.parse(later) + 30 * DAY_MS + 1);
    expect(report.removed).toEqual({ article: 1 });
    expect(report.imagesRemoved.sort()).toEqual([first.thumbnail, second.thumbnail].sort());
    expect(filesOf(first.thumbnail)).toEqual([]);
    expect(filesOf(second.thumbnail)).toEqual([]);
  });
});
