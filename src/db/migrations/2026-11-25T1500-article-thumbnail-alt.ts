import type { Kysely } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * `articles.thumbnail_alt`: what the thumbnail shows, for readers who cannot see it. Empty for every
 * existing article, whose pages keep describing the thumbnail by the article's title.
 * (Images inside the text carry their own `alt` in the HTML; organisation-chart images had one already.)
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('articles')
    .addColumn('thumbnail_alt', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('thumbnail_alt').execute();
}
