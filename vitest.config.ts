import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files run in parallel, one more than the machine has cores: many files spend much of their
 * time waiting on PostgreSQL or on a child process, and on two cores three workers finished the
 * suite sooner than two (docs/quality.md, "The test loop"). `VITEST_MAX_WORKERS` overrides it.
 */
const workers = Number(process.env.VITEST_MAX_WORKERS) || os.availableParallelism() + 1;

export default defineConfig({
  test: {
    // A non-UTC zone catches dates formatted in the machine's zone instead of Asia/Jakarta.
    env: { TZ: 'America/New_York' },
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/test-env.ts'],
    // Bounds for a loaded machine: a wait that fails names what did not happen, never a tight clock.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: workers,
    reporters: ['default', './tests/setup/closing-line-reporter.ts'],
  },
});
