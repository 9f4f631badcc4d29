import { type Kysely, sql } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Hero slides get texts shown on the slide and an image description of their own:
 * - `title` is now the caption shown on the slide, `subtitle` the line under it (both optional: the
 *   centre's name and tagline show on a slide without them);
 * - `alt` describes the image for those who cannot see it.
 * Until now `title` was read only as the image's alt text, so what slides hold moves there and their
 * captions start empty: no slide shows a text nobody wrote for it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('hero_slides')
    .addColumn('subtitle', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('hero_slides')
    .addColumn('alt', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db
    .updateTable('hero_slides')
    .set({ alt: sql`title`, title: '' })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('hero_slides')
    .set({ title: sql`alt` })
    .execute();
  await db.schema.alterTable('hero_slides').dropColumn('alt').execute();
  await db.schema.alterTable('hero_slides').dropColumn('subtitle').execute();
}
