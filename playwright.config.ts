import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the production build, started as `npm start` would run it, on a fresh
 * data folder. Debian's Chromium is used; Playwright never downloads a browser here.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/p3m-e2e-${process.pid}`;
export const E2E_ADMIN = { name: 'admin-e2e', password: 'rahasia-e2e-12345' };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes only on its second try is a flaky test, and it must show.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    command: `rm -rf ${DATA_DIR} && node dist/server.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      SEED_DEMO: 'false',
      ADMIN_USERNAME: E2E_ADMIN.name,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // The journeys come from one address, far faster than people: no per-address budgets.
      RATE_LIMIT_SEARCH: '0',
      RATE_LIMIT_UNCACHED: '0',
    },
  },
});
