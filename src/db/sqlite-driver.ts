import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The SQLite driver for the running Node release (README, "Supported Node.js versions").
 * better-sqlite3 13 is built on Node-API 10 (Node 22.14+, 24) and ships prebuilt binaries; it is
 * installed as `better-sqlite3-napi`, an optional dependency that npm skips on Node 20, whose
 * Node-API 9 cannot load it. better-sqlite3 12 is compiled for each Node ABI and serves Node 20;
 * on Node 24.19+ its statements abort a worker thread that exits while they are unfinalized.
 */
export const SQLITE_DRIVER: 'better-sqlite3' | 'better-sqlite3-napi' =
  Number(process.versions.napi) >= 10 ? 'better-sqlite3-napi' : 'better-sqlite3';

const require = createRequire(import.meta.url);

/** better-sqlite3's constructor; both releases have the API of `@types/better-sqlite3`. */
export const SQLite = require(SQLITE_DRIVER) as typeof BetterSqlite3;
