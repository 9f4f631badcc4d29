import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = process.cwd();
/** Shared with the team's build command, so a build never replaces files under a running copy. */
const BUILD_LOCK = '/tmp/build.lock';

function hasFlock(): boolean {
  try {
    execFileSync('flock', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A private copy of the production build (`build/`, `dist/`, with node_modules linked), so that the
 * server these tests start and kill is exactly what `npm start` runs, and a rebuild elsewhere cannot
 * pull files from under it. Builds first when there is no build yet (checked under the lock, so a
 * build in progress elsewhere is waited for rather than repeated).
 */
export function copyProductionBuild(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-server-'));
  const built = 'test -f dist/server.js && test -f build/server/index.js';
  const copy = 'cp -R build dist package.json "$0"/';
  const run = (lockArgs: string[], script: string) => {
    const command = hasFlock()
      ? ['flock', ...lockArgs, BUILD_LOCK, 'sh', '-c', script, dir]
      : ['sh', '-c', script, dir];
    execFileSync(command[0] ?? 'sh', command.slice(1), { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  };
  try {
    // Usually the build is there: a shared lock lets several readers copy at once.
    run(['-s'], `${built} && ${copy}`);
  } catch {
    run([], `(${built} || npm run build >/dev/null) && ${copy}`);
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export const CHILD_ADMIN = { name: 'admin-uji', password: 'rahasia-uji-12345' } as const;

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  logs: string[];
  /** Exit code and signal, once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `node dist/server.js` as production does, on a free port; resolves once it listens. */
export async function startServer(buildDir: string, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: buildDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: CHILD_ADMIN.name,
      ADMIN_PASSWORD: CHILD_ADMIN.password,
      // Every simulated reader shares one address, unlike real visitors: no per-address budgets.
      RATE_LIMIT_SEARCH: '0',
      RATE_LIMIT_UNCACHED: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    // A minute: a loaded machine starts the server in seconds, not in the half second it takes here idle.
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${logs.join('\n')}`)), 60_000);
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        logs.push(line);
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${logs.join('\n')}`));
    });
  });
  return { child, baseUrl, logs, exited };
}
