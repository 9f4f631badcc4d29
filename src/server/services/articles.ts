import {
  articlesRepo,
  imagesRepo,
  nowIso,
  restoredFields,
  revisionsRepo,
  writeRevisioned,
  type Actor,
  type ArticleRow,
  type ArticleRowUpdate,
  type Db,
  type NewArticleRow,
  type RevisionedSave,
} from '../../db/index';
import type { ActivityAction } from '../../shared/constants/activity';
import type { ArticleType } from '../../shared/constants/content';
import { ARTICLE_SLUG_FALLBACK, SLUG_INSERT_ATTEMPTS, SLUG_MAX_LENGTH } from '../../shared/constants/limits';
import type { PublicationState } from '../../shared/constants/publishing';
import { messages } from '../../shared/messages';
import { publicationState } from '../../shared/publishing';
import { hasArticleContent } from '../../shared/text-rules';
import type { ArticleFields, ArticleRecord } from '../../shared/schemas/article';
import { AppError, found, isUniqueViolation, NotFoundError, ValidationError } from './errors';
import { resolvePublication } from './article-publication';
import type { ImageStore } from './images';
import { endPreviewLinks } from './preview-links';
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

/** How the activity log names an article: its type and its title. */
const articleRecordName = (row: ArticleRow) => ({ id: row.id, type: row.category, label: row.title });

/** The publishing move of a save, by the states before and after it; a save that moves none is an update. */
function publishingAction(before: PublicationState, after: PublicationState): ActivityAction {
  if (before === after) return 'update';
  return after === 'draft' ? 'unpublish' : after === 'scheduled' ? 'schedule' : 'publish';
}

/** Columns a save writes that the form did not send: they are not named in the activity log. */
const BOOKKEEPING_COLUMNS = new Set(['updated_at', 'content_text', 'published_date_set']);

/**
 * Inserts with the first free slug. Two creates of the same title at once may pick the same one;
 * the unique index refuses the second, which then looks again.
 */
async function insertWithFreeSlug(
  db: Db,
  base: string,
  row: Omit<NewArticleRow, 'slug'>,
  save: RevisionedSave,
  clockNow: Date,
): Promise<ArticleRow> {
  const describe = ({ row: saved }: { row: ArticleRow }) => ({
    kind: 'article' as const,
    action: 'create' as const,
    record: articleRecordName(saved),
    details: { state: publicationState(saved, clockNow) },
  });
  for (let attempt = 0; attempt < SLUG_INSERT_ATTEMPTS; attempt += 1) {
    const slug = nextFreeSlug(base, new Set(await articlesRepo.findSlugsLike(db, base)));
    try {
      // One transaction per attempt: on PostgreSQL a refused insert ends the transaction it is in.
      const saved = await writeRevisioned(db, save, describe, (trx) =>
        articlesRepo.insertArticle(trx, { ...row, slug }),
      );
      return saved.row;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError(503, messages.api.serverError);
}

/** Sanitized HTML and its text; content that shows nothing once cleaned (no text, no image) is refused. */
export function cleanContent(html: string): { content: string; content_text: string } {
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
  by: Actor | null,
): Promise<ArticleRecord> {
  const now = nowIso();
  // The author's autosave slot of a new article on this screen is the one a create makes obsolete.
  const save: RevisionedSave = { kind: 'article', author: by, autosaveKey: `new-${fields.category}`, now };
  const row = {
    title: fields.title,
    author: fields.author,
    category: fields.category,
    thumbnail_alt: fields.thumbnail_alt ?? '',
    ...cleanContent(fields.content),
    ...resolvePublication(undefined, fields, clockNow),
    created_at: now,
    updated_at: now,
  };
  const base = slugify(fields.title);
  const inserted = thumbnail
    ? await withStoredImage(images, thumbnail, (stored) =>
        insertWithFreeSlug(db, base, { ...row, thumbnail: stored }, save, clockNow),
      )
    : await insertWithFreeSlug(db, base, { ...row, thumbnail: null }, save, clockNow);
  return articleRecord.toRecord(inserted);
}

/**
 * Title, author, content, thumbnail alt text, status and date change, each only when sent (a partial update: the old
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
  by: Actor | null,
): Promise<ArticleRecord> {
  const existing = await articlesRepo.findArticleById(db, id);
  if (!existing) throw new NotFoundError();
  const { title, author: byline, content, thumbnail_alt } = fields;
  const changes = {
    ...(title !== undefined && { title }),
    ...(byline !== undefined && { author: byline }),
    ...(thumbnail_alt !== undefined && { thumbnail_alt }),
    ...(content !== undefined && cleanContent(content)),
    ...((fields.status !== undefined || fields.published_date !== undefined) &&
      resolvePublication(existing, fields, clockNow)),
  };
  if (!thumbnail && Object.keys(changes).length === 0) return articleRecord.toRecord(existing);
  return saveArticle(db, images, id, by, { ...changes, updated_at: nowIso() }, thumbnail, clockNow);
}

/**
 * Moves the article to another type (its category): a save through the same path as an edit, so it is
 * a revision and raises the content version, logged as an `update` of its category whatever its
 * publication state. Already of that type: the article as it is, unwritten.
 */
export async function moveArticle(
  db: Db,
  images: ImageStore,
  id: number,
  category: ArticleType,
  clockNow: Date,
  by: Actor | null,
): Promise<ArticleRecord> {
  const existing = await articlesRepo.findArticleById(db, id);
  if (!existing) throw new NotFoundError();
  if (existing.category === category) return articleRecord.toRecord(existing);
  return saveArticle(db, images, id, by, { category, updated_at: nowIso() }, undefined, clockNow, 'update');
}

/**
 * Writes `changes` (and a new thumbnail, if any) to the article, with its revision and its row in the
 * activity log (a publishing move or an update; `action` when the save says what it is: restoring a
 * revision, a move), in one transaction; then removes the images that the article no longer shows (as
 * its thumbnail or inside its text) and no revision keeps.
 */
async function saveArticle(
  db: Db,
  images: ImageStore,
  id: number,
  by: Actor | null,
  changes: ArticleRowUpdate,
  thumbnail: Buffer | undefined,
  clockNow: Date,
  action?: 'revision_restore' | 'update',
): Promise<ArticleRecord> {
  const save: RevisionedSave = { kind: 'article', recordId: id, author: by, now: changes.updated_at ?? nowIso() };
  let previous: (string | null)[] = [];
  let stateBefore: PublicationState = 'draft';
  const fields = [...Object.keys(changes), ...(thumbnail ? ['thumbnail'] : [])].filter(
    (name) => !BOOKKEEPING_COLUMNS.has(name),
  );
  const describe = ({ row }: { row: ArticleRow }) => {
    const state = publicationState(row, clockNow);
    return {
      kind: 'article' as const,
      action: action ?? publishingAction(stateBefore, state),
      record: articleRecordName(row),
      details: { state, fields },
    };
  };
  const write = (extra: ArticleRowUpdate) =>
    writeRevisioned(db, save, describe, async (trx, before) => {
      // Deleted in the meantime: throwing rolls back and removes an image just stored.
      if (!before) throw new NotFoundError();
      const { thumbnail: previousThumbnail, content: previousContent } = before;
      previous = [
        typeof previousThumbnail === 'string' ? previousThumbnail : null,
        ...(typeof previousContent === 'string' ? imagesRepo.imagePathsInHtml(previousContent) : []),
      ];
      const { status, published_date: date } = before;
      if ((status === 'draft' || status === 'published') && typeof date === 'string') {
        stateBefore = publicationState({ status, published_date: date }, clockNow);
      }
      const row = found(await articlesRepo.updateArticle(trx, id, { ...changes, ...extra }));
      if (publicationState(row, clockNow) !== stateBefore) await endPreviewLinks(trx, 'article', id);
      return row;
    });
  const saved = thumbnail
    ? await withStoredImage(images, thumbnail, (stored) => write({ thumbnail: stored }))
    : await write({});
  await removeUnusedImages(db, images, [...previous, ...saved.released]);
  return articleRecord.toRecord(saved.row);
}

/**
 * Brings back what one of the article's revisions said (title, author, content, thumbnail and its alt
 * text) as a new save, itself a revision by `by`. Where the article stands stays as it is now: its
 * status, publication date, address and type (restoring a draft revision keeps a live article live;
 * only the publishing buttons and a move change those). Its text is cleaned again, as any save's is;
 * its thumbnail file is still there, since a kept revision keeps it.
 */
export async function restoreArticleRevision(
  db: Db,
  images: ImageStore,
  id: number,
  revisionId: number,
  by: Actor | null,
  clockNow: Date,
): Promise<ArticleRecord> {
  const revision = await revisionsRepo.findRevision(db, 'article', id, revisionId);
  if (!revision) throw new NotFoundError();
  const current = await articlesRepo.findArticleById(db, id);
  if (!current) throw new NotFoundError();
  const { title, author, content, thumbnail, thumbnail_alt } = restoredFields('article', revision);
  const changes: ArticleRowUpdate = {
    ...(typeof title === 'string' && { title }),
    ...(typeof author === 'string' && { author }),
    ...(typeof thumbnail_alt === 'string' && { thumbnail_alt }),
    ...(thumbnail !== undefined && { thumbnail }),
    ...cleanContent(content ?? current.content),
    updated_at: nowIso(),
  };
  return saveArticle(db, images, id, by, changes, undefined, clockNow, 'revision_restore');
}

/** To the trash, slug kept: its thumbnail and images stay until the purge (services/trash.ts). */
export async function deleteArticle(db: Db, id: number, by: Actor | null): Promise<void> {
  await moveRecordToTrash(db, 'article', id, by);
}
