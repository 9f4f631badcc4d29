import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the production build, started as `npm start` would run it. Debian's
 * Chromium is used; Playwright never downloads a browser here.
 *
 * Spec files run in parallel workers (`E2E_WORKERS`; by default one more than the cores, as journeys
 * also wait on timers, uploads and their server: on two cores three workers took 430 s where two took
 * 472 s, docs/quality.md). Each worker starts a server of its own on a fresh data folder
 * (e2e/support/test.ts), so no journey ever shares a server with one running at the same time; the
 * files of one worker run one after another.
 */
export const E2E_ADMIN = { name: 'admin-e2e', password: 'rahasia-e2e-12345' };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: Math.max(1, Number(process.env.E2E_WORKERS) || os.availableParallelism() + 1),
  // No retries: a test that passes only on its second try is a flaky test, and it must show.
  retries: 0,
  // Bounds for a loaded machine (two workers, each with Chromium and a server, on two cores): every
  // wait is for a condition, and its bound only says when to give up.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['./e2e/support/closing-line-reporter.ts']],
  use: {
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
