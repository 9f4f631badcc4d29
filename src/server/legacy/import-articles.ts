import { articlesRepo } from '../../db/index';
import { articleFieldsSchema } from '../../shared/schemas/article';
import { nextFreeSlug, slugify } from '../services/articles';
import { sanitizeArticleContent } from '../services/sanitize';
import { type ImportContext, check, clip, importedKeys, markImported } from './context';
import { type LegacyRow, isoDate, legacyId, text } from './legacy-source';
import { isArticleType } from './mapping';
import { messages } from '../../shared/messages';

const MAX_SLUG_LENGTH = 300;

/**
 * Articles keep their slug (old links keep working), dates and category; `umum` goes to the category
 * chosen for it. The HTML passes the same sanitizer as every write here. A missing thumbnail keeps the
 * article without an image. A slug already taken gets the next free `-N` suffix and is reported.
 */
export async function importArticles(ctx: ImportContext, rows: LegacyRow[]): Promise<void> {
  const done = await importedKeys(ctx, 'article');
  if (rows.some((row) => text(row.category) === 'umum')) {
    ctx.report.notes.add(`Articles of category umum → ${ctx.umumCategory}`);
  }
  let cleaned = 0;
  for (const row of rows) {
    const id = legacyId(row);
    ctx.report.found('Articles');
    if (done.has(id)) {
      ctx.report.already('Articles');
      continue;
    }
    const oldCategory = text(row.category);
    const category = oldCategory === 'umum' ? ctx.umumCategory : oldCategory;
    if (!isArticleType(category)) {
      ctx.report.skipped('Articles', id, 'unknown category', oldCategory || '(none)');
      continue;
    }
    const rawContent = text(row.content);
    const { content, text: contentText } = sanitizeArticleContent(rawContent);
    const fields = check(articleFieldsSchema, {
      title: text(row.title),
      author: text(row.author) || messages.legacyImport.unknownAuthor,
      content,
    });
    if (fields.reason !== undefined) {
      ctx.report.skipped('Articles', id, fields.reason);
      continue;
    }
    const slug = await freeSlug(ctx, id, text(row.slug) || slugify(fields.data.title));
    if (!slug) {
      ctx.report.skipped('Articles', id, `slug longer than ${MAX_SLUG_LENGTH} characters`);
      continue;
    }
    if (content !== rawContent) cleaned += 1;
    if (!text(row.author)) ctx.report.note('Articles', id, `no author; shown as "${fields.data.author}"`);

    const oldThumbnail = text(row.thumbnail);
    const thumbnail = oldThumbnail ? await ctx.images.copy(oldThumbnail, `article #${id}`) : undefined;
    if (oldThumbnail && !thumbnail)
      ctx.report.note('Articles', id, `imported without its thumbnail (${clip(oldThumbnail)})`);
    const created = isoDate(row.createdAt) ?? ctx.now;
    const article = await articlesRepo.insertArticle(ctx.db, {
      title: fields.data.title,
      slug,
      author: fields.data.author,
      published_date: isoDate(row.published_date) ?? created,
      content,
      content_text: contentText,
      thumbnail: thumbnail ?? null,
      category,
      created_at: created,
      updated_at: isoDate(row.updatedAt) ?? created,
    });
    await markImported(ctx, 'article', id, article.id);
    ctx.report.imported('Articles');
  }
  if (cleaned > 0) {
    ctx.report.notes.add(`Articles: ${cleaned} changed by the HTML sanitizer (scripts, styles, non-web links removed)`);
  }
}

/** The old slug when free, else the next free `slug-N` (reported: the old link shows the other article). */
async function freeSlug(ctx: ImportContext, id: string, wanted: string): Promise<string | undefined> {
  if (wanted.length > MAX_SLUG_LENGTH) return undefined;
  if (!(await articlesRepo.findArticleBySlug(ctx.db, wanted))) return wanted;
  const slug = nextFreeSlug(wanted, new Set(await articlesRepo.findSlugsLike(ctx.db, wanted)));
  ctx.report.note('Articles', id, `slug "${clip(wanted)}" is already taken; imported as "${clip(slug)}"`);
  return slug;
}
