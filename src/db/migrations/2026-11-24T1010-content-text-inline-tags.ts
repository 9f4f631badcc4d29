import type { Kysely } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The text rule of this version, copied: a migration must not change when the app's rule does. */
const BREAKING_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|img|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;

function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(BREAKING_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

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
