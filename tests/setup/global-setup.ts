/** Says loudly when PostgreSQL is skipped, and fails when CI asked for it (REQUIRE_POSTGRES=1). */
export default function globalSetup(): void {
  if (process.env.TEST_DATABASE_URL) return;
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
