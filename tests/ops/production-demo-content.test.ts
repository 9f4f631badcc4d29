import { afterAll, describe, expect, it } from 'vitest';
import { documentsRepo, migrateToLatest } from '../../src/db/index';
import { loadConfig } from '../../src/server/config';
import { shouldSeedDemoContent } from '../../src/server/seed/demo';
import { DIALECTS, createTestDatabase, type TestDatabase } from '../helpers/databases';

const configFor = (env: NodeJS.ProcessEnv) =>
  loadConfig({ DATA_DIR: '/tmp/p3m-demo-content', PUBLIC_URL: 'https://p3m.example', ...env });

describe('SEED_DEMO', () => {
  it.each([
    ['development', undefined, 'on'],
    ['development', '', 'on'],
    ['development', 'false', 'off'],
    ['development', 'FORCE', 'force'],
    ['production', undefined, 'off'],
    ['production', '', 'off'],
    ['production', 'true', 'on'],
    ['production', 'no', 'off'],
    ['production', 'force', 'force'],
  ])('in %s, %j means %j', (nodeEnv, value, expected) => {
    expect(configFor({ NODE_ENV: nodeEnv, SEED_DEMO: value }).seedDemo).toBe(expected);
  });
});

describe.each(DIALECTS)('demo content at start [%s]', (dialect) => {
  const databases: TestDatabase[] = [];
  const migrated = async () => {
    const database = await createTestDatabase(dialect);
    databases.push(database);
    await migrateToLatest(database.handle.db);
    return database;
  };
  afterAll(async () => {
    for (const database of databases) await database.destroy();
  });

  it('production refuses SEED_DEMO=true on an empty database, naming SEED_DEMO=force', async () => {
    const { handle } = await migrated();
    const config = configFor({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    await expect(shouldSeedDemoContent(handle.db, config)).rejects.toThrow(
      /refusing to start in production: SEED_DEMO=true would publish demo content.*SEED_DEMO=force/,
    );
  });

  it('production adds it only when forced, and never by default', async () => {
    const { handle } = await migrated();
    expect(await shouldSeedDemoContent(handle.db, configFor({ NODE_ENV: 'production' }))).toBe(false);
    expect(await shouldSeedDemoContent(handle.db, configFor({ NODE_ENV: 'production', SEED_DEMO: 'false' }))).toBe(
      false,
    );
    expect(await shouldSeedDemoContent(handle.db, configFor({ NODE_ENV: 'production', SEED_DEMO: 'force' }))).toBe(
      true,
    );
  });

  it('production starts with SEED_DEMO=true left on a site that holds content (nothing would be added)', async () => {
    const { handle } = await migrated();
    const config = configFor({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    await documentsRepo.insertCategory(handle.db, 'pen', 'Panduan', 'x');
    expect(await shouldSeedDemoContent(handle.db, config)).toBe(false);
  });

  it('development adds it to an empty database by default', async () => {
    const { handle } = await migrated();
    expect(await shouldSeedDemoContent(handle.db, configFor({ NODE_ENV: 'development' }))).toBe(true);
  });
});
