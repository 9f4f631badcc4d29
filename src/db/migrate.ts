import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/2026-11-22-initial';
import * as legacyImportMap from './migrations/2026-11-22-legacy-import-map';
import * as uploadBlobs from './migrations/2026-11-22-upload-blobs';
import * as articleSearch from './migrations/2026-11-24-0900-article-search';
import * as loginThrottleKeys from './migrations/2026-11-24-0910-login-throttle-keys';
import * as legacySync from './migrations/2026-11-24-1000-legacy-sync';
import * as contentTextInlineTags from './migrations/2026-11-24-1010-content-text-inline-tags';

/**
 * Migrations are imported statically (not read from a folder) so that the bundled
 * server carries them; the key order is the order of application.
 */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22-initial': initial,
  '2026-11-22-legacy-import-map': legacyImportMap,
  '2026-11-22-upload-blobs': uploadBlobs,
  '2026-11-24-0900-article-search': articleSearch,
  '2026-11-24-0910-login-throttle-keys': loginThrottleKeys,
  '2026-11-24-1000-legacy-sync': legacySync,
  '2026-11-24-1010-content-text-inline-tags': contentTextInlineTags,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Names of the migrations this version knows, oldest first (a backup from a newer version is refused). */
export function knownMigrationNames(): string[] {
  return Object.keys(MIGRATIONS).sort();
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Database migration failed: ${reason}`, { cause: error });
  }
}

/** True when every known migration has been applied (readiness check). */
export async function migrationsAreCurrent(db: Db): Promise<boolean> {
  const migrator = new Migrator({ db, provider });
  const all = await migrator.getMigrations();
  return all.every((migration) => migration.executedAt !== undefined);
}
