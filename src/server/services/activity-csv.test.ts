import { expect, it } from 'vitest';
import { csvCell } from './activity-csv';

it('marks a formula character wherever a spreadsheet may begin a cell, whatever its separator', () => {
  expect(csvCell('=1+1')).toBe("'=1+1");
  expect(csvCell('Judul,=1+1')).toBe(`"Judul,'=1+1"`);
  expect(csvCell('Judul, +62')).toBe(`"Judul, '+62"`);
  expect(csvCell('Judul;@SUM(A1)')).toBe(`"Judul;'@SUM(A1)"`);
  expect(csvCell('Judul,"-1"')).toBe(`"Judul,""'-1"""`);
  expect(csvCell('Baris\n=1+1')).toBe(`"Baris\n'=1+1"`);
  expect(csvCell('\t=1+1')).toBe(`"'\t'=1+1"`);
});

it('leaves ordinary text and numbers as they are, and drops control characters stored before they were refused', () => {
  expect(csvCell('Senin - Jumat, 08.00-16.00')).toBe('"Senin - Jumat, 08.00-16.00"');
  expect(csvCell('Tahun 2025-2026')).toBe('Tahun 2025-2026');
  expect(csvCell(42)).toBe('42');
  expect(csvCell(null)).toBe('');
  expect(csvCell('\u001b[31mMerah\u001b[0m\u0007')).toBe('Merah');
});
