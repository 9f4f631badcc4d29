import { expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { siteMessages } from '../../src/shared/messages/site';
import { stableLinkPath } from '../../src/shared/stable-links';
import { adminMultipart } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

// The search page as visitors get it (the production build): SPEC's article results and pages as they
// were, then a section of each other kind found, or one kind alone with `?jenis=`.

const clock = new TestClock('2026-06-01T03:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const LINK = 'https://drive.google.com/file/d/1HalamanCari/view';

/** The HTML of the section labelled by a heading id, up to its end. */
const section = (html: string, id: string) =>
  new RegExp(`<section[^>]*aria-labelledby="${id}"[^>]*>[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
/** The ids of the kinds' headings, in the order of the page. */
const sectionIds = (html: string) => [...html.matchAll(/<h2 id="(hasil-[a-z]+)"/g)].map((match) => match[1]);

describeEachDatabase(
  'the search page: articles, then every other kind',
  (ctx) => {
    const send = adminMultipart(ctx);
    const get = async (url: string) => {
      const response = await ctx().app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    };
    const post = async (url: string, payload: Record<string, unknown>) => {
      const response = await ctx().asAdmin({ method: 'POST', url, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: number };
    };
    const ids: Record<string, number> = {};

    it('shows the article results as before, then a section per kind with its count and first hits', async () => {
      const article = await send('POST', '/api/article/add', {
        title: 'Kabar Kenari Terbaru',
        author: 'Humas',
        content: '<p>Isi kabar.</p>',
        category: 'informasi_kkn',
      });
      expect(article.statusCode).toBe(201);
      const saved = await send('PATCH', '/api/pages/program-kkn-unim', { content: '<p>Tahapan kenari KKN.</p>' });
      expect(saved.statusCode).toBe(200);
      const category = await post('/api/catdokumenpen/add', { name: 'Panduan' });
      const document = await post('/api/dokumenpen/add', {
        file_name: 'Pedoman Kenari',
        file_url: LINK,
        catdokumenpenId: category.id,
      });
      for (let n = 1; n <= 6; n += 1) {
        await post('/api/files/add', {
          file_name: `SK Kenari ${n}`,
          file_description: 'Penetapan.',
          file_url: LINK,
          file_type: 'sk_rektor_penelitian',
        });
      }
      const faq = await post('/api/faq/add', { question: 'Apa itu kenari?', answer: '<p>Program hibah.</p>' });
      const video = await post('/api/youtube/add', { title: 'Liputan Kenari', link: 'https://youtu.be/dQw4w9WgXcQ' });
      const announcement = await post('/api/announcements/add', {
        title: 'Pendaftaran Kenari Dibuka',
        content: '<p>Kirim berkas ke P3M.</p>',
        ends_at: '2026-12-31T23:59',
        deadline: '2026-12-12T16:00',
      });
      Object.assign(ids, { document: document.id, faq: faq.id, video: video.id, announcement: announcement.id });

      const html = await get('/search-page?q=kenari');
      expect(html).toContain('<h1 class="page-header-title">Hasil Pencarian untuk &quot;kenari&quot;</h1>');
      expect(sectionIds(html)).toEqual([
        'hasil-artikel',
        'hasil-pengumuman',
        'hasil-halaman',
        'hasil-dokumen',
        'hasil-berkas',
        'hasil-faq',
        'hasil-video',
      ]);
      // The articles keep their cards and pages, under a heading with their count.
      expect(html).toMatch(/<h2 id="hasil-artikel"[^>]*>Artikel <span class="search-count">1 hasil<\/span><\/h2>/);
      expect(count(html, /class="article-card-title"/g)).toBe(1);
      expect(html).toMatch(/<h3 class="article-card-title"><a href="\/article\/kabar-kenari-terbaru"/);
      expect(html).toContain('aria-label="Navigasi halaman"');

      // An announcement leads to its place on /pengumuman, its deadline under its title.
      const announcements = section(html, 'hasil-pengumuman');
      expect(announcements).toContain('Pengumuman <span class="search-count">1 hasil</span>');
      expect(announcements).toContain(
        `<a href="/pengumuman#pengumuman-${announcement.id}" class="search-hit-title">Pendaftaran Kenari Dibuka</a>`,
      );
      expect(announcements).toContain('Batas: 12 Desember 2026 16.00 WIB');
      expect(announcements).toContain('Kirim berkas ke P3M....');
      expect(await get('/pengumuman')).toContain(`id="pengumuman-${announcement.id}"`);

      const pages = section(html, 'hasil-halaman');
      expect(pages).toContain('<a href="/program-kkn-unim" class="search-hit-title">Program KKN UNIM</a>');
      expect(pages).toContain('Tahapan kenari KKN....');
      // A document opens its file in a new tab, through its stable link.
      const documents = section(html, 'hasil-dokumen');
      expect(documents).toContain(
        `<a href="${stableLinkPath('document', document.id, 'Pedoman Kenari')}" class="search-hit-title" target="_blank" rel="noopener noreferrer">Pedoman Kenari<span class="visually-hidden"> ${siteMessages.newTab}</span></a>`,
      );
      expect(documents).toContain('Dokumen Penelitian, kategori Panduan');
      // Five of six, and the way to all of them.
      const files = section(html, 'hasil-berkas');
      expect(files).toContain('Panduan dan SK <span class="search-count">6 hasil</span>');
      expect(count(files, /class="search-hit"/g)).toBe(5);
      expect(files).toContain('<a href="/search-page?q=kenari&amp;jenis=berkas" class="search-more');
      expect(files).toContain('Lihat semua 6 hasil: Panduan dan SK');
      expect(section(html, 'hasil-faq')).toContain(
        `<a href="/faq#faq-${faq.id}" class="search-hit-title">Apa itu kenari?</a>`,
      );
      expect(section(html, 'hasil-faq')).not.toContain('search-more');
      expect(section(html, 'hasil-video')).toContain(
        `<a href="/luaran-p3m#video-${video.id}" class="search-hit-title">`,
      );
      // The video's anchor is on the outputs page.
      expect(await get('/luaran-p3m')).toContain(`id="video-${video.id}"`);
      // Result pages stay out of search engines.
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    });

    it('shows one kind alone with ?jenis=, paged, and a way back to every result', async () => {
      const html = await get('/search-page?q=kenari&jenis=berkas');
      expect(sectionIds(html)).toEqual(['hasil-berkas']);
      expect(count(html, /class="search-hit"/g)).toBe(6);
      expect(count(html, /class="article-card/g)).toBe(0);
      expect(html).toContain(`<a href="/search-page?q=kenari">${siteMessages.search.backToAll}</a>`);
      // Equally relevant: the newest first.
      expect(html.indexOf('SK Kenari 6')).toBeLessThan(html.indexOf('SK Kenari 1'));

      for (let n = 7; n <= 12; n += 1) {
        await post('/api/files/add', {
          file_name: `SK Kenari ${n}`,
          file_description: 'Penetapan.',
          file_url: LINK,
          file_type: 'sk_rektor_penelitian',
        });
      }
      const first = await get('/search-page?q=kenari&jenis=berkas');
      expect(count(first, /class="search-hit"/g)).toBe(10);
      expect(first).toContain('href="/search-page?q=kenari&amp;jenis=berkas&amp;page=2"');
      const second = await get('/search-page?q=kenari&jenis=berkas&page=2');
      expect(count(second, /class="search-hit"/g)).toBe(2);
      // Past the last page: the last page.
      expect(count(await get('/search-page?q=kenari&jenis=berkas&page=9'), /class="search-hit"/g)).toBe(2);
      // No hit of the kind: the page says so.
      const none = await get('/search-page?q=zzzkosong&jenis=video');
      expect(section(none, 'hasil-video')).toContain(siteMessages.search.empty);
      expect(sectionIds(await get('/search-page?q=kenari&jenis=pengumuman'))).toEqual(['hasil-pengumuman']);
      // An unknown kind is no filter; `artikel` is the articles alone.
      expect(sectionIds(await get('/search-page?q=kenari&jenis=semua'))).toHaveLength(7);
      expect(sectionIds(await get('/search-page?q=kenari&jenis=artikel'))).toEqual(['hasil-artikel']);
    });

    it('is SPEC’s list without words, and on the category list pages', async () => {
      for (const url of ['/search-page', '/search-page?q=%25%22', '/search-page?jenis=berkas']) {
        const html = await get(url);
        expect(sectionIds(html), url).toEqual([]);
        expect(html, url).toContain('Kabar Kenari Terbaru');
        expect(html).toMatch(/<h2 class="article-card-title">/);
      }
      expect(await get('/search-page')).toContain('<h1 class="page-header-title">Semua Artikel</h1>');
      const list = await get('/all-informasi-kkn-unim?q=kenari');
      expect(sectionIds(list)).toEqual([]);
      expect(list).toContain('Kabar Kenari Terbaru');
      const nothing = await get('/search-page?q=zzzkosong');
      expect(nothing).toContain(messages.empty.search);
      expect(sectionIds(nothing)).toEqual(['hasil-artikel']);
    });

    it('leaves out drafts, the trash and what is not published yet; shows a change at once', async () => {
      const draft = await send('PATCH', '/api/pages/tentang', { content: '<p>Draf kenari.</p>', status: 'draft' });
      expect(draft.statusCode).toBe(200);
      for (const url of [
        `/api/dokumenpen/delete/${ids['document']}`,
        `/api/faq/delete/${ids['faq']}`,
        `/api/youtube/delete/${ids['video']}`,
        `/api/announcements/delete/${ids['announcement']}`,
      ]) {
        expect((await ctx().asAdmin({ method: 'DELETE', url })).statusCode).toBe(200);
      }
      // An announcement still to start is not found before its start.
      const start = new Date(clock.now().getTime() + HOUR).toISOString();
      await post('/api/announcements/add', {
        title: 'Kenari Berikutnya',
        content: '<p>Segera.</p>',
        starts_at: start,
        ends_at: '2026-12-31T23:59',
      });
      const html = await get('/search-page?q=kenari');
      expect(sectionIds(html)).toEqual(['hasil-artikel', 'hasil-halaman', 'hasil-berkas']);
      expect(section(html, 'hasil-halaman')).not.toContain('Tentang P3M');
      // Typed markup is text (and its tag names are words like any other: `script` matches nothing here).
      const hostile = await get(`/search-page?q=${encodeURIComponent('<script>kenari</script>')}`);
      expect(hostile).not.toContain('<script>kenari');
      expect(hostile).toContain('&lt;script&gt;kenari&lt;/script&gt;');
      expect(sectionIds(hostile)).toEqual(['hasil-artikel']);
      // From its start it is, with no write in between.
      clock.advance(HOUR);
      expect(sectionIds(await get('/search-page?q=kenari'))).toEqual([
        'hasil-artikel',
        'hasil-pengumuman',
        'hasil-halaman',
        'hasil-berkas',
      ]);
    });
  },
  { web: 'production', clock },
);
