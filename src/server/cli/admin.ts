import readline from 'node:readline';
import { Writable } from 'node:stream';
import { migrateToLatest } from '../../db/index';
import { openConfiguredDatabase, sqlitePathOf } from '../configured-storage';
import { loadConfig } from '../config';
import { ADMIN_USAGE, parseAdminArgs, runAdminCommand, type AdminCliIo } from './admin-commands';
import { runMain } from './run-main';

/**
 * Terminal input for passwords: what is typed is not echoed. One readline interface serves every
 * question, so answers piped on stdin (one per line) are read in order.
 */
function terminalIo(): AdminCliIo & { close(): void } {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  // Lines are read through the iterator, which keeps lines that arrive before they are asked for.
  const lines = rl[Symbol.asyncIterator]();
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    async askHidden(prompt) {
      process.stdout.write(prompt);
      muted = true;
      try {
        const line = await lines.next();
        // Input that ends before an answer (an empty pipe, Ctrl+D) fails instead of waiting forever.
        if (line.done) throw new Error('no password given (input ended)');
        return line.value;
      } finally {
        muted = false;
        process.stdout.write('\n');
      }
    },
    close: () => rl.close(),
  };
}

/** `npm run admin -- create|reset-password|unlock|disable|reset-2fa <username>`. */
async function main(): Promise<number> {
  // Wrong usage is told before anything is opened.
  parseAdminArgs(process.argv.slice(2));
  const config = loadConfig();
  const handle = openConfiguredDatabase(config);
  const io = terminalIo();
  try {
    io.out(config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: SQLite at ${sqlitePathOf(config)}`);
    await migrateToLatest(handle.db);
    return await runAdminCommand(process.argv.slice(2), { db: handle.db, password: config.adminPassword, io });
  } finally {
    io.close();
    await handle.close();
  }
}

runMain(main, 'Admin command failed', ADMIN_USAGE);
