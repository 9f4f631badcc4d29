// Starts the production build on the benchmark data set, as `npm start` does, and reads its memory.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export const BENCH_DATA_DIR = process.env.BENCH_DATA_DIR ?? 'bench/.data';

export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Builds when there is no production build yet (under the team's build lock when flock exists). */
export function ensureBuild() {
  if (fs.existsSync('dist/server.js') && fs.existsSync('build/server/index.js')) return;
  console.log('no production build: building...');
  let flock = false;
  try {
    execFileSync('flock', ['--version'], { stdio: 'ignore' });
    flock = true;
  } catch {
    // no flock on this machine: build directly
  }
  execFileSync(flock ? 'flock' : 'npm', flock ? ['/tmp/build.lock', 'npm', 'run', 'build'] : ['run', 'build'], {
    stdio: 'inherit',
  });
}

async function waitForHealth(base, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const exit = { code: child.exitCode, signal: child.signalCode };
      throw Object.assign(new Error(`server exited with ${exit.signal ?? exit.code}`), { exit });
    }
    try {
      // A server that accepts connections but cannot answer must not hold the wait beyond its deadline.
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy within ${timeoutMs / 1000} s`);
}

/** The node command of `npm start` (flags included), read from package.json so the bench runs exactly it. */
function startCommand() {
  const script = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start;
  // `exec` makes the shell npm runs the script in become node, so that signals reach the server.
  const words = script
    .trim()
    .split(/\s+/)
    .filter((word, index) => index > 0 || word !== 'exec');
  if (words[0] !== 'node') throw new Error(`npm start is "${script}", expected "node ... scripts/start.mjs"`);
  return words.slice(1);
}

/** Resident memory of a process now and at its peak since start (VmRSS, VmHWM), in bytes. */
export function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/**
 * The server as `npm start` runs it, in production mode on the bench data; request logs at the
 * default level go to /dev/null, as a deployment's log pipe would take them. `options.dataDir`: another
 * data set than bench/.data (with `env.DATABASE_URL`, the folder of its uploads).
 */
export async function startBenchServer(env = {}, options = {}) {
  const dataDir = options.dataDir ?? BENCH_DATA_DIR;
  if (!env.DATABASE_URL && !fs.existsSync(`${dataDir}/p3m.sqlite`)) {
    throw new Error(`no bench data in ${dataDir}: run \`npm run bench:seed\` first`);
  }
  // A server restarted after a crash takes its predecessor's port, so clients keep their address.
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, startCommand(), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: base,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  options.onSpawn?.(child.pid);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  try {
    await waitForHealth(base, child, options.healthTimeoutMs ?? 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    base,
    port,
    pid: child.pid,
    /** Settles when the process ends, with its exit code or signal. */
    exited,
    /** Resident memory now and at its peak since start (VmRSS, VmHWM), in bytes. */
    memory: () => memoryOf(child.pid),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      // A server stuck under load may never finish its graceful shutdown; the bench must not wait on it.
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
