import { usersRepo, migrateToLatest } from '../db/index';
import { buildApp } from './app';
import { openConfiguredDatabase } from './configured-storage';
import { ensureFirstAdmin } from './bootstrap';
import { loadConfig, productionConfigProblems } from './config';
import { readableLogStream } from './dev-log';
import { productionLogDestination } from './log-destination';
import { seedDemoContent, shouldSeedDemoContent } from './seed/demo';
import { startBackgroundJobs } from './services/background-jobs';
import { cleanUploadsAtStart } from './services/upload-cleanup';
import { loginUrl, startBanner } from './start-banner';

/** Starts the server: migrate, first admin, demo content, listen; closes gracefully on signals. */
async function main(): Promise<void> {
  const config = loadConfig();
  const problems = productionConfigProblems(config);
  if (problems.length > 0) throw new Error(`refusing to start in production:\n  - ${problems.join('\n  - ')}`);
  const database = openConfiguredDatabase(config);
  if (config.isProduction) {
    // Checked before anything else starts: a site nobody can log in to must not go live.
    await migrateToLatest(database.db);
    if (!config.adminPassword && (await usersRepo.countUsers(database.db)) === 0) {
      throw new Error(
        'refusing to start in production: no admin exists yet. Set ADMIN_USERNAME and ADMIN_PASSWORD ' +
          'for the first start (or import the old admins with npm run import-legacy).',
      );
    }
  }
  // Decided before the server starts: production refuses to publish demo content unless forced.
  const seedDemo = await shouldSeedDemoContent(database.db, config);

  const app = await buildApp({
    config,
    database,
    web: config.devServer ? 'development' : 'production',
    // A person reads the development console; production logs JSON lines for a log pipe.
    logStream: config.isProduction ? productionLogDestination() : readableLogStream(),
  });
  app.addHook('onClose', () => database.close());
  const firstAdmin = await ensureFirstAdmin(database.db, config, app.log);
  if (seedDemo) await seedDemoContent(database.db, app.images, app.log);
  await cleanUploadsAtStart(database.db, app.images, app.log);
  // The trash purge and, when LINK_CHECK is daily, the link check (on start, then daily, one instance at a time).
  startBackgroundJobs(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing in-flight requests');
    // A second signal or a stuck close must not hang forever.
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Last, below the build output and the start-up log: where to log in, and a password made now.
  if (!config.isProduction) process.stdout.write(startBanner(loginUrl(config, app.server.address()), firstAdmin));
}

main().catch((error: unknown) => {
  process.stderr.write(`\nP3M UNIM could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
