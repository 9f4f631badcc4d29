import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONTENT_HEALTH_CHECKS } from '../../src/shared/constants/content-health';
import type { ContentHealth, ContentHealthCheck } from '../../src/shared/schemas/content-health';
import { accountSession } from '../helpers/accounts';
import { adminMultipart, imageFile, pngImage } from '../helpers/images';
import { answer, startLinkServer, type LinkServer } from '../helpers/link-server';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
let site: LinkServer;

beforeAll(async () => {
  site = await startLinkServer({
    '/ada': () => answer.ok(),
    '/hilang': () => answer.status(404),
    '/lama': () => answer.redirect(308, '/baru'),
    '/baru': () => answer.ok(),
  });
});
afterAll(async () => {
  await site.close();
});

/** `years` years and `days` days before now, as stored. */
function yearsAgo(years: number, days: number): string {
  const moment = new Date();
  moment.setUTCFullYear(moment.getUTCFullYear() - years);
  return new Date(moment.getTime() - days * DAY_MS).toISOString();
}

async function post(ctx: TestContext, url: string, payload: Record<string, unknown>): Promise<number> {
  const response = await ctx.asAdmin({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describeEachDatabase(
  'content health API',
  (ctx) => {
    const send = adminMultipart(ctx);
    const ids: Record<string, number> = {};
    const health = async (): Promise<ContentHealth> => {
      const response = await ctx().asAdmin({ url: '/api/content-health' });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const check = (answer: ContentHealth, id: string) =>
      answer.checks.find((entry) => entry.check === id) as ContentHealthCheck;
    const found = (answer: ContentHealth, id: string) =>
      check(answer, id).items.map((item) => `${item.kind}:${item.title}`);

    beforeAll(async () => {
      const file = (title: string, path: string) =>
        post(ctx(), '/api/files/add', {
          file_name: title,
          file_description: 'Deskripsi',
          file_url: `${site.origin}${path}`,
          file_type: 'sk_rektor_penelitian',
        });
      ids.fine = await file('SK Baik', '/ada');
      ids.broken = await file('SK Rusak', '/hilang');
      ids.moved = await file('SK Pindah', '/lama');
      ids.full = await post(ctx(), '/api/catdokumenpengab/add', { name: 'Kategori Berisi' });
      ids.empty = await post(ctx(), '/api/catdokumenpengab/add', { name: 'Kategori Kosong' });
      ids.document = await post(ctx(), '/api/dokumenpengab/add', {
        file_name: 'Dokumen Terkini',
        file_url: `${site.origin}/ada`,
        catdokumenpengabId: ids.full,
      });
      const article = async (title: string, withThumbnail: boolean) => {
        const fields = { title, author: 'Tim P3M', content: `<p>${title}.</p>`, category: 'informasi_kkn' };
        const files = withThumbnail ? [imageFile('thumbnail', await pngImage())] : [];
        const response = await send('POST', '/api/article/add', fields, files);
        expect(response.statusCode, response.body).toBe(201);
        return response.json().id as number;
      };
      ids.bare = await article('Kabar Tanpa Gambar', false);
      ids.pictured = await article('Kabar Bergambar', true);
    });

    it('answers every check in the order of the screen, each with its total', async () => {
      const answer = await health();
      expect(answer.checks.map((entry) => entry.check)).toEqual([...CONTENT_HEALTH_CHECKS]);
      for (const entry of answer.checks) expect(entry.total).toBe(entry.items.length);
    });

    it('lists articles without a thumbnail, with the article type that names their screen', async () => {
      expect(check(await health(), 'articles-without-thumbnail').items).toEqual([
        {
          kind: 'article',
          id: ids.bare,
          title: 'Kabar Tanpa Gambar',
          type: 'informasi_kkn',
          date: expect.any(String),
          link: null,
        },
      ]);
    });

    it('lists document categories without documents; one emptied by a delete joins them', async () => {
      expect(check(await health(), 'empty-categories').items).toEqual([
        { kind: 'document_category', id: ids.empty, title: 'Kategori Kosong', type: 'pengab', date: null, link: null },
      ]);
      await ctx().asAdmin({ method: 'DELETE', url: `/api/dokumenpengab/delete/${ids.document}` });
      expect(found(await health(), 'empty-categories')).toEqual([
        'document_category:Kategori Berisi',
        'document_category:Kategori Kosong',
      ]);
      const restored = await ctx().asAdmin({ method: 'POST', url: `/api/trash/document/${ids.document}/restore` });
      expect(restored.statusCode, restored.body).toBe(200);
    });

    it('lists guides, decrees and documents not changed for more than three years, the oldest first', async () => {
      expect(check(await health(), 'old-documents').items).toEqual([]);
      const age = async (table: 'file_links' | 'documents', id: number | undefined, updatedAt: string) => {
        await ctx()
          .db.updateTable(table)
          .set({ updated_at: updatedAt })
          .where('id', '=', id ?? 0)
          .execute();
      };
      const threeYearsAndADay = yearsAgo(3, 1);
      await age('file_links', ids.fine, threeYearsAndADay);
      await age('documents', ids.document, yearsAgo(4, 0));
      await age('file_links', ids.broken, yearsAgo(2, 360));
      const stale = check(await health(), 'old-documents');
      expect(stale.items.map((item) => [item.kind, item.title, item.type])).toEqual([
        ['document', 'Dokumen Terkini', 'pengab'],
        ['file', 'SK Baik', 'sk_rektor_penelitian'],
      ]);
      expect(stale.items[1]?.date).toBe(threeYearsAndADay);
      // An edit makes it current again.
      await ctx().asAdmin({ method: 'PATCH', url: `/api/files/update/${ids.fine}`, payload: { file_name: 'SK Baik' } });
      expect(found(await health(), 'old-documents')).toEqual(['document:Dokumen Terkini']);
    });

    it('lists the links the last check found broken, then those that moved, from the link check', async () => {
      expect(check(await health(), 'broken-links').total).toBe(0);
      expect((await ctx().app.linkHealth.start()).started).toBe(true);
      await ctx().app.linkHealth.settled();
      const answer = await health();
      const broken = check(answer, 'broken-links');
      expect(broken.items).toEqual([
        {
          kind: 'file',
          id: ids.broken,
          title: 'SK Rusak',
          type: 'sk_rektor_penelitian',
          date: expect.any(String),
          link: expect.objectContaining({ status: 'not_found', http_status: 404, url: `${site.origin}/hilang` }),
        },
      ]);
      expect(check(answer, 'moved-links').items).toEqual([
        expect.objectContaining({
          kind: 'file',
          id: ids.moved,
          link: expect.objectContaining({ status: 'moved', final_url: `${site.origin}/baru` }),
        }),
      ]);
    });

    it('is read by Editors, and by nobody without a session', async () => {
      const editor = await accountSession(ctx(), 'penyunting-kesehatan', 'editor');
      expect((await ctx().app.inject({ url: '/api/content-health', headers: { cookie: editor } })).statusCode).toBe(
        200,
      );
      expect((await ctx().app.inject({ url: '/api/content-health' })).statusCode).toBe(401);
    });
  },
  // The local server's links are loopback addresses, allowed as an intranet's would be.
  { env: { LINK_CHECK_ALLOW_PRIVATE: 'true' }, linkCheck: { hostIntervalMs: 0 } },
);
