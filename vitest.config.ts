import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A non-UTC zone catches dates formatted in the machine's zone instead of Asia/Jakarta.
    env: { TZ: 'America/New_York' },
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/test-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
