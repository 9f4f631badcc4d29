// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry, ActivityPage, UserRecord } from '../../../shared/schemas';
import { renderSection } from '../testing/render-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const users: UserRecord[] = [
  {
    id: 2,
    name: 'Rina Editor',
    username: 'rina',
    email: null,
    role: 'editor',
    disabled: false,
    mustChangePassword: false,
    twoFactor: false,
    activeSessions: 1,
    ...stamp,
  },
];
const entry = (id: number, changes: Partial<ActivityEntry>): ActivityEntry => ({
  id,
  at: '2026-11-25T07:03:05.000Z',
  user: { id: 2, name: 'Rina Editor' },
  address: '10.0.0.7',
  kind: 'article',
  action: 'create',
  record: { id: 12, type: 'informasi_kkn', label: 'Kabar KKN' },
  revisionId: 34,
  details: { state: 'published' },
  ...changes,
});
const page = (items: ActivityEntry[], total = items.length): ActivityPage => ({ items, total });
const section = (data: ActivityPage) =>
  ({ kind: 'activity', config: { kind: 'activity' }, data: { page: data, users } }) as const;

/** The API as the screen calls it: every call answered with `answer`, each URL kept. */
function stubApi(answer: ActivityPage) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return urls;
}

describe('Riwayat Aktivitas', () => {
  it('shows each row in words, with a link to the record at its revision, and a CSV link', async () => {
    renderSection(
      section(
        page([
          entry(2, {
            action: 'login_failure',
            kind: 'account',
            user: null,
            address: '203.0.113.9',
            record: null,
            revisionId: null,
            details: { reason: 'unknown_name' },
          }),
          entry(1, { action: 'update', details: { state: 'published', fields: ['title', 'published_date'] } }),
        ]),
      ),
    );
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Tidak dikenal');
    expect(rows[1]).toHaveTextContent('Login gagal');
    expect(rows[1]).toHaveTextContent('Alasan: username tidak dikenal');
    const article = rows[2]!;
    expect(article).toHaveTextContent('25 November 2026');
    expect(article).toHaveTextContent('14.03.05');
    expect(article).toHaveTextContent('Rina Editor');
    expect(article).toHaveTextContent('Mengubah');
    // The fields by the labels of the article form, not by their column names.
    expect(article).toHaveTextContent('Status: Terbit; Kolom: Judul, Tanggal terbit (WIB)');
    expect(within(article).getByRole('link', { name: 'Kabar KKN' })).toHaveAttribute(
      'href',
      '/admin/informasi-kkn?ubah=article-12&revisi=34',
    );
    expect(screen.getByText('2 catatan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unduh CSV' })).toHaveAttribute('href', '/api/audit?format=csv');
  });

  it('says so when nothing matches, and checks the days before asking', async () => {
    const urls = stubApi(page([]));
    renderSection(section(page([])));
    expect(await screen.findByText('Tidak ada aktivitas yang cocok.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Dari tanggal'), '2026-02-02');
    await userEvent.type(screen.getByLabelText('Sampai tanggal'), '2026-02-01');
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(await screen.findByText('Tanggal awal tidak boleh setelah tanggal akhir.')).toBeInTheDocument();
    expect(urls).toEqual([]);
  });

  it('asks the server for the filters chosen, and pages through what they match', async () => {
    const urls = stubApi(page([entry(9, {})], 60));
    renderSection(section(page([entry(1, {})], 60)));
    expect(await screen.findByText('Halaman 1 dari 3')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Pengguna'), 'Rina Editor (rina)');
    await userEvent.selectOptions(screen.getByLabelText('Aksi'), 'Menerbitkan');
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(await screen.findByRole('link', { name: 'Unduh CSV' })).toHaveAttribute(
      'href',
      '/api/audit?user=2&action=publish&format=csv',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Halaman 2 dari 3')).toBeInTheDocument();
    expect(urls).toEqual([
      '/api/audit?user=2&action=publish&limit=25&offset=0',
      '/api/audit?user=2&action=publish&limit=25&offset=25',
    ]);
  });
});
