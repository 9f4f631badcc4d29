import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../../../src/db/index';
import type { TestDatabase } from '../../helpers/databases';
import { createLegacyDatabase, type LegacyDatabase } from './legacy-database';
import { createOldUploads, fillOldDatabase } from './legacy-fixture';
import { createImportTarget } from './legacy-target';

/**
 * What every import suite starts from: one filled old database and old uploads folder for the
 * suite, and fresh targets on demand; all of it removed when the suite ends. Call inside a describe.
 */
export function useLegacySource(dialect: Dialect) {
  let legacy: LegacyDatabase | undefined;
  let oldUploads: string | undefined;
  const targets: TestDatabase[] = [];

  beforeAll(async () => {
    legacy = await createLegacyDatabase();
    await fillOldDatabase(legacy);
    oldUploads = await createOldUploads();
  });

  afterAll(async () => {
    for (const database of targets) await database.destroy();
    await legacy?.drop();
    if (oldUploads) fs.rmSync(oldUploads, { recursive: true, force: true });
  });

  return {
    /** mysql:// URL of the old database. */
    get legacyUrl(): string {
      if (!legacy) throw new Error('the old database is created in beforeAll');
      return legacy.url;
    },
    /** The old database itself, for changes made there between two runs. */
    get database(): LegacyDatabase {
      if (!legacy) throw new Error('the old database is created in beforeAll');
      return legacy;
    },
    get oldUploads(): string {
      if (!oldUploads) throw new Error('the old uploads folder is created in beforeAll');
      return oldUploads;
    },
    async newTarget(): Promise<TestDatabase> {
      const database = await createImportTarget(dialect);
      targets.push(database);
      return database;
    },
  };
}
