import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../database';
import type { HeroSlideRow, HeroSlidesTable, ProfileImageRow, ProfileImagesTable } from '../tables';
import { paged, type ListPage } from './paging';

// Profile images (organisation chart) and hero slides: image records with a stored file.

export async function listProfileImages(db: Db, type: string, page?: ListPage): Promise<ProfileImageRow[]> {
  const query = db
    .selectFrom('profile_images')
    .selectAll()
    .where('type', '=', type)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  return paged(query, page).execute();
}

export async function findProfileImage(db: Db, id: number): Promise<ProfileImageRow | undefined> {
  return db.selectFrom('profile_images').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertProfileImage(db: Db, row: Insertable<ProfileImagesTable>): Promise<ProfileImageRow> {
  return db.insertInto('profile_images').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function deleteProfileImage(db: Db, id: number): Promise<ProfileImageRow | undefined> {
  return db.deleteFrom('profile_images').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function listHeroSlides(db: Db, page?: ListPage): Promise<HeroSlideRow[]> {
  const query = db.selectFrom('hero_slides').selectAll().orderBy('position', 'asc').orderBy('id', 'asc');
  return paged(query, page).execute();
}

export async function findHeroSlide(db: Db, id: number): Promise<HeroSlideRow | undefined> {
  return db.selectFrom('hero_slides').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertHeroSlide(db: Db, row: Insertable<HeroSlidesTable>): Promise<HeroSlideRow> {
  return db.insertInto('hero_slides').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateHeroSlide(
  db: Db,
  id: number,
  changes: Updateable<HeroSlidesTable>,
): Promise<HeroSlideRow | undefined> {
  return db.updateTable('hero_slides').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteHeroSlide(db: Db, id: number): Promise<HeroSlideRow | undefined> {
  return db.deleteFrom('hero_slides').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Image paths inside article HTML look like `/uploads/<32 hex>[-width].webp`. */
const INLINE_UPLOAD = /uploads\/[a-f0-9]{32}(?:-\d+)?\.webp/g;

/**
 * Every stored image path, for removing upload files that no record points to: thumbnails,
 * profile images, hero slides and images placed inside article HTML.
 */
export async function listAllImagePaths(db: Db): Promise<string[]> {
  const [articles, profiles, slides, inline] = await Promise.all([
    db.selectFrom('articles').select('thumbnail as path').where('thumbnail', 'is not', null).execute(),
    db.selectFrom('profile_images').select('image as path').execute(),
    db.selectFrom('hero_slides').select('image as path').execute(),
    db.selectFrom('articles').select('content').where('content', 'like', '%uploads/%').execute(),
  ]);
  const inlinePaths = inline.flatMap((row) =>
    [...row.content.matchAll(INLINE_UPLOAD)].map((match) => match[0].replace(/-\d+\.webp$/, '.webp')),
  );
  return [...articles, ...profiles, ...slides].flatMap((row) => (row.path ? [row.path] : [])).concat(inlinePaths);
}
