import type { Kysely } from 'kysely';
import { htmlToText } from './text-rule-2026-11';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The stored text of articles put a space where an inline tag was (`panj<b>ang</b>` read "panj ang"
 * in excerpts and search); it is derived again from the HTML, a batch of articles at a time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  let lastId = 0;
  for (;;) {
    const rows: { id: number; content: string; content_text: string }[] = await db
      .selectFrom('articles')
      .select(['id', 'content', 'content_text'])
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(200)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const text = htmlToText(row.content);
      if (text !== row.content_text) {
        await db.updateTable('articles').set({ content_text: text }).where('id', '=', row.id).execute();
      }
    }
    lastId = Number(rows[rows.length - 1]?.id);
  }
}

/** The older text is not wanted back: nothing to undo. */
export async function down(): Promise<void> {}
