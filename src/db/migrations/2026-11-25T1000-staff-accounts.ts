import { type Kysely, sql } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Staff accounts with roles grow out of the admins:
 * - `admins` becomes `users`; its `name` (what is typed at login) becomes `username`, and `name` is now
 *   the name shown, first the same as the user name;
 * - `role` (`admin` | `editor`): every existing account, the imported old admins among them, is an
 *   Admin; a new column defaults to the lesser role, and every insert states one anyway;
 * - `disabled` (0/1) and `must_change_password` (0/1, a temporary password made by an Admin), `email`;
 * - sessions belong to `user_id` and keep the browser (User-Agent) and address they logged in from
 *   and when they were last seen, for "Sesi Aktif".
 * SQLite and PostgreSQL both carry the foreign key of `sessions` over to the renamed table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admins').renameTo('users').execute();
  await db.schema.alterTable('users').renameColumn('name', 'username').execute();
  await db.schema
    .alterTable('users')
    .addColumn('name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db
    .updateTable('users')
    .set({ name: sql`username` })
    .execute();
  await db.schema.alterTable('users').addColumn('email', 'varchar(255)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('editor'))
    .execute();
  await db.updateTable('users').set({ role: 'admin' }).execute();
  await db.schema
    .alterTable('users')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.dropIndex('sessions_admin_idx').execute();
  await db.schema.alterTable('sessions').renameColumn('admin_id', 'user_id').execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(500)').execute();
  await db.schema.alterTable('sessions').addColumn('ip_address', 'varchar(64)').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'varchar(32)').execute();
  await db
    .updateTable('sessions')
    .set({ last_seen_at: sql`created_at` })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['last_seen_at', 'ip_address', 'user_agent']) {
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  }
  await db.schema.dropIndex('sessions_user_idx').execute();
  await db.schema.alterTable('sessions').renameColumn('user_id', 'admin_id').execute();
  await db.schema.createIndex('sessions_admin_idx').on('sessions').column('admin_id').execute();
  for (const column of ['must_change_password', 'disabled', 'role', 'email', 'name']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.alterTable('users').renameColumn('username', 'name').execute();
  await db.schema.alterTable('users').renameTo('admins').execute();
}
