import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';

// SQLite keeps compiled statements for the SQL it runs again (src/db/database.ts).
describe('SQLite statement reuse', () => {
  it('answers repeated queries with fresh values, streamed or not', async () => {
    const { db, close } = openDatabase({ sqlitePath: ':memory:' });
    try {
      await sql`create table angka (n integer)`.execute(db);
      for (const n of [1, 2, 3]) await sql`insert into angka (n) values (${n})`.execute(db);
      const query = (min: number) =>
        db
          .selectFrom('angka' as never)
          .select(sql<number>`n`.as('n'))
          .where(sql`n`, '>=', min);
      expect((await query(2).execute()).map((row) => row.n)).toEqual([2, 3]);
      expect((await query(3).execute()).map((row) => row.n)).toEqual([3]);
      await sql`insert into angka (n) values (${4})`.execute(db);
      expect((await query(3).execute()).map((row) => row.n)).toEqual([3, 4]);

      // Read as a stream, then run as a query: the same statement serves both in turn.
      const streamed: number[] = [];
      for await (const row of query(2).stream()) streamed.push(row.n);
      expect(streamed).toEqual([2, 3, 4]);
      expect((await query(4).execute()).map((row) => row.n)).toEqual([4]);
    } finally {
      await close();
    }
  });
});
