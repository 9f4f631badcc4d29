import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintDueDay } from '../../src/shared/complaints';
import { complaintMessages } from '../../src/shared/messages/complaints';
import type { ActivityPage } from '../../src/shared/schemas/activity';
import type { ComplaintList, ComplaintRecord } from '../../src/shared/schemas/complaint';
import type { ContentHealth } from '../../src/shared/schemas/content-health';
import { accountSession } from '../helpers/accounts';
import { multipart, pngImage, textAsPng, type UploadFile } from '../helpers/images';
import { mailText, startLocalSmtp } from '../helpers/smtp';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

// The complaints desk (Komplain): a visitor's ticket sent on the site (POST /komplain, rendered from
// the production build), what /komplain/status shows of it, the staff's calls under /api/complaints,
// the target times in working days, the retention of contact data and the e-mails (a local SMTP server).

const smtp = await startLocalSmtp();
afterAll(() => smtp.close());

/** 10:00 WIB on Friday 27 November 2026. */
const clock = new TestClock('2026-11-27T03:00:00Z');
const m = complaintMessages;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A tiny valid PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

let address = 0;
/** Every visitor its own address: the per-address budget of complaints is not what these tests are about. */
const nextAddress = () => `10.0.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

async function send(
  ctx: TestContext,
  fields: Record<string, string>,
  files: UploadFile[] = [],
  remoteAddress = nextAddress(),
): Promise<LightMyRequestResponse> {
  const body = await multipart(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/komplain',
    payload: body.payload,
    headers: body.headers,
    remoteAddress,
  });
}

/** The code and token of the ticket a 303 leads to. */
function sentTicket(response: LightMyRequestResponse): { code: string; token: string; link: string } {
  expect(response.statusCode, response.body).toBe(303);
  const location = String(response.headers.location);
  const url = new URL(location, 'http://localhost');
  expect(url.pathname).toBe('/komplain/status');
  return { code: url.searchParams.get('kode') ?? '', token: url.searchParams.get('token') ?? '', link: location };
}

const GOOD = {
  kategori: 'layanan',
  isi: 'Surat tugas penelitian saya belum ditandatangani sejak dua minggu.',
  nama: 'Siti Aminah',
  email: 'siti@contoh.id',
  whatsapp: '0812-3456-7890',
};

describeEachDatabase(
  'Komplain: a visitor sends a ticket and follows it; staff work on it',
  (ctx) => {
    let editor = '';
    beforeAll(async () => {
      editor = await accountSession(ctx(), 'petugas-komplain', 'editor');
    });
    const asEditor = (options: InjectOptions) =>
      ctx().app.inject({ ...options, headers: { ...options.headers, cookie: editor } });
    /** Every ticket the list holds for `query`, page after page as the screen's pager reads them. */
    const wholeList = async (query = ''): Promise<ComplaintList> => {
      const pages: ComplaintList[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await asEditor({ url: `/api/complaints?${query}${query ? '&' : ''}page=${page}` });
        expect(answer.statusCode, answer.body).toBe(200);
        const list: ComplaintList = answer.json();
        expect(list.page).toBe(page);
        pages.push(list);
        if (page * list.pageSize >= list.total) break;
      }
      const first = pages[0]!;
      return { ...first, items: pages.flatMap((list) => list.items) };
    };
    const ticketOf = async (code: string): Promise<ComplaintRecord> => {
      const list = await wholeList();
      const item = list.items.find((candidate) => candidate.code === code);
      if (!item) throw new Error(`no ticket ${code}`);
      return (await asEditor({ url: `/api/complaints/${item.id}` })).json();
    };
    const statusPage = (query: string) => ctx().app.inject({ url: `/komplain/status?${query}` });
    const complaintRows = async () =>
      ((await ctx().asAdmin({ url: '/api/audit?kind=complaint&limit=200' })).json() as ActivityPage).items;

    it('takes a complaint without a file: a code of the year, a private link, no address stored, an e-mail', async () => {
      const before = smtp.received.length;
      const response = await send(ctx(), GOOD);
      const { code, token, link } = sentTicket(response);
      expect(code).toBe('KMP-2026-0001');
      expect(token.length).toBeGreaterThanOrEqual(32);
      expect(response.headers['cache-control']).toBe('no-store');

      const ticket = await ticketOf(code);
      expect(ticket).toMatchObject({
        category: 'layanan',
        status: 'diterima',
        text: GOOD.isi,
        name: 'Siti Aminah',
        email: 'siti@contoh.id',
        whatsapp: '6281234567890',
        attachment: null,
        receivedOn: '2026-11-27',
      });
      // No column of the ticket holds the sender's address.
      const row = await ctx()
        .db.selectFrom('complaints')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain('10.0.');
      expect(row.token_hash).not.toBe(token);

      // The private link shows what was sent, with the code and link to keep; never contact data.
      const page = await statusPage(`${link.split('?')[1]}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.body).toContain(code);
      expect(page.body).toContain('Surat tugas penelitian');
      expect(page.body).toContain(m.status.sentTitle);
      expect(page.body).not.toContain('siti@contoh.id');
      expect(page.body).not.toContain('Siti Aminah');
      // The code alone: the status, not what was sent.
      const byCode = await statusPage(`kode=${code.toLowerCase()}`);
      expect(byCode.statusCode).toBe(200);
      expect(byCode.body).toContain('Diterima');
      expect(byCode.body).not.toContain('Surat tugas penelitian');

      // The e-mail with the code and the private link (with its token).
      const [mail] = (await smtp.waitFor(before + 1)).slice(before);
      expect(mail?.to).toEqual(['siti@contoh.id']);
      const text = mailText(mail?.raw ?? '');
      expect(text).toContain(code);
      expect(text).toContain(`token=${token}`);

      // Logged by its code and category, without any contact data.
      const [logged] = await complaintRows();
      expect(logged).toMatchObject({ kind: 'complaint', action: 'create', user: null, address: null });
      expect(logged?.record).toMatchObject({ label: code, type: 'layanan' });
      expect(JSON.stringify(await complaintRows())).not.toMatch(/siti|Aminah|6281234567890/i);
    });

    it('takes an image (made WebP, metadata gone) and a PDF, and refuses other files by their content', async () => {
      const image = sentTicket(
        await send(ctx(), { ...GOOD, email: '' }, [
          { field: 'lampiran', filename: 'bukti.png', contentType: 'image/png', data: await pngImage(400, 300) },
        ]),
      );
      const withImage = await ticketOf(image.code);
      expect(withImage.attachment?.type).toBe('image/webp');
      const file = await asEditor({ url: `/api/complaints/${withImage.id}/attachment` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['content-disposition']).toContain(`${image.code}.webp`);
      expect(file.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      // Staff only.
      expect((await ctx().app.inject({ url: `/api/complaints/${withImage.id}/attachment` })).statusCode).toBe(401);

      const pdf = sentTicket(
        await send(ctx(), { ...GOOD, email: '' }, [
          { field: 'lampiran', filename: 'surat.png', contentType: 'image/png', data: PDF },
        ]),
      );
      const withPdf = await ticketOf(pdf.code);
      expect(withPdf.attachment).toEqual({ type: 'application/pdf', size: PDF.length });
      const pdfFile = await asEditor({ url: `/api/complaints/${withPdf.id}/attachment` });
      expect(pdfFile.rawPayload.equals(PDF)).toBe(true);

      // Text named .png: refused, the form back with what was typed.
      const refused = await send(ctx(), GOOD, [
        { field: 'lampiran', filename: 'bukti.png', contentType: 'image/png', data: textAsPng },
      ]);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(m.validation.attachmentType);
      expect(refused.body).toContain('Surat tugas penelitian');
    });

    it('refuses bad input in Indonesian, keeping what was typed; the hidden field stores nothing', async () => {
      const count = async () =>
        Number(
          (
            await ctx()
              .db.selectFrom('complaints')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const response = await send(ctx(), {
        kategori: 'politik',
        isi: 'pendek',
        nama: 'Budi',
        email: 'bukan-email',
        whatsapp: '12345',
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['cache-control']).toBe('private, no-store');
      for (const message of [
        m.validation.chooseCategory,
        'Isi komplain terlalu pendek (minimal 10 karakter).',
        m.validation.invalidEmail,
        m.validation.invalidWhatsapp,
      ]) {
        expect(response.body).toContain(message);
      }
      expect(response.body).toContain('value="Budi"');
      expect(response.body).toContain('value="bukan-email"');
      expect(response.body).toContain('Komplain belum terkirim. Mohon periksa 4 isian');
      const tooLong = await send(ctx(), { ...GOOD, isi: 'x'.repeat(5001) });
      expect(tooLong.body).toContain('Isi komplain terlalu panjang (maksimal 5000 karakter).');

      const bot = await send(ctx(), { ...GOOD, situs_web: 'http://spam.example' });
      expect(bot.statusCode).toBe(303);
      expect(bot.headers.location).toBe('/komplain/status');
      expect(await count()).toBe(before);

      // A code that cannot be one, and one that does not exist.
      expect((await statusPage('kode=abc')).body).toContain(m.validation.invalidCode);
      const unknown = await statusPage('kode=KMP-2026-9999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain(m.status.notFound);
    });

    it('answers an address over its budget with the form again and the wait', async () => {
      const from = '10.200.0.1';
      for (let sent = 0; sent < 5; sent += 1) sentTicket(await send(ctx(), { ...GOOD, email: '' }, [], from));
      const refused = await send(ctx(), { ...GOOD, email: '' }, [], from);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body).toContain('Terlalu banyak komplain dikirim dari jaringan Anda');
      expect(refused.body).toContain('Surat tugas penelitian');
    });

    it('gives tickets sent at once distinct numbers in order, per year', async () => {
      const codes = (await Promise.all(Array.from({ length: 12 }, () => send(ctx(), { ...GOOD, email: '' })))).map(
        (response) => sentTicket(response).code,
      );
      expect(new Set(codes).size).toBe(12);
      const numbers = codes.map((code) => Number(code.slice(-4))).sort((a, b) => a - b);
      expect(numbers[numbers.length - 1]! - numbers[0]! + 1).toBe(12);
      // A new year starts again at 0001.
      clock.set('2026-12-31T17:30:00Z'); // 00:30 WIB on 1 January 2027
      try {
        expect(sentTicket(await send(ctx(), { ...GOOD, email: '' })).code).toBe('KMP-2027-0001');
      } finally {
        clock.set('2026-11-27T03:00:00Z');
      }
    });

    it('lists open tickets oldest first, marks the overdue by working days and holidays, and on Kesehatan Konten', async () => {
      // Settings: layanan 2 working days, kkn 3; Monday 30 November a holiday.
      const saved = await asEditor({
        method: 'PUT',
        url: '/api/complaints/settings',
        payload: {
          targetDays: { penelitian: 10, pengabdian: 10, kkn: 3, layanan: 2, lainnya: 10 },
          holidays: ['2026-11-30'],
          retentionDays: 365,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ mail: true, holidays: ['2026-11-30'] });
      const bad = await asEditor({
        method: 'PUT',
        url: '/api/complaints/settings',
        payload: {
          targetDays: { penelitian: 0, pengabdian: 10, kkn: 3, layanan: 2, lainnya: 10 },
          holidays: ['2026-02-30'],
          retentionDays: 5,
        },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toMatchObject({
        'targetDays.penelitian': 'Target waktu harus bilangan bulat 1 sampai 90 hari kerja.',
        retentionDays: 'Masa simpan harus bilangan bulat 30 sampai 3650 hari.',
      });

      // A kkn ticket on Tuesday 1 December: after the layanan tickets of Friday 27 November.
      clock.set('2026-12-01T02:00:00Z');
      const kkn = sentTicket(await send(ctx(), { ...GOOD, kategori: 'kkn', email: '' })).code;
      // Friday + 2 working days, Monday a holiday: due Wednesday 2 December.
      expect(complaintDueDay('2026-11-27', 2, new Set(['2026-11-30']))).toBe('2026-12-02');
      clock.set('2026-12-03T02:00:00Z'); // Thursday: the Friday tickets are overdue, the kkn one (due Friday 4) not.
      const list = await wholeList('status=open');
      expect(list.items.length).toBeGreaterThan(3);
      const created = list.items.map((item) => item.createdAt);
      expect(created).toEqual([...created].sort());
      const first = list.items[0]!;
      expect(first).toMatchObject({ code: 'KMP-2026-0001', dueOn: '2026-12-02', overdue: true });
      const kknItem = list.items.find((item) => item.code === kkn)!;
      expect(kknItem).toMatchObject({ dueOn: '2026-12-04', overdue: false });
      // Every ticket of Friday 27 November comes before it.
      const friday = list.items.filter((item) => item.receivedOn === '2026-11-27');
      expect(friday.length).toBeGreaterThan(3);
      expect(friday.every((item) => list.items.indexOf(item) < list.items.indexOf(kknItem))).toBe(true);
      // By category.
      const onlyKkn: ComplaintList = (await asEditor({ url: '/api/complaints?category=kkn' })).json();
      expect(onlyKkn.items.map((item) => item.code)).toEqual([kkn]);

      const health: ContentHealth = (await asEditor({ url: '/api/content-health' })).json();
      expect(health.checks[0]?.check).toBe('overdue-complaints');
      expect(health.checks[0]?.items[0]).toMatchObject({
        kind: 'complaint',
        title: 'KMP-2026-0001',
        date: '2026-12-02',
      });
      expect(health.checks[0]?.items.map((item) => item.title)).not.toContain(kkn);
      clock.set('2026-11-27T03:00:00Z');
    });

    it('pages the list 10 tickets at a time, so that none is out of reach; past the end, the last page', async () => {
      // Enough open tickets for three pages, whatever the tests before left.
      for (let i = 0; i < 21; i += 1) sentTicket(await send(ctx(), { ...GOOD, kategori: 'lainnya', email: '' }));
      const first: ComplaintList = (await asEditor({ url: '/api/complaints' })).json();
      expect(first).toMatchObject({ page: 1, pageSize: 10 });
      expect(first.items).toHaveLength(10);
      expect(first.total).toBeGreaterThan(20);
      const all = await wholeList();
      const ids = all.items.map((item) => item.id);
      // Every ticket once, in the list's order across the pages.
      expect(ids).toHaveLength(first.total);
      expect(new Set(ids).size).toBe(first.total);
      expect(all.items.slice(0, 10)).toEqual(first.items);
      const stored = await ctx().db.selectFrom('complaints').select('id').execute();
      expect([...ids].sort((a, b) => a - b)).toEqual(stored.map((row) => row.id).sort((a, b) => a - b));

      const lastPage = Math.ceil(first.total / 10);
      const past: ComplaintList = (await asEditor({ url: '/api/complaints?page=999' })).json();
      expect(past.page).toBe(lastPage);
      expect(past.items).toEqual(all.items.slice((lastPage - 1) * 10));
      // With a filter: its own pages and total.
      const other: ComplaintList = (await asEditor({ url: '/api/complaints?category=lainnya&page=2' })).json();
      expect(other.page).toBe(2);
      expect(other.items.every((item) => item.category === 'lainnya')).toBe(true);
      expect(other.total).toBe(all.items.filter((item) => item.category === 'lainnya').length);
      const bad = await asEditor({ url: '/api/complaints?page=nol' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toEqual({ page: 'Parameter page harus berupa bilangan bulat positif.' });
    });

    it('assigns, notes and replies; the status page shows public replies only; a refusal needs a reason', async () => {
      const before = smtp.received.length;
      const { code, token } = sentTicket(await send(ctx(), { ...GOOD, email: 'pengirim@contoh.id' }));
      await smtp.waitFor(before + 1);
      const ticket = await ticketOf(code);
      const staff = (await asEditor({ url: '/api/complaints/assignees' })).json() as { id: number; name: string }[];
      const officer = staff.find((account) => account.name === 'Nama petugas-komplain')!;
      // The officer's e-mail, to be told of tickets assigned to them.
      await ctx().db.updateTable('users').set({ email: 'petugas@p3m.test' }).where('id', '=', officer.id).execute();

      const assigned = await ctx().asAdmin({
        method: 'PUT',
        url: `/api/complaints/${ticket.id}/assignee`,
        payload: { userId: officer.id },
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect(assigned.json().assignee).toEqual({ id: officer.id, name: 'Nama petugas-komplain' });
      const told = (await smtp.waitFor(before + 2)).slice(before + 1);
      expect(told[0]?.to).toEqual(['petugas@p3m.test']);
      expect(mailText(told[0]?.raw ?? '')).toContain(code);
      expect(mailText(told[0]?.raw ?? '')).not.toContain('pengirim@contoh.id');
      expect(
        (
          await ctx().asAdmin({
            method: 'PUT',
            url: `/api/complaints/${ticket.id}/assignee`,
            payload: { userId: 99999 },
          })
        ).statusCode,
      ).toBe(400);

      const note = await asEditor({
        method: 'POST',
        url: `/api/complaints/${ticket.id}/notes`,
        payload: { body: 'Catatan rahasia: hubungi bagian keuangan.' },
      });
      expect(note.statusCode, note.body).toBe(200);
      const reply = await asEditor({
        method: 'POST',
        url: `/api/complaints/${ticket.id}/replies`,
        payload: { body: 'Surat tugas Anda sudah ditandatangani dan dapat diambil.' },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const afterReply: ComplaintRecord = reply.json();
      expect(afterReply.status).toBe('diproses');
      expect(afterReply.entries.map((entry) => [entry.kind, entry.author])).toEqual([
        ['note', 'Nama petugas-komplain'],
        ['reply', 'Nama petugas-komplain'],
      ]);
      const emptyReply = await asEditor({
        method: 'POST',
        url: `/api/complaints/${ticket.id}/replies`,
        payload: { body: ' ' },
      });
      expect(emptyReply.statusCode).toBe(400);
      expect(emptyReply.json().fieldErrors).toEqual({ body: 'Isi wajib diisi.' });

      // The reply reached the sender's e-mail.
      const [replyMail] = (await smtp.waitFor(before + 3)).slice(before + 2);
      expect(replyMail?.to).toEqual(['pengirim@contoh.id']);
      expect(mailText(replyMail?.raw ?? '')).toContain('Surat tugas Anda sudah ditandatangani');

      const page = await statusPage(`kode=${code}`);
      expect(page.body).toContain('Surat tugas Anda sudah ditandatangani dan dapat diambil.');
      expect(page.body).not.toContain('Catatan rahasia');
      expect(page.body).not.toContain('pengirim@contoh.id');
      expect(page.body).toContain('Diproses');

      const noReason = await asEditor({
        method: 'POST',
        url: `/api/complaints/${ticket.id}/status`,
        payload: { status: 'ditolak' },
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().fieldErrors).toEqual({ reason: m.validation.reasonRequired });
      const refused = await asEditor({
        method: 'POST',
        url: `/api/complaints/${ticket.id}/status`,
        payload: { status: 'ditolak', reason: 'Bukan wewenang P3M; silakan hubungi BAAK.' },
      });
      expect(refused.statusCode, refused.body).toBe(200);
      expect(refused.json()).toMatchObject({ status: 'ditolak', closedAt: expect.any(String) });
      const closedPage = await statusPage(`kode=${code}&token=${token}`);
      expect(closedPage.body).toContain('Ditolak');
      expect(closedPage.body).toContain('Bukan wewenang P3M; silakan hubungi BAAK.');

      const rows = await complaintRows();
      const mine = rows.filter((row) => row.record?.label === code);
      expect(mine.map((row) => [row.action, row.details.fields ?? []])).toEqual([
        ['update', ['status', 'reason']],
        ['update', ['reply']],
        ['update', ['note']],
        ['update', ['assignee']],
        ['create', []],
      ]);
      expect(JSON.stringify(mine)).not.toMatch(/pengirim@contoh|Catatan rahasia|ditandatangani/);
    });

    it('removes contact data and attachments after the retention period, by the job, and logs it', async () => {
      const { code } = sentTicket(
        await send(ctx(), { ...GOOD, email: 'lama@contoh.id' }, [
          { field: 'lampiran', filename: 'a.pdf', contentType: 'application/pdf', data: PDF },
        ]),
      );
      const open = sentTicket(await send(ctx(), { ...GOOD, email: 'masih@contoh.id' })).code;
      const ticket = await ticketOf(code);
      const storedName = (
        await ctx()
          .db.selectFrom('complaints')
          .select('attachment_name')
          .where('id', '=', ticket.id)
          .executeTakeFirstOrThrow()
      ).attachment_name!;
      const done = await asEditor({
        method: 'POST',
        url: `/api/complaints/${ticket.id}/status`,
        payload: { status: 'selesai' },
      });
      expect(done.statusCode).toBe(200);
      const { retentionDays } = (await asEditor({ url: '/api/complaints/settings' })).json() as {
        retentionDays: number;
      };
      expect(retentionDays).toBe(365);
      const { complaintContactsJob } = await import('../../src/server/services/background-jobs');
      const job = complaintContactsJob(ctx().app.complaintDesk, ctx().app.log);

      // A day short of the period: kept.
      clock.set(new Date(Date.parse('2026-11-27T03:00:00Z') + 364 * DAY_MS));
      expect((await ctx().app.jobs.startNow(job)).started).toBe(true);
      await ctx().app.jobs.settled();
      expect((await ticketOf(code)).email).toBe('lama@contoh.id');

      clock.set(new Date(Date.parse('2026-11-27T03:00:00Z') + 366 * DAY_MS));
      await (
        await ctx().app.jobs.startNow(job)
      ).done;
      const after = await ticketOf(code);
      expect(after).toMatchObject({ name: null, email: null, whatsapp: null, attachment: null, text: GOOD.isi });
      expect(after.contactRemovedAt).not.toBeNull();
      const desk = ctx().app.complaintDesk;
      expect(await desk.filesIn(desk.db).read(storedName)).toBeUndefined();
      // Open tickets keep theirs, whatever their age.
      expect((await ticketOf(open)).email).toBe('masih@contoh.id');
      const [row] = await complaintRows();
      expect(row).toMatchObject({
        action: 'update',
        user: null,
        record: { label: code },
        details: { fields: ['contact'] },
      });
      clock.set('2026-11-27T03:00:00Z');
    });
  },
  { clock, web: 'production', env: { SMTP_URL: smtp.url } },
);

describe('Komplain without SMTP', () => {
  describeEachDatabase(
    'sends nothing and says so',
    (ctx) => {
      it('stores the ticket, answers mail: false, and the status page does not promise an e-mail', async () => {
        const before = smtp.received.length;
        const { code, link } = sentTicket(await send(ctx(), GOOD));
        expect(new URL(link, 'http://x').searchParams.get('terkirim')).toBe('1');
        const list: ComplaintList = (await ctx().asAdmin({ url: '/api/complaints' })).json();
        expect(list.mail).toBe(false);
        expect(list.items.map((item) => item.code)).toEqual([code]);
        const page = await ctx().app.inject({ url: link });
        expect(page.body).not.toContain(m.status.sentEmail);
        expect(smtp.received.length).toBe(before);
      });
    },
    { web: 'production' },
  );
});
