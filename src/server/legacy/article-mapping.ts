import type { ArticleRow } from '../../db/index';
import type { ArticleType } from '../../shared/constants/content';
import { messages } from '../../shared/messages';
import { articleFieldsSchema } from '../../shared/schemas/article';
import { slugify } from '../services/articles';
import { importBody, linkedImagesNote, missingImagesNote, removedEmbedsNote } from './article-body';
import { MAX_SLUG_LENGTH, freeSlug } from './article-slugs';
import { type ImportContext, check, clip } from './context';
import { type LegacyRow, legacyId, text } from './legacy-source';
import { isArticleType } from './mapping';
import { Refusal } from './sync-kind';

const headingSchema = articleFieldsSchema.pick({ title: true, author: true });

/** An old article made ready to write, with the report lines to add once it is written. */
export interface PreparedArticle {
  fields: {
    title: string;
    author: string;
    content: string;
    content_text: string;
    category: ArticleType;
  };
  slug: string;
  notes: string[];
  /** The sanitizer changed its HTML. */
  cleaned: boolean;
}

/**
 * Checks and converts an old article: `umum` (and no category) goes to the category chosen for it,
 * an empty author gets the default name, images in the body are copied and the HTML sanitized, and
 * the slug is kept unless taken (`own`: the article it becomes, on a later run).
 */
export async function prepareArticle(
  ctx: ImportContext,
  row: LegacyRow,
  own: ArticleRow | undefined,
): Promise<PreparedArticle | Refusal> {
  const id = legacyId(row);
  const notes: string[] = [];
  const oldCategory = text(row.category);
  if (!oldCategory) notes.push(`no category; filed under ${ctx.umumCategory} like umum`);
  const category = oldCategory === 'umum' || !oldCategory ? ctx.umumCategory : oldCategory;
  if (!isArticleType(category)) return new Refusal('unknown category', oldCategory);
  const heading = check(headingSchema, {
    title: text(row.title),
    author: text(row.author) || messages.legacyImport.unknownAuthor,
  });
  if (heading.reason !== undefined) return new Refusal(heading.reason);
  if (!text(row.author)) notes.push(`no author; shown as "${heading.data.author}"`);
  const rawContent = text(row.content);
  const body = await importBody(ctx, id, rawContent);
  for (const note of [
    missingImagesNote(body.missing.filter((src) => !body.linkedImages.includes(src))),
    linkedImagesNote(body.linkedImages),
    removedEmbedsNote(body.removedEmbeds),
  ]) {
    if (note) notes.push(note);
  }
  const fields = check(articleFieldsSchema, { ...heading.data, content: body.content });
  if (fields.reason !== undefined) return new Refusal(fields.reason);
  const slug = await freeSlug(ctx, id, text(row.slug) || slugify(fields.data.title), own);
  if (!slug) return new Refusal(`slug longer than ${MAX_SLUG_LENGTH} characters`);
  const { title, author, content } = fields.data;
  return {
    fields: { title, author, content, content_text: body.text, category },
    slug,
    notes,
    cleaned: body.content !== rawContent,
  };
}

/**
 * The thumbnail an old article has here: the copy an earlier run made when the old file is the same,
 * else a new copy; `pending` when its file is missing (a later run tries again).
 */
export async function copyThumbnail(
  ctx: ImportContext,
  row: LegacyRow,
  current: string | null,
): Promise<{ thumbnail: string | undefined; pending: boolean }> {
  const id = legacyId(row);
  const oldThumbnail = text(row.thumbnail);
  if (!oldThumbnail) return { thumbnail: undefined, pending: false };
  if (await ctx.images.isCopyOf(oldThumbnail, current)) return { thumbnail: current ?? undefined, pending: false };
  const thumbnail = await ctx.images.copy(oldThumbnail, `article #${id}`);
  if (!thumbnail) ctx.report.note('Articles', id, `imported without its thumbnail (${clip(oldThumbnail)})`);
  return { thumbnail, pending: !thumbnail };
}
