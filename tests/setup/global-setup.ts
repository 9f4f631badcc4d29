import type { TestProject } from 'vitest/node';
import { buildIfMissing } from '../../scripts/build-state.mjs';
import { TEMPLATE_KEYS, createTemplateDatabases } from '../helpers/template-databases';
import { ISOLATED_PROJECT } from './projects';

/**
 * Once per project of the run: says loudly when PostgreSQL is skipped (and fails when CI asked for
 * it with REQUIRE_POSTGRES=1), builds the site when a test will render pages from the build and none
 * is there, and migrates one template database per dialect for the test files to copy.
 */
export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  // Each project of vitest.config.ts runs this: the few files of the isolated one only need templates.
  const speaksForTheRun = project.name !== ISOLATED_PROJECT;
  if (!serverUrl && speaksForTheRun) {
    const banner = [
      '',
      '!'.repeat(78),
      '!!  TEST_DATABASE_URL is not set: data tests run on SQLite ONLY, PostgreSQL is SKIPPED.',
      '!!  Example: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm test',
      '!'.repeat(78),
      '',
    ].join('\n');
    process.stderr.write(`${banner}\n`);
    if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set');
    }
  }
  // `npm run test:fast` leaves out every test that needs the build, and says so with this variable.
  if (speaksForTheRun && process.env.P3M_TEST_WITHOUT_BUILD !== '1')
    buildIfMissing('some tests render pages from the production build');

  const templates = await createTemplateDatabases(serverUrl);
  project.provide(TEMPLATE_KEYS.sqlite, templates.sqlite);
  project.provide(TEMPLATE_KEYS.postgres, templates.postgres);
  return () => templates.drop();
}
