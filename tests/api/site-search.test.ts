import { SEARCH_KINDS, type SearchKind } from '../../src/shared/record-kinds';
import { expect, it } from 'vitest';
import { documentsRepo, nowIso } from '../../src/db/index';
import { siteMessages } from '../../src/shared/messages/site';

import { searchTerms } from '../../src/shared/search-terms';
import type { SearchHitRecord, SearchResult } from '../../src/shared/schemas/search';
import { stableLinkPath } from '../../src/shared/stable-links';
import { adminMultipart } from '../helpers/images';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

// The one search of the site through `GET /api/search`, on both databases: every kind is found through
// its own index, ranked inside the kind, and only what visitors may see at the app's clock is found.
// Each test goes on from the records and the clock the previous one left.

const HOUR = 60 * 60 * 1000;
const clock = new TestClock('2026-06-01T03:00:00.000Z');
const LINK = 'https://drive.google.com/file/d/1CariSemua/view';
/** Long after every moment the tests reach: announcements added with it stay shown throughout. */
const LATER = '2026-12-31T23:59';
const titles = siteMessages.search.kinds;

type Ctx = () => TestContext;

/** The records of every kind the tests add through the API, as the back office would. */
function writer(ctx: Ctx) {
  const send = adminMultipart(ctx);
  const created = async (response: { statusCode: number; body: string; json(): unknown }) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json() as { id: number; slug?: string };
  };
  const post = async (url: string, payload: Record<string, unknown>) =>
    created(await ctx().asAdmin({ method: 'POST', url, payload }));
  return {
    article: async (title: string, text: string, extra: Record<string, string> = {}) =>
      created(
        await send('POST', '/api/article/add', {
          title,
          author: 'Humas P3M',
          content: `<p>${text}</p>`,
          category: 'informasi_penelitian',
          ...extra,
        }),
      ),
    page: async (slug: string, fields: Record<string, string>) =>
      created(await send('PATCH', `/api/pages/${slug}`, fields)),
    category: (name: string) => post('/api/catdokumenpen/add', { name }),
    document: (name: string, categoryId: number) =>
      post('/api/dokumenpen/add', { file_name: name, file_url: LINK, catdokumenpenId: categoryId }),
    file: (name: string, description: string) =>
      post('/api/files/add', {
        file_name: name,
        file_description: description,
        file_url: LINK,
        file_type: 'sk_rektor_penelitian',
      }),
    faq: (question: string, answer: string) =>
      post('/api/faq/add', { question, answer: `<p>${answer}</p>`, group: 'Hibah' }),
    video: (title: string) => post('/api/youtube/add', { title, link: 'https://youtu.be/dQw4w9WgXcQ' }),
    /** Shown from now (unless `starts_at` says otherwise) until long after the tests. */
    announcement: (title: string, text: string, extra: Record<string, unknown> = {}) =>
      post('/api/announcements/add', { title, content: `<p>${text}</p>`, ends_at: LATER, ...extra }),
  };
}

describeEachDatabase(
  'site search: every kind through GET /api/search',
  (ctx) => {
    const add = writer(ctx);
    const search = async (query: string): Promise<SearchResult> => {
      const response = await ctx().app.inject({ url: `/api/search?${query}` });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      return response.json();
    };
    /** The hits of one kind for what was typed. */
    const hits = async (kind: SearchKind, q: string): Promise<SearchHitRecord[]> =>
      (await search(`kind=${kind}&limit=50&q=${encodeURIComponent(q)}`)).groups[0]?.items ?? [];
    const titlesOf = async (kind: SearchKind, q: string) => (await hits(kind, q)).map((hit) => hit.title);
    const ids: Record<string, number> = {};

    it('finds every kind, in the search page’s order, each hit leading to its public place', async () => {
      const article = await add.article('Kabar Zamrud dari Desa', 'Isi kabar untuk warga.');
      await add.page('tentang', { content: '<h2>Visi</h2><p>Menjadi pusat riset zamrud di Jawa Timur.</p>' });
      const category = await add.category('Panduan Hibah');
      const document = await add.document('Pedoman Zamrud 2026', category.id);
      const file = await add.file('SK Rektor Zamrud', 'Penetapan tim peneliti.');
      const faq = await add.faq('Apa itu program zamrud?', 'Program hibah bagi dosen muda.');
      const video = await add.video('Liputan Zamrud Mojokerto');
      const announcement = await add.announcement('Pendaftaran Hibah Zamrud', 'Kirim proposal sebelum batas.', {
        deadline: '2026-12-12T16:00',
      });
      Object.assign(ids, {
        category: category.id,
        document: document.id,
        file: file.id,
        faq: faq.id,
        video: video.id,
        announcement: announcement.id,
      });

      const result = await search('q=ZAMRUD');
      expect(result.terms).toEqual(['zamrud']);
      expect(result.groups.map((group) => [group.kind, group.title, group.total])).toEqual(
        SEARCH_KINDS.map((kind) => [kind, titles[kind], 1]),
      );
      const [first] = result.groups.map((group) => group.items[0]);
      expect(first).toEqual({
        id: article.id,
        title: 'Kabar Zamrud dari Desa',
        excerpt: 'Isi kabar untuk warga....',
        href: `/article/${article.slug}`,
        context: 'Informasi Penelitian',
        date: clock.now().toISOString(),
      });
      const byKind = Object.fromEntries(result.groups.map((group) => [group.kind, group.items[0]]));
      // An announcement leads to its place on /pengumuman, under its title the deadline (WIB).
      expect(byKind['announcement']).toEqual({
        id: announcement.id,
        title: 'Pendaftaran Hibah Zamrud',
        excerpt: 'Kirim proposal sebelum batas....',
        href: `/pengumuman#pengumuman-${announcement.id}`,
        context: 'Batas: 12 Desember 2026 16.00 WIB',
        date: clock.now().toISOString(),
      });
      expect(byKind['page']).toMatchObject({ title: 'Tentang P3M', href: '/tentang', context: '' });
      expect(byKind['page']?.excerpt).toMatch(/^Visi Menjadi pusat riset zamrud/);
      expect(byKind['document']).toMatchObject({
        id: document.id,
        title: 'Pedoman Zamrud 2026',
        excerpt: '',
        href: stableLinkPath('document', document.id, 'Pedoman Zamrud 2026'),
        context: 'Dokumen Penelitian, kategori Panduan Hibah',
      });
      expect(byKind['file']).toMatchObject({
        id: file.id,
        href: stableLinkPath('file', file.id, 'SK Rektor Zamrud'),
        context: 'SK Rektor',
        excerpt: 'Penetapan tim peneliti....',
      });
      expect(byKind['faq']).toMatchObject({ id: faq.id, href: `/faq#faq-${faq.id}`, context: 'Hibah' });
      expect(byKind['video']).toMatchObject({
        id: video.id,
        href: `/luaran-p3m#video-${video.id}`,
        context: 'Luaran P3M',
        excerpt: '',
      });

      // A document whose address is no web link (older data) leads to the page that lists it.
      const old = await documentsRepo.insertDocument(ctx().db, {
        collection: 'pen',
        category_id: category.id,
        file_name: 'Arsip Zamrud Lama',
        file_url: 'javascript:alert(1)',
        now: nowIso(),
      });
      const archived = (await hits('document', 'arsip zamrud'))[0];
      expect(archived).toMatchObject({ id: old.id, href: '/dokumen-penelitian' });
    });

    it('ranks a match in the title above one in the text, inside each kind', async () => {
      await add.article('Catatan Harian', 'Kegiatan kenari bersama warga.');
      await add.article('Kenari di Kampus', 'Laporan singkat.');
      expect(await titlesOf('article', 'kenari')).toEqual(['Kenari di Kampus', 'Catatan Harian']);

      await add.file('Panduan Umum', 'Berisi ketentuan kenari.');
      await add.file('Panduan Kenari', 'Ketentuan umum.');
      expect(await titlesOf('file', 'kenari')).toEqual(['Panduan Kenari', 'Panduan Umum']);

      await add.faq('Di mana jadwal dibagikan?', 'Di papan kenari.');
      await add.faq('Kapan kenari dibuka?', 'Setiap Senin.');
      expect(await titlesOf('faq', 'kenari')).toEqual(['Kapan kenari dibuka?', 'Di mana jadwal dibagikan?']);

      await add.announcement('Jadwal Seminar', 'Seminar hasil kenari di aula.');
      await add.announcement('Seleksi Kenari', 'Tanpa batas waktu.');
      const undated = await titlesOf('announcement', 'kenari');
      expect(undated).toEqual(['Seleksi Kenari', 'Jadwal Seminar']);
      // Without a deadline, nothing under the title.
      expect((await hits('announcement', 'seleksi kenari'))[0]?.context).toBe('');

      await add.page('program-kkn-unim', { content: '<p>Tahapan KKN kenari.</p>' });
      await add.page('program-pengabdian-masyarakat', { title: 'Program Kenari' });
      expect(await titlesOf('page', 'kenari')).toEqual(['Program Kenari', 'Program KKN UNIM']);

      // A title match stays above a passing mention however long its own text is (as PostgreSQL's
      // ts_rank ranks it; SQLite's bm25 alone divides by the length of the whole row).
      await add.article('Kabar Desa', 'Kegiatan merpati.');
      const longText = 'Laporan panjang kegiatan warga desa. '.repeat(80);
      await add.article('Merpati Putih', longText);
      expect(await titlesOf('article', 'merpati')).toEqual(['Merpati Putih', 'Kabar Desa']);
      // More of the words in the title ranks higher.
      await add.article('Laporan Merpati', `${longText} Kampus.`);
      expect(await titlesOf('article', 'merpati laporan')).toEqual(['Laporan Merpati', 'Merpati Putih']);

      // Every word is required; none of the others' words leaks in.
      expect(await titlesOf('article', 'kenari kampus')).toEqual(['Kenari di Kampus']);
      expect(await titlesOf('file', 'kenari zamrud')).toEqual([]);
    });

    it('never finds a draft, a version not published yet, or a record in the trash', async () => {
      await add.article('Rencana Safir', 'Belum terbit.', { status: 'draft' });
      const later = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
      const scheduled = await add.article('Pengumuman Safir', 'Terbit nanti.', { published_date: later });
      await add.page('program-kkn-unim', { content: '<p>Draf safir untuk KKN.</p>', status: 'draft' });
      await add.page('tentang', { content: '<p>Versi safir terjadwal.</p>', status: 'published', published_at: later });
      expect(await titlesOf('article', 'safir')).toEqual([]);
      expect(await titlesOf('page', 'safir')).toEqual([]);
      // What visitors see of the pages stays findable meanwhile.
      expect(await titlesOf('page', 'zamrud')).toEqual(['Tentang P3M']);
      expect(await titlesOf('page', 'tahapan kenari')).toEqual(['Program KKN UNIM']);

      clock.advance(3 * HOUR);
      expect((await hits('article', 'safir')).map((hit) => hit.id)).toEqual([scheduled.id]);
      // The scheduled version replaced the one before it: its words go with it, the draft stays unseen.
      expect(await titlesOf('page', 'safir')).toEqual(['Tentang P3M']);
      expect(await titlesOf('page', 'zamrud')).toEqual([]);

      for (const url of [
        `/api/dokumenpen/delete/${ids['document']}`,
        `/api/files/delete/${ids['file']}`,
        `/api/faq/delete/${ids['faq']}`,
        `/api/youtube/delete/${ids['video']}`,
        `/api/announcements/delete/${ids['announcement']}`,
      ]) {
        expect((await ctx().asAdmin({ method: 'DELETE', url })).statusCode, url).toBe(200);
      }
      const everything = await search('q=zamrud');
      expect(Object.fromEntries(everything.groups.map((group) => [group.kind, group.total]))).toEqual({
        article: 1,
        announcement: 0,
        page: 0,
        // The older document without a web link is still there.
        document: 1,
        file: 0,
        faq: 0,
        video: 0,
      });
      // Back from the trash, found again.
      expect(
        (await ctx().asAdmin({ method: 'POST', url: `/api/trash/video/${ids['video']}/restore` })).statusCode,
      ).toBe(200);
      expect(await titlesOf('video', 'zamrud')).toEqual(['Liputan Zamrud Mojokerto']);
      expect(
        (await ctx().asAdmin({ method: 'POST', url: `/api/trash/announcement/${ids['announcement']}/restore` }))
          .statusCode,
      ).toBe(200);
      expect(await titlesOf('announcement', 'zamrud')).toEqual(['Pendaftaran Hibah Zamrud']);
      // A category in the trash takes its documents out of the search with it.
      expect(
        (await ctx().asAdmin({ method: 'POST', url: `/api/trash/document/${ids['document']}/restore` })).statusCode,
      ).toBe(200);
      expect(await titlesOf('document', 'pedoman zamrud')).toEqual(['Pedoman Zamrud 2026']);
      expect(
        (await ctx().asAdmin({ method: 'DELETE', url: `/api/catdokumenpen/delete/${ids['category']}` })).statusCode,
      ).toBe(200);
      expect(await titlesOf('document', 'zamrud')).toEqual([]);
    });

    it('finds an announcement while it is shown: not before its start, not from its end', async () => {
      const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString();
      const coming = await add.announcement('Undangan Opal', 'Rapat koordinasi.', { starts_at: at(2), ends_at: at(5) });
      expect(await titlesOf('announcement', 'opal')).toEqual([]);
      expect((await search('q=opal')).groups.find((group) => group.kind === 'announcement')?.total).toBe(0);

      // Its start comes with no write: found from that moment (the cached answer ends there).
      clock.advance(2 * HOUR);
      expect((await hits('announcement', 'opal')).map((hit) => hit.id)).toEqual([coming.id]);
      expect((await search('q=rapat koordinasi')).groups.find((group) => group.kind === 'announcement')?.total).toBe(1);

      // At its end it is in the archive of /pengumuman, and no longer found.
      clock.advance(3 * HOUR);
      expect(await titlesOf('announcement', 'opal')).toEqual([]);
      expect(await titlesOf('announcement', 'rapat')).toEqual([]);
    });

    it('follows every edit and delete of the indexed words', async () => {
      const update = async (url: string, payload: Record<string, unknown>) => {
        const response = await ctx().asAdmin({ method: 'PATCH', url, payload });
        expect(response.statusCode, response.body).toBe(200);
      };
      const file = await add.file('Pedoman Lama Topas', 'Uraian.');
      const video = await add.video('Dokumentasi Topas');
      const faq = await add.faq('Pertanyaan topas?', 'Jawaban.');
      const announcement = await add.announcement('Kabar Topas', 'Uraian pertama.');
      await update(`/api/files/update/${file.id}`, { file_name: 'Pedoman Baru Giok' });
      await update(`/api/announcements/update/${announcement.id}`, { title: 'Kabar Giok' });
      await update(`/api/youtube/update/${video.id}`, { title: 'Dokumentasi Giok' });
      await update(`/api/faq/update/${faq.id}`, { question: 'Pertanyaan giok?' });
      await add.page('program-pengabdian-masyarakat', { content: '<p>Isi giok yang baru.</p>' });
      const found = await search('q=giok');
      expect(found.groups.filter((group) => group.total > 0).map((group) => group.kind)).toEqual([
        'announcement',
        'page',
        'file',
        'faq',
        'video',
      ]);
      expect((await search('q=topas')).groups.every((group) => group.total === 0)).toBe(true);
      // A change to other columns leaves the match as it was.
      await update(`/api/files/update/${file.id}`, { file_url: `${LINK}?v=2` });
      expect(await titlesOf('file', 'giok')).toEqual(['Pedoman Baru Giok']);
      await update(`/api/announcements/update/${announcement.id}`, { deadline: '2026-12-20T10:00' });
      expect(await hits('announcement', 'giok')).toMatchObject([
        { title: 'Kabar Giok', context: 'Batas: 20 Desember 2026 10.00 WIB' },
      ]);
      // Its text is indexed as it is saved.
      await update(`/api/announcements/update/${announcement.id}`, { content: '<p>Uraian <b>ak</b>ik yang baru.</p>' });
      expect(await titlesOf('announcement', 'akik')).toEqual(['Kabar Giok']);
      expect(await titlesOf('announcement', 'pertama')).toEqual([]);

      // Deleted for good: gone with its row.
      await ctx().asAdmin({ method: 'DELETE', url: `/api/youtube/delete/${video.id}` });
      expect((await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/video/${video.id}` })).statusCode).toBe(200);
      expect(await titlesOf('video', 'giok')).toEqual([]);
      await ctx().asAdmin({ method: 'DELETE', url: `/api/announcements/delete/${announcement.id}` });
      expect(
        (await ctx().asAdmin({ method: 'DELETE', url: `/api/trash/announcement/${announcement.id}` })).statusCode,
      ).toBe(200);
      expect(await titlesOf('announcement', 'giok')).toEqual([]);
    });

    it('reads what was typed as words: % _ \\ and quotes separate words, operators are words', async () => {
      await add.file('Diskon 100% biaya', 'Berkas nama_file "kutip" C:\\data');
      for (const q of ['%', '_', '\\', "'", '"', '%%', "' or 1=1 --", '"*"', '*', '-', 'NEAR(', '\u0000', '']) {
        const result = await search(`q=${encodeURIComponent(q)}`);
        expect(result.terms, JSON.stringify(q)).toEqual(searchTerms(q));
        if (result.terms.length === 0) expect(result.groups.every((group) => group.total === 0)).toBe(true);
      }
      expect(await titlesOf('file', '100%')).toEqual(['Diskon 100% biaya']);
      expect(await titlesOf('file', 'nama_f')).toEqual(['Diskon 100% biaya']);
      expect(await titlesOf('file', '"kutip"')).toEqual(['Diskon 100% biaya']);
      expect(await titlesOf('file', 'C:\\data')).toEqual(['Diskon 100% biaya']);
      expect(await titlesOf('file', 'diskon OR zamrud')).toEqual([]);
      expect(await titlesOf('file', `diskon ${'x'.repeat(500)}`)).toEqual([]);
    });

    it('pages one kind with limit and offset, and refuses a kind or a page it does not know', async () => {
      for (let n = 1; n <= 7; n += 1) await add.video(`Rekaman Mutiara ${n}`);
      const all = await search('q=mutiara');
      expect(all.groups.find((group) => group.kind === 'video')).toMatchObject({ total: 7 });
      expect(all.groups.find((group) => group.kind === 'video')?.items).toHaveLength(5);

      const one = await search('q=mutiara&kind=video');
      expect(one.groups.map((group) => group.kind)).toEqual(['video']);
      expect(one.groups[0]?.items).toHaveLength(7);
      // Equally relevant: the newest first, then pages that never overlap.
      const pages = [
        await search('q=mutiara&kind=video&limit=3'),
        await search('q=mutiara&kind=video&limit=3&offset=3'),
      ];
      const paged = pages.flatMap((page) => page.groups[0]?.items.map((hit) => hit.title) ?? []);
      expect(paged).toEqual([7, 6, 5, 4, 3, 2].map((n) => `Rekaman Mutiara ${n}`));
      const past = await search('q=mutiara&kind=video&offset=100');
      expect(past.groups[0]).toMatchObject({ total: 7, items: [] });
      expect((await search('q=mutiara&kind=video&limit=1000')).groups[0]?.items).toHaveLength(7);

      for (const query of ['kind=semua', 'kind=', 'limit=0', 'limit=-1', 'limit=dua', 'offset=-1', 'q=a&q=b']) {
        const response = await ctx().app.inject({ url: `/api/search?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message, query).toEqual(expect.any(String));
        expect(response.json().message, query).not.toMatch(/expected|invalid input/i);
      }
    });

    it('keeps an answer per content version: a write shows at once', async () => {
      const first = await ctx().app.inject({ url: '/api/search?q=berlian' });
      expect(first.headers['etag']).toBeDefined();
      const again = await ctx().app.inject({
        url: '/api/search?q=berlian',
        headers: { 'if-none-match': first.headers['etag'] as string },
      });
      expect(again.statusCode).toBe(304);
      await add.video('Berlian Baru');
      expect(await titlesOf('video', 'berlian')).toEqual(['Berlian Baru']);
    });
  },
  { clock },
);

describeEachDatabase(
  'site search: the per-address budget of searches',
  (ctx) => {
    it('limits distinct searches of one address; its cached answers and other addresses are not limited', async () => {
      const statuses: number[] = [];
      for (const q of ['kkn', 'hibah', 'jurnal']) {
        statuses.push((await ctx().app.inject({ url: `/api/search?q=${q}`, remoteAddress: '10.4.4.4' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect((await ctx().app.inject({ url: '/api/search?q=kkn', remoteAddress: '10.4.4.4' })).statusCode).toBe(200);
      expect((await ctx().app.inject({ url: '/api/search?q=jurnal', remoteAddress: '10.5.5.5' })).statusCode).toBe(200);
      // Other answers draw from their own budget.
      expect((await ctx().app.inject({ url: '/api/faq', remoteAddress: '10.4.4.4' })).statusCode).toBe(200);
    });
  },
  { env: { RATE_LIMIT_SEARCH: '2', RATE_LIMIT_UNCACHED: '100' } },
);
