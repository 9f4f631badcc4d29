import { usersRepo, articlesRepo, nowIso, type Dialect } from '../../../src/db/index';
import type { AppConfig } from '../../../src/server/config';
import { hashPassword } from '../../../src/server/services/passwords';
import { createTestDatabase, type TestDatabase } from '../../helpers/databases';
import { TEST_ADMIN, testConfig } from '../../helpers/test-app';
import { startInstance } from './instance';

/** SQLite runs keep uploads in the folder, PostgreSQL runs in the database: both stores are covered. */
export function importEnv(dialect: Dialect): { UPLOAD_STORAGE: string } {
  return { UPLOAD_STORAGE: dialect === 'sqlite' ? 'local' : 'database' };
}

/** The configuration a server (or the import command) on this database would have. */
export function importConfig(database: TestDatabase, dialect: Dialect): AppConfig {
  return testConfig(database.dataDir, {
    ...importEnv(dialect),
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  });
}

/** A migrated target like one in use: an admin named `admin` and an article whose slug the old data has too. */
export async function createImportTarget(dialect: Dialect): Promise<TestDatabase> {
  const database = await createTestDatabase(dialect);
  const app = await startInstance(database, { env: importEnv(dialect) });
  await app.app.close();
  const db = database.handle.db;
  await usersRepo.insertAdmin(db, { name: TEST_ADMIN.name, password_hash: await hashPassword('x'), now: nowIso() });
  await articlesRepo.insertArticle(db, {
    title: 'Sudah Ada di Sistem Baru',
    slug: 'sudah-ada',
    author: 'Admin',
    published_date: nowIso(),
    content: '<p>Baru</p>',
    content_text: 'Baru',
    thumbnail: null,
    category: 'informasi_kkn',
    created_at: nowIso(),
    updated_at: nowIso(),
  });
  return database;
}
