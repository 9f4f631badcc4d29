// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementRecord } from '../../../shared/schemas';
import { renderSection, tablePage } from '../testing/render-section';
import type { DocumentOption } from './document-picker';

let restoreFetch: (() => void) | null = null;
afterEach(() => {
  restoreFetch?.();
  restoreFetch = null;
  cleanup();
});

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const record = (id: number, title: string, dates: Partial<AnnouncementRecord>): AnnouncementRecord => ({
  id,
  title,
  content: `<p>${title}.</p>`,
  starts_at: '2026-01-01T01:00:00.000Z',
  ends_at: '2999-01-01T01:00:00.000Z',
  deadline: null,
  document_ids: [],
  documents: [],
  ...stamp,
  ...dates,
});
const DOCUMENTS: DocumentOption[] = [
  { id: 7, title: 'Panduan Hibah', collection: 'pen', category: 'Hibah' },
  { id: 8, title: 'Templat Laporan', collection: 'pen', category: 'Hibah' },
  { id: 9, title: 'Rencana Strategis', collection: 'prof', category: 'Profil' },
];
const hibah = record(1, 'Pendaftaran Hibah', {
  deadline: '2999-01-01T09:00:00.000Z',
  document_ids: [7],
  documents: [{ id: 7, file_name: 'Panduan Hibah', link: '/d/dokumen/7-panduan-hibah' }],
});
const rows = [
  hibah,
  record(2, 'Belum Dibuka', { starts_at: '2998-12-01T01:00:00.000Z' }),
  record(3, 'Sudah Selesai', { ends_at: '2026-02-01T01:00:00.000Z' }),
];
const section = {
  kind: 'announcements',
  config: { kind: 'announcements' },
  data: { page: tablePage(rows), documents: DOCUMENTS },
} as const;

/** The update call, recorded; it answers the record as the server would. */
function fakeApi() {
  const calls: { url: string; method: string; body: Record<string, unknown> }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ url: String(input), method: init?.method ?? 'GET', body });
    return new Response(JSON.stringify({ ...hibah, ...body, document_ids: body['document_ids'] ?? [] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  restoreFetch = () => spy.mockRestore();
  return calls;
}

describe('Pengumuman', () => {
  it('lists announcements with when they are shown, the deadline in WIB and where they stand', async () => {
    renderSection(section);
    await screen.findByRole('toolbar', { name: 'Format teks' }, { timeout: 60_000 });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'No',
      'Judul',
      'Tayang',
      'Batas waktu',
      'Status',
      'Aksi',
    ]);
    const [first, second, third] = screen.getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('1 Januari 2999 pukul 16.00 WIB');
    expect(first).toHaveTextContent('Tayang');
    expect(second).toHaveTextContent('Terjadwal');
    expect(third).toHaveTextContent('Berakhir');
  });

  it('edits one: dates in WIB, documents removed and added in order, saved as one PATCH', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderSection(section);
    await screen.findByRole('toolbar', { name: 'Format teks' }, { timeout: 60_000 });
    const [first] = screen.getAllByRole('row').slice(1);
    await user.click(within(first!).getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Mulai tayang (WIB)')).toHaveValue('2026-01-01T08:00');
    expect(screen.getByLabelText('Batas waktu (WIB, opsional)')).toHaveValue('2999-01-01T16:00');

    // Panduan Hibah is linked: it is not offered again. Add the template, then the plan, then drop the guide.
    const picker = screen.getByLabelText('Pilih dokumen');
    expect(within(picker).queryByRole('option', { name: 'Panduan Hibah' })).not.toBeInTheDocument();
    expect(within(picker).getByRole('group', { name: 'Dokumen Penelitian — Hibah' })).toBeInTheDocument();
    await user.selectOptions(picker, 'Templat Laporan');
    await user.click(screen.getByRole('button', { name: 'Tambahkan dokumen' }));
    await user.selectOptions(picker, 'Rencana Strategis');
    await user.click(screen.getByRole('button', { name: 'Tambahkan dokumen' }));
    await user.click(screen.getByRole('button', { name: 'Hapus "Panduan Hibah" dari dokumen terkait' }));

    // An end before the start is refused under its field, before anything is sent.
    const ends = screen.getByLabelText('Selesai tayang (WIB)');
    await user.clear(ends);
    await user.type(ends, '2025-12-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Selesai tayang harus setelah mulai tayang.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(ends);
    await user.type(ends, '2999-02-01T23:59');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Pengumuman berhasil diperbarui.')).toBeInTheDocument();
    const update = calls.find((call) => call.method === 'PATCH');
    expect(update?.url).toBe('/api/announcements/update/1');
    expect(update?.body).toMatchObject({
      title: 'Pendaftaran Hibah',
      starts_at: '2026-01-01T01:00:00.000Z',
      ends_at: '2999-02-01T16:59:00.000Z',
      deadline: '2999-01-01T09:00:00.000Z',
      document_ids: [8, 9],
    });
  });

  it('shows its moments to the minute, keeps one left at that minute as stored, and takes a new minute', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    // Started "now" by an earlier save: seconds and milliseconds the form does not show.
    const started = record(4, 'Dibuka Sekarang', {
      starts_at: '2026-01-01T01:00:07.250Z',
      deadline: '2999-01-01T09:00:30.000Z',
    });
    renderSection({ ...section, data: { page: tablePage([started]), documents: DOCUMENTS } });
    await screen.findByRole('toolbar', { name: 'Format teks' }, { timeout: 60_000 });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Mulai tayang (WIB)')).toHaveValue('2026-01-01T08:00');
    expect(screen.getByLabelText('Selesai tayang (WIB)')).toHaveValue('2999-01-01T08:00');
    expect(screen.getByLabelText('Batas waktu (WIB, opsional)')).toHaveValue('2999-01-01T16:00');

    const ends = screen.getByLabelText('Selesai tayang (WIB)');
    await user.clear(ends);
    await user.type(ends, '2999-02-01T23:59');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Pengumuman berhasil diperbarui.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      starts_at: '2026-01-01T01:00:07.250Z',
      ends_at: '2999-02-01T16:59:00.000Z',
      deadline: '2999-01-01T09:00:30.000Z',
    });
  });
});
