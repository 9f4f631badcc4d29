import { ARTICLE_TYPES } from '../../shared/constants/content';
import { openConfiguredDatabase } from '../configured-storage';
import { loadConfig } from '../config';
import { isArticleType } from '../legacy/mapping';
import { progressBar } from '../legacy/progress-bar';
import { importLegacy } from '../legacy/run-import';
import { UsageError, parseCommandLine } from './command-line';
import { runMain } from './run-main';

const USAGE = `Usage: npm run import-legacy -- --from mysql://USER:PASSWORD@HOST:3306/DATABASE --uploads /path/to/old/uploads
       [--umum-category ${ARTICLE_TYPES.join('|')}]

Copies the previous system's records and images into the database configured by DATABASE_URL / DATA_DIR
(and UPLOAD_STORAGE), in one transaction. Running it again brings what changed in the old system since
(changes made on both sides and records deleted there are listed, never overwritten or deleted here).`;

async function main(): Promise<number> {
  const { values } = parseCommandLine({
    options: { from: { type: 'string' }, uploads: { type: 'string' }, 'umum-category': { type: 'string' } },
  });
  const umum = values['umum-category'];
  if (!values.from) throw new UsageError('--from is required');
  if (!values.uploads) throw new UsageError('--uploads is required');
  if (umum !== undefined && !isArticleType(umum)) throw new UsageError(`unknown --umum-category ${umum}`);
  if (!/^(mysql|mariadb):\/\//.test(values.from)) {
    throw new UsageError('--from must be a mysql:// URL of the old database');
  }
  const config = loadConfig();
  const handle = openConfiguredDatabase(config);
  try {
    process.stderr.write('Reading the old database...\n');
    const report = await importLegacy({
      config,
      handle,
      from: values.from.replace(/^mariadb:/, 'mysql:'),
      uploads: values.uploads,
      umumCategory: umum !== undefined && isArticleType(umum) ? umum : undefined,
      onImageProgress: progressBar(process.stderr, 'Images'),
    });
    process.stdout.write(`${report.format()}\n\nImport finished.\n`);
    return 0;
  } finally {
    await handle.close();
  }
}

runMain(main, '\nImport failed; nothing was imported', USAGE);
