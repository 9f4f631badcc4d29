import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/index';
import { openConfiguredImageStore } from '../../src/server/app';
import { importLegacy } from '../../src/server/legacy/run-import';
import { DIALECTS, type TestDatabase } from '../helpers/databases';
import { dumpDatabase, storedFileHashes } from './support/compare';
import { createLegacyDatabase, type LegacyDatabase } from './support/legacy-database';
import { createOldUploads, fillOldDatabase } from './support/legacy-fixture';
import { createImportTarget, importConfig, importEnv } from './support/legacy-target';
import { envFor, runCli } from './support/run-cli';

describe.each(DIALECTS)('moving in from the old system: failures [%s]', (dialect) => {
  let legacy: LegacyDatabase;
  let oldUploads: string;
  const databases: TestDatabase[] = [];
  const env = importEnv(dialect);
  const newTarget = async () => {
    const database = await createImportTarget(dialect);
    databases.push(database);
    return database;
  };

  beforeAll(async () => {
    legacy = await createLegacyDatabase();
    await fillOldDatabase(legacy);
    oldUploads = await createOldUploads();
  });

  afterAll(async () => {
    for (const database of databases) await database.destroy();
    await legacy?.drop();
    if (oldUploads) fs.rmSync(oldUploads, { recursive: true, force: true });
  });

  it('imports nothing, and leaves no image behind, when the run fails half-way', async () => {
    const database = await newTarget();
    const config = importConfig(database, dialect);
    const before = await dumpDatabase(database.handle.db, dialect);
    let saves = 0;
    const failing = (db: Db) => {
      const real = openConfiguredImageStore(config, db);
      return {
        ...real,
        directory: real.directory,
        async save(buffer: Buffer) {
          saves += 1;
          if (saves === 3) throw new Error('disk full');
          return real.save(buffer);
        },
      };
    };
    await expect(
      importLegacy({ config, handle: database.handle, from: legacy.url, uploads: oldUploads, imageStoreFor: failing }),
    ).rejects.toThrow('disk full');
    expect(saves).toBe(3);
    expect(await dumpDatabase(database.handle.db, dialect)).toEqual(before);
    expect(await storedFileHashes(database.handle.db, path.join(database.dataDir, 'uploads'))).toEqual(new Map());
  });

  it('explains its usage and refuses a missing uploads folder', async () => {
    const target = await newTarget();
    const usage = await runCli('import-legacy.ts', ['--from', legacy.url], envFor(target, env));
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/Usage: npm run import-legacy/);
    const missing = await runCli(
      'import-legacy.ts',
      ['--from', legacy.url, '--uploads', path.join(oldUploads, 'tidak-ada')],
      envFor(target, env),
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/Import failed; nothing was imported: the old uploads folder .* does not exist/);
  });
});
