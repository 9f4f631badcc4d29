import type { Kysely } from 'kysely';

// Migrations use Kysely<any> on purpose: they describe the schema as it was then.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Throttle keys became fixed-length digests (`ip:`, `ip-user:`, `user:`): rows under the old keys
 * (raw names, among them account-wide locks) would never be read again, so they go. The index
 * serves the pruning of rows whose window is over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('login_throttle').execute();
  await db.schema.createIndex('login_throttle_window_idx').on('login_throttle').column('window_started_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_throttle_window_idx').ifExists().execute();
}
