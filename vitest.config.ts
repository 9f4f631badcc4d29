import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { ISOLATED_PROJECT } from './tests/setup/projects';

/**
 * Test files run in parallel, one more than the machine has cores: many files spend much of their
 * time waiting on PostgreSQL or on a child process, and on two cores three workers finished the
 * suite sooner than two (docs/quality.md, "The test loop"). `VITEST_MAX_WORKERS` overrides it.
 */
const workers = Number(process.env.VITEST_MAX_WORKERS) || os.availableParallelism() + 1;

const INCLUDE = ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'];

/**
 * Files that need a module graph of their own: those that replace a module (`vi.mock`), which would
 * leak into the files after them in the same worker, and those that say so with the marker below
 * (with their reason beside it). Read from the files, so a new `vi.mock` is isolated without a list.
 */
const ISOLATION_MARKER = /\bvi\.(?:do)?[mM]ock\(|vitest: isolate/;
const isolatedFiles = ['src', 'tests']
  .flatMap((folder) => fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && ISOLATION_MARKER.test(fs.readFileSync(file, 'utf8')));

const shared = {
  // A non-UTC zone catches dates formatted in the machine's zone instead of Asia/Jakarta.
  env: { TZ: 'America/New_York' },
  globalSetup: ['tests/setup/global-setup.ts'],
  setupFiles: ['tests/setup/test-env.ts'],
  // Bounds for a loaded machine: a wait that fails names what did not happen, never a tight clock.
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
    maxWorkers: workers,
    reporters: ['default', './tests/setup/closing-line-reporter.ts'],
    projects: [
      {
        // Every other file shares its worker's modules with the files before it: the server's module
        // graph is imported once per worker, not once per file (import was half of a run's time).
        // Each file still builds its own app, database and clock.
        test: { ...shared, name: 'shared', include: INCLUDE, exclude: isolatedFiles, isolate: false },
      },
      { test: { ...shared, name: ISOLATED_PROJECT, include: isolatedFiles, isolate: true } },
    ],
  },
});
