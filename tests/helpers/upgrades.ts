import path from 'node:path';
import { afterAll } from 'vitest';
import { createBackup } from '../../src/server/backup/create-backup';
import { restoreBackup } from '../../src/server/backup/restore-backup';
import type { Db, Dialect } from '../../src/db/index';
import { createTestDatabase, databaseMigratedTo, type TestDatabase } from './databases';
import { testConfig } from './test-app';

export interface Upgrade {
  /** A database of the release before the migration (its last migration `before`), filled as that release left it. */
  previousRelease: () => Promise<TestDatabase>;
  /** A new database restored from a backup made of `source`, as a site moved onto this release would be. */
  restoredFromBackupOf: (source: TestDatabase) => Promise<TestDatabase>;
}

/**
 * The databases of one migration's upgrade test, on one dialect: the release before it filled by
 * `fill`, and backups of it restored onto this release. Every database made is dropped after the file.
 */
export function upgradeFrom(dialect: Dialect, before: string, fill: (db: Db) => Promise<void>): Upgrade {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.destroy();
  });
  return {
    previousRelease: async () => {
      const database = await databaseMigratedTo(dialect, before);
      databases.push(database);
      await fill(database.handle.db);
      return database;
    },
    restoredFromBackupOf: async (source) => {
      const file = path.join(source.dataDir, 'sebelum.tar.gz');
      await createBackup({ config: testConfig(source.dataDir), handle: source.handle, file });
      const target = await createTestDatabase(dialect);
      databases.push(target);
      await restoreBackup({ config: testConfig(target.dataDir), handle: target.handle, file, force: false });
      return target;
    },
  };
}
