import type { Kysely } from 'kysely';
import { idColumn } from './dialect';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Two-factor login with an authenticator app:
 * - `users.totp_secret`: the TOTP secret, encrypted by the server's key (never stored in plain text);
 *   set while it is being set up, in use once `totp_enabled_at` is set;
 * - `users.totp_last_step`: the last 30-second step whose code was accepted, so that a code cannot
 *   be used twice (nor an older one after it);
 * - `recovery_codes`: one-time codes, stored as SHA-256 digests only, `used_at` once used;
 * - `pending_logins`: a login whose password was right and whose code is still to come, by the
 *   SHA-256 of its cookie's token, for a few minutes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('totp_secret', 'varchar(255)').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();

  await idColumn(db, db.schema.createTable('recovery_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').column('user_id').execute();

  await db.schema
    .createTable('pending_logins')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pending_logins_user_idx').on('pending_logins').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pending_logins').ifExists().execute();
  await db.schema.dropTable('recovery_codes').ifExists().execute();
  for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_secret']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
