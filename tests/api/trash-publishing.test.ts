import { expect, it } from 'vitest';
import { publishingRepo } from '../../src/db/index';
import type { ArticleRecord } from '../../src/shared/schemas';
import { adminMultipart } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

// The trash under drafts, schedules and partial updates: no audience sees an article in the trash,
// staff included; a restore brings it back as it was; a trashed record takes no partial update.

const HOUR = 60 * 60 * 1000;
/** Moves forward only. */
const clock = new TestClock('2026-07-01T03:00:00.000Z');

let counter = 0;

describeEachDatabase(
  'trash with drafts, schedules and partial updates',
  (ctx) => {
    const send = adminMultipart(ctx);
    const staffGet = (url: string) => ctx().asAdmin({ method: 'GET', url });
    const create = async (extra: Record<string, string>): Promise<ArticleRecord> => {
      counter += 1;
      const response = await send('POST', '/api/article/add', {
        title: `Kabar Sampah${counter} Terjadwal`,
        author: 'Humas P3M',
        content: `<p>Isi kabar sampah${counter}.</p>`,
        category: 'informasi_kkn',
        ...extra,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const trash = async (id: number) => {
      const response = await ctx().asAdmin({ method: 'DELETE', url: `/api/article/delete/${id}` });
      expect(response.statusCode, response.body).toBe(200);
    };
    const restore = async (kind: string, id: number) => {
      const response = await ctx().asAdmin({ method: 'POST', url: `/api/trash/${kind}/${id}/restore` });
      expect(response.statusCode, response.body).toBe(200);
    };
    const staffIds = async () =>
      (await staffGet('/api/article/type/informasi_kkn')).json().map((article: { id: number }) => article.id);

    it('hides a draft and a scheduled article in the trash from staff too, and restores them as they were', async () => {
      const draft = await create({ status: 'draft' });
      const at = new Date(clock.now().getTime() + 3 * HOUR).toISOString();
      const scheduled = await create({ published_date: at });
      expect(await staffIds()).toEqual(expect.arrayContaining([draft.id, scheduled.id]));

      await trash(draft.id);
      await trash(scheduled.id);
      expect(await staffIds()).not.toContain(draft.id);
      expect(await staffIds()).not.toContain(scheduled.id);
      for (const article of [draft, scheduled]) {
        expect((await staffGet(`/api/article/${article.id}`)).statusCode).toBe(404);
        expect((await staffGet(`/api/article/slug/${article.slug}`)).statusCode).toBe(404);
        const link = await ctx().asAdmin({ method: 'POST', url: `/api/article/${article.id}/preview-link` });
        expect(link.statusCode).toBe(404);
      }
      const staffCount = await ctx().asAdmin({ method: 'GET', url: '/api/article?limit=100' });
      expect(staffCount.json().map((article: { id: number }) => article.id)).not.toContain(draft.id);

      await restore('article', draft.id);
      await restore('article', scheduled.id);
      expect((await staffGet(`/api/article/${draft.id}`)).json()).toMatchObject({
        status: 'draft',
        published_date_set: false,
      });
      expect((await staffGet(`/api/article/${scheduled.id}`)).json()).toMatchObject({
        status: 'published',
        published_date: at,
      });
      // Restored, still scheduled: visitors do not see it before its time.
      expect((await ctx().app.inject({ url: `/api/article/${scheduled.id}` })).statusCode).toBe(404);
    });

    it('lets no scheduled article in the trash end cached answers', async () => {
      const db = ctx().db;
      const now = clock.now().getTime();
      const soon = new Date(now + HOUR).toISOString();
      const later = new Date(now + 2 * HOUR).toISOString();
      const first = await create({ published_date: soon });
      await create({ published_date: later });
      expect(await publishingRepo.nextVisibilityChange(db, clock.now().toISOString())).toBe(soon);
      await trash(first.id);
      expect(await publishingRepo.nextVisibilityChange(db, clock.now().toISOString())).toBe(later);
      await restore('article', first.id);
      expect(await publishingRepo.nextVisibilityChange(db, clock.now().toISOString())).toBe(soon);
    });

    it('answers 404 to a partial update of a record in the trash, with or without fields', async () => {
      const added = await ctx().asAdmin({
        method: 'POST',
        url: '/api/files/add',
        payload: {
          file_name: 'Panduan Sampah',
          file_description: 'Panduan',
          file_url: 'https://drive.google.com/file/d/sampah-sebagian/view',
          file_type: 'panduan_penelitian',
        },
      });
      expect(added.statusCode, added.body).toBe(201);
      const { id } = added.json() as { id: number };
      const deleted = await ctx().asAdmin({ method: 'DELETE', url: `/api/files/delete/${id}` });
      expect(deleted.statusCode).toBe(200);
      for (const payload of [{ file_name: 'Diubah' }, {}]) {
        const patched = await ctx().asAdmin({ method: 'PATCH', url: `/api/files/update/${id}`, payload });
        expect(patched.statusCode, JSON.stringify(payload)).toBe(404);
      }
      const article = await create({ status: 'draft' });
      await trash(article.id);
      const patched = await send('PATCH', `/api/article/update/${article.id}`, { title: 'Judul Baru' });
      expect(patched.statusCode).toBe(404);

      await restore('file', id);
      const patchedBack = await ctx().asAdmin({
        method: 'PATCH',
        url: `/api/files/update/${id}`,
        payload: { file_name: 'Diubah' },
      });
      expect(patchedBack.json()).toMatchObject({ id, file_name: 'Diubah', file_description: 'Panduan' });
    });

    it('removes the preview links of an article when it goes to the trash, before it is deleted for good', async () => {
      const draft = await create({ status: 'draft' });
      const link = await ctx().asAdmin({ method: 'POST', url: `/api/article/${draft.id}/preview-link` });
      expect(link.statusCode).toBe(201);
      const links = () =>
        ctx().db.selectFrom('preview_links').select('record_id').where('record_id', '=', draft.id).execute();
      expect(await links()).toHaveLength(1);
      await trash(draft.id);
      expect(await links()).toEqual([]);
      const gone = await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/article/${draft.id}` });
      expect(gone.statusCode, gone.body).toBe(200);
      expect(await links()).toEqual([]);
    });
  },
  { clock },
);
