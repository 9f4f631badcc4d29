import { expect, it } from 'vitest';
import type { ArticleRecord } from '../../src/shared/schemas';
import type { ActivityPage } from '../../src/shared/schemas/activity';
import type { PageRecord } from '../../src/shared/schemas/page';
import { articleSightings, everywhere } from '../helpers/article-visibility';
import { adminMultipart, imageFile, pngImage } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

// A restore brings back what a record said (its text fields) and keeps where it stands: its status,
// its publication date and its address. A draft revision restored into a live article must not take
// it off the site, a published one must not move its date.

const HOUR = 60 * 60 * 1000;
/** Moves forward only: each test starts where the last left it. */
const clock = new TestClock('2026-06-01T03:00:00.000Z');

interface Summary {
  id: number;
  title: string;
}

let counter = 0;
/** Article fields whose title carries a word found in no other article (`Pulih7`), to search for it. */
function fields(extra: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    title: `Kabar Pulih${counter} Penelitian`,
    author: 'Humas P3M',
    content: `<p>Isi pertama kabar nomor ${counter}.</p>`,
    thumbnail_alt: 'Foto pertama',
    category: 'informasi_penelitian',
    ...extra,
  };
}
const wordOf = (title: string) => /Pulih\d+/.exec(title)?.[0] ?? '';

describeEachDatabase(
  'restoring a revision brings back the text and keeps the status, date and address',
  (ctx) => {
    const send = adminMultipart(ctx);
    const sightings = articleSightings(ctx, clock);
    const seen = (article: ArticleRecord) => sightings(article, wordOf(article.title));

    const create = async (extra: Record<string, string> = {}): Promise<ArticleRecord> => {
      const response = await send('POST', '/api/article/add', fields(extra));
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const update = async (
      id: number,
      extra: Record<string, string>,
      files: Parameters<typeof send>[3] = [],
    ): Promise<ArticleRecord> => {
      const response = await send('PATCH', `/api/article/update/${id}`, extra, files);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    /** The article's oldest revision: the state it was created in. */
    const firstRevision = async (id: number): Promise<Summary> => {
      const response = await ctx().asAdmin({ url: `/api/article/${id}/revisions` });
      const list = response.json() as Summary[];
      const first = list.at(-1);
      if (!first) throw new Error(response.body);
      return first;
    };
    const restore = async (id: number, revision: Summary): Promise<ArticleRecord> => {
      const response = await ctx().asAdmin({
        method: 'POST',
        url: `/api/article/${id}/revisions/${revision.id}/restore`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const staffRead = async (id: number): Promise<ArticleRecord> =>
      (await ctx().asAdmin({ url: `/api/article/${id}` })).json();

    it('keeps a published article published, dated and seen everywhere when a draft revision is restored', async () => {
      const draft = await create({ status: 'draft' });
      const drafted = await firstRevision(draft.id);
      clock.advance(HOUR);
      const published = await update(
        draft.id,
        {
          title: `${draft.title} (terbit)`,
          content: '<p>Isi yang terbit.</p>',
          author: 'Redaksi',
          thumbnail_alt: 'Foto kedua',
          status: 'published',
        },
        [imageFile('thumbnail', await pngImage(80, 60), 'foto.png')],
      );
      expect(published).toMatchObject({ status: 'published', published_date: clock.now().toISOString() });
      expect(await seen(published)).toEqual(everywhere(true));

      clock.advance(HOUR);
      const restored = await restore(draft.id, drafted);
      // The text of the draft came back: title, author, text, thumbnail (none then) and its alt text.
      expect(restored).toMatchObject({
        title: draft.title,
        author: draft.author,
        content: draft.content,
        thumbnail_alt: 'Foto pertama',
        // Where it stands did not move: still published, with the date of its publication, at its address.
        status: 'published',
        published_date: published.published_date,
        published_date_set: true,
        slug: draft.slug,
        category: draft.category,
      });
      expect(restored.thumbnail).not.toBe(published.thumbnail);
      expect(await staffRead(draft.id)).toMatchObject({
        status: 'published',
        published_date: published.published_date,
      });
      // Visitors still find it on its page, in the lists, the feeds, the sitemap, the home page and the search.
      expect(await seen(restored)).toEqual(everywhere(true));
      const page = await ctx().app.inject({ url: `/api/article/slug/${draft.slug}` });
      expect(page.json()).toMatchObject({ title: draft.title, published_date: published.published_date });
    });

    it('keeps the date of a published article when a revision with an older date is restored', async () => {
      const article = await create({ status: 'published', published_date: '2024-03-05T08:30:00+07:00' });
      expect(article.published_date).toBe('2024-03-05T01:30:00.000Z');
      const original = await firstRevision(article.id);
      const redated = await update(article.id, {
        title: `${article.title} (koreksi)`,
        published_date: '2025-01-15T08:00:00+07:00',
      });
      expect(redated.published_date).toBe('2025-01-15T01:00:00.000Z');
      const restored = await restore(article.id, original);
      expect(restored).toMatchObject({
        title: article.title,
        status: 'published',
        published_date: '2025-01-15T01:00:00.000Z',
      });
    });

    it('keeps a draft a draft, off the site, when a published revision is restored', async () => {
      const article = await create();
      const original = await firstRevision(article.id);
      const drafted = await update(article.id, { title: `${article.title} (ditarik)`, status: 'draft' });
      expect(await seen(drafted)).toEqual(everywhere(false));
      const restored = await restore(article.id, original);
      expect(restored).toMatchObject({ title: article.title, status: 'draft' });
      expect(await seen(restored)).toEqual(everywhere(false));
    });

    it('keeps a scheduled article scheduled at its moment, and shows it then', async () => {
      const article = await create();
      const original = await firstRevision(article.id);
      const moment = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
      const scheduled = await update(article.id, { title: `${article.title} (jadwal)`, published_date: moment });
      expect(await seen(scheduled)).toEqual(everywhere(false));
      const restored = await restore(article.id, original);
      expect(restored).toMatchObject({ title: article.title, status: 'published', published_date: moment });
      expect(await seen(restored)).toEqual(everywhere(false));
      clock.set(moment);
      expect(await seen(restored)).toEqual(everywhere(true));
    });

    it('logs a restore with the text fields it brought back, never the status or the date', async () => {
      const article = await create({ status: 'draft' });
      const original = await firstRevision(article.id);
      await update(article.id, { title: `${article.title} (terbit)`, status: 'published' });
      await restore(article.id, original);
      const log = await ctx().asAdmin({ url: '/api/audit?kind=article&action=revision_restore&limit=1' });
      const [entry] = (log.json() as ActivityPage).items;
      expect(entry).toMatchObject({ record: { id: article.id }, details: { state: 'published' } });
      expect(entry?.details.fields).toEqual(expect.arrayContaining(['title', 'content']));
      expect(entry?.details.fields).not.toContain('status');
      expect(entry?.details.fields).not.toContain('published_date');
    });

    it('brings a page revision back as the draft and keeps a version scheduled for later at its moment', async () => {
      const page = async (): Promise<PageRecord> => (await ctx().asAdmin({ url: '/api/pages/tentang' })).json();
      const visitor = async (): Promise<PageRecord> => (await ctx().app.inject({ url: '/api/pages/tentang' })).json();
      const live = await visitor();
      const moment = new Date(clock.now().getTime() + 3 * HOUR).toISOString();
      const scheduled = await send('PATCH', '/api/pages/tentang', {
        title: 'Tentang P3M 2027',
        status: 'published',
        published_at: moment,
      });
      expect(scheduled.json()).toMatchObject({ scheduled_at: moment, has_draft: false });
      // The history so far: the scheduled version, and the seeded text kept on the page's first save.
      const history = (await ctx().asAdmin({ url: `/api/pages/${live.id}/revisions` })).json() as Summary[];
      expect(history.map((revision) => revision.title)).toEqual(['Tentang P3M 2027', live.title]);
      const seeded = history.at(-1);

      const restored = await ctx().asAdmin({
        method: 'POST',
        url: `/api/pages/${live.id}/revisions/${seeded?.id}/restore`,
      });
      expect(restored.statusCode, restored.body).toBe(200);
      // The restored text is the draft; the schedule and what visitors see stay as they were.
      expect(restored.json()).toMatchObject({
        status: 'draft',
        title: live.title,
        has_draft: true,
        scheduled_at: moment,
        live: { published_at: live.published_at },
      });
      expect(await page()).toMatchObject({ scheduled_at: moment, has_draft: true });
      expect((await visitor()).title).toBe(live.title);
      clock.set(moment);
      expect(await visitor()).toMatchObject({ title: 'Tentang P3M 2027', published_at: moment });
    });
  },
  { clock },
);
