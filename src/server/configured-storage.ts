import { openDatabase, type DatabaseHandle, type Db } from '../db/index';
import type { AppConfig } from './config';
import { createDatabaseImageStore } from './services/image-store-database';
import { createLocalImageStore, type ImageStore } from './services/images';

// Where the configuration says the data lives. The server and the command-line tools (backup,
// restore, import-legacy, admin) open it the same way; the tools import this module, never app.ts,
// so that they do not load Fastify and its plugins.

/** The SQLite file under DATA_DIR (used when DATABASE_URL is not set). */
export function sqlitePathOf(config: AppConfig): string {
  return `${config.dataDir}/p3m.sqlite`;
}

export function openConfiguredDatabase(config: AppConfig): DatabaseHandle {
  return openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: sqlitePathOf(config) });
}

/** Uploads in `DATA_DIR/uploads` (default) or in the database (UPLOAD_STORAGE=database, shared by instances). */
export function openConfiguredImageStore(config: AppConfig, db: Db): ImageStore {
  return config.uploadStorage === 'database' ? createDatabaseImageStore(db) : createLocalImageStore(config.dataDir);
}
