import { expect, it } from 'vitest';
import type { ArticleRecord, PageRecord } from '../../src/shared/schemas';
import { adminMultipart } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

// A shared preview link shows its record as it was shared, for 7 days at most: it ends when the
// record is published (or made a draft again), trashed or restored, instead of following it into
// a new draft (issue 29).

const HOUR = 60 * 60 * 1000;
const clock = new TestClock('2026-07-01T03:00:00.000Z');

let counter = 0;

describeEachDatabase(
  'shared preview links end when their record is published, trashed or restored',
  (ctx) => {
    const send = adminMultipart(ctx);
    const get = (url: string) => ctx().app.inject({ url });

    const draft = async (): Promise<ArticleRecord> => {
      counter += 1;
      const response = await send('POST', '/api/article/add', {
        title: `Kabar Tautan${counter} Pratinjau`,
        author: 'Humas P3M',
        content: `<p>Isi pertama tautan${counter}.</p>`,
        category: 'informasi_kkn',
        status: 'draft',
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const save = async (id: number, fields: Record<string, string>) => {
      const response = await send('PATCH', `/api/article/update/${id}`, fields);
      expect(response.statusCode, response.body).toBe(200);
    };
    const share = async (kind: 'article' | 'pages', id: number) => {
      const response = await ctx().asAdmin({ method: 'POST', url: `/api/${kind}/${id}/preview-link` });
      expect(response.statusCode, response.body).toBe(201);
      return new URL(response.json<{ url: string }>().url, 'http://localhost').pathname;
    };

    it('ends when the article is published: "Jadikan Draf" afterwards does not bring it back', async () => {
      const article = await draft();
      const link = await share('article', article.id);
      // An edit that keeps it a draft keeps the link, showing the saved text.
      await save(article.id, { content: '<p>Isi kedua yang disimpan.</p>' });
      const edited = await get(link);
      expect(edited.statusCode).toBe(200);
      expect(edited.body).toContain('Isi kedua yang disimpan.');

      await save(article.id, { status: 'published' });
      expect((await get(link)).statusCode).toBe(404);
      await save(article.id, { status: 'draft', content: '<p>Draf baru yang belum dibagikan.</p>' });
      const after = await get(link);
      expect(after.statusCode).toBe(404);
      expect(after.body).not.toContain('Draf baru yang belum dibagikan.');
      // A link made now shows the new draft.
      expect((await get(await share('article', article.id))).body).toContain('Draf baru yang belum dibagikan.');
    });

    it('ends when the article is scheduled, and when a published article is made a draft again', async () => {
      const scheduled = await draft();
      const toSchedule = await share('article', scheduled.id);
      await save(scheduled.id, {
        status: 'published',
        published_date: new Date(clock.now().getTime() + HOUR).toISOString(),
      });
      expect((await get(toSchedule)).statusCode).toBe(404);

      const published = await draft();
      await save(published.id, { status: 'published' });
      const ofPublished = await share('article', published.id);
      expect((await get(ofPublished)).statusCode).toBe(200);
      await save(published.id, { status: 'draft', content: '<p>Perubahan yang belum terbit.</p>' });
      expect((await get(ofPublished)).statusCode).toBe(404);
    });

    it('ends when the article is trashed; restoring it does not revive the link', async () => {
      const article = await draft();
      const link = await share('article', article.id);
      const other = await draft();
      const otherLink = await share('article', other.id);
      const trashed = await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${article.id}` });
      expect(trashed.statusCode, trashed.body).toBe(200);
      expect((await get(link)).statusCode).toBe(404);
      const restored = await ctx().asAdmin({ method: 'POST', url: `/api/trash/article/${article.id}/restore` });
      expect(restored.statusCode, restored.body).toBe(200);
      const after = await get(link);
      expect(after.statusCode).toBe(404);
      expect(after.body).not.toContain(article.title);
      // Only that article's links ended.
      expect((await get(otherLink)).statusCode).toBe(200);
    });

    it('makes no link for an article in the trash; after a restore a new one works', async () => {
      const article = await draft();
      expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${article.id}` })).statusCode).toBe(
        200,
      );
      const inTrash = await ctx().asAdmin({ method: 'POST', url: `/api/article/${article.id}/preview-link` });
      expect(inTrash.statusCode).toBe(404);
      expect(
        (await ctx().asAdmin({ method: 'POST', url: `/api/trash/article/${article.id}/restore` })).statusCode,
      ).toBe(200);
      expect((await get(await share('article', article.id))).statusCode).toBe(200);
    });

    it("ends a page's link when its draft is published", async () => {
      const page = (await ctx().asAdmin({ url: '/api/pages/tentang' })).json() as PageRecord;
      const saved = await send('PATCH', '/api/pages/tentang', {
        content: `${page.content}<p>Paragraf draf untuk dibagikan.</p>`,
        status: 'draft',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const link = await share('pages', page.id);
      expect((await get(link)).body).toContain('Paragraf draf untuk dibagikan.');
      expect((await send('PATCH', '/api/pages/tentang', { status: 'published' })).statusCode).toBe(200);
      expect((await get(link)).statusCode).toBe(404);
    });
  },
  { clock, web: 'production' },
);
