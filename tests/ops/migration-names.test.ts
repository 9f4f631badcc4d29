import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FORMER_MIGRATION_NAMES,
  knownMigrationNames,
  migrateToLatest,
  migrationsAreCurrent,
  migrationsByName,
  videosRepo,
} from '../../src/db/index';
import { createBackup } from '../../src/server/backup/create-backup';
import { restoreBackup } from '../../src/server/backup/restore-backup';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../helpers/databases';
import { testConfig } from '../helpers/test-app';

/** The migrations as a release before the rename knew them: the same code under the former names. */
function formerMigrations(upTo: string): Record<string, Migration> {
  const current = migrationsByName();
  const former = Object.entries(FORMER_MIGRATION_NAMES).filter(([name]) => name <= upTo);
  return Object.fromEntries(former.map(([name, now]) => [name, current[now] as Migration]));
}

const recordedNames = async (database: TestDatabase) =>
  (
    await sql<{ name: string }>`select name from kysely_migration order by timestamp, name`.execute(database.handle.db)
  ).rows.map((row) => row.name);

describe('migration names', () => {
  it('sort in the order the migrations must run, each led by a full date and time', () => {
    const names = Object.keys(migrationsByName());
    expect(names).toEqual([...names].sort());
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{4}-[a-z0-9-]+$/);
    // A former release knew the first migrations, under other names: each maps, in order, to one of them.
    const renamed = Object.values(FORMER_MIGRATION_NAMES);
    expect(renamed).toEqual(knownMigrationNames().slice(0, renamed.length));
  });
});

describe.each(DIALECTS)('a database migrated under the former migration names [%s]', (dialect) => {
  const databases: TestDatabase[] = [];

  /** A new database migrated by a former release, up to (and with) the former migration `upTo`. */
  const migratedByFormerRelease = async (upTo: string) => {
    const database = await createTestDatabase(dialect);
    databases.push(database);
    const provider: MigrationProvider = { getMigrations: async () => formerMigrations(upTo) };
    const { error } = await new Migrator({ db: database.handle.db, provider }).migrateToLatest();
    expect(error).toBeUndefined();
    return database;
  };

  afterAll(async () => {
    for (const database of databases) await database.destroy();
  });

  it('keeps its data and is recorded under the current names, without running a migration twice', async () => {
    const database = await migratedByFormerRelease('2026-11-24-0910-login-throttle-keys');
    // Written as that release's schema has it (the repositories name today's columns).
    await database.handle.db
      .insertInto('videos')
      .values({
        title: 'Sebelum penggantian nama',
        link: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
        created_at: 'x',
        updated_at: 'x',
      })
      .execute();
    expect(await recordedNames(database)).toEqual(Object.keys(FORMER_MIGRATION_NAMES));

    await migrateToLatest(database.handle.db);
    expect(await recordedNames(database)).toEqual(knownMigrationNames());
    expect(await migrationsAreCurrent(database.handle.db)).toBe(true);
    expect((await videosRepo.listVideos(database.handle.db)).map((video) => video.title)).toEqual([
      'Sebelum penggantian nama',
    ]);
    // A second start finds nothing to rename and nothing to run.
    await migrateToLatest(database.handle.db);
    expect(await recordedNames(database)).toEqual(knownMigrationNames());
  });

  it('runs only the migrations the former release did not have', async () => {
    const database = await migratedByFormerRelease('2026-11-22-upload-blobs');
    expect(await migrationsAreCurrent(database.handle.db)).toBe(false);
    await migrateToLatest(database.handle.db);
    expect(await recordedNames(database)).toEqual(knownMigrationNames());
    expect(await migrationsAreCurrent(database.handle.db)).toBe(true);
  });

  it('restores a backup that a former release made, listing the former names', async () => {
    const source = await migratedByFormerRelease('2026-11-24-0910-login-throttle-keys');
    const file = path.join(source.dataDir, 'former.tar.gz');
    const manifest = await createBackup({ config: testConfig(source.dataDir), handle: source.handle, file });
    expect(manifest.migrations).toEqual(Object.keys(FORMER_MIGRATION_NAMES));
    const target = await createTestDatabase(dialect);
    databases.push(target);
    await restoreBackup({ config: testConfig(target.dataDir), handle: target.handle, file, force: false });
    expect(await recordedNames(target)).toEqual(knownMigrationNames());
    fs.rmSync(file);
  });
});
