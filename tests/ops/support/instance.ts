import type { FastifyInstance } from 'fastify';
import { usersRepo, nowIso } from '../../../src/db/index';
import { buildApp } from '../../../src/server/app';
import { hashPassword } from '../../../src/server/services/passwords';
import type { TestDatabase } from '../../helpers/databases';
import { TEST_ADMIN, testConfig } from '../../helpers/test-app';

export interface Instance {
  app: FastifyInstance;
  /** Logs in through this instance and returns the Cookie header value. */
  login(name?: string, password?: string): Promise<string>;
}

/** An app on an existing test database (it migrates it); with `withAdmin` the test admin is created. */
export async function startInstance(
  database: TestDatabase,
  options: { env?: NodeJS.ProcessEnv; withAdmin?: boolean } = {},
): Promise<Instance> {
  const config = testConfig(database.dataDir, {
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...options.env,
  });
  const app = await buildApp({ config, database: database.handle });
  await app.ready();
  if (options.withAdmin) {
    await usersRepo.insertAdmin(database.handle.db, {
      name: TEST_ADMIN.name,
      password_hash: await hashPassword(TEST_ADMIN.password),
      now: nowIso(),
    });
  }
  return {
    app,
    async login(name: string = TEST_ADMIN.name, password: string = TEST_ADMIN.password) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { name, password } });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies[0];
      if (!cookie) throw new Error('login set no cookie');
      return `${cookie.name}=${cookie.value}`;
    },
  };
}
