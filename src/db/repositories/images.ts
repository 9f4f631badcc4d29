import { sql, type Insertable, type RawBuilder, type Updateable } from 'kysely';
import { RECORD_KIND_NAMES } from '../../shared/record-kinds';
import { contentTableOf, recordTable, type RecordTable } from '../record-tables';
import type { Db } from '../database';
import type { HeroSlideRow, HeroSlidesTable, ProfileImageRow, ProfileImagesTable } from '../tables';
import { paged, type ListPage } from './paging';
import { notTrashed } from './live-rows';
import { setPositions } from './record-order';
import { hasEveryWord, lowerCase, pageOf, type TableRequest, type TableRows } from './table-rows';

// Profile images (organisation chart) and hero slides: image records with a stored file. A deleted
// slide goes to the trash (repositories/trash.ts); a deleted organisation chart is removed at once.

export async function listProfileImages(db: Db, type: string, page?: ListPage): Promise<ProfileImageRow[]> {
  const query = db
    .selectFrom('profile_images')
    .selectAll()
    .where('type', '=', type)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  return paged(query, page).execute();
}

export type ProfileSort = 'created_at' | 'alt';

/** One page of a type's profile images for the back office: words in the alternative text, newest first. */
export async function profileImageTable(
  db: Db,
  type: string,
  request: TableRequest<ProfileSort>,
): Promise<TableRows<ProfileImageRow>> {
  const query = db
    .selectFrom('profile_images')
    .selectAll()
    .where('type', '=', type)
    .$if(request.terms.length > 0, (q) => q.where(hasEveryWord(['alt'], request.terms)));
  const { sort = 'created_at', order } = request;
  return pageOf(query, request, (q) =>
    q.orderBy(sort === 'alt' ? lowerCase('alt') : 'created_at', order).orderBy('id', order),
  );
}

export async function findProfileImage(db: Db, id: number): Promise<ProfileImageRow | undefined> {
  return db.selectFrom('profile_images').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertProfileImage(db: Db, row: Insertable<ProfileImagesTable>): Promise<ProfileImageRow> {
  return db.insertInto('profile_images').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateProfileImage(
  db: Db,
  id: number,
  changes: Updateable<ProfileImagesTable>,
): Promise<ProfileImageRow | undefined> {
  return db.updateTable('profile_images').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteProfileImage(db: Db, id: number): Promise<ProfileImageRow | undefined> {
  return db.deleteFrom('profile_images').where('id', '=', id).returningAll().executeTakeFirst();
}

function liveSlides(db: Db) {
  return db.selectFrom('hero_slides').selectAll().where(notTrashed('hero_slides'));
}

/** In slide order: position, then id. */
export async function listHeroSlides(db: Db, page?: ListPage): Promise<HeroSlideRow[]> {
  return paged(liveSlides(db).orderBy('position', 'asc').orderBy('id', 'asc'), page).execute();
}

export type HeroSort = 'position' | 'title';

/** One page of the slides for the back office: words in the title, in slide order or by title. */
export async function heroSlideTable(db: Db, request: TableRequest<HeroSort>): Promise<TableRows<HeroSlideRow>> {
  const query = liveSlides(db).$if(request.terms.length > 0, (q) => q.where(hasEveryWord(['title'], request.terms)));
  const { sort = 'position', order } = request;
  return pageOf(query, request, (q) =>
    q.orderBy(sort === 'title' ? lowerCase('title') : 'position', order).orderBy('id', order),
  );
}

/** The ids of the live slides in slide order. */
export async function heroSlideIds(db: Db): Promise<number[]> {
  const rows = await liveSlides(db).orderBy('position', 'asc').orderBy('id', 'asc').execute();
  return rows.map((row) => row.id);
}

/** Places the slides in the order of `ids` (all of them; see record-order.ts). */
export async function placeHeroSlides(trx: Db, ids: readonly number[]): Promise<void> {
  await setPositions(trx, 'hero_slides', ids);
}

export async function findHeroSlide(db: Db, id: number): Promise<HeroSlideRow | undefined> {
  return db
    .selectFrom('hero_slides')
    .selectAll()
    .where('id', '=', id)
    .where(notTrashed('hero_slides'))
    .executeTakeFirst();
}

/** A new slide; without a position it goes after every live slide. */
export async function insertHeroSlide(
  db: Db,
  row: Omit<Insertable<HeroSlidesTable>, 'position'> & { position?: number | undefined },
): Promise<HeroSlideRow> {
  const position =
    row.position ??
    sql<number>`(select coalesce(max(position), 0) + 1 from hero_slides where ${notTrashed('hero_slides')})`;
  return db
    .insertInto('hero_slides')
    .values({ ...row, position })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateHeroSlide(
  db: Db,
  id: number,
  changes: Updateable<HeroSlidesTable>,
): Promise<HeroSlideRow | undefined> {
  return db
    .updateTable('hero_slides')
    .set(changes)
    .where('id', '=', id)
    .where(notTrashed('hero_slides'))
    .returningAll()
    .executeTakeFirst();
}

/** Image paths inside article HTML look like `/uploads/<32 hex>[-width].webp`. */
const INLINE_UPLOAD = /uploads\/[a-f0-9]{32}(?:-\d+)?\.webp/g;

/** The stored images (`uploads/<32 hex>.webp`) that article HTML shows, at any width. */
export function imagePathsInHtml(html: string): string[] {
  return [...html.matchAll(INLINE_UPLOAD)].map((match) => match[0].replace(/-\d+\.webp$/, '.webp'));
}

/** Each kind's stored images (db/record-tables.ts): where they live, and their file and HTML columns. */
function imageColumns(): { table: RecordTable; files: readonly string[]; html: readonly string[] }[] {
  return RECORD_KIND_NAMES.flatMap((kind) => {
    const { images } = recordTable(kind);
    return images ? [{ table: contentTableOf(kind), ...images }] : [];
  });
}

/**
 * Every stored image path, for removing upload files that no record points to: each kind's image
 * columns (thumbnails, profile images, hero slides, page illustrations) and images placed inside its
 * HTML. Records in the trash count (they may come back); their images go when the purge removes them.
 * So do kept revisions and the staff's autosave slots: an image placed in a text not saved yet is
 * already uploaded.
 */
export async function listAllImagePaths(db: Db): Promise<string[]> {
  // A backup may be made of a database that an older release migrated, before some tables existed.
  const tables = new Set((await db.introspection.getTables()).map((table) => table.name));
  const paths: string[] = [];
  const read = async (table: string, column: string, html: boolean) => {
    if (!tables.has(table)) return;
    const present = html ? sql`like ${'%uploads/%'}` : sql`is not null`;
    const { rows } = await sql<{ value: string | null }>`select ${sql.ref(column)} as value
      from ${sql.table(table)} where ${sql.ref(column)} ${present}`.execute(db);
    for (const { value } of rows) {
      if (value) paths.push(...(html ? imagePathsInHtml(value) : [value]));
    }
  };
  for (const { table, files, html } of imageColumns()) {
    for (const column of files) await read(table, column, false);
    for (const column of html) await read(table, column, true);
  }
  // A revision can bring its image (and the images in its text) back: they stay while it is kept.
  await read('revisions', 'image', false);
  await read('revisions', 'snapshot', true);
  await read('autosaves', 'data', true);
  return paths;
}

/**
 * Whether any record, revision or autosave slot still points at a stored image
 * (`uploads/<32 hex>.webp`): in a kind's image column, or inside a kind's HTML (saved, kept in a
 * revision or not saved yet). An image is removed only when this is false.
 */
export async function isImageInUse(db: Db, path: string): Promise<boolean> {
  const uses: { table: string; column: string; match: RawBuilder<unknown> }[] = [];
  const isPath = sql`= ${path}`;
  for (const { table, files } of imageColumns()) {
    for (const column of files) uses.push({ table, column, match: isPath });
  }
  uses.push({ table: 'revisions', column: 'image', match: isPath });
  // Only stored names (hex) can sit inside HTML, and they hold no LIKE wildcard or escape.
  const stored = /^(uploads\/[a-f0-9]{32})\.webp$/.exec(path);
  if (stored) {
    const inText = sql`like ${`%${stored[1]}%`}`;
    for (const { table, html } of imageColumns()) {
      for (const column of html) uses.push({ table, column, match: inText });
    }
    uses.push(
      { table: 'revisions', column: 'snapshot', match: inText },
      { table: 'autosaves', column: 'data', match: inText },
    );
  }
  const found = await Promise.all(
    uses.map(({ table, column, match }) =>
      sql`select 1 as used from ${sql.table(table)} where ${sql.ref(column)} ${match} limit 1`.execute(db),
    ),
  );
  return found.some(({ rows }) => rows.length > 0);
}
