import { buildApp, openConfiguredDatabase } from './app';
import { ensureFirstAdmin } from './bootstrap';
import { loadConfig } from './config';
import { seedDemoContent } from './seed/demo';
import { cleanUploadsAtStart } from './services/upload-cleanup';

/** Starts the server: migrate, first admin, demo content, listen; closes gracefully on signals. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.isProduction && !config.publicUrl) {
    throw new Error('PUBLIC_URL is required in production (absolute links in sitemap, feeds and Open Graph).');
  }
  if (config.isProduction && !config.databaseUrl && !config.dataDirExplicit) {
    throw new Error('In production set DATABASE_URL, or DATA_DIR to choose where the SQLite file and uploads live.');
  }
  const database = openConfiguredDatabase(config);

  const app = await buildApp({
    config,
    database,
    web: config.env === 'development' && process.env.P3M_DEV_VITE === '1' ? 'development' : 'production',
  });
  app.addHook('onClose', () => database.close());
  await ensureFirstAdmin(database.db, config, app.log);
  if (config.seedDemo) await seedDemoContent(database.db, app.images, app.log);
  await cleanUploadsAtStart(database.db, app.images, app.log);

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
}

main().catch((error: unknown) => {
  process.stderr.write(`\nP3M UNIM could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
