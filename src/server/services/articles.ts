import { articlesRepo, nowIso, writeContent, type ArticleRow, type Db, type NewArticleRow } from '../../db/index';
import { ARTICLE_SLUG_FALLBACK, SLUG_INSERT_ATTEMPTS, SLUG_MAX_LENGTH, type ArticleType } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { hasArticleContent } from '../../shared/text-rules';
import type { ArticleFields, ArticleRecord } from '../../shared/schemas/article';
import { AppError, found, NotFoundError, ValidationError } from './errors';
import type { ImageStore } from './images';
import { articleRecord } from './records/article';
import { sanitizeArticleContent } from './sanitize';
import { replaceStoredImage, withStoredImage } from './upload-cleanup';

/** `Penelitian Dosen: Hibah 2026!` → `penelitian-dosen-hibah-2026` (accents dropped, bounded length). */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug || ARTICLE_SLUG_FALLBACK;
}

/** `base` when free, else `base-2`, `base-3`, ...: the first suffix not taken. */
export function nextFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Inserts with the first free slug. Two creates of the same title at once may pick the same one;
 * the unique index refuses the second, which then looks again.
 */
async function insertWithFreeSlug(db: Db, base: string, row: Omit<NewArticleRow, 'slug'>): Promise<ArticleRow> {
  for (let attempt = 0; attempt < SLUG_INSERT_ATTEMPTS; attempt += 1) {
    const slug = nextFreeSlug(base, new Set(await articlesRepo.findSlugsLike(db, base)));
    try {
      // One transaction per attempt: on PostgreSQL a refused insert ends the transaction it is in.
      return await writeContent(db, (trx) => articlesRepo.insertArticle(trx, { ...row, slug }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError(503, messages.api.serverError);
}

/** Sanitized HTML and its text; content that shows nothing once cleaned (no text, no image) is refused. */
function cleanContent(html: string): { content: string; content_text: string } {
  const { content, text } = sanitizeArticleContent(html);
  if (!hasArticleContent(content)) {
    throw new ValidationError(messages.validation.contentEmpty, { content: messages.validation.contentEmpty });
  }
  return { content, content_text: text };
}

export async function createArticle(
  db: Db,
  images: ImageStore,
  fields: ArticleFields & { category: ArticleType },
  thumbnail: Buffer | undefined,
): Promise<ArticleRecord> {
  const now = nowIso();
  const row = {
    title: fields.title,
    author: fields.author,
    category: fields.category,
    ...cleanContent(fields.content),
    published_date: now,
    created_at: now,
    updated_at: now,
  };
  const base = slugify(fields.title);
  const inserted = thumbnail
    ? await withStoredImage(images, thumbnail, (stored) => insertWithFreeSlug(db, base, { ...row, thumbnail: stored }))
    : await insertWithFreeSlug(db, base, { ...row, thumbnail: null });
  return articleRecord.toRecord(inserted);
}

/**
 * Title, author and content change; slug, category and publication date stay, so links keep working.
 * A new thumbnail replaces the old one, whose files are removed once the record points at the new one.
 */
export async function updateArticle(
  db: Db,
  images: ImageStore,
  id: number,
  fields: ArticleFields,
  thumbnail: Buffer | undefined,
): Promise<ArticleRecord> {
  const existing = await articlesRepo.findArticleById(db, id);
  if (!existing) throw new NotFoundError();
  const changes = {
    title: fields.title,
    author: fields.author,
    ...cleanContent(fields.content),
    updated_at: nowIso(),
  };
  if (!thumbnail) {
    const row = await writeContent(db, async (trx) => found(await articlesRepo.updateArticle(trx, id, changes)));
    return articleRecord.toRecord(row);
  }
  const row = await replaceStoredImage(images, thumbnail, existing.thumbnail, async (stored) => {
    const updated = await writeContent(db, (trx) =>
      articlesRepo.updateArticle(trx, id, { ...changes, thumbnail: stored }),
    );
    // Deleted in the meantime: throwing also removes the image just stored.
    if (!updated) throw new NotFoundError();
    return updated;
  });
  return articleRecord.toRecord(row);
}

export async function deleteArticle(db: Db, images: ImageStore, id: number): Promise<void> {
  const row = await writeContent(db, async (trx) => found(await articlesRepo.deleteArticle(trx, id)));
  await images.remove(row.thumbnail);
}
