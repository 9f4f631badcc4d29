import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertBuilt } from '../helpers/production-app';
import { holdBuildLock } from './support/build-lock';
import { runScript, spawnScript } from './support/run-cli';

const MAIN = 'src/server/main.ts';
const ADMIN = { name: 'pengelola', password: 'kata-sandi-produksi-77' } as const;

describe('starting in production (NODE_ENV=production)', () => {
  const folders: string[] = [];
  const dataDir = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-prod-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('refuses without PUBLIC_URL and without DATABASE_URL or DATA_DIR, naming both', async () => {
    const result = await runScript(MAIN, [], { NODE_ENV: 'production' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/could not start: refusing to start in production/);
    expect(result.stderr).toMatch(/PUBLIC_URL is required/);
    expect(result.stderr).toMatch(/DATABASE_URL \(PostgreSQL\) or DATA_DIR .* is required/);
  });

  it('refuses a database URL that is not PostgreSQL', async () => {
    const result = await runScript(MAIN, [], { NODE_ENV: 'production', DATABASE_URL: 'mysql://root@localhost/p3m' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/DATABASE_URL must be a postgres:\/\/ URL/);
  });

  it('refuses when no admin exists and ADMIN_PASSWORD is not set', async () => {
    const result = await runScript(MAIN, [], {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://p3m.example',
      DATA_DIR: dataDir(),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/no admin exists yet\. Set ADMIN_USERNAME and ADMIN_PASSWORD/);
  });

  it('refuses an ADMIN_PASSWORD the change-password form would refuse, without printing it', async () => {
    const result = await runScript(MAIN, [], {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://p3m.example',
      DATA_DIR: dataDir(),
      ADMIN_USERNAME: 'pengelola',
      ADMIN_PASSWORD: 'pendek7',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/could not start: Invalid configuration/);
    expect(result.stderr).toMatch(
      /ADMIN_PASSWORD: must be 10 to 1000 characters, not a common password, and not made of the user name or the site's name/,
    );
    expect(result.stderr).not.toContain('pendek7');
  });

  it('refuses CORS_ORIGINS=*', async () => {
    const result = await runScript(MAIN, [], {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://p3m.example',
      DATA_DIR: dataDir(),
      CORS_ORIGINS: '*',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/CORS_ORIGINS: "\*" is not allowed/);
  });

  it('refuses SEED_DEMO=true on its first start into an empty database', async () => {
    const result = await runScript(MAIN, [], {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://p3m.example',
      DATA_DIR: dataDir(),
      ADMIN_USERNAME: ADMIN.name,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/SEED_DEMO=true would publish demo content.*SEED_DEMO=force/);
  });

  it(
    'starts with everything set, logs JSON without secrets, and starts again with the admin it made',
    async () => {
      assertBuilt();
      const release = await holdBuildLock();
      try {
        const folder = dataDir();
        const env = {
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://p3m.example',
          DATA_DIR: folder,
          HOST: '127.0.0.1',
          PORT: '0',
          // SEED_DEMO is not set: a first production start publishes no demo content.
        };
        const first = await runServer(
          { ...env, ADMIN_USERNAME: ADMIN.name, ADMIN_PASSWORD: ADMIN.password },
          async (base) => {
            expect((await fetch(`${base}/api/ready`)).status).toBe(200);
            expect(await (await fetch(`${base}/api/article?limit=1`)).json()).toEqual([]);
            const login = await fetch(`${base}/api/auth/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(ADMIN),
            });
            expect(login.status).toBe(200);
            return login.headers.get('set-cookie') ?? '';
          },
        );
        const token = /p3m_session=([^;]+)/.exec(first.result)?.[1] ?? '';
        expect(token.length).toBeGreaterThan(20);
        expect(first.result).toMatch(/; Secure/);
        for (const line of first.logs) {
          expect(() => JSON.parse(line), line).not.toThrow();
          expect(line).not.toContain(ADMIN.password);
          expect(line).not.toContain(token);
        }
        expect(
          first.logs.some((line) => /"reqId":"[^"]+".*"res":\{"statusCode":\d+\}.*"request completed"/.test(line)),
        ).toBe(true);

        // The admin exists now: no password needed to start again.
        const second = await runServer(env, async (base) => (await fetch(`${base}/api/health`)).status);
        expect(second.result).toBe(200);
      } finally {
        await release();
      }
    },
    // Long enough to wait for a build in progress to finish first.
    240_000,
  );
});

/** Starts the server, waits for "listening", runs `use` against it, then stops it with SIGTERM. */
async function runServer<T>(
  env: Record<string, string>,
  exercise: (base: string) => Promise<T>,
): Promise<{ result: T; logs: string[] }> {
  const child = spawnScript(MAIN, [], env);
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`server exited (${code}): ${stderr}`)));
  });
  try {
    return { result: await exercise(base), logs: stdout.split('\n').filter((line) => line.trim()) };
  } finally {
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }
}
