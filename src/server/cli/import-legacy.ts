import { parseArgs } from 'node:util';
import { ARTICLE_TYPES } from '../../shared/constants';
import { openConfiguredDatabase } from '../configured-storage';
import { loadConfig } from '../config';
import { isArticleType } from '../legacy/mapping';
import { progressBar } from '../legacy/progress-bar';
import { importLegacy } from '../legacy/run-import';
import { runMain } from './run-main';

const USAGE = `Usage: npm run import-legacy -- --from mysql://USER:PASSWORD@HOST:3306/DATABASE --uploads /path/to/old/uploads
       [--umum-category ${ARTICLE_TYPES.join('|')}]

Copies the previous system's records and images into the database configured by DATABASE_URL / DATA_DIR
(and UPLOAD_STORAGE), in one transaction. Running it again adds only what is new.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, uploads: { type: 'string' }, 'umum-category': { type: 'string' } },
    strict: true,
  });
  const umum = values['umum-category'];
  if (!values.from || !values.uploads || (umum !== undefined && !isArticleType(umum))) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (!/^(mysql|mariadb):\/\//.test(values.from)) {
    process.stderr.write('--from must be a mysql:// URL of the old database.\n');
    return 2;
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

runMain(main, '\nImport failed; nothing was imported');
