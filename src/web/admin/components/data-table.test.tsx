// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { DataTable, type TableColumn } from './data-table';

afterEach(cleanup);

interface Row {
  id: number;
  title: string;
  views: number;
}
const COLUMNS: TableColumn<Row>[] = [
  { header: 'Judul', cell: (row) => row.title, rowHeader: true },
  { header: 'Dibuka', cell: (row) => row.views, ariaSort: 'descending' },
  { header: 'Aksi', cell: (row) => <button type="button">Edit {row.title}</button>, actions: true },
];

it('names each cell by its column, for the phone’s cards, and the row by its header cell', () => {
  render(
    <DataTable
      caption="Dokumen dibuka"
      rows={[
        { id: 1, title: 'Panduan', views: 7 },
        { id: 2, title: 'SK Rektor', views: 3 },
      ]}
      rowKey={(row) => row.id}
      rowClassName={(row) => (row.id === 2 ? 'table-warning' : undefined)}
      columns={COLUMNS}
    />,
  );
  const table = screen.getByRole('table', { name: 'Dokumen dibuka' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Judul', 'Dibuka', 'Aksi']);
  expect(within(table).getByRole('columnheader', { name: 'Dibuka' })).toHaveAttribute('aria-sort', 'descending');
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first!).getByRole('rowheader')).toHaveTextContent('Panduan');
  expect([...first!.querySelectorAll('td')].map((cell) => cell.dataset['label'])).toEqual(['Dibuka', 'Aksi']);
  expect(first!.querySelector('td.admin-actions')).toHaveTextContent('Edit Panduan');
  expect(second).toHaveClass('table-warning');
});

it('shows its empty text as the one row while there are none, and no row without it', () => {
  const { rerender } = render(
    <DataTable caption="Sesi" rows={[]} rowKey={(row: Row) => row.id} columns={COLUMNS} empty="Belum ada data." />,
  );
  expect(screen.getAllByRole('row')).toHaveLength(2);
  expect(screen.getByRole('cell', { name: 'Belum ada data.' })).toHaveAttribute('colspan', '3');
  rerender(<DataTable caption="Sesi" rows={[]} rowKey={(row: Row) => row.id} columns={COLUMNS} />);
  expect(screen.getAllByRole('row')).toHaveLength(1);
});
