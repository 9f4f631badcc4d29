import fs from 'node:fs';
import path from 'node:path';
import { openConfiguredDatabase, sqlitePathOf } from '../configured-storage';
import { createBackup } from '../backup/create-backup';
import { formatTable } from '../backup/text-table';
import { loadConfig } from '../config';
import { expectPositionals, parseCommandLine } from './command-line';
import { runMain } from './run-main';

const USAGE = 'Usage: npm run backup -- <archive file, e.g. /var/backups/p3m/p3m-2026-11-22.tar.gz>';

/**
 * `npm run backup -- <file>`: one .tar.gz with a consistent snapshot of the database configured by
 * DATABASE_URL / DATA_DIR, every uploaded file and a manifest. Safe while the server runs.
 */
async function main(): Promise<number> {
  const { positionals } = parseCommandLine({ options: {}, allowPositionals: true });
  const [file = ''] = expectPositionals(positionals, ['the archive file']);
  const config = loadConfig();
  if (!config.databaseUrl && !fs.existsSync(sqlitePathOf(config))) {
    process.stderr.write(
      `No database at ${sqlitePathOf(config)}: set DATA_DIR (or DATABASE_URL) as the server has it.\n`,
    );
    return 1;
  }
  const handle = openConfiguredDatabase(config);
  try {
    const target = path.resolve(file);
    const manifest = await createBackup({ config, handle, file: target });
    const bytes = manifest.files.reduce((sum, upload) => sum + upload.bytes, 0);
    process.stdout.write(
      `${formatTable(
        ['what', 'count'],
        [...manifest.tables.map((table) => [table.name, table.rows]), ['uploaded files', manifest.files.length]],
      )}\n\nBackup written to ${target} (${manifest.files.length} files, ${Math.round(bytes / 1024)} KiB of uploads).\n`,
    );
    if (manifest.missingFiles.length > 0) {
      process.stderr.write(
        `Warning: ${manifest.missingFiles.length} image(s) that records point at were not found: ` +
          `${manifest.missingFiles.join(', ')}\n`,
      );
    }
    return 0;
  } finally {
    await handle.close();
  }
}

runMain(main, 'Backup failed', USAGE);
