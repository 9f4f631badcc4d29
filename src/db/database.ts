import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { SQLite } from './sqlite-driver';
import type { Database } from './tables';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Closes the pool or the file; safe to call twice. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://...` selects PostgreSQL; otherwise SQLite at `sqlitePath`. */
  databaseUrl?: string | undefined;
  sqlitePath?: string;
  /** PostgreSQL pool size per instance. */
  poolSize?: number;
}

// PostgreSQL returns BIGINT (e.g. count(*)) as text by default; our counts fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its connection (database restart) must not crash the process;
    // the pool discards it and the next query opens a new one.
    pool.on('error', () => undefined);
    // A client checked out by a query has no pool listener: without its own, a connection dropped
    // mid-query emits an unhandled 'error' and ends the process. The query still fails (503 to the caller).
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: once(() => db.destroy()) };
  }

  const file = options.sqlitePath ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: once(() => db.destroy()) };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles SQL on every prepare(). The site
 * runs the same few SQL texts over and over (values are parameters), so compiled statements are
 * kept, the least recently used dropped beyond 500. A statement being iterated (`busy`) is never
 * handed out a second time.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string) {
      const cached = statements.get(source);
      if (cached && !cached.busy) {
        statements.delete(source);
        statements.set(source, cached);
        return cached;
      }
      const statement = sqlite.prepare(source);
      if (!cached) {
        statements.set(source, statement);
        if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value ?? '');
      }
      return statement;
    },
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

/** Current time as stored: ISO-8601 in UTC. */
export function nowIso(): string {
  return new Date().toISOString();
}
