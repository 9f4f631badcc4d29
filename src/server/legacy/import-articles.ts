import {
  articlesRepo,
  keepBaseline,
  keepRevision,
  legacyImportsRepo,
  type ArticleRow,
  type RevisionedSave,
} from '../../db/index';
import { type PreparedArticle, copyThumbnail, prepareArticle } from './article-mapping';
import { keepOldSlug } from './article-slugs';
import { type ImportContext, clip } from './context';
import { type LegacyRow, isoDate, legacyId, text } from './legacy-source';
import { type SyncKind, byNewId, syncKind, updated } from './sync-kind';

/**
 * Old `Articles` keep their slug (old links keep working), dates and category (see `prepareArticle`).
 * A missing thumbnail keeps the article without an image, and a later run tries again. Every slug an
 * old article had stays a redirect to it; a rename here or there leaves the old address working.
 */
export async function importArticles(ctx: ImportContext, rows: LegacyRow[]): Promise<void> {
  if (rows.some((row) => ['umum', ''].includes(text(row.category)))) {
    ctx.report.notes.add(`Articles of category umum (or none) → ${ctx.umumCategory}`);
  }
  let cleaned = 0;
  const written = (row: LegacyRow, prepared: PreparedArticle) => {
    for (const note of prepared.notes) ctx.report.note('Articles', legacyId(row), note);
    if (prepared.cleaned) cleaned += 1;
  };
  const articles: SyncKind<ArticleRow, PreparedArticle> = {
    mapKind: 'article',
    reportKind: 'Articles',
    find: byNewId(articlesRepo.findArticleById),
    idOf: (article) => article.id,
    version: (article) => article.updated_at,
    describe: (article) => `"${clip(article.title)}", /article/${clip(article.slug)}`,
    prepare: prepareArticle,

    async insert(ctx, row, prepared) {
      const { thumbnail, pending } = await copyThumbnail(ctx, row, null);
      const created = isoDate(row.createdAt) ?? ctx.now;
      const article = await articlesRepo.insertArticle(ctx.db, {
        ...prepared.fields,
        slug: prepared.slug,
        published_date: isoDate(row.published_date) ?? created,
        thumbnail: thumbnail ?? null,
        created_at: created,
        updated_at: isoDate(row.updatedAt) ?? created,
      });
      written(row, prepared);
      return { target: article, imagePending: pending };
    },

    async update(ctx, row, prepared, target) {
      const id = legacyId(row);
      const copied = await copyThumbnail(ctx, row, target.thumbnail);
      // A thumbnail whose new file is missing keeps the one it had; one removed in the old system goes.
      const thumbnail = copied.thumbnail ?? (copied.pending ? target.thumbnail : null);
      if (thumbnail !== target.thumbnail && target.thumbnail) ctx.images.replaced.push(target.thumbnail);
      const created = isoDate(row.createdAt) ?? target.created_at;
      // A save like any other: the article's history keeps what it was and what the import made of it.
      const save: RevisionedSave = { kind: 'article', recordId: target.id, author: null, now: ctx.now };
      await keepBaseline(ctx.db, save);
      const article = updated(
        await articlesRepo.updateArticle(ctx.db, target.id, {
          ...prepared.fields,
          slug: prepared.slug,
          published_date: isoDate(row.published_date) ?? created,
          thumbnail,
          updated_at: isoDate(row.updatedAt) ?? ctx.now,
        }),
      );
      for (const image of (await keepRevision(ctx.db, save, article)).released)
        if (image) ctx.images.replaced.push(image);
      written(row, prepared);
      if (article.slug !== target.slug) {
        // The address it had here keeps leading to it.
        await legacyImportsRepo.recordSlugRedirect(ctx.db, target.slug, target.id, ctx.now);
        ctx.report.note(
          'Articles',
          id,
          `renamed: /article/${clip(target.slug)} now redirects to /article/${clip(article.slug)}`,
        );
      }
      return { target: article, imagePending: copied.pending };
    },

    async retryImages(ctx, row, target) {
      const { thumbnail, pending } = await copyThumbnail(ctx, row, target.thumbnail);
      // Still missing (reported by the copy): the record stays as it is, to be tried again.
      if (!thumbnail || thumbnail === target.thumbnail) return undefined;
      if (target.thumbnail) ctx.images.replaced.push(target.thumbnail);
      const article = updated(await articlesRepo.updateArticle(ctx.db, target.id, { thumbnail }));
      return { target: article, imagePending: pending };
    },

    keep: (ctx, row, article) => keepOldSlug(ctx, row, article.id),
  };
  await syncKind(ctx, articles, rows);
  if (cleaned > 0) {
    ctx.report.notes.add(`Articles: ${cleaned} changed by the HTML sanitizer (scripts, styles, non-web links removed)`);
  }
}
