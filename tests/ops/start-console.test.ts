import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertBuilt } from '../helpers/production-app';
import { holdBuildLock } from './support/build-lock';

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('`npm start` on the console', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it(
    'prints the login block last, logs readable lines, and stops its server on SIGTERM',
    async () => {
      assertBuilt();
      const release = await holdBuildLock();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-console-'));
      folders.push(dataDir);
      const npm = spawn('npm', ['start'], {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          TZ: 'America/New_York',
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          // NODE_ENV unset: `npm start` runs in development, as a newcomer's first start does.
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      npm.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      npm.stderr.on('data', () => undefined);
      const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
      /** What the console shows once it shows `pattern` (the test's time limit bounds the wait). */
      const printed = (pattern: RegExp) =>
        new Promise<string>((resolve, reject) => {
          const check = () => {
            const match = pattern.exec(stdout);
            if (match) {
              npm.stdout.off('data', check);
              resolve(match[0]);
            }
          };
          npm.stdout.on('data', check);
          check();
          void exited.then((code) => reject(new Error(`npm start exited (${code}):\n${stdout}`)));
        });
      try {
        const banner = await printed(/┌─+┐\n[\s\S]*?└─+┘\n/);
        const url = /Log in:\s+(http:\/\/127\.0\.0\.1:(\d+)\/admin\/login)/.exec(banner);
        const password = /Password:\s+(\S+)\s+\(made on this start/.exec(banner)?.[1];
        expect(url, banner).not.toBeNull();
        expect(banner).toMatch(/User:\s+admin\s/);
        expect(banner).toContain('npm run admin -- reset-password admin');
        const port = Number(url?.[2]);
        const base = `http://127.0.0.1:${port}`;

        // The block comes after the start-up log, so it is the last thing on the screen.
        expect(stdout.indexOf('Server listening at')).toBeGreaterThan(-1);
        expect(stdout.indexOf('Server listening at')).toBeLessThan(stdout.indexOf(banner));
        expect(stdout.slice(stdout.indexOf(banner) + banner.length).trim()).toBe('');

        // The password shown logs in at the address shown.
        expect((await fetch(url?.[1] ?? '')).status).toBe(200);
        const login = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'admin', password }),
        });
        expect(login.status).toBe(200);

        // A person can read the request log: time, level, status, method, address, duration.
        await fetch(`${base}/api/health`);
        await printed(/\d\d:\d\d:\d\d INFO {2}200 GET \/api\/health \d+ ms/);
        expect(stdout).not.toMatch(/"msg":"request completed"/);

        expect(await listening(port)).toBe(true);
        npm.kill('SIGTERM');
        expect(await exited).toBe(0);
        // The server itself has stopped, not only npm.
        expect(await listening(port)).toBe(false);
      } finally {
        npm.kill('SIGKILL');
        await release();
      }
    },
    // Long enough to wait for a build in progress elsewhere to finish first.
    240_000,
  );
});
