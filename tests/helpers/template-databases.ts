import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../src/db/index';

// One database per dialect is migrated once per test run; each test file that wants a migrated
// database gets a copy (tests/helpers/databases.ts). Running every migration for every test file
// cost seconds a file on PostgreSQL.

export const TEMPLATE_KEYS = { sqlite: 'sqliteTemplate', postgres: 'postgresTemplate' } as const;

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
    postgresTemplate: string;
  }
}

export interface TemplateDatabases {
  /** Path of the migrated SQLite file. */
  sqlite: string;
  /** Name of the migrated PostgreSQL database ('' without TEST_DATABASE_URL). */
  postgres: string;
  drop(): Promise<void>;
}

function databaseUrl(serverUrl: string, name: string): string {
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createTemplateDatabases(serverUrl: string | undefined): Promise<TemplateDatabases> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-template-'));
  const sqlite = path.join(dir, 'template.sqlite');
  const sqliteHandle = openDatabase({ sqlitePath: sqlite });
  await migrateToLatest(sqliteHandle.db);
  await sqliteHandle.close();
  // Closing the last connection folds the write-ahead log into the file: the file alone is the copy.

  let postgres = '';
  if (serverUrl) {
    postgres = `p3m_template_${crypto.randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${postgres}`);
    const handle = openDatabase({ databaseUrl: databaseUrl(serverUrl, postgres), poolSize: 1 });
    await migrateToLatest(handle.db);
    // A database is a template only while nobody is connected to it: the pool must be gone.
    await handle.close();
  }
  return {
    sqlite,
    postgres,
    async drop() {
      fs.rmSync(dir, { recursive: true, force: true });
      if (serverUrl && postgres) await onServer(serverUrl, `drop database if exists ${postgres} with (force)`);
    },
  };
}
