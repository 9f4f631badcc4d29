import {
  articlesRepo,
  editableFields,
  nowIso,
  revisionsRepo,
  revisionSnapshot,
  writeRevisioned,
  type ArticleRow,
  type ArticleRowUpdate,
  type Db,
  type NewArticleRow,
  type RevisionAuthor,
  type RevisionedSave,
} from '../../db/index';
import { ARTICLE_SLUG_FALLBACK, SLUG_INSERT_ATTEMPTS, SLUG_MAX_LENGTH, type ArticleType } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { hasArticleContent } from '../../shared/text-rules';
import type { ArticleFields, ArticleRecord } from '../../shared/schemas/article';
import { AppError, found, isUniqueViolation, NotFoundError, ValidationError } from './errors';
import { resolvePublication } from './article-publication';
import type { ImageStore } from './images';
import { articleRecord } from './records/article';
import { sanitizeArticleContent } from './sanitize';
import { moveRecordToTrash } from './trash';
import { removeUnusedImages, withStoredImage } from './upload-cleanup';

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

/**
 * Inserts with the first free slug. Two creates of the same title at once may pick the same one;
 * the unique index refuses the second, which then looks again.
 */
async function insertWithFreeSlug(
  db: Db,
  base: string,
  row: Omit<NewArticleRow, 'slug'>,
  save: RevisionedSave,
): Promise<ArticleRow> {
  for (let attempt = 0; attempt < SLUG_INSERT_ATTEMPTS; attempt += 1) {
    const slug = nextFreeSlug(base, new Set(await articlesRepo.findSlugsLike(db, base)));
    try {
      // One transaction per attempt: on PostgreSQL a refused insert ends the transaction it is in.
      const saved = await writeRevisioned(db, save, (trx) => articlesRepo.insertArticle(trx, { ...row, slug }));
      return saved.row;
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

/** A new article: published now unless the fields say draft or give a date (see resolvePublication). */
export async function createArticle(
  db: Db,
  images: ImageStore,
  fields: ArticleFields & { category: ArticleType },
  thumbnail: Buffer | undefined,
  clockNow: Date,
  author: RevisionAuthor | null,
): Promise<ArticleRecord> {
  const now = nowIso();
  // The author's autosave slot of a new article on this screen is the one a create makes obsolete.
  const save: RevisionedSave = { kind: 'article', author, autosaveKey: `new-${fields.category}`, now };
  const row = {
    title: fields.title,
    author: fields.author,
    category: fields.category,
    ...cleanContent(fields.content),
    ...resolvePublication(undefined, fields, clockNow),
    created_at: now,
    updated_at: now,
  };
  const base = slugify(fields.title);
  const inserted = thumbnail
    ? await withStoredImage(images, thumbnail, (stored) =>
        insertWithFreeSlug(db, base, { ...row, thumbnail: stored }, save),
      )
    : await insertWithFreeSlug(db, base, { ...row, thumbnail: null }, save);
  return articleRecord.toRecord(inserted);
}

/**
 * Title, author, content, status and date change, each only when sent (a partial update: the old
 * frontend may send a form without some of them); slug and category stay, so links keep working. A
 * new thumbnail replaces the old one; the old file is removed once neither a record nor a revision
 * (which could bring it back) points at it. Every save keeps a revision (db/revisions.ts).
 * Nothing sent at all: the article as it is, unwritten.
 */
export async function updateArticle(
  db: Db,
  images: ImageStore,
  id: number,
  fields: Partial<ArticleFields>,
  thumbnail: Buffer | undefined,
  clockNow: Date,
  author: RevisionAuthor | null,
): Promise<ArticleRecord> {
  const existing = await articlesRepo.findArticleById(db, id);
  if (!existing) throw new NotFoundError();
  const { title, author: byline, content } = fields;
  const changes = {
    ...(title !== undefined && { title }),
    ...(byline !== undefined && { author: byline }),
    ...(content !== undefined && cleanContent(content)),
    ...((fields.status !== undefined || fields.published_date !== undefined) &&
      resolvePublication(existing, fields, clockNow)),
  };
  if (!thumbnail && Object.keys(changes).length === 0) return articleRecord.toRecord(existing);
  return saveArticle(db, images, id, author, { ...changes, updated_at: nowIso() }, thumbnail);
}

/**
 * Moves the article to another type (its category): a save through the same path as an edit, so it is
 * a revision and raises the content version. Already of that type: the article as it is, unwritten.
 */
export async function moveArticle(
  db: Db,
  images: ImageStore,
  id: number,
  category: ArticleType,
  author: RevisionAuthor | null,
): Promise<ArticleRecord> {
  const existing = await articlesRepo.findArticleById(db, id);
  if (!existing) throw new NotFoundError();
  if (existing.category === category) return articleRecord.toRecord(existing);
  return saveArticle(db, images, id, author, { category, updated_at: nowIso() }, undefined);
}

/**
 * Writes `changes` (and a new thumbnail, if any) to the article, with its revision, in one transaction;
 * then removes the images that the article no longer shows and no revision keeps.
 */
async function saveArticle(
  db: Db,
  images: ImageStore,
  id: number,
  author: RevisionAuthor | null,
  changes: ArticleRowUpdate,
  thumbnail: Buffer | undefined,
): Promise<ArticleRecord> {
  const save: RevisionedSave = { kind: 'article', recordId: id, author, now: changes.updated_at ?? nowIso() };
  let previous: unknown = null;
  const write = (extra: ArticleRowUpdate) =>
    writeRevisioned(db, save, async (trx, before) => {
      // Deleted in the meantime: throwing rolls back and removes an image just stored.
      if (!before) throw new NotFoundError();
      previous = before['thumbnail'];
      return found(await articlesRepo.updateArticle(trx, id, { ...changes, ...extra }));
    });
  const saved = thumbnail
    ? await withStoredImage(images, thumbnail, (stored) => write({ thumbnail: stored }))
    : await write({});
  await removeUnusedImages(db, images, [typeof previous === 'string' ? previous : null, ...saved.released]);
  return articleRecord.toRecord(saved.row);
}

/**
 * Brings back the editable fields of one of the article's revisions (title, author, content, thumbnail,
 * status and date, whatever it kept; never its type) as a new save, itself a revision by `author`. Its text is cleaned
 * again, as any save's is; its thumbnail file is still there, since a kept revision keeps it.
 */
export async function restoreArticleRevision(
  db: Db,
  images: ImageStore,
  id: number,
  revisionId: number,
  author: RevisionAuthor | null,
): Promise<ArticleRecord> {
  const revision = await revisionsRepo.findRevision(db, 'article', id, revisionId);
  if (!revision) throw new NotFoundError();
  const snapshot = revisionSnapshot(revision);
  const current = await articlesRepo.findArticleById(db, id);
  if (!current) throw new NotFoundError();
  // Only columns the article has today: a field a later version dropped is not written back. The
  // type stays: a restore brings back what the article said, and only a move changes where it is.
  const restored = Object.fromEntries(
    Object.entries(snapshot).filter(([name]) => name !== 'category' && Object.hasOwn(editableFields(current), name)),
  ) as ArticleRowUpdate;
  const content = typeof snapshot['content'] === 'string' ? snapshot['content'] : current.content;
  const changes: ArticleRowUpdate = { ...restored, ...cleanContent(content), updated_at: nowIso() };
  return saveArticle(db, images, id, author, changes, undefined);
}

/** To the trash, slug kept: its thumbnail and images stay until the purge (services/trash.ts). */
export async function deleteArticle(db: Db, id: number, by: string | null): Promise<void> {
  await moveRecordToTrash(db, 'article', id, by);
}
