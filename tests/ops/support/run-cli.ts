import { spawn } from 'node:child_process';
import path from 'node:path';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the command-line tools as `npm run <name>` does (tsx on the source), in its own process,
 * with exactly the environment given (plus PATH and a non-UTC zone).
 */
export function runCli(script: string, args: string[], env: Record<string, string | undefined>): Promise<CliResult> {
  return runScript(path.join('src/server/cli', script), args, env);
}

/** Runs a TypeScript entry point of the product with tsx and waits for it to end. */
export function runScript(script: string, args: string[], env: Record<string, string | undefined>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawnScript(script, args, env);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Starts a TypeScript entry point in a Node process of its own, with tsx as a loader inside it (not
 * the tsx command, whose wrapper process relays a signal only if the child answers within 30 ms: on a
 * loaded machine a SIGTERM then ended the wrapper with 143 instead of letting the server close).
 */
export function spawnScript(script: string, args: string[], env: Record<string, string | undefined>) {
  return spawn(process.execPath, ['--import', 'tsx', path.resolve(script), ...args], {
    env: { PATH: process.env.PATH, TZ: 'America/New_York', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The environment that points a tool at a test database: DATA_DIR always, DATABASE_URL for PostgreSQL. */
export function envFor(
  database: { dataDir: string; databaseUrl: string | undefined },
  extra: Record<string, string> = {},
) {
  return {
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...extra,
  };
}
