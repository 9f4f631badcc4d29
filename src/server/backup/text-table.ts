/** A plain-text table for command-line summaries; numbers are right-aligned. */
export function formatTable(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[], source: (string | number)[] | undefined) =>
    row
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return typeof source?.[column] === 'number' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(headers, undefined), rule, ...cells.slice(1).map((row, index) => line(row, rows[index]))].join('\n');
}
