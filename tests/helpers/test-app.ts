import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { usersRepo, nowIso, type Db, type Dialect } from '../../src/db/index';
import { buildApp } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import type { Clock } from '../../src/server/services/clock';
import { hashPassword } from '../../src/server/services/passwords';
import { rememberTestSecret } from './activity-secrets';
import { DIALECTS, createTestDatabase, type TestDatabase } from './databases';
import type { LinkCheckOptions } from '../../src/server/services/link-check/options';
import { offlineResolve, offlineSend } from './link-server';
import { assertBuilt } from './production-app';

export const TEST_ADMIN = { name: 'admin', password: 'rahasia-sekali-123' } as const;

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  dialect: Dialect;
  database: TestDatabase;
  config: AppConfig;
  /** Logs in as TEST_ADMIN and returns the Cookie header value. */
  login(): Promise<string>;
  /** An injected request carrying the admin session cookie. */
  asAdmin(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * A test config. The per-address budgets of expensive work are off unless a test sets them: every
 * injected request comes from one address, and suites make hundreds of reads after writes.
 */
export function testConfig(dataDir: string, overrides: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    RATE_LIMIT_SEARCH: '0',
    RATE_LIMIT_UNCACHED: '0',
    ...overrides,
  });
}

/**
 * Runs the same suite once per database: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Each run gets a fresh database migrated by the app's own migrations and an admin account.
 */
export function describeEachDatabase(
  name: string,
  suite: (ctx: () => TestContext) => void,
  options: {
    env?: NodeJS.ProcessEnv;
    /** The app's clock (tests/helpers/test-clock.ts), for what depends on the time. */
    clock?: Clock;
    /** Pages too, rendered from the production build (fails clearly without one). */
    web?: 'production';
    /**
     * How the link check visits links; by default it reaches loopback addresses only (link-server.ts),
     * and those only where LINK_CHECK_ALLOW_PRIVATE (`env`) allows them.
     */
    linkCheck?: Partial<LinkCheckOptions>;
  } = {},
): void {
  for (const dialect of DIALECTS) {
    describe(`${name} [${dialect}]`, () => {
      let context: TestContext | undefined;
      beforeAll(async () => {
        if (options.web) assertBuilt();
        const database = await createTestDatabase(dialect, { migrated: true });
        const config = testConfig(database.dataDir, options.env);
        const app = await buildApp({
          config,
          database: database.handle,
          ...(options.clock ? { clock: options.clock } : {}),
          ...(options.web ? { web: options.web } : {}),
          linkCheck: { resolve: offlineResolve, send: offlineSend, ...options.linkCheck },
        });
        await app.ready();
        const db = database.handle.db;
        await usersRepo.insertAdmin(db, {
          name: TEST_ADMIN.name,
          password_hash: await hashPassword(TEST_ADMIN.password),
          now: nowIso(),
        });
        let cookie: string | undefined;
        const login = async () => {
          const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
          if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
          const setCookie = response.cookies[0];
          if (!setCookie) throw new Error('login set no cookie');
          rememberTestSecret(setCookie.value);
          return `${setCookie.name}=${setCookie.value}`;
        };
        context = {
          app,
          db,
          dialect,
          database,
          config,
          login,
          async asAdmin(injectOptions) {
            cookie ??= await login();
            return app.inject({ ...injectOptions, headers: { ...injectOptions.headers, cookie } });
          },
        };
      });
      afterAll(async () => {
        await context?.app.close();
        await context?.database.destroy();
      });
      suite(() => {
        if (!context) throw new Error('test context used before set-up');
        return context;
      });
    });
  }
}
