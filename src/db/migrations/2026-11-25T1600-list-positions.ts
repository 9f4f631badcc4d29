import { type Kysely, sql } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The place staff give a record in its list (file links within their type, videos, documents within
 * their category): `position`, 1 for the first one the pages show. Hero slides have had theirs since
 * the first migration.
 *
 * Existing rows get the place they are shown at today (file links and documents newest first, videos
 * most recently changed first), so no page changes. The column stays nullable: a record added later
 * has no place until staff reorder its list, and goes where the list has always put new records
 * (first), in today's order among the others without one (repositories/record-order.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['file_links', 'videos', 'documents']) {
    await db.schema.alterTable(table).addColumn('position', 'integer').execute();
  }
  // The rank of each row in today's order: how many rows of its list come before it, plus one.
  await sql`update file_links set position = (select count(*) from file_links as other
    where other.file_type = file_links.file_type
    and (other.created_at > file_links.created_at
      or (other.created_at = file_links.created_at and other.id >= file_links.id)))`.execute(db);
  await sql`update videos set position = (select count(*) from videos as other
    where other.updated_at > videos.updated_at
      or (other.updated_at = videos.updated_at and other.id >= videos.id))`.execute(db);
  await sql`update documents set position = (select count(*) from documents as other
    where other.category_id = documents.category_id
    and (other.created_at > documents.created_at
      or (other.created_at = documents.created_at and other.id >= documents.id)))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['file_links', 'videos', 'documents']) {
    await db.schema.alterTable(table).dropColumn('position').execute();
  }
}
