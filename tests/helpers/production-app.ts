import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testConfig } from './test-app';

/**
 * Fails with a clear message when there is no production build. A test that needs the build must
 * never skip itself without it: it would pass without having looked at a page.
 */
export function assertBuilt(): void {
  if (!fs.existsSync('build/server/index.js') || !fs.existsSync('build/client')) {
    throw new Error('this test renders pages from the production build: run `npm run build` first');
  }
}

/**
 * The production app (pages rendered from the build) on a SQLite database of its own, closed after
 * `test`. Fails with a clear message when there is no build.
 */
export async function withProductionApp(
  env: NodeJS.ProcessEnv,
  test: (app: FastifyInstance) => Promise<void>,
): Promise<void> {
  assertBuilt();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-pages-'));
  const app = await buildApp({ config: testConfig(dir, env), web: 'production' });
  try {
    await test(app);
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
