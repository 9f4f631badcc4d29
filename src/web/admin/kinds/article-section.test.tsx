// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicationState } from '../../../shared/publishing';
import { adminArticleSchema } from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import { readTableState } from '../lib/table-state';
import type { LoadedSection } from '../screens/load-section';
import { articleRow, renderSection, servedPage } from '../testing/render-section';

afterEach(cleanup);

/** The screen's loader: the articles of the state and category chosen in the address, as the server pages them. */
const section =
  (data: ReturnType<typeof articleRow>[]) =>
  (url: URL): LoadedSection => {
    const { filters } = readTableState(url.searchParams, 'artikel', ['status', 'category']);
    const rows = data
      .map((row) => adminArticleSchema.parse(row))
      .filter((row) => !filters['status'] || publicationState(row, Date.now()) === filters['status'])
      .filter(
        (row) => filters['category'] === 'semua' || row.category === (filters['category'] ?? 'informasi_penelitian'),
      );
    return {
      kind: 'article',
      config: { kind: 'article', articleType: 'informasi_penelitian' },
      data: servedPage(rows, url, 'artikel', (row) => row.title, { title: (row) => row.title }),
    };
  };
const rows = (count: number) => Array.from({ length: count }, (_, index) => articleRow(index + 1));

const PAST = '2026-01-01T00:00:00.000Z';
const AHEAD = '2999-01-01T02:00:00.000Z';
const draft = (id: number) => articleRow(id, { status: 'draft', published_date: PAST, published_date_set: false });
const scheduled = (id: number) =>
  articleRow(id, { status: 'published', published_date: AHEAD, published_date_set: true });

/** The fields of a multipart save, by name. */
const sent = (form: FormData) => Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));

/** Puts `html` into the form's rich-text editor, as typing would. */
function writeContent(html: string) {
  const box = screen.getByRole('textbox', { name: 'Konten' }) as HTMLElement & { editor: Editor };
  act(() => {
    box.editor.commands.setContent(html, { emitUpdate: true });
  });
}

const buttonNames = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('type') === 'submit' || button.textContent === 'Batal')
    .map((button) => button.textContent);

describe('article section', () => {
  it('has the form with the publication date, the editor, and the table with the status', async () => {
    renderSection(section(rows(2)));
    expect(await screen.findByRole('toolbar', { name: 'Format teks' })).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar');
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Tebal',
      'Miring',
      'Garis bawah',
      'Judul 2',
      'Judul 3',
      'Daftar berbutir',
      'Daftar bernomor',
      'Kutipan',
      'Link',
      'Sisipkan gambar',
      'Video',
      'Urungkan',
      'Ulangi',
    ]);
    expect(screen.getByRole('textbox', { name: 'Konten' })).toBeInTheDocument();
    expect(document.querySelector('[data-placeholder]')).toHaveAttribute(
      'data-placeholder',
      'Tulis konten artikel di sini...',
    );
    expect(screen.getByText('Opsional. File gambar, maks. 10 MB.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tanggal terbit (WIB)')).toHaveAttribute('type', 'datetime-local');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'No',
      'Thumbnail',
      'Judul',
      'Author',
      'Status',
      'Aksi',
    ]);
    // Title, author and status sort the table; the order is on the server.
    expect(screen.getByRole('button', { name: 'Judul' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Status' })).toBeInTheDocument();
    expect(document.querySelector('tbody img')).toHaveAttribute('src', `/uploads/${'a'.repeat(32)}.webp`);
  });

  it('offers Tambah Artikel first and Simpan Draf for a new article; a date ahead adds a hint, not another label', async () => {
    renderSection(section([]));
    await screen.findByRole('toolbar');
    expect(buttonNames()).toEqual(['Tambah Artikel', 'Simpan Draf']);
    const add = screen.getByRole('button', { name: 'Tambah Artikel' });
    expect(add).toHaveClass('btn-primary');
    fireEvent.change(screen.getByLabelText('Tanggal terbit (WIB)'), { target: { value: '2999-01-01T09:00' } });
    expect(buttonNames()).toEqual(['Tambah Artikel', 'Simpan Draf']);
    const scheduled = 'Dijadwalkan: artikel tampil otomatis pada 1 Januari 2999 pukul 09.00 WIB.';
    expect(screen.getByText(scheduled)).toBeInTheDocument();
    expect(add).toHaveAccessibleDescription(scheduled);
    fireEvent.change(screen.getByLabelText('Tanggal terbit (WIB)'), { target: { value: '2020-01-01T09:00' } });
    expect(buttonNames()).toEqual(['Tambah Artikel', 'Simpan Draf']);
    expect(screen.queryByText(/^Dijadwalkan/)).not.toBeInTheDocument();
    expect(add).not.toHaveAttribute('aria-describedby');
  });

  it('publishes a new article on Enter in the title, as Tambah Artikel does; Simpan Draf keeps it a draft', async () => {
    const user = userEvent.setup();
    const add = vi.spyOn(api.articles, 'add').mockResolvedValue(adminArticleSchema.parse(articleRow(9)));
    renderSection(section([]));
    await screen.findByRole('toolbar');
    const fill = async (title: string) => {
      writeContent('<p>Isi kabar.</p>');
      await user.type(screen.getByLabelText('Author'), 'Humas P3M');
      await user.type(screen.getByLabelText('Judul'), title);
    };
    await fill('Kabar Baru{Enter}');
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(sent(add.mock.calls[0]![0])).toMatchObject({ title: 'Kabar Baru', status: 'published' });
    expect(await screen.findByText('Artikel berhasil diterbitkan.')).toBeInTheDocument();

    await fill('Kabar Draf');
    await user.click(screen.getByRole('button', { name: 'Simpan Draf' }));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(2));
    expect(sent(add.mock.calls[1]![0])).toMatchObject({ title: 'Kabar Draf', status: 'draft' });
    add.mockRestore();
  });

  it('refuses empty title, author and content with the messages of SPEC §5', async () => {
    const user = userEvent.setup();
    renderSection(section([]));
    await user.click(await screen.findByRole('button', { name: 'Tambah Artikel' }));
    expect(screen.getByText('Judul wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Author wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Konten tidak boleh kosong.')).toBeInTheDocument();
  });

  it('edits a published article with Update Artikel, Batal and Jadikan Draf, its date in WIB', async () => {
    const user = userEvent.setup();
    renderSection(section(rows(2)));
    await screen.findByRole('toolbar');
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[1]!);
    expect(screen.getByLabelText('Judul')).toHaveValue('Artikel 2');
    expect(screen.getByRole('textbox', { name: 'Konten' })).toHaveTextContent('Isi artikel 2');
    // 2026-01-01 00:00 UTC is 07:00 in Jakarta.
    expect(screen.getByLabelText('Tanggal terbit (WIB)')).toHaveValue('2026-01-01T07:00');
    expect(buttonNames()).toEqual(['Update Artikel', 'Batal', 'Jadikan Draf']);
    expect(screen.getByRole('button', { name: 'Update Artikel' })).toHaveClass('btn-primary');
    expect(screen.getByRole('img', { name: 'Thumbnail saat ini' })).toBeInTheDocument();
    const preview = screen.getByRole('link', { name: /^Pratinjau/ });
    expect(preview).toHaveAttribute('href', '/pratinjau/artikel/2');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Bagikan pratinjau' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(buttonNames()).toEqual(['Tambah Artikel', 'Simpan Draf']);
    expect(screen.queryByRole('link', { name: /^Pratinjau/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Konten' })).toHaveTextContent('');
  });

  it('keeps where an article stands on Update Artikel and on Enter; the status changes by its own button', async () => {
    const user = userEvent.setup();
    const update = vi
      .spyOn(api.articles, 'update')
      .mockImplementation((id) => Promise.resolve(adminArticleSchema.parse(articleRow(id))));
    renderSection(section([articleRow(1), draft(2), scheduled(3)]));
    await screen.findByRole('toolbar');
    const edit = async (title: string) => {
      await user.click(
        within(screen.getByRole('row', { name: new RegExp(title) })).getByRole('button', { name: 'Edit' }),
      );
      await waitFor(() => expect(screen.getByLabelText('Judul')).toHaveValue(title));
    };
    const lastSent = () => sent(update.mock.calls.at(-1)![1]);

    // Published: Enter in a field saves it as Update Artikel does, still published.
    await edit('Artikel 1');
    await user.type(screen.getByLabelText('Judul'), ' (revisi){Enter}');
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(lastSent()).toMatchObject({ title: 'Artikel 1 (revisi)', status: 'published' });
    expect(await screen.findByText('Artikel berhasil diperbarui.')).toBeInTheDocument();

    // A draft stays a draft; "Terbitkan" (or "Jadwalkan" for a date ahead) publishes it.
    await edit('Artikel 2');
    expect(buttonNames()).toEqual(['Update Artikel', 'Batal', 'Terbitkan']);
    const draftNote = 'Artikel ini draf: tetap tidak tampil untuk pengunjung sampai diterbitkan.';
    expect(screen.getByRole('button', { name: 'Update Artikel' })).toHaveAccessibleDescription(draftNote);
    await user.click(screen.getByRole('button', { name: 'Update Artikel' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(lastSent()).toMatchObject({ status: 'draft' });
    await edit('Artikel 2');
    fireEvent.change(screen.getByLabelText('Tanggal terbit (WIB)'), { target: { value: '2999-01-01T09:00' } });
    expect(buttonNames()).toEqual(['Update Artikel', 'Batal', 'Jadwalkan']);
    fireEvent.change(screen.getByLabelText('Tanggal terbit (WIB)'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Terbitkan' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(3));
    expect(lastSent()).toMatchObject({ status: 'published' });

    // Scheduled: Update Artikel keeps the schedule (the hint says when); "Jadikan Draf" ends it.
    await edit('Artikel 3');
    expect(buttonNames()).toEqual(['Update Artikel', 'Batal', 'Jadikan Draf']);
    expect(screen.getByRole('button', { name: 'Update Artikel' })).toHaveAccessibleDescription(
      'Dijadwalkan: artikel tampil otomatis pada 1 Januari 2999 pukul 09.00 WIB.',
    );
    await user.click(screen.getByRole('button', { name: 'Update Artikel' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(4));
    expect(lastSent()).toMatchObject({ status: 'published', published_date: '2999-01-01T02:00:00.000Z' });
    await edit('Artikel 3');
    await user.click(screen.getByRole('button', { name: 'Jadikan Draf' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(5));
    expect(lastSent()).toMatchObject({ status: 'draft' });
    update.mockRestore();
  });

  it('shows the date to the minute and, saved untouched, keeps it to the millisecond', async () => {
    const user = userEvent.setup();
    const published = articleRow(1, {
      status: 'published',
      published_date: '2026-01-01T00:00:07.250Z',
      published_date_set: true,
    });
    const update = vi
      .spyOn(api.articles, 'update')
      .mockResolvedValue(adminArticleSchema.parse({ ...published, updatedAt: published.createdAt }));
    renderSection(section([published]));
    await screen.findByRole('toolbar');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Tanggal terbit (WIB)')).toHaveValue('2026-01-01T07:00');
    await user.click(screen.getByRole('button', { name: 'Update Artikel' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]?.[1].get('published_date')).toBe('2026-01-01T00:00:07.250Z');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const date = screen.getByLabelText('Tanggal terbit (WIB)');
    await user.clear(date);
    await user.type(date, '2026-01-01T07:01');
    await user.click(screen.getByRole('button', { name: 'Update Artikel' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1]?.[1].get('published_date')).toBe('2026-01-01T00:01:00.000Z');
    update.mockRestore();
  });

  it('edits a draft whose date nobody chose with an empty date, to be dated when published', async () => {
    const user = userEvent.setup();
    renderSection(section([draft(1)]));
    await screen.findByRole('toolbar');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Tanggal terbit (WIB)')).toHaveValue('');
    expect(buttonNames()).toEqual(['Update Artikel', 'Batal', 'Terbitkan']);
  });

  it('shows where each article stands and filters the table by it', async () => {
    const user = userEvent.setup();
    renderSection(section([articleRow(1), scheduled(2), draft(3)]));
    await screen.findByRole('toolbar');
    const status = (title: string) =>
      within(screen.getByRole('row', { name: new RegExp(title) })).getAllByRole('cell')[4];
    expect(status('Artikel 1')).toHaveTextContent(/^Terbit$/);
    expect(status('Artikel 2')).toHaveTextContent('Terjadwal');
    expect(status('Artikel 2')).toHaveTextContent('terbit 1 Januari 2999 pukul 09.00 WIB');
    expect(status('Artikel 3')).toHaveTextContent(/^Draf$/);
    const filter = screen.getByLabelText('Tampilkan status');
    await user.selectOptions(filter, 'Draf');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('row', { name: /Artikel 3/ })).toBeInTheDocument();
    await user.selectOptions(filter, 'Terjadwal');
    expect(await screen.findByRole('row', { name: /Artikel 2/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Artikel 1/ })).not.toBeInTheDocument();
    await user.selectOptions(filter, 'Semua');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
  });

  it("shows the screen's type by default; another type or all of them, with a Kategori column", async () => {
    const user = userEvent.setup();
    const kkn = { ...articleRow(5), title: 'Berita KKN', category: 'informasi_kkn' };
    const { loads } = renderSection(section([articleRow(1), kkn]));
    await screen.findByRole('toolbar');
    const category = screen.getByLabelText('Kategori');
    expect(category).toHaveValue('informasi_penelitian');
    expect(screen.queryByRole('row', { name: /Berita KKN/ })).not.toBeInTheDocument();
    await user.selectOptions(category, 'Semua kategori');
    expect(await screen.findByRole('row', { name: /Berita KKN/ })).toBeInTheDocument();
    expect(loads.at(-1)?.searchParams.get('artikel.category')).toBe('semua');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('Kategori');
    expect(within(screen.getByRole('row', { name: /Berita KKN/ })).getByText('Informasi KKN')).toBeInTheDocument();
    // Back to the screen's own type: the address says nothing of it.
    await user.selectOptions(screen.getByLabelText('Kategori'), 'Informasi Penelitian');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Berita KKN/ })).not.toBeInTheDocument());
    expect(loads.at(-1)?.searchParams.has('artikel.category')).toBe(false);
  });

  it('moves an article to another type from its row, in a dialog that names the choices', async () => {
    const user = userEvent.setup();
    renderSection(section([articleRow(1)]));
    await screen.findByRole('toolbar');
    await user.click(screen.getByRole('button', { name: 'Pindahkan "Artikel 1"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pindahkan artikel' });
    const choice = within(dialog).getByLabelText('Pindahkan ke kategori');
    expect(choice).toHaveFocus();
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Informasi Pengabdian Kepada Masyarakat', 'Informasi Pengabdian Masyarakat Mandiri', 'Informasi KKN']);
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pindahkan "Artikel 1"' })).toHaveFocus();
  });

  it('refuses a thumbnail that is not an image under its field, before anything is sent', async () => {
    // The file picker's "All files": the input's accept list is a hint, not a rule.
    const user = userEvent.setup({ applyAccept: false });
    const add = vi.spyOn(api.articles, 'add');
    renderSection(section([]));
    await screen.findByRole('toolbar');
    const pdf = new File(['%PDF-1.7'], 'laporan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Thumbnail'), pdf);
    const message = 'File harus berupa gambar (JPEG, PNG, WebP, GIF atau AVIF).';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Thumbnail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img', { name: 'Pratinjau gambar yang dipilih' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Judul'), 'Judul');
    await user.click(screen.getByRole('button', { name: 'Tambah Artikel' }));
    expect(add).not.toHaveBeenCalled();
    expect(screen.getByText(message)).toBeInTheDocument();
    add.mockRestore();
  });

  it("has the thumbnail's alt text beside it, filled from the article being edited", async () => {
    const user = userEvent.setup();
    renderSection(section([{ ...articleRow(1), thumbnail_alt: 'Mahasiswa di balai desa' }]));
    await screen.findByRole('toolbar');
    const alt = screen.getByLabelText('Teks alternatif (opsional)');
    expect(alt).toHaveAccessibleDescription(
      'Jelaskan isi thumbnail untuk pembaca yang tidak dapat melihatnya. Jika dikosongkan, dipakai judul artikel.',
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(alt).toHaveValue('Mahasiswa di balai desa');
  });

  it('says before a restore that the text comes back and the status, date and address stay', async () => {
    const user = userEvent.setup();
    const saves = [
      { id: 12, recordId: 1, title: 'Artikel 1', size: 900, savedBy: { id: 1, name: 'Admin' }, createdAt: PAST },
      { id: 11, recordId: 1, title: 'Draf awal', size: 800, savedBy: { id: 1, name: 'Admin' }, createdAt: PAST },
    ];
    const list = vi.spyOn(api.articles, 'revisions').mockResolvedValue(saves);
    const read = vi
      .spyOn(api.articles, 'revision')
      .mockImplementation((_, revisionId) =>
        Promise.resolve({ ...saves.find((save) => save.id === revisionId)!, snapshot: { title: 'Draf awal' } }),
      );
    const restore = vi
      .spyOn(api.articles, 'restoreRevision')
      .mockResolvedValue(adminArticleSchema.parse({ ...articleRow(1), title: 'Draf awal' }));
    renderSection(section([articleRow(1)]));
    await screen.findByRole('toolbar');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Riwayat' }));
    const history = await screen.findByRole('region', { name: 'Riwayat' });
    await user.click(await within(history).findByRole('button', { name: 'Pulihkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pulihkan revisi' });
    expect(dialog).toHaveTextContent(
      'Judul, author, konten, thumbnail dan teks alternatifnya kembali seperti revisi itu. Status, tanggal terbit dan alamat artikel tetap seperti sekarang (artikel yang terbit tetap tampil).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ya, pulihkan' }));
    expect(restore).toHaveBeenCalledWith(1, 11);
    expect(
      await screen.findByText(/berhasil dipulihkan\. Status dan tanggal terbit artikel tidak berubah\.$/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Judul')).toHaveValue('Draf awal');
    for (const spy of [list, read, restore]) spy.mockRestore();
  });

  it('asks the article question before deleting', async () => {
    const user = userEvent.setup();
    renderSection(section(rows(1)));
    await user.click(await screen.findByRole('button', { name: 'Hapus' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Yakin ingin menghapus artikel ini?');
  });
});
