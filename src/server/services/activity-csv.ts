import { activityDetailsText, activityRecordText, activityTimeWib, activityWho } from '../../shared/activity-text';
import { activityMessages } from '../../shared/messages/activity';
import { withoutControlCharacters } from '../../shared/text-rules';
import type { ActivityEntry } from '../../shared/schemas/activity';

// The activity log as a CSV file for a spreadsheet in Indonesia: Indonesian headers and words, times
// in WIB, cells separated by semicolons (what a spreadsheet set to Indonesian expects, where the comma
// is the decimal mark), a byte order mark so that it reads the file as UTF-8, and lines ending CRLF.

export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/**
 * Every place where a spreadsheet may begin a cell, whatever separator it reads the file with: the
 * start of the cell, and after a `;` (as written), a `,` (a spreadsheet set to English), a tab, or a line
 * break (where a misread quote ends a row), past any spaces, tabs or quotes before a formula character.
 */
const FORMULA_START = /(^|[;,\t\r\n])([ \t"]*)(?=[=+\-@])/g;

/**
 * A cell as text a spreadsheet shows and never runs: wherever a cell may begin (FORMULA_START), a
 * formula character (`=`, `+`, `-`, `@`) gets an apostrophe before it; a cell that begins with a tab or
 * a carriage return gets one too. Control characters stored before they were refused are dropped, and
 * a cell holding a separator, a quote or a line break is quoted.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : withoutControlCharacters(String(value));
  text = text.replace(FORMULA_START, "$1$2'");
  if (/^[\t\r]/.test(text)) text = `'${text}`;
  return /[";,\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;

const h = activityMessages.csv.header;
const HEADER = line([
  h.time,
  h.who,
  h.userId,
  h.address,
  h.action,
  h.kind,
  h.recordId,
  h.record,
  h.revision,
  h.details,
]);

export function activityCsvLine(entry: ActivityEntry): string {
  return line([
    activityTimeWib(entry.at),
    activityWho(entry),
    entry.user?.id ?? null,
    entry.address,
    activityMessages.actions[entry.action],
    activityMessages.kinds[entry.kind],
    entry.record?.id ?? null,
    activityRecordText(entry.record),
    entry.revisionId,
    activityDetailsText(entry),
  ]);
}

/** The file: the byte order mark and the header, then one line per row. */
export async function* activityCsv(entries: AsyncIterable<ActivityEntry>): AsyncGenerator<string> {
  yield `${BOM}${HEADER}`;
  for await (const entry of entries) yield activityCsvLine(entry);
}

/** `riwayat-aktivitas-2026-11-25.csv`: the download's name, dated in WIB. */
export function activityCsvFileName(now: Date): string {
  return `${activityMessages.csv.fileName}-${activityTimeWib(now.toISOString()).slice(0, 10)}.csv`;
}

/** The byte order mark and the line of cells, for the back office's other CSV files (a survey's answers). */
export { BOM as CSV_BOM, line as csvLine };
