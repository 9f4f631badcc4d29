import { expect, it } from 'vitest';
import { complaintMessages } from '../../src/shared/messages/complaints';
import { multipart } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';

// The complaints desk's pages from the production build: /komplain, a form that works without script and
// without cookies (multipart for its file), labelled for screen readers and linked from the menu and the
// footer; /komplain/status, a form for the code, and a ticket's page that is never cached.

const text = complaintMessages;
const formTag = (html: string) => /<form[^>]*class="survey-form"[^>]*>/.exec(html)?.[0] ?? '';

describeEachDatabase(
  'the complaint pages',
  (ctx) => {
    it('serves /komplain: a multipart form without script or cookie, every field labelled, the retention named', async () => {
      const page = await ctx().app.inject({ url: '/komplain' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['set-cookie']).toBeUndefined();
      const html = page.body;
      expect(formTag(html)).toContain('method="post"');
      expect(formTag(html)).toContain('action="/komplain"');
      // HTML's attribute names know no case (React writes `encType`).
      expect(formTag(html)).toMatch(/enctype="multipart\/form-data"/i);
      for (const [id, name] of [
        ['komplain-kategori', 'kategori'],
        ['komplain-isi', 'isi'],
        ['komplain-nama', 'nama'],
        ['komplain-email', 'email'],
        ['komplain-whatsapp', 'whatsapp'],
        ['komplain-lampiran', 'lampiran'],
      ]) {
        expect(html).toContain(`for="${id}"`);
        expect(html).toMatch(new RegExp(`id="${id}"[^>]*name="${name}"|name="${name}"[^>]*id="${id}"`));
      }
      for (const category of Object.values(text.categories)) expect(html).toContain(`>${category}</option>`);
      expect(html).toContain('dihapus 365 hari setelah tiket ditutup');
      // The hidden field is out of reach of keyboards and screen readers.
      expect(html).toMatch(/<div class="survey-honeypot" aria-hidden="true">/);
      // Linked from the menu group "Kuisioner/Komplain" and the footer.
      expect(html.match(/href="\/komplain"/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      // The same for everyone: cached as pages are.
      expect(page.headers['cache-control']).toContain('public');
    });

    it('sends a refused form back with the Indonesian messages linked from a summary, the values kept', async () => {
      const body = await multipart({ kategori: '', isi: 'Pendek', nama: 'Ani', email: 'ani@', whatsapp: '' });
      const page = await ctx().app.inject({
        method: 'POST',
        url: '/komplain',
        payload: body.payload,
        headers: body.headers,
        remoteAddress: '10.9.0.1',
      });
      expect(page.statusCode).toBe(400);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toContain('role="alert"');
      expect(page.body).toContain('href="#komplain-kategori"');
      expect(page.body).toContain('href="#komplain-isi"');
      expect(page.body).toContain('href="#komplain-email"');
      expect(page.body).toMatch(/aria-invalid="true"[^>]*aria-describedby="[^"]*komplain-email-galat/);
      expect(page.body).toContain(text.validation.invalidEmail);
      expect(page.body).toContain('>Pendek</textarea>');
      expect(page.body).toContain('value="Ani"');
    });

    it('serves /komplain/status: the code form, and a ticket page that is private and never indexed', async () => {
      const empty = await ctx().app.inject({ url: '/komplain/status' });
      expect(empty.statusCode).toBe(200);
      expect(formTag(empty.body)).toContain('method="get"');
      expect(empty.body).toContain('for="kode"');

      const body = await multipart({ kategori: 'kkn', isi: 'Lokasi KKN saya belum diumumkan sampai hari ini.' });
      const sent = await ctx().app.inject({
        method: 'POST',
        url: '/komplain',
        payload: body.payload,
        headers: body.headers,
        remoteAddress: '10.9.0.2',
      });
      expect(sent.statusCode).toBe(303);
      const location = String(sent.headers.location);
      const page = await ctx().app.inject({ url: location });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.body).toContain(text.status.sentTitle);
      expect(page.body).toContain('KKN');
      expect(page.body).toContain(text.status.noReplies);
      // The private link on the page is the one to keep.
      const token = new URL(location, 'http://x').searchParams.get('token') ?? '';
      expect(page.body).toContain(`token=${token}`);
    });
  },
  { web: 'production' },
);
