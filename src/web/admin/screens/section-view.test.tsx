// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import type { TrashItem } from '../../../shared/schemas';
import type { CategoryRecord, DocumentRecord } from '../../../shared/schemas';
import { category, documentRow, fileRows, renderSection, servedPage, tablePage } from '../testing/render-section';
import type { LoadedSection } from './load-section';
import { ADMIN_SCREENS } from './screen-config';

afterEach(cleanup);

const columnHeaders = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('file-link section', () => {
  const config = { kind: 'file-link', fileType: 'panduan_penelitian', noun: 'Panduan' } as const;
  // The screen's loader: the page the server answers for the table's state in the address.
  const section =
    (count: number) =>
    (url: URL): LoadedSection => ({
      kind: 'file-link',
      config,
      data: {
        page: servedPage(fileRows(count), url, 'berkas', (row) => row.file_name, { file_name: (row) => row.file_name }),
        all: fileRows(count),
      },
    });

  it('shows the form and the table columns of SPEC §2, without a pager for 10 rows', () => {
    renderSection(section(10));
    expect(screen.getByLabelText('Judul')).toBeInTheDocument();
    expect(screen.getByLabelText('Deskripsi')).toBeInTheDocument();
    expect(screen.getByLabelText('URL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batal' })).not.toBeInTheDocument();
    expect(columnHeaders()).toEqual(['No', 'Judul', 'Deskripsi', 'URL', 'Link tetap', 'Aksi']);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: 'Halaman tabel' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'https://drive.google.com/file/d/1/view' });
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('pages 11 rows by 10 with Previous, numbers and Next, each page loaded for its address', async () => {
    const user = userEvent.setup();
    const { loads } = renderSection(section(11));
    const pager = screen.getByRole('navigation', { name: 'Halaman tabel' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', 'Next']);
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(loads.at(-1)?.searchParams.get('berkas.page')).toBe('2');
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('11');
    expect(within(pager).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('11 data')).toBeInTheDocument();
  });

  it('opens the record an address names (a link of the activity log), read by id when not on the page', async () => {
    const eleventh = fileRows(11)[10]!;
    const read = vi.spyOn(api.files, 'get').mockResolvedValue(eleventh);
    renderSection(section(11), undefined, '/admin/test?ubah=file-11');
    expect(await screen.findByRole('heading', { name: 'Edit Panduan' })).toBeInTheDocument();
    expect(screen.getByLabelText('Judul')).toHaveValue('Panduan 11');
    expect(read).toHaveBeenCalledWith(11);
    read.mockRestore();
  });

  it('validates with the shared schema and shows the messages next to the fields', async () => {
    const user = userEvent.setup();
    renderSection(section(0));
    await user.type(screen.getByLabelText('URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(screen.getByText('Judul wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Deskripsi wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('URL harus berupa URL yang valid (http atau https).')).toBeInTheDocument();
    expect(screen.getByLabelText('Judul')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Belum ada data.')).toBeInTheDocument();
  });

  it('fills the form from a row for editing; Batal returns to add mode and clears it', async () => {
    const user = userEvent.setup();
    renderSection(section(3));
    await user.click(within(bodyRows()[1]!).getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Judul')).toHaveValue('Panduan 2');
    expect(screen.getByLabelText('Deskripsi')).toHaveValue('Deskripsi 2');
    expect(screen.getByRole('button', { name: 'Simpan Perubahan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.getByLabelText('Judul')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Tambah' })).toBeInTheDocument();
  });

  it('asks the exact SPEC §5 question in a dialog named after the record, Batal focused', async () => {
    const user = userEvent.setup();
    renderSection(section(2));
    await user.click(within(bodyRows()[1]!).getByRole('button', { name: 'Hapus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus Panduan "Panduan 2"?' });
    expect(dialog).toHaveTextContent('Yakin ingin menghapus data ini?');
    expect(dialog).toHaveAccessibleDescription('Yakin ingin menghapus data ini?');
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();
  });

  it('labels every cell with its column, for the cards a phone shows', () => {
    renderSection(section(1));
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual(['No', 'Judul', 'Deskripsi', 'URL', 'Link tetap', 'Aksi']);
  });
});

describe('file-link screens name their records from the screen configuration', () => {
  const fileLinkSections = ADMIN_SCREENS.flatMap((entry) =>
    entry.sections.flatMap((section) => (section.kind === 'file-link' ? [{ screen: entry, section }] : [])),
  );

  it('gives every file-link screen a noun of its own, never "Data"', () => {
    expect(fileLinkSections.map(({ screen: entry, section }) => [entry.label, section.noun])).toEqual([
      ['Panduan Penelitian', 'Panduan'],
      ['SK Rektor', 'SK Rektor'],
      ['Program Pengabdian Masyarakat Mandiri', 'Panduan'],
      ['SK Pengabdian', 'SK Rektor'],
      ['Panduan Pengabdian Masyarakat', 'Panduan'],
      ['Buku Panduan KKN Tematik', 'Buku Panduan'],
      ['Buku Panduan KKN PKN BEM', 'Buku Panduan'],
      ['Buku Panduan KKN PMM', 'Buku Panduan'],
      ['Panduan Pengelolaan Jurnal Ilmiah', 'Panduan'],
    ]);
  });

  it.each(fileLinkSections.map(({ screen: entry, section }) => [entry.label, section] as const))(
    '%s: "Tambah …", "Daftar …" and, while editing, "Edit …" with its noun',
    async (_label, config) => {
      const user = userEvent.setup();
      renderSection({ kind: 'file-link', config, data: { page: tablePage(fileRows(2)), all: fileRows(2) } });
      expect(screen.getByRole('heading', { name: `Tambah ${config.noun}` })).toBeInTheDocument();
      expect(screen.getByRole('table', { name: `Daftar ${config.noun}` })).toBeInTheDocument();
      expect(screen.queryByText(/\bData\b/)).not.toBeInTheDocument();
      await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Edit' }));
      expect(screen.getByRole('heading', { name: `Edit ${config.noun}` })).toBeInTheDocument();
    },
  );

  it('names videos and slides the same way', () => {
    renderSection({ kind: 'video', config: { kind: 'video' }, data: tablePage([]) });
    expect(screen.getByRole('heading', { name: 'Tambah Video' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Daftar Video' })).toBeInTheDocument();
    cleanup();
    renderSection({ kind: 'hero', config: { kind: 'hero' }, data: tablePage([]) });
    expect(screen.getByRole('heading', { name: 'Tambah Slide' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Daftar Slide' })).toBeInTheDocument();
  });
});

describe('document section', () => {
  /** The screen's loader for a set: the category chosen in the address (else the first) and its documents. */
  const section =
    (categories: CategoryRecord[], documents: DocumentRecord[]) =>
    (url: URL): LoadedSection => {
      const chosen = Number(url.searchParams.get('dokumen.category'));
      const categoryId = categories.some((item) => item.id === chosen) ? chosen : (categories[0]?.id ?? null);
      const shown = documents.filter((document) => document.kategori.id === categoryId);
      return {
        kind: 'document',
        config: { kind: 'document', collection: 'pen' },
        data: {
          categories,
          categoryPage: tablePage(categories),
          categoryId,
          documents: categoryId === null ? null : servedPage(shown, url, 'dokumen', (row) => row.file_name),
          allDocuments: documents,
        },
      };
    };

  it('selects the first category, shows its documents and the empty text for another', async () => {
    const user = userEvent.setup();
    renderSection(section([category(1, 'Templat'), category(2, 'Etika')], [documentRow(10, 1, 'Templat')]));
    const selector = screen.getByLabelText('Pilih kategori');
    expect(selector).toHaveValue('1');
    expect(screen.getByRole('cell', { name: 'Dokumen 10' })).toBeInTheDocument();
    await user.selectOptions(selector, '2');
    expect(await screen.findByText('Tidak ada dokumen di kategori ini.')).toBeInTheDocument();
  });

  it('pages the documents and starts another category at page 1', async () => {
    const user = userEvent.setup();
    const documents = Array.from({ length: 11 }, (_, index) => documentRow(index + 1, 1, 'Templat'));
    const { loads } = renderSection(section([category(1, 'Templat'), category(2, 'Etika')], documents));
    const pager = screen.getByRole('navigation', { name: 'Halaman tabel' });
    await user.click(within(pager).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('cell', { name: 'Dokumen 11' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Pilih kategori'), '2');
    expect(loads.at(-1)?.searchParams.get('dokumen.page')).toBeNull();
    await user.selectOptions(await screen.findByLabelText('Pilih kategori'), '1');
    expect(await screen.findByRole('cell', { name: 'Dokumen 1' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Dokumen 11' })).not.toBeInTheDocument();
  });

  it('offers the move selector only while editing a document', async () => {
    const user = userEvent.setup();
    renderSection(section([category(1, 'Templat'), category(2, 'Etika')], [documentRow(10, 1, 'Templat')]));
    expect(screen.queryByLabelText('Pindahkan ke kategori')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Edit' }).at(-1)!);
    expect(screen.getByLabelText('Judul Dokumen')).toHaveValue('Dokumen 10');
    expect(screen.getByLabelText('Pindahkan ke kategori')).toHaveValue('1');
  });

  it('has an empty selector and no document form without categories', () => {
    renderSection(section([], []));
    expect(screen.getByLabelText('Pilih kategori')).toBeDisabled();
    expect(screen.getByText('Belum ada kategori. Tambahkan kategori terlebih dahulu.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Judul Dokumen')).not.toBeInTheDocument();
  });

  it('asks before deleting a category with everything in it, and says how many documents go with it', async () => {
    const user = userEvent.setup();
    const documents = [documentRow(10, 1, 'Templat'), documentRow(11, 1, 'Templat'), documentRow(12, 2, 'Etika')];
    renderSection(section([category(1, 'Templat'), category(2, 'Etika')], documents));
    const categories = screen.getByRole('table', { name: 'Kategori Dokumen' });
    await user.click(within(categories).getAllByRole('button', { name: 'Hapus' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Hapus kategori "Templat"?' });
    expect(dialog).toHaveAccessibleDescription(
      'Yakin ingin menghapus kategori beserta semua isinya? ' +
        'Kategori ini berisi 2 dokumen; semuanya ikut dipindahkan ke Sampah.',
    );
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));

    await user.click(screen.getAllByRole('button', { name: 'Hapus' }).at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'Hapus dokumen "Dokumen 11"?' })).toHaveAccessibleDescription(
      'Yakin ingin menghapus dokumen ini?',
    );
  });

  it('says so when a category to delete holds no document', async () => {
    const user = userEvent.setup();
    renderSection(section([category(1, 'Templat')], []));
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus kategori "Templat"?' });
    expect(dialog).toHaveTextContent('Yakin ingin menghapus kategori beserta semua isinya?');
    expect(dialog).toHaveTextContent('Kategori ini belum berisi dokumen.');
  });
});

describe('video and organisation-chart sections', () => {
  it('shows the embed link a YouTube watch or short link becomes; other sites are kept, non-web links refused', async () => {
    const user = userEvent.setup();
    renderSection({ kind: 'video', config: { kind: 'video' }, data: tablePage([]) });
    const link = () => screen.getByLabelText('Link Video');
    await user.type(link(), 'https://youtu.be/dQw4w9WgXcQ');
    expect(screen.getByText('Link yang disimpan: https://www.youtube.com/embed/dQw4w9WgXcQ')).toBeInTheDocument();
    await user.clear(link());
    await user.type(link(), 'https://vimeo.com/1');
    expect(screen.queryByText(/^Link yang disimpan:/)).not.toBeInTheDocument();
    await user.clear(link());
    await user.type(link(), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(screen.getByText('Link harus berupa URL yang valid (http atau https).')).toBeInTheDocument();
  });

  it('refuses an organisation-chart upload without a file', async () => {
    const user = userEvent.setup();
    renderSection({ kind: 'org-chart', config: { kind: 'org-chart' }, data: tablePage([]) });
    await user.click(screen.getByRole('button', { name: 'Unggah' }));
    expect(screen.getByText('Silakan pilih file untuk diunggah.')).toBeInTheDocument();
    expect(screen.getByText('Jika dikosongkan, dipakai "Struktur Organisasi".')).toBeInTheDocument();
  });
});

describe('hero slides', () => {
  const slide = (id: number, title: string, alt: string) => ({
    id,
    title,
    subtitle: '',
    alt,
    image: `uploads/${'b'.repeat(32)}.webp`,
    position: id,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });

  it('has a caption, the line under it and a separate alternative text', () => {
    renderSection({ kind: 'hero', config: { kind: 'hero' }, data: tablePage([]) });
    expect(screen.getByLabelText('Judul slide (opsional)')).toHaveAccessibleDescription(
      'Tampil besar di atas gambar. Jika judul dan keterangan dikosongkan, slide menampilkan nama P3M beserta slogannya.',
    );
    expect(screen.getByLabelText('Keterangan di bawah judul (opsional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Teks alternatif (opsional)')).toHaveAccessibleDescription(
      'Menjelaskan isi gambar bagi pembaca layar; tidak tampil di slide.',
    );
    expect(columnHeaders()).toEqual(['No', 'Gambar', 'Judul', 'Keterangan', 'Alt', 'Urutan', 'Aksi']);
  });

  it('names a slide in the delete question by its caption, else its alternative text', async () => {
    const user = userEvent.setup();
    renderSection({
      kind: 'hero',
      config: { kind: 'hero' },
      data: tablePage([slide(1, 'Wisuda 2026', 'Para wisudawan'), slide(2, '', 'Gedung rektorat'), slide(3, '', '')]),
    });
    const names: string[] = [];
    for (const index of [0, 1, 2]) {
      await user.click(within(bodyRows()[index]!).getByRole('button', { name: 'Hapus' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveAccessibleDescription('Yakin ingin menghapus gambar ini?');
      names.push(within(dialog).getByRole('heading').textContent ?? '');
      await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    }
    expect(names).toEqual(['Hapus Slide "Wisuda 2026"?', 'Hapus Slide "Gedung rektorat"?', 'Hapus Slide ini?']);
  });
});

describe('trash section', () => {
  const item = (kind: TrashItem['kind'], id: number, title: string, extra: Partial<TrashItem> = {}): TrashItem => ({
    kind,
    id,
    title,
    type: null,
    deleted_at: '2026-11-24T07:30:00.000Z',
    deleted_by: 'admin',
    purge_at: '2026-12-24T07:30:00.000Z',
    document_count: null,
    ...extra,
  });
  const section = (data: TrashItem[]) => ({ kind: 'trash', config: { kind: 'trash' }, data: tablePage(data) }) as const;

  it('says when the trash is empty', () => {
    renderSection(section([]));
    expect(columnHeaders()).toEqual(['No', 'Jenis', 'Judul / Nama', 'Dihapus', 'Dihapus permanen pada', 'Aksi']);
    expect(screen.getByText('Sampah kosong.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Data yang dihapus disimpan di sini selama 30 hari. Setelah itu data dihapus permanen beserta gambarnya.',
      ),
    ).toBeInTheDocument();
  });

  it('lists each record with its kind, its place, who deleted it when, and its purge date', () => {
    renderSection(
      section([
        item('article', 7, 'Hibah Desa', { type: 'informasi_kkn' }),
        item('document_category', 7, 'Laporan', { type: 'pen', document_count: 2, deleted_by: null }),
        item('hero_slide', 3, ''),
      ]),
    );
    const [article, category, slide] = bodyRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(article).toEqual([
      '1',
      'ArtikelInformasi KKN',
      'Hibah Desa',
      '24 November 2026 pukul 14.30oleh admin',
      '24 Desember 2026',
      'PulihkanHapus Permanen',
    ]);
    expect(category?.slice(0, 4)).toEqual([
      '2',
      'Kategori DokumenDokumen Penelitian',
      'Laporanbeserta 2 dokumen',
      '24 November 2026 pukul 14.30',
    ]);
    // A slide without a title goes by its kind.
    expect(slide?.slice(1, 3)).toEqual(['Slide Beranda', 'Slide Beranda']);
  });

  it('asks before deleting for good, naming the record; Batal keeps it', async () => {
    const user = userEvent.setup();
    renderSection(section([item('video', 4, 'Profil P3M')]));
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Hapus Permanen' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Yakin ingin menghapus "Profil P3M" secara permanen? Tindakan ini tidak dapat dibatalkan.',
    );
    // The focus starts on Batal: an Enter pressed out of habit deletes nothing.
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
  });
});
