// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentOpensItem } from '../../../shared/schemas';
import type { LoadedSection } from '../screens/load-section';
import { category, documentRow, fileRows, renderSection, tablePage } from '../testing/render-section';

afterEach(cleanup);

const bodyRows = () => screen.getAllByRole('row').slice(1);
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('versions in the back office ("Diganti oleh")', () => {
  // Panduan 1 was replaced by 2, which was replaced by 3 (the current version); 4 stands alone.
  const rows = () => {
    const [one, two, three, four] = fileRows(4);
    return [{ ...one!, superseded_by: 2 }, { ...two!, superseded_by: 3 }, three!, four!];
  };
  const section = () =>
    ({
      kind: 'file-link',
      config: { kind: 'file-link', fileType: 'sk_rektor_penelitian', noun: 'SK Rektor' },
      data: { page: tablePage(rows()), all: rows() },
    }) as const;

  it('marks old versions in the table and shows every stable link to share', () => {
    renderSection(section());
    const titles = bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(titles).toEqual(['Panduan 1Sudah diganti', 'Panduan 2Sudah diganti', 'Panduan 3', 'Panduan 4']);
    expect(screen.getByRole('link', { name: '/d/berkas/3-panduan-3' })).toHaveAttribute('target', '_blank');
  });

  it('offers only what may replace the record: not itself, nor a version it already replaced', async () => {
    const user = userEvent.setup();
    renderSection(section());
    const select = () => screen.getByLabelText('Diganti oleh');
    // A new record may be replaced by any of them.
    expect(optionsOf(select())).toEqual([
      'Tidak diganti (versi terbaru)',
      'Panduan 1',
      'Panduan 2',
      'Panduan 3',
      'Panduan 4',
    ]);
    await user.click(within(bodyRows()[2]!).getByRole('button', { name: 'Edit' }));
    expect(select()).toHaveValue('');
    expect(optionsOf(select())).toEqual(['Tidak diganti (versi terbaru)', 'Panduan 4']);
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: 'Edit' }));
    expect(select()).toHaveValue('2');
    expect(optionsOf(select())).toEqual(['Tidak diganti (versi terbaru)', 'Panduan 2', 'Panduan 3', 'Panduan 4']);
  });

  it('documents choose among every document of the set, whatever the category', async () => {
    const user = userEvent.setup();
    const categories = [category(1, 'Templat'), category(2, 'Etika')];
    const documents = [documentRow(10, 1, 'Templat'), { ...documentRow(11, 2, 'Etika'), superseded_by: 10 }];
    renderSection({
      kind: 'document',
      config: { kind: 'document', collection: 'pen' },
      data: {
        categories,
        categoryPage: tablePage(categories),
        categoryId: 1,
        documents: tablePage(documents.filter((document) => document.kategori.id === 1)),
        allDocuments: documents,
      },
    });
    const table = screen.getByRole('table', { name: 'Dokumen di kategori "Templat"' });
    await user.click(within(table).getByRole('button', { name: 'Edit' }));
    // 11 already replaced by 10: choosing it for 10 would make a loop.
    expect(optionsOf(screen.getByLabelText('Diganti oleh'))).toEqual(['Tidak diganti (versi terbaru)']);
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(optionsOf(screen.getByLabelText('Diganti oleh'))).toEqual([
      'Tidak diganti (versi terbaru)',
      'Dokumen 10',
      'Dokumen 11',
    ]);
  });
});

describe('Dokumen Dibuka', () => {
  const item = (id: number, title: string, recent: number, total: number): DocumentOpensItem => ({
    kind: id > 100 ? 'document' : 'file',
    id,
    title,
    list: id > 100 ? 'pen' : 'sk_rektor_penelitian',
    superseded_by: null,
    stable_path: `/d/x/${id}`,
    recent,
    total,
  });
  const section: LoadedSection = {
    kind: 'document-opens',
    config: { kind: 'document-opens' },
    data: {
      days: 30,
      since: '2026-05-03',
      items: [item(1, 'SK Lama', 1, 50), item(101, 'Templat Proposal', 7, 9), item(2, 'Buku Etika', 3, 3)],
    },
  };
  const titles = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);

  it('lists the opens of the period and in all, most opened recently first, and sorts by any column', async () => {
    const user = userEvent.setup();
    renderSection(section);
    expect(screen.getByText('Dihitung sejak 3 Mei 2026.')).toBeInTheDocument();
    expect(titles()).toEqual(['Templat Proposal', 'Buku Etika', 'SK Lama']);
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Templat Proposal', 'Dokumen Penelitian', '7', '9', '/d/dokumen/101-templat-proposal']);
    const recent = screen.getByRole('columnheader', { name: /Dibuka \(30 hari\)/ });
    expect(recent).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Total dibuka' }));
    expect(titles()).toEqual(['SK Lama', 'Templat Proposal', 'Buku Etika']);
    expect(screen.getByRole('columnheader', { name: /Total dibuka/ })).toHaveAttribute('aria-sort', 'descending');
    expect(recent).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Judul' }));
    expect(titles()).toEqual(['Buku Etika', 'SK Lama', 'Templat Proposal']);
    await user.click(screen.getByRole('button', { name: 'Judul' }));
    expect(titles()).toEqual(['Templat Proposal', 'SK Lama', 'Buku Etika']);
  });
});
