import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SQLITE_DRIVER } from '../../src/db/sqlite-driver';

const require = createRequire(import.meta.url);

// Worker threads, one after another, that open a database, prepare statements (most dropped, some
// kept) and exit. With better-sqlite3 12 on Node 24.19+ a statement destroyed after its worker's
// environment is gone aborts the whole process ("Assertion failed: (env) != nullptr" in
// Statement::~Statement); a small young generation makes that collection likely (9 runs in 10
// abort within 20 workers; this runs 40). The workers run in a child process so that an abort fails
// this test with its message instead of ending the test worker.
const WORKERS = 40;
const CHILD = `
const { Worker } = require('node:worker_threads');
const [driverPath, folder, workers] = process.argv.slice(-3);
const work = (driverPath, file, close) => {
  const SQLite = require(driverPath);
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.exec('create table if not exists t (n integer)');
  for (let i = 0; i < 2000; i++) db.prepare('insert into t (n) values (' + i + ')').run();
  globalThis.kept = Array.from({ length: 50 }, (_, i) => db.prepare('select n + ' + i + ' from t'));
  for (const statement of globalThis.kept.slice(0, 5)) statement.all();
  if (close) db.close();
};
let done = 0;
const next = () => {
  const file = done % 4 === 3 ? require('node:path').join(folder, done + '.sqlite') : ':memory:';
  const close = done % 2 === 1;
  const worker = new Worker('(' + work + ')(...require("node:worker_threads").workerData)', {
    eval: true,
    workerData: [driverPath, file, close],
    resourceLimits: { maxYoungGenerationSizeMb: 1 },
  });
  worker.on('error', (error) => { console.error(error); process.exitCode = 1; });
  worker.on('exit', (code) => {
    if (code !== 0) process.exitCode = 1;
    if (++done < Number(workers)) next();
    else console.log('workers done');
  });
};
next();
`;

describe(`SQLite driver (${SQLITE_DRIVER} on Node ${process.versions.node})`, () => {
  it('lets worker threads with prepared statements exit without aborting the process', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-sqlite-driver-'));
    try {
      const child = spawnSync(
        process.execPath,
        ['-e', CHILD, require.resolve(SQLITE_DRIVER), folder, String(WORKERS)],
        {
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect({ status: child.status, signal: child.signal, stderr: child.stderr }).toEqual({
        status: 0,
        signal: null,
        stderr: '',
      });
      expect(child.stdout).toContain('workers done');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('is the Node-API build wherever Node-API 10 is available', () => {
    const { version } = require(`${SQLITE_DRIVER}/package.json`) as { version: string };
    expect(version.split('.')[0]).toBe(Number(process.versions.napi) >= 10 ? '13' : '12');
  });
});
