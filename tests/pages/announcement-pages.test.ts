import ICAL from 'ical.js';
import { beforeAll, expect, it } from 'vitest';
import type { AnnouncementRecord } from '../../src/shared/schemas/announcement';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

// Announcements as visitors get them from the production build: the home page's banner with the time
// left, /pengumuman with the archive, the calendar files (read back with ical.js) and the RSS feed. The
// time left changes, and an announcement leaves the home page, with no write: the cache ends then.

const START = '2026-12-07T16:00:00+07:00';
const clock = new TestClock(START);
const LINK = 'https://drive.google.com/file/d/panduan-hibah/view';

/** The HTML of the section a heading id names, up to its end. */
const section = (html: string, id: string) =>
  new RegExp(`<section[^>]*aria-labelledby="${id}"[^>]*>[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';

async function linkedDocument(ctx: TestContext): Promise<number> {
  const category = await ctx.asAdmin({ method: 'POST', url: '/api/catdokumenpen/add', payload: { name: 'Hibah' } });
  const document = await ctx.asAdmin({
    method: 'POST',
    url: '/api/dokumenpen/add',
    payload: {
      file_name: 'Panduan Hibah 2027',
      file_url: LINK,
      catdokumenpenId: (category.json() as { id: number }).id,
    },
  });
  expect(document.statusCode, document.body).toBe(201);
  return (document.json() as { id: number }).id;
}

describeEachDatabase(
  'announcements on the public site',
  (ctx) => {
    beforeAll(() => clock.set(START));
    const get = async (url: string) => {
      const response = await ctx().app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      return response;
    };
    const add = async (payload: Record<string, unknown>): Promise<AnnouncementRecord> => {
      const response = await ctx().asAdmin({ method: 'POST', url: '/api/announcements/add', payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    let hibah: AnnouncementRecord;
    let documentId: number;

    it('shows no banner on a site without announcements, and an empty /pengumuman', async () => {
      const home = (await get('/')).body;
      expect(home).not.toContain('announcement-banner');
      const page = (await get('/pengumuman')).body;
      expect(page).toContain('<h1 class="page-header-title">Pengumuman</h1>');
      expect(section(page, 'pengumuman-terkini')).toContain('Belum ada pengumuman saat ini.');
      expect(section(page, 'pengumuman-arsip')).toContain('Belum ada pengumuman yang berakhir.');
    });

    it('shows current announcements in a banner above the news, with the deadline and the time left', async () => {
      documentId = await linkedDocument(ctx());
      hibah = await add({
        title: 'Pendaftaran Hibah Penelitian 2027',
        content: '<p>Unggah proposal Anda.</p>',
        starts_at: '2026-12-01T08:00',
        ends_at: '2026-12-12T23:59',
        deadline: '2026-12-12T16:00',
        document_ids: [documentId],
      });
      await add({ title: 'Libur Akhir Tahun', content: '<p>Kantor tutup.</p>', ends_at: '2027-01-02T08:00' });
      await add({
        title: 'Belum Tayang',
        content: '<p>Nanti.</p>',
        starts_at: '2026-12-20T08:00',
        ends_at: '2026-12-31T08:00',
      });
      const home = (await get('/')).body;
      const banner = section(home, 'pengumuman-beranda');
      expect(banner).toContain('<h2 id="pengumuman-beranda" class="announcement-banner-title">Pengumuman</h2>');
      expect(banner).toContain(
        `<a href="/pengumuman#pengumuman-${hibah.id}" class="announcement-banner-link">Pendaftaran Hibah Penelitian 2027</a>`,
      );
      expect(banner).toContain(
        '<time dateTime="2026-12-12T09:00:00.000Z">Batas: 12 Desember 2026 16.00 WIB, 5 hari lagi</time>',
      );
      expect(banner).toContain('Libur Akhir Tahun');
      expect(banner).not.toContain('Belum Tayang');
      expect(banner).toContain('<a href="/pengumuman" class="announcement-banner-all">Lihat semua pengumuman</a>');
      // Between the hero and the news.
      expect(home.indexOf('class="hero')).toBeLessThan(home.indexOf('announcement-banner'));
      expect(home.indexOf('announcement-banner')).toBeLessThan(home.indexOf('aria-labelledby="berita-penelitian"'));
      // Rendered by the server alone: no script of its own.
      expect(banner).not.toContain('<script');
    });

    it('says the time left anew as days pass and hours run out, with no write', async () => {
      const deadlineLine = async () =>
        /Batas: 12 Desember 2026 16\.00 WIB, ([^<]+)<\/time>/.exec(
          section((await get('/')).body, 'pengumuman-beranda'),
        )?.[1];
      clock.set('2026-12-11T09:00:00+07:00');
      expect(await deadlineLine()).toBe('besok');
      clock.set('2026-12-12T10:30:00+07:00');
      expect(await deadlineLine()).toBe('hari ini, 5 jam lagi');
      clock.set('2026-12-12T13:00:00.001+07:00');
      expect(await deadlineLine()).toBe('hari ini, 2 jam lagi');
      clock.set('2026-12-12T16:00:00+07:00');
      expect(await deadlineLine()).toBe('sudah lewat');
    });

    it('lists current announcements in full on /pengumuman, with documents and "Tambahkan ke kalender"', async () => {
      const page = (await get('/pengumuman')).body;
      const current = section(page, 'pengumuman-terkini');
      expect(current).toContain(`<article id="pengumuman-${hibah.id}" class="announcement"`);
      expect(current).toContain('<p>Unggah proposal Anda.</p>');
      expect(current).toContain('Tayang 1 Desember 2026 sampai 12 Desember 2026');
      expect(current).toContain(`href="/d/dokumen/${documentId}-panduan-hibah-2027"`);
      expect(current).toMatch(
        new RegExp(
          `<a href="/pengumuman/${hibah.id}\\.ics" class="[^"]*" download="" aria-label="Tambahkan batas waktu`,
        ),
      );
      expect(current).toContain('<a href="/pengumuman.ics">Langganan kalender batas waktu (.ics)</a>');
      expect(current).not.toContain('Belum Tayang');
    });

    it('gives each deadline as a calendar file that ical.js reads: the event in UTC, a stable UID', async () => {
      const response = await get(`/pengumuman/${hibah.id}.ics`);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="pengumuman-${hibah.id}.ics"`);
      expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
      const calendar = new ICAL.Component(ICAL.parse(response.body));
      const events = calendar.getAllSubcomponents('vevent');
      expect(events).toHaveLength(1);
      const event = new ICAL.Event(events[0]);
      expect(event.summary).toBe('Batas: Pendaftaran Hibah Penelitian 2027');
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-12T09:00:00.000Z');
      expect(event.uid).toBe(`pengumuman-${hibah.id}@localhost`);
      expect(event.description).toContain('Unggah proposal Anda.');
      expect(events[0]?.getFirstPropertyValue('url')).toBe(`http://localhost/pengumuman#pengumuman-${hibah.id}`);
      // The same UID after an edit: a calendar updates its event.
      await ctx().asAdmin({
        method: 'PATCH',
        url: `/api/announcements/update/${hibah.id}`,
        payload: { deadline: '2026-12-12T17:00' },
      });
      const edited = new ICAL.Event(
        new ICAL.Component(ICAL.parse((await get(`/pengumuman/${hibah.id}.ics`)).body)).getFirstSubcomponent(
          'vevent',
        ) ?? undefined,
      );
      expect(edited.uid).toBe(event.uid);
      expect(edited.startDate.toJSDate().toISOString()).toBe('2026-12-12T10:00:00.000Z');

      // No file for an announcement without a deadline, one still to start, or an address that is none.
      const all = (await ctx().asAdmin({ url: '/api/announcements' })).json() as AnnouncementRecord[];
      for (const title of ['Libur Akhir Tahun', 'Belum Tayang']) {
        const id = all.find((row) => row.title === title)?.id;
        expect((await ctx().app.inject({ url: `/pengumuman/${id}.ics` })).statusCode, title).toBe(404);
      }
      expect((await ctx().app.inject({ url: '/pengumuman/99999.ics' })).statusCode).toBe(404);
      expect((await ctx().app.inject({ url: '/pengumuman/abc' })).statusCode).toBe(404);
    });

    it('serves the calendar feed of every deadline seen, and the RSS feed with the current announcements', async () => {
      const feed = await get('/pengumuman.ics');
      const calendar = new ICAL.Component(ICAL.parse(feed.body));
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Batas Waktu Pengumuman P3M UNIM');
      const summaries = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event).summary);
      expect(summaries).toEqual(['Batas: Pendaftaran Hibah Penelitian 2027']);

      const rss = (await get('/rss.xml')).body;
      expect(rss).toContain('<title>Pendaftaran Hibah Penelitian 2027</title>');
      expect(rss).toContain(`<link>http://localhost/pengumuman#pengumuman-${hibah.id}</link>`);
      expect(rss).toContain('<category>Pengumuman</category>');
      expect(rss).toContain('Batas: 12 Desember 2026 17.00 WIB. Unggah proposal Anda....');
      expect(rss).not.toContain('Belum Tayang');
      expect((await get('/sitemap.xml')).body).toContain('<loc>http://localhost/pengumuman</loc>');
    });

    it('takes an announcement off the home page at its end, into the archive, with no write', async () => {
      clock.set('2026-12-12T23:59:00+07:00');
      const home = (await get('/')).body;
      expect(section(home, 'pengumuman-beranda')).not.toContain('Pendaftaran Hibah Penelitian 2027');
      expect(section(home, 'pengumuman-beranda')).toContain('Libur Akhir Tahun');
      const page = (await get('/pengumuman')).body;
      const archive = section(page, 'pengumuman-arsip');
      expect(archive).toContain('Pendaftaran Hibah Penelitian 2027');
      expect(archive).toContain('Berakhir 12 Desember 2026');
      expect(archive).toContain('Batas: 12 Desember 2026 17.00 WIB');
      expect(archive).toContain('<summary>Baca pengumuman</summary>');
      expect(archive).not.toContain('.ics');
      expect((await get('/rss.xml')).body).not.toContain('Pendaftaran Hibah Penelitian 2027');
      // Its deadline stays in the calendar feed.
      expect((await get('/pengumuman.ics')).body).toContain('Pendaftaran Hibah Penelitian 2027');
    });
  },
  { clock, web: 'production' },
);
