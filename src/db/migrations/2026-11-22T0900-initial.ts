import { type Kysely, sql } from 'kysely';
import { idColumn } from './dialect';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then,
// independent of today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = (name: string) => (b: any) => b.addColumn(name, 'varchar(32)', (c: any) => c.notNull());

  await idColumn(db, db.schema.createTable('articles'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('slug', 'varchar(300)', (c) => c.notNull().unique())
    .addColumn('author', 'varchar(255)', (c) => c.notNull())
    .addColumn('published_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_text', 'text', (c) => c.notNull())
    .addColumn('thumbnail', 'varchar(255)')
    .addColumn('category', 'varchar(64)', (c) => c.notNull())
    .$call(ts('created_at'))
    .$call(ts('updated_at'))
    .execute();
  await db.schema
    .createIndex('articles_category_published_idx')
    .on('articles')
    .columns(['category', 'published_date'])
    .execute();
  await db.schema.createIndex('articles_published_idx').on('articles').column('published_date').execute();

  await idColumn(db, db.schema.createTable('file_links'))
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_description', 'text', (c) => c.notNull())
    .addColumn('file_url', 'varchar(2048)', (c) => c.notNull())
    .addColumn('file_type', 'varchar(64)', (c) => c.notNull())
    .$call(ts('created_at'))
    .$call(ts('updated_at'))
    .execute();
  await db.schema.createIndex('file_links_type_idx').on('file_links').columns(['file_type', 'created_at']).execute();

  await idColumn(db, db.schema.createTable('videos'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('link', 'varchar(2048)', (c) => c.notNull())
    .$call(ts('created_at'))
    .$call(ts('updated_at'))
    .execute();

  await idColumn(db, db.schema.createTable('profile_images'))
    .addColumn('image', 'varchar(255)', (c) => c.notNull())
    .addColumn('alt', 'varchar(255)', (c) => c.notNull())
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .$call(ts('created_at'))
    .$call(ts('updated_at'))
    .execute();
  await db.schema.createIndex('profile_images_type_idx').on('profile_images').column('type').execute();

  await idColumn(db, db.schema.createTable('hero_slides'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('image', 'varchar(255)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(ts('created_at'))
    .$call(ts('updated_at'))
    .execute();

  await idColumn(db, db.schema.createTable('document_categories'))
    .addColumn('collection', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .$call(ts('created_at'))
    .$call(ts('updated_at'))
    .execute();
  await db.schema
    .createIndex('document_categories_collection_idx')
    .on('document_categories')
    .column('collection')
    .execute();

  await idColumn(db, db.schema.createTable('documents'))
    .addColumn('collection', 'varchar(16)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('document_categories.id').onDelete('cascade'))
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_url', 'varchar(2048)', (c) => c.notNull())
    .$call(ts('created_at'))
    .$call(ts('updated_at'))
    .execute();
  await db.schema.createIndex('documents_category_idx').on('documents').column('category_id').execute();
  await db.schema.createIndex('documents_collection_idx').on('documents').column('collection').execute();

  await idColumn(db, db.schema.createTable('admins'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .$call(ts('created_at'))
    .$call(ts('updated_at'))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .$call(ts('created_at'))
    .$call(ts('expires_at'))
    .execute();
  await db.schema.createIndex('sessions_admin_idx').on('sessions').column('admin_id').execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .$call(ts('window_started_at'))
    .addColumn('locked_until', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_state')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into app_state (key, value) values ('content_version', '1')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'app_state',
    'site_settings',
    'login_throttle',
    'sessions',
    'admins',
    'documents',
    'document_categories',
    'hero_slides',
    'profile_images',
    'videos',
    'file_links',
    'articles',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
