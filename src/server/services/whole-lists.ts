import type { ListPage } from '../../db/index';

/** Rows read at a time while a whole list is built: about a megabyte of article HTML. */
const BATCH_ROWS = 250;

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * A list answered whole (SPEC §7: "list of all articles"), as the JSON array the API sends, built with
 * little memory beside the answer itself: rows are read a batch at a time, in the list's order, and
 * each record is serialized as it comes. A list of 3,000 articles (15 MB of JSON) then never holds all
 * its rows, its records and one long string of its text at once. At most `max` records.
 */
export async function wholeListJson<Row>(
  read: (page: ListPage) => Promise<Row[]>,
  max: number,
  toRecord: (row: Row) => unknown,
): Promise<Buffer> {
  const parts: Buffer[] = [OPEN];
  for (let offset = 0; offset < max; offset += BATCH_ROWS) {
    const rows = await read({ limit: Math.min(BATCH_ROWS, max - offset), offset });
    for (const row of rows) {
      if (parts.length > 1) parts.push(COMMA);
      parts.push(Buffer.from(JSON.stringify(toRecord(row))));
    }
    if (rows.length < BATCH_ROWS) break;
  }
  parts.push(CLOSE);
  return Buffer.concat(parts);
}
