import { articlesRepo, legacyImportsRepo, type ArticleRow } from '../../db/index';
import type { ArticleType } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { articleFieldsSchema } from '../../shared/schemas/article';
import { nextFreeSlug, slugify } from '../services/articles';
import { importBody, missingImagesNote } from './article-body';
import {
  type ImportContext,
  type ImportedEntry,
  check,
  clip,
  importedEntries,
  markImported,
  syncState,
} from './context';
import { type LegacyRow, isoDate, legacyId, text } from './legacy-source';
import { isArticleType } from './mapping';

const MAX_SLUG_LENGTH = 300;
const headingSchema = articleFieldsSchema.pick({ title: true, author: true });

/** An old article made ready to write, with the report lines to add once it is written. */
interface Prepared {
  title: string;
  author: string;
  content: string;
  content_text: string;
  category: ArticleType;
  wantedSlug: string;
  notes: string[];
  cleaned: boolean;
}

/**
 * Articles keep their slug (old links keep working), dates and category; `umum` (and no category)
 * goes to the category chosen for it. Images in the body are copied like thumbnails; the HTML then
 * passes the same sanitizer as every write here. A missing thumbnail keeps the article without an
 * image, and a later run tries again. A slug already taken gets the next free `-N` suffix.
 *
 * A record imported by an earlier run is brought up to date when it changed in the old system only;
 * changed on both sides, it is left as it is here and reported. Every old slug stays a redirect.
 */
export async function importArticles(ctx: ImportContext, rows: LegacyRow[]): Promise<void> {
  const done = await importedEntries(ctx, 'article');
  if (rows.some((row) => ['umum', ''].includes(text(row.category)))) {
    ctx.report.notes.add(`Articles of category umum (or none) → ${ctx.umumCategory}`);
  }
  let cleaned = 0;
  for (const row of rows) {
    const id = legacyId(row);
    ctx.report.found('Articles');
    const entry = done.get(id);
    const target = entry?.newId ? await articlesRepo.findArticleById(ctx.db, entry.newId) : undefined;
    // Deleted here since an earlier run: staff removed it on purpose.
    if (entry && !target) ctx.report.already('Articles');
    else if (entry && target) cleaned += (await syncArticle(ctx, row, entry, target)) ? 1 : 0;
    else cleaned += (await insertArticle(ctx, row)) ? 1 : 0;
  }
  if (cleaned > 0) {
    ctx.report.notes.add(`Articles: ${cleaned} changed by the HTML sanitizer (scripts, styles, non-web links removed)`);
  }
}

/** A new article from an old record; true when the sanitizer changed its HTML. */
async function insertArticle(ctx: ImportContext, row: LegacyRow): Promise<boolean> {
  const id = legacyId(row);
  const prepared = await prepare(ctx, row);
  if ('reason' in prepared) {
    ctx.report.skipped('Articles', id, prepared.reason, prepared.detail);
    return false;
  }
  const slug = await freeSlug(ctx, id, prepared.wantedSlug);
  if (!slug) {
    ctx.report.skipped('Articles', id, `slug longer than ${MAX_SLUG_LENGTH} characters`);
    return false;
  }
  const { thumbnail, pending } = await copyThumbnail(ctx, row);
  const created = isoDate(row.createdAt) ?? ctx.now;
  const article = await articlesRepo.insertArticle(ctx.db, {
    ...fieldsOf(prepared),
    slug,
    published_date: isoDate(row.published_date) ?? created,
    thumbnail: thumbnail ?? null,
    created_at: created,
    updated_at: isoDate(row.updatedAt) ?? created,
  });
  await keepOldSlug(ctx, row, article.id);
  await markImported(ctx, 'article', id, article.id, {
    legacyUpdatedAt: isoDate(row.updatedAt) ?? null,
    targetUpdatedAt: article.updated_at,
    imagePending: pending,
  });
  for (const note of prepared.notes) ctx.report.note('Articles', id, note);
  ctx.report.imported('Articles');
  return prepared.cleaned;
}

/** An article imported by an earlier run; true when its HTML was brought over and sanitized differently. */
async function syncArticle(
  ctx: ImportContext,
  row: LegacyRow,
  entry: ImportedEntry,
  target: ArticleRow,
): Promise<boolean> {
  const id = legacyId(row);
  const oldUpdatedAt = isoDate(row.updatedAt);
  await keepOldSlug(ctx, row, target.id);
  const state = syncState(entry, oldUpdatedAt, target.updated_at);
  if (state === 'unknown' || (state === 'unchanged' && !entry.imagePending)) {
    if (state === 'unknown') {
      await markImported(ctx, 'article', id, target.id, {
        legacyUpdatedAt: oldUpdatedAt ?? null,
        targetUpdatedAt: target.updated_at,
        imagePending: entry.imagePending,
      });
    }
    ctx.report.already('Articles');
    return false;
  }
  if (state === 'both') {
    ctx.report.conflict('Articles', id, `left as it is here ("${clip(target.title)}", /article/${clip(target.slug)})`);
    return false;
  }
  if (state === 'unchanged') return retryThumbnail(ctx, row, entry, target);

  const prepared = await prepare(ctx, row);
  if ('reason' in prepared) {
    ctx.report.skipped('Articles', id, `changed in the old system, but ${prepared.reason}`, prepared.detail);
    return false;
  }
  const slug = prepared.wantedSlug === target.slug ? target.slug : await freeSlug(ctx, id, prepared.wantedSlug, target);
  if (!slug) {
    ctx.report.skipped('Articles', id, `slug longer than ${MAX_SLUG_LENGTH} characters`);
    return false;
  }
  const copied = text(row.thumbnail) ? await copyThumbnail(ctx, row) : { thumbnail: undefined, pending: false };
  // A thumbnail whose new file is missing keeps the one it had; one removed in the old system goes.
  const thumbnail = copied.thumbnail ?? (copied.pending ? target.thumbnail : null);
  if (thumbnail !== target.thumbnail && target.thumbnail) ctx.images.replaced.push(target.thumbnail);
  const created = isoDate(row.createdAt) ?? target.created_at;
  const updated = await articlesRepo.updateArticle(ctx.db, target.id, {
    ...fieldsOf(prepared),
    slug,
    published_date: isoDate(row.published_date) ?? created,
    thumbnail,
    updated_at: oldUpdatedAt ?? ctx.now,
  });
  // The address it had here keeps leading to it.
  if (slug !== target.slug) await legacyImportsRepo.recordSlugRedirect(ctx.db, target.slug, target.id, ctx.now);
  await markImported(ctx, 'article', id, target.id, {
    legacyUpdatedAt: oldUpdatedAt ?? null,
    targetUpdatedAt: updated?.updated_at ?? null,
    imagePending: copied.pending,
  });
  for (const note of prepared.notes) ctx.report.note('Articles', id, note);
  if (slug !== target.slug) {
    ctx.report.note('Articles', id, `renamed: /article/${clip(target.slug)} now redirects to /article/${clip(slug)}`);
  }
  ctx.report.updated('Articles');
  return prepared.cleaned;
}

/** Unchanged on both sides, but its thumbnail was missing: the file may be there now. */
async function retryThumbnail(
  ctx: ImportContext,
  row: LegacyRow,
  entry: ImportedEntry,
  target: ArticleRow,
): Promise<false> {
  const id = legacyId(row);
  const { thumbnail, pending } = text(row.thumbnail)
    ? await copyThumbnail(ctx, row)
    : { thumbnail: undefined, pending: false };
  if (!thumbnail) {
    // Still missing (reported by the copy): the record stays as it is, to be tried again.
    ctx.report.already('Articles');
    return false;
  }
  if (target.thumbnail) ctx.images.replaced.push(target.thumbnail);
  await articlesRepo.updateArticle(ctx.db, target.id, { thumbnail });
  await markImported(ctx, 'article', id, target.id, {
    legacyUpdatedAt: entry.legacyUpdatedAt,
    targetUpdatedAt: target.updated_at,
    imagePending: pending,
  });
  ctx.report.updated('Articles');
  return false;
}

/** Checks and converts an old record, copying the images of its body; a reason when it cannot be used. */
async function prepare(ctx: ImportContext, row: LegacyRow): Promise<Prepared | { reason: string; detail?: string }> {
  const id = legacyId(row);
  const notes: string[] = [];
  const oldCategory = text(row.category);
  if (!oldCategory) notes.push(`no category; filed under ${ctx.umumCategory} like umum`);
  const category = oldCategory === 'umum' || !oldCategory ? ctx.umumCategory : oldCategory;
  if (!isArticleType(category)) return { reason: 'unknown category', detail: oldCategory };
  const heading = check(headingSchema, {
    title: text(row.title),
    author: text(row.author) || messages.legacyImport.unknownAuthor,
  });
  if (heading.reason !== undefined) return { reason: heading.reason };
  if (!text(row.author)) notes.push(`no author; shown as "${heading.data.author}"`);
  const rawContent = text(row.content);
  const body = await importBody(ctx, id, rawContent);
  const missing = missingImagesNote(body.missing);
  if (missing) notes.push(missing);
  const fields = check(articleFieldsSchema, { ...heading.data, content: body.content });
  if (fields.reason !== undefined) return { reason: fields.reason };
  return {
    ...fields.data,
    content_text: body.text,
    category,
    wantedSlug: text(row.slug) || slugify(fields.data.title),
    notes,
    cleaned: body.content !== rawContent,
  };
}

function fieldsOf(prepared: Prepared) {
  const { title, author, content, content_text, category } = prepared;
  return { title, author, content, content_text, category };
}

async function copyThumbnail(
  ctx: ImportContext,
  row: LegacyRow,
): Promise<{ thumbnail: string | undefined; pending: boolean }> {
  const id = legacyId(row);
  const oldThumbnail = text(row.thumbnail);
  if (!oldThumbnail) return { thumbnail: undefined, pending: false };
  const thumbnail = await ctx.images.copy(oldThumbnail, `article #${id}`);
  if (!thumbnail) ctx.report.note('Articles', id, `imported without its thumbnail (${clip(oldThumbnail)})`);
  return { thumbnail, pending: !thumbnail };
}

/** Every slug an old article ever had keeps leading to it (current slugs of other articles win). */
async function keepOldSlug(ctx: ImportContext, row: LegacyRow, articleId: number): Promise<void> {
  const slug = text(row.slug);
  if (slug && slug.length <= MAX_SLUG_LENGTH) {
    await legacyImportsRepo.recordSlugRedirect(ctx.db, slug, articleId, ctx.now);
  }
}

/**
 * The old slug when free (or already `own`'s), else the next free `slug-N` (reported: the old link
 * shows the other article).
 */
async function freeSlug(
  ctx: ImportContext,
  id: string,
  wanted: string,
  own?: Pick<ArticleRow, 'id' | 'slug'>,
): Promise<string | undefined> {
  if (wanted.length > MAX_SLUG_LENGTH) return undefined;
  const holder = await articlesRepo.findArticleBySlug(ctx.db, wanted);
  if (!holder || holder.id === own?.id) return wanted;
  const taken = new Set(await articlesRepo.findSlugsLike(ctx.db, wanted));
  if (own) taken.delete(own.slug);
  const slug = nextFreeSlug(wanted, taken);
  if (slug !== own?.slug) {
    ctx.report.note('Articles', id, `slug "${clip(wanted)}" is already taken; imported as "${clip(slug)}"`);
  }
  return slug;
}
