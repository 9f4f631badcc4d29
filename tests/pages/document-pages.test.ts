import { JSDOM } from 'jsdom';
import { expect, it } from 'vitest';
import { adminMultipart } from '../helpers/images';
import { makePdf } from '../helpers/pdfs';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';

// The public pages of documents and file links (from the production build): every button goes
// through the stable link, replaced versions are folded under "Versi lama", and the "Paling banyak
// dibuka" block follows its setting.

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0';

let counter = 0;

async function fileLink(ctx: TestContext, title: string, fileType: string, fileUrl?: string) {
  counter += 1;
  const response = await ctx.asAdmin({
    method: 'POST',
    url: '/api/files/add',
    payload: {
      file_name: title,
      file_description: `Keterangan ${title}`,
      file_url: fileUrl ?? `https://drive.google.com/file/d/halaman-${counter}/view`,
      file_type: fileType,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; file_url: string };
}

async function documentIn(ctx: TestContext, collection: string, categoryId: number, title: string) {
  counter += 1;
  const response = await ctx.asAdmin({
    method: 'POST',
    url: `/api/dokumen${collection}/add`,
    payload: {
      file_name: title,
      file_url: `https://drive.google.com/file/d/dok-${counter}/view`,
      [`catdokumen${collection}Id`]: categoryId,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; file_url: string };
}

async function page(ctx: TestContext, url: string): Promise<Document> {
  const response = await ctx.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return new JSDOM(response.body).window.document;
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describeEachDatabase(
  'document pages: stable links, old versions and the most opened',
  (ctx) => {
    it('links every decree through its stable link and folds the replaced one under "Versi lama"', async () => {
      const old = await fileLink(ctx(), 'SK Rektor Penelitian 2025', 'sk_rektor_penelitian');
      const current = await fileLink(ctx(), 'SK Rektor Penelitian 2026', 'sk_rektor_penelitian');
      const other = await fileLink(ctx(), 'SK Rektor Hibah Internal', 'sk_rektor_penelitian');
      const marked = await ctx().asAdmin({
        method: 'PATCH',
        url: `/api/files/update/${old.id}`,
        payload: { superseded_by: current.id },
      });
      expect(marked.statusCode).toBe(200);

      const document = await page(ctx(), '/sk-rektor');
      // No button leads to the file directly: a replaced file keeps every shared link working.
      expect(document.querySelectorAll('a[href^="https://drive.google.com"]')).toHaveLength(0);
      const [timeline, ...rest] = [...document.querySelectorAll('main ol.timeline')];
      expect(rest).toHaveLength(1);
      const titles = (list: Element | undefined) =>
        [...(list?.querySelectorAll('.timeline-title') ?? [])].map((heading) => text(heading));
      // Current versions first, newest on top.
      expect(titles(timeline)).toEqual(['SK Rektor Hibah Internal', 'SK Rektor Penelitian 2026']);
      const buttons = [...(timeline?.querySelectorAll('a.btn') ?? [])];
      expect(buttons.map((button) => button.getAttribute('href'))).toEqual([
        `/d/berkas/${other.id}-sk-rektor-hibah-internal`,
        `/d/berkas/${current.id}-sk-rektor-penelitian-2026`,
      ]);
      expect(buttons[0]?.getAttribute('target')).toBe('_blank');

      const folded = document.querySelector('main details.old-versions');
      expect(folded?.hasAttribute('open')).toBe(false);
      expect(text(folded?.querySelector('summary'))).toBe('Versi lama (1)');
      expect(titles(folded?.querySelector('ol') ?? undefined)).toEqual(['SK Rektor Penelitian 2025']);
      const note = folded?.querySelector('.version-note');
      expect(text(note)).toBe('Sudah diganti Diganti oleh: SK Rektor Penelitian 2026 (membuka tab baru)');
      expect(note?.querySelector('a')?.getAttribute('href')).toBe(`/d/berkas/${current.id}-sk-rektor-penelitian-2026`);
      // The old version keeps its own stable link, which still opens its own (old) file.
      const oldLink = folded?.querySelector('a.btn')?.getAttribute('href') ?? '';
      expect(oldLink).toBe(`/d/berkas/${old.id}-sk-rektor-penelitian-2025`);
      const opened = await ctx().app.inject({ url: oldLink, headers: { 'user-agent': BROWSER } });
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe(old.file_url);
    });

    it('links a hosted PDF with its version, and the link opens the PDF itself', async () => {
      const pdf = await makePdf('Panduan KKN Tematik 2026', 2);
      const upload = await adminMultipart(ctx)('POST', '/api/hosted-files', { kind: 'file' }, [
        { field: 'file', filename: 'panduan.pdf', contentType: 'application/pdf', data: pdf },
      ]);
      expect(upload.statusCode, upload.body).toBe(201);
      const uploaded = upload.json<{ name: string; file_url: string }>();
      const created = await fileLink(ctx(), 'Panduan KKN Tematik Unggahan', 'panduan_kkn_tematik', uploaded.file_url);
      const document = await page(ctx(), '/buku-panduan-kkn-tematik');
      const href = document.querySelector(`main a.btn[href^="/d/berkas/${created.id}-"]`)?.getAttribute('href');
      expect(href).toBe(`/d/berkas/${created.id}-panduan-kkn-tematik-unggahan?v=${uploaded.name.slice(0, 12)}`);
      const opened = await ctx().app.inject({ url: href ?? '', headers: { 'user-agent': BROWSER } });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('application/pdf');
      expect(opened.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(opened.rawPayload.equals(pdf)).toBe(true);
    });

    it('without replaced versions, a timeline has no "Versi lama"', async () => {
      await fileLink(ctx(), 'Panduan KKN PMM 2026', 'panduan_kkn_pmm');
      const document = await page(ctx(), '/buku-panduan-kkn-pmm');
      expect(document.querySelector('main details')).toBeNull();
      expect(document.querySelector('main a.btn')?.getAttribute('href')).toMatch(
        /^\/d\/berkas\/\d+-panduan-kkn-pmm-2026$/,
      );
    });

    it('documents pages link through /d/dokumen and fold old versions inside their category', async () => {
      const category = (
        await ctx().asAdmin({ method: 'POST', url: '/api/catdokumenpen/add', payload: { name: 'Templat Laporan' } })
      ).json() as { id: number };
      const old = await documentIn(ctx(), 'pen', category.id, 'Templat Laporan 2025');
      const current = await documentIn(ctx(), 'pen', category.id, 'Templat Laporan 2026');
      await ctx().asAdmin({
        method: 'PATCH',
        url: `/api/dokumenpen/update/${old.id}`,
        payload: { superseded_by: current.id },
      });

      const document = await page(ctx(), '/dokumen-penelitian');
      const body = document.querySelector('main .accordion-body');
      expect(body?.querySelectorAll('a[href^="https://"]')).toHaveLength(0);
      const currentRows = [...(body?.querySelectorAll(':scope > ul > li') ?? [])];
      expect(currentRows.map((row) => text(row.querySelector('.document-name')))).toEqual(['Templat Laporan 2026']);
      expect(currentRows[0]?.querySelector('a')?.getAttribute('href')).toBe(
        `/d/dokumen/${current.id}-templat-laporan-2026`,
      );
      const folded = body?.querySelector('details.old-versions');
      expect(text(folded?.querySelector('summary'))).toBe('Versi lama (1)');
      expect(text(folded?.querySelector('.document-name'))).toContain('Templat Laporan 2025');
      expect(text(folded?.querySelector('.badge'))).toBe('Sudah diganti');
      // The block is a setting, off by default.
      expect(text(document.querySelector('main'))).not.toContain('Paling banyak dibuka');
    });

    it('shows "Paling banyak dibuka" of the set when the setting is on, most opened first', async () => {
      const category = (
        await ctx().asAdmin({ method: 'POST', url: '/api/catdokumenprof/add', payload: { name: 'Renstra' } })
      ).json() as { id: number };
      const rarely = await documentIn(ctx(), 'prof', category.id, 'Renstra P3M 2025');
      const often = await documentIn(ctx(), 'prof', category.id, 'Rencana Induk Penelitian');
      await documentIn(ctx(), 'prof', category.id, 'Belum Pernah Dibuka');
      // Opens count once per address and day: three visitors for one, one for the other.
      const open = (id: number, remoteAddress: string) =>
        ctx().app.inject({ url: `/d/dokumen/${id}`, remoteAddress, headers: { 'user-agent': BROWSER } });
      for (let visit = 1; visit <= 3; visit += 1) await open(often.id, `198.51.100.${visit}`);
      await open(rarely.id, '198.51.100.1');
      await ctx().app.documentOpens.flush();

      const updated = await ctx().asAdmin({
        method: 'PATCH',
        url: '/api/settings/update',
        payload: { show_most_opened: true },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().show_most_opened).toBe(true);

      const document = await page(ctx(), '/dokumen-p3m');
      const block = document.querySelector('section.most-opened');
      expect(text(block?.querySelector('h3'))).toBe('Paling banyak dibuka');
      const items = [...(block?.querySelectorAll('li a') ?? [])];
      expect(items.map((link) => text(link))).toEqual([
        'Rencana Induk Penelitian (membuka tab baru)',
        'Renstra P3M 2025 (membuka tab baru)',
      ]);
      expect(items[0]?.getAttribute('href')).toBe(`/d/dokumen/${often.id}-rencana-induk-penelitian`);
      // Another set's page lists its own documents only.
      const research = await page(ctx(), '/dokumen-penelitian');
      expect(text(research.querySelector('section.most-opened'))).not.toContain('Rencana Induk Penelitian');

      await ctx().asAdmin({ method: 'PATCH', url: '/api/settings/update', payload: { show_most_opened: false } });
      expect((await page(ctx(), '/dokumen-p3m')).querySelector('section.most-opened')).toBeNull();
    });

    it('answers an unknown stable link with the 404 page', async () => {
      for (const url of ['/d/dokumen/2147483000-tidak-ada', '/d/berkas/abc']) {
        const response = await ctx().app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.body).toContain('Halaman Tidak Ditemukan');
        expect(response.body).toContain('Kembali Ke Dashboard');
      }
    });
  },
  { web: 'production' },
);
