// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FaqRecord, PageRecord } from '../../../shared/schemas';
import { pageRow, renderSection, tablePage } from '../testing/render-section';

afterEach(cleanup);

const AHEAD = '2999-01-01T02:00:00.000Z';
const pages = (rows: PageRecord[]) => ({ kind: 'pages', config: { kind: 'pages' }, data: rows }) as const;
const buttonNames = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.closest('form') && !button.closest('[role="toolbar"], fieldset'))
    .map((button) => button.textContent);

async function openPage(name = 'Edit') {
  const user = userEvent.setup();
  await user.click((await screen.findAllByRole('button', { name }))[0]!);
  await screen.findByRole('toolbar', { name: 'Format teks' });
  return user;
}

describe('Halaman', () => {
  it('lists the pages with their address and state, and opens the form only with Edit', async () => {
    const kkn: PageRecord = { ...pageRow(3), slug: 'program-kkn-unim', path: '/program-kkn-unim', title: 'KKN' };
    renderSection(pages([pageRow(1), { ...kkn, has_draft: true, status: 'draft' }]));
    expect(await screen.findByText('Pilih halaman di tabel untuk mengeditnya.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Judul' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'No',
      'Judul',
      'Alamat',
      'Status',
      'Diperbarui',
      'Aksi',
    ]);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: '/tentang' })).toHaveAttribute('href', '/tentang');
    expect(first).toHaveTextContent('Terbit');
    expect(second).toHaveTextContent('Ada draf');
    expect(screen.queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();
  });

  it('offers Simpan Perubahan and Simpan sebagai Draf for what visitors see, Jadwalkan for a date ahead', async () => {
    renderSection(pages([pageRow()]));
    await openPage();
    expect(screen.getByLabelText('Judul')).toHaveValue('Tentang P3M');
    // What visitors see has no date in the form: saving publishes it at once.
    expect(screen.getByLabelText('Tanggal terbit (WIB)')).toHaveValue('');
    expect(buttonNames()).toEqual(['Simpan Perubahan', 'Simpan sebagai Draf', 'Batal', 'Riwayat']);
    fireEvent.change(screen.getByLabelText('Tanggal terbit (WIB)'), { target: { value: '2999-01-01T09:00' } });
    expect(buttonNames()).toEqual(['Jadwalkan', 'Simpan sebagai Draf', 'Batal', 'Riwayat']);
    // Tentang has its illustration, with its alt text.
    expect(screen.getByLabelText('Ilustrasi')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Teks alternatif ilustrasi')).toHaveValue('Ilustrasi');
    expect(screen.getByRole('link', { name: /^Pratinjau/ })).toHaveAttribute('href', '/pratinjau/halaman/1');
  });

  it('offers Simpan Draf, Terbitkan and Buang Draf for a draft; Jadikan Draf for a scheduled version', async () => {
    const draft: PageRecord = { ...pageRow(), status: 'draft', published_at: null, has_draft: true };
    const { unmount } = renderSection(pages([draft]));
    await openPage();
    expect(buttonNames()).toEqual(['Simpan Draf', 'Terbitkan', 'Buang Draf', 'Batal', 'Riwayat']);
    expect(
      screen.getByText('Ada draf yang belum diterbitkan: pengunjung masih melihat versi yang terbit.'),
    ).toBeVisible();
    unmount();

    const scheduled: PageRecord = { ...pageRow(), published_at: AHEAD, scheduled_at: AHEAD };
    renderSection(pages([scheduled]));
    await openPage();
    expect(screen.getByLabelText('Tanggal terbit (WIB)')).toHaveValue('2999-01-01T09:00');
    expect(buttonNames()).toEqual(['Simpan Perubahan', 'Jadikan Draf', 'Batal', 'Riwayat']);
  });

  it('has no illustration on the other pages', async () => {
    renderSection(pages([{ ...pageRow(2), slug: 'program-kkn-unim', path: '/program-kkn-unim' }]));
    await openPage();
    expect(screen.queryByLabelText('Ilustrasi')).not.toBeInTheDocument();
  });
});

const faqRow = (id: number, question: string): FaqRecord => ({
  id,
  question,
  answer: `<p>Jawaban ${id}</p>`,
  group: id === 1 ? 'Umum' : '',
  position: id - 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('FAQ', () => {
  it('has the form with the editor and a table whose rows move up and down, the ends disabled', async () => {
    renderSection({
      kind: 'faq',
      config: { kind: 'faq' },
      data: tablePage([faqRow(1, 'Apa itu P3M?'), faqRow(2, 'Kapan KKN?'), faqRow(3, 'Di mana kantor P3M?')]),
    });
    await screen.findByRole('toolbar', { name: 'Format teks' });
    expect(screen.getByLabelText('Pertanyaan')).toBeInTheDocument();
    expect(screen.getByLabelText('Grup (opsional)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Jawaban' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'No',
      'Pertanyaan',
      'Grup',
      'Aksi',
    ]);
    expect(screen.getByRole('button', { name: 'Naikkan "Apa itu P3M?"' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Turunkan "Apa itu P3M?"' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Naikkan "Di mana kantor P3M?"' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Turunkan "Di mana kantor P3M?"' })).toBeDisabled();
  });

  it('refuses an empty question and answer in Indonesian', async () => {
    const user = userEvent.setup();
    renderSection({ kind: 'faq', config: { kind: 'faq' }, data: tablePage([]) });
    await screen.findByRole('toolbar', { name: 'Format teks' });
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(screen.getByText('Pertanyaan wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Jawaban wajib diisi.')).toBeInTheDocument();
  });
});
