import { describe, expect, it } from 'vitest';
import { wholeListJson } from './whole-lists';

describe('a whole list as JSON', () => {
  // A list read page by page, as a repository answers it; the pages asked for are kept.
  const list = (size: number) => {
    const rows = Array.from({ length: size }, (_, i) => ({ id: i + 1, title: `Judul "${i + 1}"` }));
    const asked: { limit: number; offset: number }[] = [];
    const read = async (page: { limit: number; offset: number }) => {
      asked.push(page);
      return rows.slice(page.offset, page.offset + page.limit);
    };
    return { rows, asked, read };
  };

  it('is the JSON of every record, read a batch at a time, in order', async () => {
    const { rows, asked, read } = list(601);
    const json = await wholeListJson(read, 5000, (row) => ({ ...row, title: row.title.toUpperCase() }));
    expect(JSON.parse(json.toString())).toEqual(rows.map((row) => ({ ...row, title: row.title.toUpperCase() })));
    expect(asked).toEqual([
      { limit: 250, offset: 0 },
      { limit: 250, offset: 250 },
      { limit: 250, offset: 500 },
    ]);
  });

  it('stops at its bound, and is an empty array for an empty list', async () => {
    const { asked, read } = list(900);
    const json = await wholeListJson(read, 300, (row) => row.id);
    expect(JSON.parse(json.toString())).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(asked).toEqual([
      { limit: 250, offset: 0 },
      { limit: 50, offset: 250 },
    ]);
    expect((await wholeListJson(list(0).read, 10, (row) => row)).toString()).toBe('[]');
    expect((await wholeListJson(list(250).read, 250, (row) => row.id)).toString()).toMatch(/^\[1,2,.*,250\]$/);
  });
});
