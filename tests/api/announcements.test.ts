import { beforeAll, expect, it } from 'vitest';
import { activityRepo } from '../../src/db/index';
import type { AnnouncementRecord } from '../../src/shared/schemas/announcement';
import { describeEachDatabase, type TestContext } from '../helpers/test-app';
import { TestClock } from '../helpers/test-clock';

// Announcements through the API, on both databases: what visitors and staff read (current, still to
// start, the archive), partial updates with the dates checked together, linked documents, Indonesian
// refusals, the trash and the activity log. The clock is the app's: "now" is 7 December 2026 in WIB.

const HOUR = 60 * 60 * 1000;
const START = '2026-12-07T09:00:00+07:00';
const clock = new TestClock(START);
const LINK = 'https://drive.google.com/file/d/pengumuman/view';

async function document(ctx: TestContext, name: string): Promise<{ id: number }> {
  const category = await ctx.asAdmin({
    method: 'POST',
    url: '/api/catdokumenprof/add',
    payload: { name: `K ${name}` },
  });
  expect(category.statusCode, category.body).toBe(201);
  const response = await ctx.asAdmin({
    method: 'POST',
    url: '/api/dokumenprof/add',
    payload: { file_name: name, file_url: LINK, catdokumenprofId: (category.json() as { id: number }).id },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describeEachDatabase(
  'announcements API: current, upcoming and archive, deadlines, documents, trash and log',
  (ctx) => {
    // One clock for both databases' runs: each starts on the same day.
    beforeAll(() => clock.set(START));
    const add = async (payload: Record<string, unknown>): Promise<AnnouncementRecord> => {
      const response = await ctx().asAdmin({ method: 'POST', url: '/api/announcements/add', payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const update = (id: number, payload: Record<string, unknown>) =>
      ctx().asAdmin({ method: 'PATCH', url: `/api/announcements/update/${id}`, payload });
    const visitorList = async (query = ''): Promise<AnnouncementRecord[]> => {
      const response = await ctx().app.inject({ url: `/api/announcements${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const staffList = async (query = ''): Promise<AnnouncementRecord[]> => {
      const response = await ctx().asAdmin({ url: `/api/announcements${query}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return response.json();
    };
    const titles = (rows: AnnouncementRecord[]) => rows.map((row) => row.title);

    let hibah: AnnouncementRecord;
    let proposal: { id: number };

    it('adds an announcement: text sanitized, WIB moments stored in UTC, documents by their stable links', async () => {
      expect(await visitorList()).toEqual([]);
      proposal = await document(ctx(), 'Panduan Proposal Hibah 2027');
      const template = await document(ctx(), 'Templat Laporan');
      hibah = await add({
        title: 'Pendaftaran Hibah Penelitian 2027',
        content: '<p>Unggah proposal <strong>sebelum batas</strong>.</p><script>alert(1)</script>',
        starts_at: '2026-12-01T08:00',
        ends_at: '2026-12-15T23:59',
        deadline: '2026-12-12T16:00',
        document_ids: [proposal.id, template.id, proposal.id],
      });
      expect(hibah).toMatchObject({
        title: 'Pendaftaran Hibah Penelitian 2027',
        content: '<p>Unggah proposal <strong>sebelum batas</strong>.</p>',
        starts_at: '2026-12-01T01:00:00.000Z',
        ends_at: '2026-12-15T16:59:00.000Z',
        deadline: '2026-12-12T09:00:00.000Z',
        document_ids: [proposal.id, template.id],
        documents: [
          {
            id: proposal.id,
            file_name: 'Panduan Proposal Hibah 2027',
            link: `/d/dokumen/${proposal.id}-panduan-proposal-hibah-2027`,
          },
          { id: template.id, file_name: 'Templat Laporan', link: `/d/dokumen/${template.id}-templat-laporan` },
        ],
      });
      expect(await visitorList()).toEqual([hibah]);
    });

    it('starts now when no start is given, and lists current ones by the soonest deadline ahead', async () => {
      const seminar = await add({
        title: 'Seminar Hasil Pengabdian',
        content: '<p>Seminar daring.</p>',
        ends_at: '2026-12-20T12:00',
        deadline: '2026-12-09T12:00+07:00',
      });
      expect(seminar.starts_at).toBe(clock.now().toISOString());
      expect(seminar.deadline).toBe('2026-12-09T05:00:00.000Z');
      await add({ title: 'Libur Akhir Tahun', content: '<p>Kantor tutup.</p>', ends_at: '2027-01-02T08:00' });
      expect(titles(await visitorList())).toEqual([
        'Seminar Hasil Pengabdian',
        'Pendaftaran Hibah Penelitian 2027',
        'Libur Akhir Tahun',
      ]);
    });

    it('shows an announcement still to start to staff only, and an ended one in the archive', async () => {
      await add({
        title: 'Pembukaan KKN Tematik',
        content: '<p>Segera dibuka.</p>',
        starts_at: '2026-12-10T08:00',
        ends_at: '2026-12-31T23:59',
      });
      await add({
        title: 'Batas Laporan Akhir 2026',
        content: '<p>Sudah ditutup.</p>',
        starts_at: '2026-11-01T08:00',
        ends_at: '2026-11-30T23:59',
        deadline: '2026-11-28T16:00',
      });
      expect(titles(await visitorList())).not.toContain('Pembukaan KKN Tematik');
      expect(titles(await staffList())).toContain('Pembukaan KKN Tematik');
      expect(titles(await visitorList('?archive=1'))).toEqual(['Batas Laporan Akhir 2026']);
      expect(titles(await staffList('?archive=1'))).toEqual(['Batas Laporan Akhir 2026']);
      expect(titles(await visitorList('?archive=0&limit=1'))).toEqual(['Seminar Hasil Pengabdian']);
    });

    it('pages every announcement for the back office: searched, sorted, staff only', async () => {
      const table = async (query: string) => {
        const response = await ctx().asAdmin({ url: `/api/announcements/table?${query}` });
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as { items: AnnouncementRecord[]; total: number; page: number };
      };
      const all = await table('');
      // Still to start, shown now and ended alike, the newest start first.
      expect(titles(all.items)).toEqual(expect.arrayContaining(['Pembukaan KKN Tematik', 'Batas Laporan Akhir 2026']));
      expect(all.items.map((item) => item.starts_at)).toEqual(
        [...all.items.map((item) => item.starts_at)].sort().reverse(),
      );
      const found = await table('q=laporan');
      expect(titles(found.items)).toEqual(['Batas Laporan Akhir 2026']);
      expect(found.total).toBe(1);
      const byTitle = await table('sort=title&order=asc&limit=2');
      expect(titles(byTitle.items)).toEqual([...titles(all.items)].sort((a, b) => a.localeCompare(b)).slice(0, 2));
      expect(byTitle.total).toBe(all.total);
      expect((await ctx().asAdmin({ url: '/api/announcements/table?sort=isi' })).statusCode).toBe(400);
      expect((await ctx().app.inject({ url: '/api/announcements/table' })).statusCode).toBe(401);
    });

    it('changes only what a PATCH sends, checking the dates together', async () => {
      const renamed = await update(hibah.id, { title: 'Hibah Penelitian 2027 (diperpanjang)' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({
        ...hibah,
        title: 'Hibah Penelitian 2027 (diperpanjang)',
        updatedAt: expect.any(String),
      });

      const backwards = await update(hibah.id, { ends_at: '2026-11-30T10:00' });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toEqual({
        message: 'Selesai tayang harus setelah mulai tayang.',
        fieldErrors: { ends_at: 'Selesai tayang harus setelah mulai tayang.' },
      });
      const lateStart = await update(hibah.id, { starts_at: '2026-12-16T10:00' });
      expect(lateStart.statusCode).toBe(400);

      const moved = (await update(hibah.id, { deadline: '2026-12-13T16:00', document_ids: [proposal.id] })).json();
      expect(moved).toMatchObject({ deadline: '2026-12-13T09:00:00.000Z', document_ids: [proposal.id] });
      const cleared = (await update(hibah.id, { deadline: null, document_ids: [] })).json() as AnnouncementRecord;
      expect(cleared).toMatchObject({ deadline: null, document_ids: [], documents: [] });
      expect((await update(hibah.id, { deadline: '' })).json()).toMatchObject({ deadline: null });
      const unchanged = await update(hibah.id, {});
      expect(unchanged.statusCode).toBe(200);
      expect((await update(999_999, { title: 'Tidak ada' })).statusCode).toBe(404);
    });

    it('refuses bad input in Indonesian, naming the field', async () => {
      const base = { title: 'Judul', content: '<p>Isi.</p>', ends_at: '2026-12-20T10:00' };
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...base, title: ' ' }, 'title', 'Judul wajib diisi.'],
        [{ ...base, content: '<p> </p>' }, 'content', 'Konten tidak boleh kosong.'],
        [{ ...base, ends_at: '' }, 'ends_at', 'Selesai tayang wajib diisi.'],
        [
          { ...base, ends_at: '20-12-2026' },
          'ends_at',
          'Selesai tayang tidak valid. Gunakan tanggal dan jam WIB, misalnya 2026-12-01T09:00.',
        ],
        [
          { ...base, deadline: '2026-02-30T10:00' },
          'deadline',
          'Batas waktu tidak valid. Gunakan tanggal dan jam WIB, misalnya 2026-12-01T09:00.',
        ],
        [{ ...base, starts_at: '2026-12-21T10:00' }, 'ends_at', 'Selesai tayang harus setelah mulai tayang.'],
        [
          { ...base, document_ids: Array.from({ length: 11 }, (_, i) => i + 1) },
          'document_ids',
          'Dokumen terkait paling banyak 10.',
        ],
        [
          { ...base, document_ids: [987_654] },
          'document_ids',
          'Dokumen tidak ditemukan (mungkin sudah dihapus): 987654.',
        ],
      ];
      for (const [payload, field, message] of cases) {
        const response = await ctx().asAdmin({ method: 'POST', url: '/api/announcements/add', payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect((response.json() as { fieldErrors: Record<string, string> }).fieldErrors[field], field).toBe(message);
      }
      const archive = await ctx().app.inject({ url: '/api/announcements?archive=ya' });
      expect(archive.statusCode).toBe(400);
      expect(archive.json()).toMatchObject({ message: 'Parameter archive harus 1 atau 0.' });
      // Writes need a session.
      const anonymous = await ctx().app.inject({ method: 'POST', url: '/api/announcements/add', payload: base });
      expect(anonymous.statusCode).toBe(401);
    });

    it('leaves a document in the trash out of its announcements until it comes back', async () => {
      const linked = (await update(hibah.id, { document_ids: [proposal.id] })).json() as AnnouncementRecord;
      expect(linked.document_ids).toEqual([proposal.id]);
      expect(
        (await ctx().asAdmin({ method: 'DELETE', url: `/api/dokumenprof/delete/${proposal.id}` })).statusCode,
      ).toBe(200);
      const shown = (await visitorList()).find((row) => row.id === hibah.id);
      expect(shown?.document_ids).toEqual([]);
      const relink = await update(hibah.id, { document_ids: [proposal.id] });
      expect(relink.statusCode).toBe(400);
      await ctx().asAdmin({ method: 'POST', url: `/api/trash/document/${proposal.id}/restore` });
      expect((await visitorList()).find((row) => row.id === hibah.id)?.document_ids).toEqual([proposal.id]);
    });

    it('moves a deleted announcement to the trash, logs every write, and restores it', async () => {
      const deleted = await ctx().asAdmin({ method: 'DELETE', url: `/api/announcements/delete/${hibah.id}` });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await staffList()).map((row) => row.id)).not.toContain(hibah.id);
      expect((await update(hibah.id, { title: 'x' })).statusCode).toBe(404);
      const trash = (await ctx().asAdmin({ url: '/api/trash' })).json() as {
        kind: string;
        id: number;
        title: string;
      }[];
      expect(trash).toContainEqual(expect.objectContaining({ kind: 'announcement', id: hibah.id }));

      const rows = await activityRepo.listActivity(ctx().db, { kind: 'announcement' }, { limit: 50, offset: 0 });
      const actions = rows.filter((row) => row.record_id === hibah.id).map((row) => row.action);
      expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'trash']));

      const restored = await ctx().asAdmin({ method: 'POST', url: `/api/trash/announcement/${hibah.id}/restore` });
      expect(restored.statusCode, restored.body).toBe(200);
      expect((await staffList()).map((row) => row.id)).toContain(hibah.id);
    });

    it('lets visitors’ list answer from the cache until a write', async () => {
      const first = await ctx().app.inject({ url: '/api/announcements' });
      const again = await ctx().app.inject({
        url: '/api/announcements',
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      await add({
        title: 'Pengumuman Baru',
        content: '<p>Baru.</p>',
        ends_at: new Date(clock.now().getTime() + HOUR).toISOString(),
      });
      expect(titles(await visitorList())).toContain('Pengumuman Baru');
    });

    // Last: the clock only moves forward.
    it('changes visitors’ list at a start and an end with no write in between', async () => {
      const before = titles(await visitorList());
      clock.set('2026-12-10T08:00:00+07:00');
      expect(titles(await visitorList())).toContain('Pembukaan KKN Tematik');
      clock.set('2026-12-15T23:59:00+07:00');
      const after = titles(await visitorList());
      expect(before).toContain('Hibah Penelitian 2027 (diperpanjang)');
      expect(after).not.toContain('Hibah Penelitian 2027 (diperpanjang)');
      expect(titles(await visitorList('?archive=1'))[0]).toBe('Hibah Penelitian 2027 (diperpanjang)');
    });
  },
  { clock },
);
