import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/index';
import { openConfiguredImageStore } from '../../src/server/configured-storage';
import { importLegacy } from '../../src/server/legacy/run-import';
import { DIALECTS } from '../helpers/databases';
import { dumpDatabase, storedFileHashes } from './support/compare';
import { useLegacySource } from './support/legacy-source';
import { importConfig, importEnv } from './support/legacy-target';
import { envFor, runCli } from './support/run-cli';

describe.each(DIALECTS)('moving in from the old system: failures [%s]', (dialect) => {
  const source = useLegacySource(dialect);
  const env = importEnv(dialect);
  it('imports nothing, and leaves no image behind, when the run fails half-way', async () => {
    const database = await source.newTarget();
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
      importLegacy({
        config,
        handle: database.handle,
        from: source.legacyUrl,
        uploads: source.oldUploads,
        imageStoreFor: failing,
      }),
    ).rejects.toThrow('disk full');
    expect(saves).toBe(3);
    expect(await dumpDatabase(database.handle.db, dialect)).toEqual(before);
    expect(await storedFileHashes(database.handle.db, path.join(database.dataDir, 'uploads'))).toEqual(new Map());
  });

  it('explains its usage and refuses a missing uploads folder', async () => {
    const target = await source.newTarget();
    const usage = await runCli('import-legacy.ts', ['--from', source.legacyUrl], envFor(target, env));
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/Usage: npm run import-legacy/);
    const missing = await runCli(
      'import-legacy.ts',
      ['--from', source.legacyUrl, '--uploads', path.join(source.oldUploads, 'tidak-ada')],
      envFor(target, env),
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/Import failed; nothing was imported: the old uploads folder .* does not exist/);
  });
});
