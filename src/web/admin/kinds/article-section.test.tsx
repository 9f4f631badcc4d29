// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { articleRow, renderSection } from '../testing/render-section';

afterEach(cleanup);

const section = (count: number) =>
  ({
    kind: 'article',
    config: { kind: 'article', articleType: 'informasi_penelitian' },
    data: Array.from({ length: count }, (_, index) => articleRow(index + 1)),
  }) as const;

describe('article section', () => {
  it('has the form, the editor with its toolbar and placeholder, and the table of SPEC §2', async () => {
    renderSection(section(2));
    expect(await screen.findByRole('toolbar', { name: 'Format teks' })).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar');
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Tebal', 'Miring', 'Garis bawah', 'Link']);
    expect(screen.getByRole('textbox', { name: 'Konten' })).toBeInTheDocument();
    expect(document.querySelector('[data-placeholder]')).toHaveAttribute(
      'data-placeholder',
      'Tulis konten artikel di sini...',
    );
    expect(screen.getByText('Opsional. File gambar, maks. 10 MB.')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'No',
      'Thumbnail',
      'Judul',
      'Author',
      'Aksi',
    ]);
    expect(document.querySelector('tbody img')).toHaveAttribute('src', `/uploads/${'a'.repeat(32)}.webp`);
  });

  it('refuses empty title, author and content with the messages of SPEC §5', async () => {
    const user = userEvent.setup();
    renderSection(section(0));
    await user.click(await screen.findByRole('button', { name: 'Tambah Artikel' }));
    expect(screen.getByText('Judul wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Author wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Konten tidak boleh kosong.')).toBeInTheDocument();
  });

  it('switches to edit mode with Update Artikel and Batal, loading the row into the editor', async () => {
    const user = userEvent.setup();
    renderSection(section(2));
    await screen.findByRole('toolbar');
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[1]!);
    expect(screen.getByLabelText('Judul')).toHaveValue('Artikel 2');
    expect(screen.getByRole('textbox', { name: 'Konten' })).toHaveTextContent('Isi artikel 2');
    expect(screen.getByRole('button', { name: 'Update Artikel' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Thumbnail saat ini' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.getByRole('button', { name: 'Tambah Artikel' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Konten' })).toHaveTextContent('');
  });

  it('asks the article question before deleting', async () => {
    const user = userEvent.setup();
    renderSection(section(1));
    await user.click(await screen.findByRole('button', { name: 'Hapus' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Yakin ingin menghapus artikel ini?');
  });
});
