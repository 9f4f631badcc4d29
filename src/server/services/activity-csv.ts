import { activityDetailsText, activityRecordText, activityTimeWib, activityWho } from '../../shared/activity-text';
import { activityMessages } from '../../shared/messages/activity';
import type { ActivityEntry } from '../../shared/schemas/activity';

// The activity log as a CSV file for a spreadsheet in Indonesia: Indonesian headers and words, times
// in WIB, cells separated by semicolons (what a spreadsheet set to Indonesian expects, where the comma
// is the decimal mark), a byte order mark so that it reads the file as UTF-8, and lines ending CRLF.

export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/**
 * A cell as text a spreadsheet shows and never runs: one that would start a formula (`=`, `+`, `-`, `@`,
 * or a tab or carriage return before one) gets a leading apostrophe, and a cell holding the separator, a
 * quote or a line break is quoted.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
