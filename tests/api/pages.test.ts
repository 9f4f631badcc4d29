import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { pagesRepo, revisionsRepo } from '../../src/db/index';
import { pageMessages } from '../../src/shared/messages/pages';
import type { PageRecord } from '../../src/shared/schemas/page';
import { adminMultipart, anonymousMultipart, imageFile, pngImage, uploadsDirectory } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

const HOUR = 60 * 60 * 1000;
/** Moves forward only: each test starts where the last left it. */
const clock = new TestClock('2026-06-01T03:00:00.000Z');
const about = pageMessages.about;
const kkn = pageMessages.kkn;

describeEachDatabase(
  'editable pages: seeded texts, drafts, publication, schedule, history',
  (ctx) => {
    const send = adminMultipart(ctx);
    const anonymous = anonymousMultipart(ctx);
    const visitor = async (slug: string): Promise<PageRecord> => {
      const response = await ctx().app.inject({ url: `/api/pages/${slug}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const staff = async (slug: string): Promise<PageRecord> => {
      const response = await ctx().asAdmin({ url: `/api/pages/${slug}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const save = async (slug: string, fields: Record<string, string>, files: Parameters<typeof send>[3] = []) => {
      const response = await send('PATCH', `/api/pages/${slug}`, fields, files);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as PageRecord;
    };
    const versionCount = async (slug: string) => {
      const page = await pagesRepo.findPageBySlug(ctx().db, slug);
      return (await pagesRepo.listVersions(ctx().db, page?.id ?? 0)).length;
    };

    it('starts with the three pages and the specification’s texts, to visitors and to staff alike', async () => {
      const response = await ctx().app.inject({ url: '/api/pages' });
      expect(response.statusCode).toBe(200);
      const pages = response.json() as PageRecord[];
      expect(pages.map((page) => [page.slug, page.path, page.title])).toEqual([
        ['tentang', '/tentang', 'Tentang P3M'],
        ['program-pengabdian-masyarakat', '/program-pengabdian-masyarakat', 'Program Pengabdian Masyarakat'],
        ['program-kkn-unim', '/program-kkn-unim', 'Program KKN UNIM'],
      ]);
      const tentang = await visitor('tentang');
      expect(tentang.status).toBe('published');
      expect(tentang.has_draft).toBe(false);
      for (const text of [about.vision, ...about.missions, ...about.goals, ...about.targets]) {
        expect(tentang.content).toContain(text);
      }
      expect(tentang.content.match(/<li>/g)).toHaveLength(3 + 4 + 9);
      expect(tentang.image).toBeNull();
      expect(tentang.image_alt).toBe(about.illustrationAlt);
      const programme = await visitor('program-kkn-unim');
      expect(programme.content.match(/<h3>/g)).toHaveLength(7);
      for (const stage of kkn.stages) expect(programme.content).toContain(stage.text);
      expect(await staff('tentang')).toEqual(tentang);
    });

    it('answers an unknown page with 400 and keeps visitors from writing', async () => {
      const unknown = await ctx().app.inject({ url: '/api/pages/beranda' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: 'Tipe tidak dikenal: beranda.' });
      const refused = await anonymous('PATCH', '/api/pages/tentang', { title: 'Diubah' });
      expect(refused.statusCode).toBe(401);
    });

    it('keeps a draft beside what visitors see, previews it, then publishes it', async () => {
      const before = await visitor('tentang');
      const draftText = before.content.replace(about.missions[0], 'Misi pertama yang baru.');
      const drafted = await save('tentang', { content: draftText, status: 'draft' });
      expect(drafted).toMatchObject({ status: 'draft', has_draft: true, published_at: null });
      expect(drafted.live?.published_at).toBe(before.published_at);
      expect(drafted.content).toContain('Misi pertama yang baru.');
      // Visitors (and the cached answer) still get the published text.
      expect((await visitor('tentang')).content).toContain(about.missions[0]);
      expect(await versionCount('tentang')).toBe(2);

      // A second draft save changes the same draft.
      const again = await save('tentang', { title: 'Tentang Kami' });
      expect(again).toMatchObject({ status: 'draft', title: 'Tentang Kami', has_draft: true });
      expect(await versionCount('tentang')).toBe(2);

      // Its preview link opens the draft for someone without an account.
      const link = await ctx().asAdmin({ method: 'POST', url: `/api/pages/${before.id}/preview-link` });
      expect(link.statusCode, link.body).toBe(201);
      expect((link.json() as { url: string }).url).toMatch(/^\/pratinjau\/[A-Za-z0-9_-]{43}$/);

      clock.advance(HOUR);
      const published = await save('tentang', { status: 'published', published_at: '' });
      expect(published).toMatchObject({ status: 'published', has_draft: false, title: 'Tentang Kami' });
      expect(published.published_at).toBe(clock.now().toISOString());
      const seen = await visitor('tentang');
      expect(seen.title).toBe('Tentang Kami');
      expect(seen.content).toContain('Misi pertama yang baru.');
      expect(await versionCount('tentang')).toBe(1);
    });

    it('edits the published page in place when no status is sent, keeping its date', async () => {
      const before = await visitor('program-pengabdian-masyarakat');
      const after = await save('program-pengabdian-masyarakat', { title: 'Program Pengabdian' });
      expect(after).toMatchObject({
        status: 'published',
        title: 'Program Pengabdian',
        published_at: before.published_at,
      });
      expect((await visitor('program-pengabdian-masyarakat')).title).toBe('Program Pengabdian');
      expect(await versionCount('program-pengabdian-masyarakat')).toBe(1);
    });

    it('schedules a version: the published one stays until its moment, then the new one shows by itself', async () => {
      const start = await visitor('program-kkn-unim');
      const moment = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
      const scheduled = await save('program-kkn-unim', {
        title: 'Program KKN UNIM 2027',
        status: 'published',
        published_at: moment,
      });
      expect(scheduled).toMatchObject({ status: 'published', scheduled_at: moment, has_draft: false });
      expect(scheduled.live?.published_at).toBe(start.published_at);
      expect((await visitor('program-kkn-unim')).title).toBe('Program KKN UNIM');
      // Staff edit the scheduled version: it stays scheduled at its moment.
      const edited = await save('program-kkn-unim', { content: `${start.content}<p>Tambahan.</p>` });
      expect(edited.scheduled_at).toBe(moment);

      clock.advance(3 * HOUR);
      // No write in between: the cached answer ends at the scheduled moment.
      const now = await visitor('program-kkn-unim');
      expect(now.title).toBe('Program KKN UNIM 2027');
      expect(now.content).toContain('<p>Tambahan.</p>');
      expect(now.published_at).toBe(moment);
      // The version it replaced goes with the next save.
      expect(await versionCount('program-kkn-unim')).toBe(2);
      await save('program-kkn-unim', { title: 'Program KKN UNIM' });
      expect(await versionCount('program-kkn-unim')).toBe(1);
    });

    it('"Jadikan Draf" of a scheduled version ends its schedule; a discarded draft leaves the published page', async () => {
      const moment = new Date(clock.now().getTime() + 5 * HOUR).toISOString();
      await save('program-kkn-unim', { status: 'published', published_at: moment, title: 'Terjadwal' });
      const drafted = await save('program-kkn-unim', { status: 'draft' });
      expect(drafted).toMatchObject({ status: 'draft', scheduled_at: null, has_draft: true, published_at: moment });

      const discarded = await ctx().asAdmin({ method: 'DELETE', url: '/api/pages/program-kkn-unim/draft' });
      expect(discarded.statusCode, discarded.body).toBe(200);
      expect(discarded.json()).toMatchObject({ status: 'published', has_draft: false, title: 'Program KKN UNIM' });
      expect(await versionCount('program-kkn-unim')).toBe(1);
      clock.advance(6 * HOUR);
      expect((await visitor('program-kkn-unim')).title).toBe('Program KKN UNIM');
    });

    it('runs saves of one page one after another: one draft, each answer the page as its own save left it', async () => {
      const titles = ['Draf A', 'Draf B', 'Draf C', 'Draf D', 'Draf E'];
      const answers = await Promise.all(
        titles.map((title) => save('program-pengabdian-masyarakat', { title, status: 'draft' })),
      );
      expect(answers.map((answer) => answer.title)).toEqual(titles);
      expect(await versionCount('program-pengabdian-masyarakat')).toBe(2);
      const discarded = await ctx().asAdmin({
        method: 'DELETE',
        url: '/api/pages/program-pengabdian-masyarakat/draft',
      });
      expect(discarded.json()).toMatchObject({ has_draft: false, title: 'Program Pengabdian' });
    });

    it('keeps every save in the history; restoring brings a revision back as a draft', async () => {
      const page = await staff('tentang');
      const list = await ctx().asAdmin({ url: `/api/pages/${page.id}/revisions` });
      expect(list.statusCode).toBe(200);
      const revisions = list.json() as { id: number; title: string; savedBy: { name: string } | null }[];
      // Newest first: the publication, the second draft save, the first draft, the state before (the seed).
      expect(revisions.map((revision) => revision.title)).toEqual([
        'Tentang Kami',
        'Tentang Kami',
        'Tentang P3M',
        'Tentang P3M',
      ]);
      expect(revisions.at(-1)?.savedBy).toBeNull();
      expect(revisions[0]?.savedBy?.name).toBe('admin');

      const original = revisions.at(-1);
      const restored = await ctx().asAdmin({
        method: 'POST',
        url: `/api/pages/${page.id}/revisions/${original?.id}/restore`,
      });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json()).toMatchObject({ status: 'draft', title: 'Tentang P3M', has_draft: true });
      expect((await visitor('tentang')).title).toBe('Tentang Kami');
      const published = await save('tentang', { status: 'published' });
      expect(published.content).toContain(about.missions[0]);
      expect((await visitor('tentang')).title).toBe('Tentang P3M');
    });

    it('sanitizes the text and keeps the editor’s headings, lists, quotes and own images', async () => {
      const image = (
        await send('PATCH', '/api/pages/program-pengabdian-masyarakat', { image_alt: 'Kegiatan' }, [
          imageFile('image', await pngImage(60, 40)),
        ])
      ).json() as PageRecord;
      expect(image.image).toMatch(/^uploads\/[a-f0-9]{32}\.webp$/);
      const html =
        `<h2>Skema</h2><h3>Satu</h3><ul><li>a</li></ul><ol><li>b</li></ol><blockquote><p>c</p></blockquote>` +
        `<p><img src="/${image.image}" alt="Foto kegiatan"><img src="https://evil.example/x.png"></p>` +
        `<script>alert(1)</script><p onclick="x()">d</p>`;
      const saved = await save('program-pengabdian-masyarakat', { content: html });
      expect(saved.content).toBe(
        `<h2>Skema</h2><h3>Satu</h3><ul><li>a</li></ul><ol><li>b</li></ol><blockquote><p>c</p></blockquote>` +
          `<p><img src="/${image.image}" alt="Foto kegiatan" /></p><p>d</p>`,
      );
      const empty = await send('PATCH', '/api/pages/program-pengabdian-masyarakat', { content: '<p> </p>' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: 'Konten tidak boleh kosong.' });
      const noTitle = await send('PATCH', '/api/pages/program-pengabdian-masyarakat', { title: ' ' });
      expect(noTitle.json()).toMatchObject({ message: 'Judul wajib diisi.' });
    });

    it('keeps a replaced illustration on disk while a revision can bring it back', async () => {
      const first = await save('tentang', { image_alt: 'Ilustrasi baru' }, [
        imageFile('image', await pngImage(50, 50)),
      ]);
      const second = await save('tentang', {}, [imageFile('image', await pngImage(70, 50, '#2563eb'))]);
      expect(second.image).not.toBe(first.image);
      expect(second.image_alt).toBe('Ilustrasi baru');
      const uploads = uploadsDirectory(ctx);
      expect(fs.existsSync(path.join(uploads, path.basename(first.image ?? '')))).toBe(true);
      const rows = await revisionsRepo.listRevisions(ctx().db, 'page', first.id);
      expect(rows.some((row) => row.image === first.image)).toBe(true);
    });
  },
  { clock },
);
