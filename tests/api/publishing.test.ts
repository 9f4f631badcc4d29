import { expect, it } from 'vitest';
import { articlesRepo, nowIso } from '../../src/db/index';
import { toWibInputValue } from '../../src/shared/publishing';
import type { ArticleRecord } from '../../src/shared/schemas';
import { articleSightings, everywhere } from '../helpers/article-visibility';
import { adminMultipart } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** 10:00 WIB. Each test moves the clock forward from where the last left it, never back. */
const clock = new TestClock('2026-06-01T03:00:00.000Z');

/** `2026-06-01T12:00` for a moment: the date and time in WIB, as the admin's input holds it. */
const wib = (moment: number) => toWibInputValue(new Date(moment).toISOString());

let counter = 0;
function fields(extra: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    title: `Kabar Terbit Nomor${counter} Pengabdian`,
    author: 'Humas P3M',
    content: `<p>Isi kabar nomor${counter} untuk masyarakat.</p>`,
    category: 'informasi_kkn',
    ...extra,
  };
}

describeEachDatabase(
  'drafts, publication dates and scheduling',
  (ctx) => {
    const send = adminMultipart(ctx);
    const get = (url: string) => ctx().app.inject({ url });
    const staffGet = (url: string) => ctx().asAdmin({ method: 'GET', url });

    const create = async (extra: Record<string, string> = {}): Promise<ArticleRecord> => {
      const response = await send('POST', '/api/article/add', fields(extra));
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const update = async (id: number, extra: Record<string, string>): Promise<ArticleRecord> => {
      const { category: _category, ...rest } = fields();
      const response = await send('PATCH', `/api/article/update/${id}`, { ...rest, ...extra });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const ids = async (url: string) => (await get(url)).json().map((article: { id: number }) => article.id);
    /** The distinctive word of an article's title (`Nomor12`), to search for it. */
    const word = (article: ArticleRecord) => /Nomor\d+/.exec(article.title)?.[0] ?? '';

    /** Every public answer that could show the article: API lists and look-ups, feeds, sitemap, page data. */
    const sightings = articleSightings(ctx, clock);
    const seenByVisitors = (article: ArticleRecord) => sightings(article, word(article));

    it('keeps a draft from every public answer; staff see it, with its status, never from a cache', async () => {
      const draft = await create({ status: 'draft' });
      expect(draft).toMatchObject({ status: 'draft', published_date_set: false });
      expect(await seenByVisitors(draft)).toEqual(everywhere(false));
      expect((await get(`/api/article/slug/${draft.slug}`)).json()).toEqual({ message: 'Artikel tidak ditemukan.' });

      const staffList = await staffGet('/api/article/type/informasi_kkn');
      expect(staffList.headers['cache-control']).toBe('private, no-store');
      expect(staffList.json()).toContainEqual(expect.objectContaining({ id: draft.id, status: 'draft' }));
      expect((await staffGet(`/api/article/slug/${draft.slug}`)).statusCode).toBe(200);
      expect((await staffGet(`/api/article/${draft.id}`)).json()).toMatchObject({ id: draft.id, status: 'draft' });
      // The staff's answer was not kept for visitors, nor the visitors' answer handed to staff.
      expect(await ids('/api/article/type/informasi_kkn')).not.toContain(draft.id);
      expect((await staffGet('/api/article/type/informasi_kkn')).json().map((a: { id: number }) => a.id)).toContain(
        draft.id,
      );
    });

    it('shows a scheduled article nowhere before its time and everywhere from then on, with no write', async () => {
      // The form's field holds whole minutes; the clock may stand mid-minute after earlier tests.
      const at = Math.ceil((clock.now().getTime() + 2 * HOUR) / MINUTE) * MINUTE;
      const scheduled = await create({ status: 'published', published_date: wib(at) });
      // Typed in WIB, stored in UTC.
      expect(scheduled).toMatchObject({
        status: 'published',
        published_date: new Date(at).toISOString(),
        published_date_set: true,
      });
      expect(await seenByVisitors(scheduled)).toEqual(everywhere(false));
      clock.set(new Date(at - 1));
      expect(await seenByVisitors(scheduled)).toEqual(everywhere(false));
      clock.set(new Date(at));
      expect(await seenByVisitors(scheduled)).toEqual(everywhere(true));
    });

    it('serves a scheduled article from the cache at its time, though nothing was written', async () => {
      const at = clock.now().getTime() + HOUR;
      const scheduled = await create({ published_date: new Date(at).toISOString() });
      const list = '/api/article/type/informasi_kkn';
      expect(await ids(list)).not.toContain(scheduled.id);
      // A row added behind the app's back (no new content version) is not seen while the answer is
      // cached: the list below comes from the cache.
      const now = nowIso();
      const hidden = await articlesRepo.insertArticle(ctx().db, {
        title: 'Tanpa versi baru',
        slug: `tanpa-versi-baru-${counter}`,
        author: 'Humas',
        published_date: new Date(clock.now().getTime() - HOUR).toISOString(),
        content: '<p>Isi</p>',
        content_text: 'Isi',
        thumbnail: null,
        category: 'informasi_kkn',
        created_at: now,
        updated_at: now,
      });
      clock.set(new Date(at - 1000));
      const before = await ids(list);
      expect(before).not.toContain(hidden.id);
      expect(before).not.toContain(scheduled.id);
      clock.set(new Date(at));
      const after = await ids(list);
      expect(after).toContain(scheduled.id);
      expect(after).toContain(hidden.id);
    });

    it('never lets Cache-Control max-age reach past the next scheduled publication', async () => {
      const rss = async () => String((await get('/rss.xml')).headers['cache-control']);
      expect(await rss()).toBe('public, max-age=300');
      // A draft dated ahead schedules nothing.
      await create({ status: 'draft', published_date: wib(clock.now().getTime() + 60_000) });
      expect(await rss()).toBe('public, max-age=300');
      const at = clock.now().getTime() + 100_000;
      await create({ published_date: new Date(at).toISOString() });
      expect(await rss()).toBe('public, max-age=100');
      clock.advance(40_000);
      // The same cached feed, told to expire sooner.
      expect(await rss()).toBe('public, max-age=60');
      clock.set(new Date(at));
      expect(await rss()).toBe('public, max-age=300');
    });

    it('publishes a create through the old API at once, and an old-API edit keeps status and date', async () => {
      const created = await create();
      expect(created).toMatchObject({
        status: 'published',
        published_date: clock.now().toISOString(),
        published_date_set: true,
      });
      expect(await seenByVisitors(created)).toEqual(everywhere(true));
      clock.advance(HOUR);
      const edited = await update(created.id, { title: 'Judul Baru Lewat API Lama' });
      expect(edited).toMatchObject({ status: 'published', published_date: created.published_date });

      const draft = await create({ status: 'draft' });
      expect(await update(draft.id, {})).toMatchObject({ status: 'draft' });
    });

    it('dates a draft with no chosen date when it is published, and keeps a date that was chosen', async () => {
      const floating = await create({ status: 'draft' });
      clock.advance(3 * HOUR);
      const published = await update(floating.id, { status: 'published' });
      expect(published).toMatchObject({ published_date: clock.now().toISOString(), published_date_set: true });

      const backdated = '2024-03-05T01:30:00.000Z';
      const chosen = await create({ status: 'draft', published_date: '2024-03-05T08:30:00+07:00' });
      expect(chosen).toMatchObject({ published_date: backdated, published_date_set: true });
      clock.advance(HOUR);
      expect(await update(chosen.id, { status: 'published' })).toMatchObject({ published_date: backdated });
      // Back-dated: listed after the newer articles.
      const list = await ids('/api/article/type/informasi_kkn');
      expect(list.indexOf(chosen.id)).toBeGreaterThan(list.indexOf(published.id));
      // A cleared date on a published article: none chosen, so it takes the moment of the save.
      expect(await update(chosen.id, { status: 'published', published_date: '' })).toMatchObject({
        published_date: clock.now().toISOString(),
      });
    });

    it('takes a published article off the site with "Jadikan Draf" and back with "Terbitkan"', async () => {
      const article = await create();
      const drafted = await update(article.id, { status: 'draft', published_date: article.published_date });
      expect(drafted).toMatchObject({ status: 'draft', published_date: article.published_date });
      expect(await seenByVisitors(drafted)).toEqual(everywhere(false));
      const republished = await update(article.id, { status: 'published', published_date: article.published_date });
      expect(await seenByVisitors(republished)).toEqual(everywhere(true));
    });

    it('refuses an unknown status or an impossible date with the message next to the field', async () => {
      const status = await send('POST', '/api/article/add', fields({ status: 'terbit' }));
      expect(status.statusCode).toBe(400);
      expect(status.json()).toMatchObject({
        message: 'Status harus draft atau published.',
        fieldErrors: { status: 'Status harus draft atau published.' },
      });
      const message = 'Tanggal terbit tidak valid. Gunakan tanggal dan jam WIB, misalnya 2026-12-01T09:00.';
      for (const date of ['2026-02-30T10:00', '1 Juni 2026', '2026-06-01', '10000-01-01T00:00']) {
        const refused = await send('POST', '/api/article/add', fields({ published_date: date }));
        expect(refused.statusCode, date).toBe(400);
        expect(refused.json()).toMatchObject({ message, fieldErrors: { published_date: message } });
      }
    });
  },
  { clock },
);
