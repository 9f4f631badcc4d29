import fs from 'node:fs';
import { openConfiguredDatabase } from '../configured-storage';
import { RestoreRefusedError, restoreBackup } from '../backup/restore-backup';
import { formatTable } from '../backup/text-table';
import { loadConfig } from '../config';
import { expectPositionals, parseCommandLine } from './command-line';
import { runMain } from './run-main';

const USAGE = 'Usage: npm run restore -- <archive file> [--force]';

/**
 * `npm run restore -- <file> [--force]`: restores a backup into the database and upload storage
 * configured by DATABASE_URL / DATA_DIR / UPLOAD_STORAGE. Refuses a target that holds data unless
 * --force is given. Stop the server first when replacing data it serves.
 */
async function main(): Promise<number> {
  const { values, positionals } = parseCommandLine({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file = ''] = expectPositionals(positionals, ['the archive file']);
  const force = values.force;
  if (!fs.existsSync(file)) {
    process.stderr.write(`No such file: ${file}\n`);
    return 1;
  }
  const config = loadConfig();
  const handle = openConfiguredDatabase(config);
  try {
    const { manifest, replaced } = await restoreBackup({ config, handle, file, force });
    process.stdout.write(
      `${formatTable(
        ['what', 'restored'],
        [...manifest.tables.map((table) => [table.name, table.rows]), ['uploaded files', manifest.files.length]],
      )}\n\nRestored the backup of ${manifest.createdAt} into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}` +
        ` (uploads: ${config.uploadStorage}).\n`,
    );
    if (replaced.length > 0) process.stdout.write(`Replaced what was there: ${replaced.join('; ')}\n`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefusedError) {
      process.stderr.write(`Restore refused: ${error.message}\n`);
      return 3;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

runMain(main, 'Restore failed', USAGE);
