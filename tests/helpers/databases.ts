import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { migrationsByName, openDatabase, type DatabaseHandle, type Dialect } from '../../src/db/index';
import { assertNoSecretsInActivityLog } from './activity-secrets';
import { TEMPLATE_KEYS } from './template-databases';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (see tests/setup/global-setup.ts). */
export const DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  /** PostgreSQL URL of the fresh database, to open a second connection (e.g. a restarted app). */
  databaseUrl: string | undefined;
  /**
   * Closes the connection and removes the database and data folder, after checking that the activity
   * log holds no secret (every test database is checked so, whatever test wrote to it): fails if it does.
   */
  destroy(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * The database the test run migrated once (tests/setup/global-setup.ts), when there is one: a SQLite
 * file to copy, or a PostgreSQL database to name as the template of a new one. Empty outside a run of
 * the whole configuration (then each database is migrated by the app, as before).
 */
function migratedTemplate(dialect: Dialect): string {
  try {
    return inject(dialect === 'sqlite' ? TEMPLATE_KEYS.sqlite : TEMPLATE_KEYS.postgres);
  } catch {
    return '';
  }
}

/**
 * A fresh database (a new SQLite file or a new PostgreSQL database) and data folder: empty, or with
 * `migrated`, already at the latest migration (a copy of the run's template, a few milliseconds
 * instead of every migration per test file; the app's own migration then finds nothing to do).
 */
export async function createTestDatabase(
  dialect: Dialect,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-test-'));
  const template = migrated ? migratedTemplate(dialect) : '';
  if (dialect === 'sqlite') {
    const sqlitePath = path.join(dataDir, 'p3m.sqlite');
    if (template) fs.copyFileSync(template, sqlitePath);
    const handle = openDatabase({ sqlitePath });
    return {
      handle,
      dataDir,
      databaseUrl: undefined,
      async destroy() {
        await handle.close();
        try {
          if (fs.existsSync(sqlitePath)) await assertNoSecretsInActivityLog({ sqlitePath });
        } finally {
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `p3m_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const databaseUrl = withDatabase(adminUrl, name);
  const handle = openDatabase({ databaseUrl, poolSize: 5 });
  return {
    handle,
    dataDir,
    databaseUrl,
    async destroy() {
      await handle.close();
      try {
        await assertNoSecretsInActivityLog({ databaseUrl });
      } finally {
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A fresh database as an earlier release left it: migrated up to and including `lastMigration`, for
 * tests of what a later migration does to data written before it.
 */
export async function databaseMigratedTo(dialect: Dialect, lastMigration: string): Promise<TestDatabase> {
  if (!(lastMigration in migrationsByName())) throw new Error(`no migration named ${lastMigration}`);
  const database = await createTestDatabase(dialect);
  const earlier = Object.fromEntries(Object.entries(migrationsByName()).filter(([name]) => name <= lastMigration));
  const provider: MigrationProvider = { getMigrations: async () => earlier };
  const { error } = await new Migrator({ db: database.handle.db, provider }).migrateToLatest();
  if (error) {
    await database.destroy();
    throw error;
  }
  return database;
}
