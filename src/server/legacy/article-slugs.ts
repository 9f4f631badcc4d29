import { articlesRepo, legacyImportsRepo, type ArticleRow } from '../../db/index';
import { nextFreeSlug } from '../services/articles';
import { type ImportContext, clip } from './context';
import { type LegacyRow, text } from './legacy-source';

export const MAX_SLUG_LENGTH = 300;

/**
 * The old slug when free (or already `own`'s), else the next free `slug-N` (reported: the old link
 * shows the other article); undefined when it is too long to keep.
 */
export async function freeSlug(
  ctx: ImportContext,
  id: string,
  wanted: string,
  own?: Pick<ArticleRow, 'id' | 'slug'>,
): Promise<string | undefined> {
  if (wanted.length > MAX_SLUG_LENGTH) return undefined;
  if (wanted === own?.slug) return wanted;
  // Every slug in use, those of articles in the trash too (they keep theirs until the purge).
  const taken = new Set(await articlesRepo.findSlugsLike(ctx.db, wanted));
  if (own) taken.delete(own.slug);
  if (!taken.has(wanted)) return wanted;
  const slug = nextFreeSlug(wanted, taken);
  if (slug !== own?.slug) {
    ctx.report.note('Articles', id, `slug "${clip(wanted)}" is already taken; imported as "${clip(slug)}"`);
  }
  return slug;
}

/** Every slug an old article ever had keeps leading to it (current slugs of other articles win). */
export async function keepOldSlug(ctx: ImportContext, row: LegacyRow, articleId: number): Promise<void> {
  const slug = text(row.slug);
  if (slug && slug.length <= MAX_SLUG_LENGTH) {
    await legacyImportsRepo.recordSlugRedirect(ctx.db, slug, articleId, ctx.now);
  }
}
