import { expect, it } from 'vitest';
import { siteMessages } from '../../src/shared/messages/site';
import { pageMessages } from '../../src/shared/messages/pages';
import type { PageRecord } from '../../src/shared/schemas/page';
import { adminMultipart } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

// The editable pages, the FAQ and the layout's texts as visitors get them (the production build):
// the specification's texts on a new site, a staff edit shown at once, drafts only in previews.

const HOUR = 60 * 60 * 1000;
const clock = new TestClock('2026-06-01T03:00:00.000Z');
const about = pageMessages.about;

/** The HTML of a section named by its heading id, up to its end. */
const section = (html: string, id: string) =>
  new RegExp(`<section[^>]*aria-labelledby="${id}"[^>]*>[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describeEachDatabase(
  'editable pages, FAQ and layout texts on the public site',
  (ctx) => {
    const send = adminMultipart(ctx);
    const get = async (url: string) => {
      const response = await ctx().app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    };

    it('shows a new site’s pages with the specification’s texts, laid out as before', async () => {
      const tentang = await get('/tentang');
      expect(tentang).toContain('<h1 class="page-header-title">Tentang P3M</h1>');
      expect(count(section(tentang, 'misi'), /<li>/g)).toBe(3);
      expect(count(section(tentang, 'tujuan'), /<li>/g)).toBe(4);
      expect(count(section(tentang, 'sasaran'), /<li>/g)).toBe(9);
      expect(section(tentang, 'visi')).toContain('info-block vision-block');
      for (const text of [about.intro, about.vision, ...about.missions, ...about.targets])
        expect(tentang).toContain(text);
      expect(tentang).toContain(`src="/illustration-research.svg" alt="${about.illustrationAlt}"`);

      const kkn = await get('/program-kkn-unim');
      expect(count(kkn, /class="stage reveal"/g)).toBe(7);
      for (const heading of ['Pengertian KKN', 'Dasar Hukum', 'Tujuan dan Manfaat', 'Tahapan Pelaksanaan']) {
        expect(kkn).toContain(heading);
      }
      const service = await get('/program-pengabdian-masyarakat');
      expect(service).toContain('page-body page-lead');
      expect(service).toContain(pageMessages.service.intro);
      expect(count(service, /class="info-block"/g)).toBe(3);

      const faq = await get('/faq');
      expect(faq).toContain(siteMessages.faq.empty);
      expect(faq).not.toContain('FAQPage');
    });

    it('links the FAQ from the footer of every page (the menu has no place for it)', async () => {
      for (const url of ['/', '/tentang', '/pengumuman', '/hubungi-kami', '/faq']) {
        const footer = /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(await get(url))?.[0] ?? '';
        expect(footer, url).toContain('<a href="/faq">FAQ</a>');
      }
    });

    it('keeps a draft off the page, shows it in the staff preview, and shows it to all once published', async () => {
      const page = (await ctx().asAdmin({ url: '/api/pages/tentang' })).json() as PageRecord;
      const content = page.content.replace(about.missions[1], 'Misi kedua yang diperbarui.');
      const draft = await send('PATCH', '/api/pages/tentang', { content, status: 'draft' });
      expect(draft.statusCode, draft.body).toBe(200);
      expect(await get('/tentang')).toContain(about.missions[1]);

      const preview = await ctx().asAdmin({ url: `/pratinjau/halaman/${page.id}` });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['cache-control']).toBe('no-store');
      expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(preview.body).toContain('Misi kedua yang diperbarui.');
      expect(preview.body).toContain(siteMessages.preview.pageDraft);
      expect(preview.body).toContain('<meta name="robots" content="noindex"/>');
      expect(count(section(preview.body, 'misi'), /<li>/g)).toBe(3);
      const anonymous = await ctx().app.inject({ url: `/pratinjau/halaman/${page.id}` });
      expect(anonymous.statusCode).toBe(302);
      // The preview route itself is no page for visitors.
      expect((await ctx().app.inject({ url: '/pratinjau/halaman/tentang' })).statusCode).toBe(302);
      expect((await ctx().asAdmin({ url: '/pratinjau/halaman/tentang' })).statusCode).toBe(404);

      // A shared link opens the draft without an account.
      const link = await ctx().asAdmin({ method: 'POST', url: `/api/pages/${page.id}/preview-link` });
      const shared = await ctx().app.inject({ url: (link.json() as { url: string }).url });
      expect(shared.statusCode).toBe(200);
      expect(shared.body).toContain('Misi kedua yang diperbarui.');

      const published = await send('PATCH', '/api/pages/tentang', { status: 'published' });
      expect(published.statusCode).toBe(200);
      const now = await get('/tentang');
      expect(now).toContain('Misi kedua yang diperbarui.');
      expect(now).not.toContain(about.missions[1]);
      expect(now).not.toContain('noindex');
    });

    it('shows a scheduled version at its moment, with no write in between', async () => {
      const moment = new Date(clock.now().getTime() + HOUR).toISOString();
      const saved = await send('PATCH', '/api/pages/program-pengabdian-masyarakat', {
        title: 'Program Pengabdian 2027',
        status: 'published',
        published_at: moment,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await get('/program-pengabdian-masyarakat')).toContain(
        '<h1 class="page-header-title">Program Pengabdian Masyarakat</h1>',
      );
      clock.set(moment);
      expect(await get('/program-pengabdian-masyarakat')).toContain(
        '<h1 class="page-header-title">Program Pengabdian 2027</h1>',
      );
    });

    it('lists FAQ entries as disclosures under their groups, with FAQPage JSON-LD, and the search finds them', async () => {
      const add = (payload: Record<string, unknown>) => ctx().asAdmin({ method: 'POST', url: '/api/faq/add', payload });
      await add({ question: 'Apa itu P3M?', answer: '<p>Pusat penelitian &amp; pengabdian.</p>' });
      await add({ question: 'Kapan KKN dimulai?', answer: '<p>Juli setiap tahun.</p>', group: 'KKN' });
      await add({ question: 'Siapa pembimbing KKN?', answer: '<p>Dosen pembimbing lapangan.</p>', group: 'KKN' });
      const faq = await get('/faq');
      expect(count(faq, /<details /g)).toBe(3);
      expect(faq).toContain('<summary class="faq-question">Apa itu P3M?</summary>');
      expect(faq).toContain('<h3 class="faq-group-title">KKN</h3>');
      expect(faq.indexOf('Apa itu P3M?')).toBeLessThan(faq.indexOf('Kapan KKN dimulai?'));
      const ld = [...faq.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map((match) => JSON.parse(match[1] ?? '{}') as { '@type'?: string; mainEntity?: unknown[] })
        .find((block) => block['@type'] === 'FAQPage');
      expect(ld?.mainEntity).toEqual([
        {
          '@type': 'Question',
          name: 'Apa itu P3M?',
          acceptedAnswer: { '@type': 'Answer', text: 'Pusat penelitian & pengabdian.' },
        },
        {
          '@type': 'Question',
          name: 'Kapan KKN dimulai?',
          acceptedAnswer: { '@type': 'Answer', text: 'Juli setiap tahun.' },
        },
        {
          '@type': 'Question',
          name: 'Siapa pembimbing KKN?',
          acceptedAnswer: { '@type': 'Answer', text: 'Dosen pembimbing lapangan.' },
        },
      ]);
      const search = await get('/search-page?q=pembimbing');
      expect(search).toContain('aria-labelledby="hasil-faq"');
      expect(search).toMatch(/<a href="\/faq#faq-\d+" class="search-hit-title">Siapa pembimbing KKN\?<\/a>/);
      expect(await get('/search-page?q=tidakadasamasekali')).not.toContain('hasil-faq');
    });

    it('shows the hero, page-header subtitle and footer description set in Pengaturan Situs', async () => {
      const texts = {
        hero_title: 'Selamat Datang di P3M UNIM',
        hero_subtitle: 'Riset dan pengabdian untuk Mojokerto.',
        page_header_subtitle: 'Mengenal P3M dari dekat.',
        footer_description: 'Pusat riset, publikasi dan pengabdian UNIM.',
      };
      const saved = await ctx().asAdmin({ method: 'PATCH', url: '/api/settings/update', payload: texts });
      expect(saved.statusCode).toBe(200);
      const home = await get('/');
      expect(home).toContain(`<h1 class="hero-title">${texts.hero_title}</h1>`);
      expect(home).toContain(`<p class="hero-subtitle">${texts.hero_subtitle}</p>`);
      const contact = await get('/hubungi-kami');
      expect(contact).toContain(`<p class="page-header-subtitle">${texts.page_header_subtitle}</p>`);
      expect(contact).toContain(texts.footer_description);
    });
  },
  { clock, web: 'production' },
);
