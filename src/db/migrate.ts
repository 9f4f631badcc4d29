import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/2026-11-22T0900-initial';
import * as legacyImportMap from './migrations/2026-11-22T0910-legacy-import-map';
import * as uploadBlobs from './migrations/2026-11-22T0920-upload-blobs';
import * as articleSearch from './migrations/2026-11-24T0900-article-search';
import * as loginThrottleKeys from './migrations/2026-11-24T0910-login-throttle-keys';
import * as legacySync from './migrations/2026-11-24T1000-legacy-sync';
import * as contentTextInlineTags from './migrations/2026-11-24T1010-content-text-inline-tags';
import * as articlePublishing from './migrations/2026-11-24T1020-article-publishing';
import * as legacyImportTarget from './migrations/2026-11-24T1030-legacy-import-target';
import * as revisionsAutosaves from './migrations/2026-11-24T1200-revisions-autosaves';
import * as trash from './migrations/2026-11-24T1210-trash';
import * as jobLeases from './migrations/2026-11-24T1220-job-leases';
import * as staffAccounts from './migrations/2026-11-25T1000-staff-accounts';
import * as twoFactor from './migrations/2026-11-25T1100-two-factor';
import * as activityLog from './migrations/2026-11-25T1200-activity-log';
import * as pages from './migrations/2026-11-25T1300-pages';
import * as faq from './migrations/2026-11-25T1310-faq';
import * as heroSlideTexts from './migrations/2026-11-25T1400-hero-slide-texts';
import * as articleThumbnailAlt from './migrations/2026-11-25T1500-article-thumbnail-alt';
import * as listPositions from './migrations/2026-11-25T1600-list-positions';
import * as documentVersionsOpens from './migrations/2026-11-25T1700-document-versions-opens';
import * as linkChecks from './migrations/2026-11-25T1800-link-checks';
import * as announcements from './migrations/2026-11-25T1900-announcements';
import * as searchAll from './migrations/2026-11-25T2000-search-all';
import * as announcementSearch from './migrations/2026-11-25T2100-announcement-search';
import * as articleSearchIndex from './migrations/2026-11-27T1000-article-search-index';
import * as documentOpenVisitors from './migrations/2026-11-28T1000-document-open-visitors';
import * as surveys from './migrations/2026-11-28T1100-surveys';
import * as titleSearch from './migrations/2026-11-28T1300-title-search';
import * as surveyResults from './migrations/2026-11-28T1500-survey-results';
import * as complaints from './migrations/2026-11-28T1600-complaints';
import * as hostedFiles from './migrations/2026-11-28T1700-hosted-files';
import * as articleRankVector from './migrations/2026-11-28T1800-article-rank-vector';

/**
 * Migrations are imported statically (not read from a folder) so that the bundled server carries
 * them. Kysely applies them in the order of their names (a plain string sort of the keys, whatever
 * order they are written in here) and refuses to start when the ones already applied are not the
 * first ones of that order. So a name starts with the full date and time it was written
 * (`2026-11-22T0900-initial`): names then sort in the order the migrations must run.
 */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T0900-initial': initial,
  '2026-11-22T0910-legacy-import-map': legacyImportMap,
  '2026-11-22T0920-upload-blobs': uploadBlobs,
  '2026-11-24T0900-article-search': articleSearch,
  '2026-11-24T0910-login-throttle-keys': loginThrottleKeys,
  '2026-11-24T1000-legacy-sync': legacySync,
  '2026-11-24T1010-content-text-inline-tags': contentTextInlineTags,
  '2026-11-24T1020-article-publishing': articlePublishing,
  '2026-11-24T1030-legacy-import-target': legacyImportTarget,
  '2026-11-24T1200-revisions-autosaves': revisionsAutosaves,
  '2026-11-24T1210-trash': trash,
  '2026-11-24T1220-job-leases': jobLeases,
  '2026-11-25T1000-staff-accounts': staffAccounts,
  '2026-11-25T1100-two-factor': twoFactor,
  '2026-11-25T1200-activity-log': activityLog,
  '2026-11-25T1300-pages': pages,
  '2026-11-25T1310-faq': faq,
  '2026-11-25T1400-hero-slide-texts': heroSlideTexts,
  '2026-11-25T1500-article-thumbnail-alt': articleThumbnailAlt,
  '2026-11-25T1600-list-positions': listPositions,
  '2026-11-25T1700-document-versions-opens': documentVersionsOpens,
  '2026-11-25T1800-link-checks': linkChecks,
  '2026-11-25T1900-announcements': announcements,
  '2026-11-25T2000-search-all': searchAll,
  '2026-11-25T2100-announcement-search': announcementSearch,
  '2026-11-27T1000-article-search-index': articleSearchIndex,
  '2026-11-28T1000-document-open-visitors': documentOpenVisitors,
  '2026-11-28T1100-surveys': surveys,
  '2026-11-28T1300-title-search': titleSearch,
  '2026-11-28T1500-survey-results': surveyResults,
  '2026-11-28T1600-complaints': complaints,
  '2026-11-28T1700-hosted-files': hostedFiles,
  '2026-11-28T1800-article-rank-vector': articleRankVector,
};

/**
 * Names that databases migrated before the names carried a time of day have recorded, with the name
 * each has now. The migrations themselves are unchanged: only the recorded name is rewritten.
 */
export const FORMER_MIGRATION_NAMES: Readonly<Record<string, string>> = {
  '2026-11-22-initial': '2026-11-22T0900-initial',
  '2026-11-22-legacy-import-map': '2026-11-22T0910-legacy-import-map',
  '2026-11-22-upload-blobs': '2026-11-22T0920-upload-blobs',
  '2026-11-24-0900-article-search': '2026-11-24T0900-article-search',
  '2026-11-24-0910-login-throttle-keys': '2026-11-24T0910-login-throttle-keys',
};

/** The current name of a migration recorded under a former name (a backup lists the names it was made with). */
export function currentMigrationName(name: string): string {
  return Object.hasOwn(FORMER_MIGRATION_NAMES, name) ? (FORMER_MIGRATION_NAMES[name] ?? name) : name;
}

/** Every migration by name, for tests that recreate a database migrated under the former names. */
export function migrationsByName(): Readonly<Record<string, Migration>> {
  return MIGRATIONS;
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Names of the migrations this version knows, oldest first (a backup from a newer version is refused). */
export function knownMigrationNames(): string[] {
  return Object.keys(MIGRATIONS).sort();
}

/**
 * Rewrites former names in Kysely's record of applied migrations, in one transaction, so that
 * Kysely finds every applied migration under its current name instead of refusing the database as
 * corrupted (or running a migration twice). Does nothing on a new database or an already renamed one.
 */
async function renameRecordedMigrations(db: Db): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === 'kysely_migration')) return;
  // The record is Kysely's, not part of the app's typed schema.
  const migrations = db.withTables<{ kysely_migration: { name: string } }>();
  await migrations.transaction().execute(async (trx) => {
    for (const [former, current] of Object.entries(FORMER_MIGRATION_NAMES)) {
      await trx.updateTable('kysely_migration').set({ name: current }).where('name', '=', former).execute();
    }
  });
}

export async function migrateToLatest(db: Db): Promise<void> {
  await renameRecordedMigrations(db);
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
