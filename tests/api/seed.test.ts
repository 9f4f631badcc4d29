import { expect, it } from 'vitest';
import { seedDemoContent } from '../../src/server/seed/demo';
import { ARTICLE_TYPES, DOCUMENT_COLLECTIONS, FILE_TYPES } from '../../src/shared/constants/content';
import { htmlToText } from '../../src/shared/schemas/common';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';

const CONTENT_TABLES = [
  'articles',
  'file_links',
  'document_categories',
  'documents',
  'videos',
  'profile_images',
  'hero_slides',
] as const;

async function counts(ctx: TestContext): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of CONTENT_TABLES) result[table] = (await ctx.db.selectFrom(table).selectAll().execute()).length;
  return result;
}

async function get<T = unknown>(ctx: TestContext, url: string): Promise<T> {
  const response = await ctx.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
}

describeEachDatabase('demo content', (ctx) => {
  it('adds nothing to a database that already holds content, in the trash too', async () => {
    const category = await ctx().asAdmin({
      method: 'POST',
      url: '/api/catdokumenprof/add',
      payload: { name: 'Milik staf' },
    });
    await seedDemoContent(ctx().db, ctx().app.images, ctx().app.log);
    expect(await counts(ctx())).toMatchObject({ articles: 0, file_links: 0, document_categories: 1, videos: 0 });
    // Deleted, it waits in the trash: the database is still not a fresh one.
    await ctx().asAdmin({ method: 'DELETE', url: `/api/catdokumenprof/delete/${category.json().id}` });
    await seedDemoContent(ctx().db, ctx().app.images, ctx().app.log);
    expect(await counts(ctx())).toMatchObject({ articles: 0, file_links: 0, document_categories: 1, videos: 0 });
    // Deleted for good, nothing is left.
    await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/document_category/${category.json().id}` });
    expect(await counts(ctx())).toMatchObject({ document_categories: 0 });
  });

  it('fills an empty database with articles, file links, documents, videos, an org chart, hero slides and an announcement', async () => {
    await seedDemoContent(ctx().db, ctx().app.images, ctx().app.log);
    const now = Date.now();

    type Article = { slug: string; author: string; published_date: string; thumbnail: string; content: string };
    const all: Article[] = [];
    for (const type of ARTICLE_TYPES) {
      const articles = await get<Article[]>(ctx(), `/api/article/type/${type}`);
      expect(articles.length, type).toBeGreaterThanOrEqual(6);
      all.push(...articles);
    }
    expect(new Set(all.map((a) => a.slug)).size).toBe(all.length);
    expect(new Set(all.map((a) => a.author)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((a) => a.thumbnail)).size).toBe(all.length);
    expect(new Set(all.map((a) => a.published_date.slice(0, 10))).size).toBeGreaterThanOrEqual(20);
    for (const article of all) {
      const published = Date.parse(article.published_date);
      expect(published).toBeLessThanOrEqual(now);
      expect(published).toBeGreaterThan(now - 200 * 24 * 60 * 60 * 1000);
      expect(article.content).toMatch(/<h2>/);
      expect(article.content).toMatch(/<(ul|ol)><li>/);
      expect(article.content).toMatch(/<strong>/);
      expect(article.thumbnail).toMatch(/^uploads\/[a-f0-9]{32}\.webp$/);
    }
    const thumbnail = await ctx().app.inject({ url: `/${all[0]?.thumbnail}` });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    // The stored text is the text of the stored HTML: search and excerpts read it.
    const rows = await ctx().db.selectFrom('articles').select(['content', 'content_text']).execute();
    for (const row of rows) {
      expect(row.content_text).toBe(htmlToText(row.content));
      expect(row.content_text).not.toMatch(/[<>]/);
    }

    for (const type of FILE_TYPES) {
      const links = await get<{ file_url: string }[]>(ctx(), `/api/files/type?type=${type}`);
      expect(links.length, type).toBeGreaterThanOrEqual(2);
      expect(links.length, type).toBeLessThanOrEqual(3);
      for (const link of links) expect(link.file_url).toMatch(/^https:\/\/drive\.google\.com\/file\/d\/[\w-]+\/view/);
    }

    for (const { categoryPath, documentPath } of Object.values(DOCUMENT_COLLECTIONS)) {
      const categories = await get<{ id: number }[]>(ctx(), `/api/${categoryPath}`);
      expect(categories.length, categoryPath).toBeGreaterThanOrEqual(2);
      expect(categories.length, categoryPath).toBeLessThanOrEqual(3);
      const documents = await get<{ kategori: { id: number } }[]>(ctx(), `/api/${documentPath}`);
      for (const category of categories) {
        const inCategory = documents.filter((d) => d.kategori.id === category.id).length;
        expect(inCategory).toBeGreaterThanOrEqual(2);
        expect(inCategory).toBeLessThanOrEqual(4);
      }
    }

    const videos = await get<{ link: string }[]>(ctx(), '/api/youtube');
    expect(videos.length).toBeGreaterThanOrEqual(4);
    expect(videos.length).toBeLessThanOrEqual(6);
    for (const video of videos) expect(video.link).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/);

    const charts = await get<{ alt: string; image: string }[]>(ctx(), '/api/profile/type?type=struktur_organisasi');
    expect(charts).toHaveLength(1);
    expect(charts[0]?.alt).toBe('Struktur Organisasi');
    const slides = await get<{ title: string; image: string }[]>(ctx(), '/api/hero');
    expect(slides).toHaveLength(3);
    for (const slide of slides) expect(slide.title).not.toBe('');
    for (const image of [charts[0]?.image, ...slides.map((s) => s.image)]) {
      expect((await ctx().app.inject({ url: `/${image}` })).statusCode, image).toBe(200);
    }

    // One current announcement, its deadline ahead at 16.00 WIB, linking a demo document.
    const announcements = await get<{ deadline: string; starts_at: string; documents: { file_name: string }[] }[]>(
      ctx(),
      '/api/announcements',
    );
    expect(announcements).toHaveLength(1);
    expect(Date.parse(announcements[0]?.starts_at ?? '')).toBeLessThanOrEqual(now);
    expect(Date.parse(announcements[0]?.deadline ?? '')).toBeGreaterThan(now);
    expect(announcements[0]?.deadline).toMatch(/T09:00:00\.000Z$/);
    expect(announcements[0]?.documents.map((document) => document.file_name)).toEqual([
      'SOP Pengajuan Proposal Penelitian',
    ]);
  });

  it('adds nothing when run again, nor after staff deleted everything', async () => {
    const before = await counts(ctx());
    const uploads = ctx().app.images.directory;
    const { readdirSync } = await import('node:fs');
    const files = uploads ? readdirSync(uploads).length : 0;
    await seedDemoContent(ctx().db, ctx().app.images, ctx().app.log);
    expect(await counts(ctx())).toEqual(before);
    expect(uploads ? readdirSync(uploads).length : 0).toBe(files);

    for (const table of ['documents', ...CONTENT_TABLES.filter((t) => t !== 'documents')] as const) {
      await ctx().db.deleteFrom(table).execute();
    }
    await seedDemoContent(ctx().db, ctx().app.images, ctx().app.log);
    expect(Object.values(await counts(ctx())).every((count) => count === 0)).toBe(true);
  });
});
