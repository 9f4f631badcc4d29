import { spawn } from 'node:child_process';

/**
 * Holds a shared lock on the build folder (`flock -s /tmp/build.lock`) while a test runs the built site,
 * so that a build started meanwhile waits instead of replacing files under the running server.
 */
export async function holdBuildLock(): Promise<() => Promise<void>> {
  const holder = spawn('flock', ['-s', '/tmp/build.lock', 'sh', '-c', 'echo locked; cat'], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  await new Promise<void>((resolve, reject) => {
    holder.stdout.once('data', () => resolve());
    holder.once('error', reject);
    holder.once('exit', (code) => reject(new Error(`flock exited with ${code}`)));
  });
  return async () => {
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.stdin.end();
    await exited;
  };
}
