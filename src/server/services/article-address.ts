import { articlesRepo, legacyImportsRepo, type ArticleRow, type Audience, type Db } from '../../db/index';

/** The article an address names, and whether the address used its current slug. */
export interface FoundArticle {
  row: ArticleRow;
  /** False for another letter case or an old slug: pages redirect to the current address. */
  canonical: boolean;
}

/**
 * Finds an article by the slug in its address: the current slug exactly; else one that differs only
 * in letter case (the old system compared slugs case-insensitively, so `/article/Hibah-2024` worked);
 * else a slug the article had in the old system (recorded by the import). Current slugs win over old
 * ones, so an article created here under a freed slug is not hidden by the history of another.
 * Only articles the audience sees are found: a visitor's address of a draft leads nowhere.
 */
export async function findArticleForSlug(db: Db, slug: string, audience: Audience): Promise<FoundArticle | undefined> {
  const exact = await articlesRepo.findArticleBySlug(db, slug, audience);
  if (exact) return { row: exact, canonical: true };
  const anyCase = await articlesRepo.findArticleBySlugAnyCase(db, slug, audience);
  if (anyCase) return { row: anyCase, canonical: false };
  const redirectedId = await legacyImportsRepo.findSlugRedirect(db, slug);
  const redirected =
    redirectedId === undefined ? undefined : await articlesRepo.findArticleById(db, redirectedId, audience);
  return redirected ? { row: redirected, canonical: false } : undefined;
}
