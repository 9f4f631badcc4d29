import fs from 'node:fs';
import {
  imagesRepo,
  migrateToLatest,
  nowIso,
  writeContent,
  type Activity,
  type DatabaseHandle,
  type Db,
} from '../../db/index';
import type { ArticleType } from '../../shared/constants/content';
import { openConfiguredImageStore } from '../configured-storage';
import type { AppConfig } from '../config';
import type { ImageStore } from '../services/images';
import { importedKeys, type ImportContext } from './context';
import { importAdmins } from './import-admins';
import { articleImageCount } from './article-body';
import { importArticles } from './import-articles';
import { importDocumentSets } from './import-documents';
import { importFiles } from './import-files';
import { importForms } from './import-forms';
import { importProfiles } from './import-profiles';
import { importVideos } from './import-videos';
import { LegacyImageCopier } from './legacy-images';
import { type LegacyData, legacyId, readLegacyDatabase, text } from './legacy-source';
import { DEFAULT_UMUM_CATEGORY } from './mapping';
import { ImportReport } from './report';

export interface LegacyImportOptions {
  config: AppConfig;
  handle: DatabaseHandle;
  /** `mysql://user:password@host:3306/database` of the old system. */
  from: string;
  /** The old server's uploads folder. */
  uploads: string;
  umumCategory?: ArticleType;
  onImageProgress?: (done: number, total: number) => void;
  /** The image store writing inside the import's transaction; the configured one unless replaced (tests). */
  imageStoreFor?: (db: Db) => ImageStore;
}

/** Old images still to copy (for the progress bar): those of records an earlier run has not imported. */
async function countPendingImages(db: Db, tables: LegacyData['tables']): Promise<number> {
  const articles = await importedKeys({ db }, 'article');
  const profiles = await importedKeys({ db }, 'profile');
  const newArticles = tables.Articles.filter((row) => !articles.has(legacyId(row)));
  return (
    newArticles.reduce((sum, row) => sum + articleImageCount(row), 0) +
    tables.profiles.filter((row) => text(row.image) && !profiles.has(legacyId(row))).length
  );
}

/**
 * Copies everything from the old system in one transaction: on any error nothing is imported and the
 * image files already written are removed. Records imported by an earlier run are brought up to date
 * where they changed in the old system only (see sync-kind.ts).
 */
export async function importLegacy(options: LegacyImportOptions): Promise<ImportReport> {
  const { config, handle } = options;
  if (!fs.existsSync(options.uploads) || !fs.statSync(options.uploads).isDirectory()) {
    throw new Error(`the old uploads folder ${options.uploads} does not exist`);
  }
  const legacy = await readLegacyDatabase(options.from);
  await migrateToLatest(handle.db);
  const report = new ImportReport();
  for (const table of legacy.missingTables)
    report.notes.add(`table ${table} is not in the old database: nothing from it`);
  // The old system wrote these texts into its frontend's code: its database holds none of them.
  report.notes.add(
    'pages (Tentang, Program Pengabdian Masyarakat, Program KKN UNIM), FAQ and the home page texts: ' +
      'the old system kept them in its code, not in its database; nothing to import. They keep the ' +
      "texts they have here (the specification's, until staff change them under Halaman, FAQ and " +
      'Pengaturan Situs).',
  );
  let store: ImageStore | undefined;
  let copier: LegacyImageCopier | undefined;
  try {
    // A content write: pages cached on running instances are keyed on the content version. The
    // activity log names a run that changed something (by nobody: the shell), not each record it made.
    const activity: Activity<void> = {
      by: null,
      note: () => {
        const count = report.changedRecords();
        return count > 0 ? { kind: 'system', action: 'import', details: { count } } : [];
      },
    };
    await writeContent(handle.db, activity, async (trx) => {
      store = (options.imageStoreFor ?? ((db: Db) => openConfiguredImageStore(config, db)))(trx);
      const total = await countPendingImages(trx, legacy.tables);
      const now = nowIso();
      copier = new LegacyImageCopier(store, options.uploads, report, total, options.onImageProgress, trx, now);
      const ctx: ImportContext = {
        db: trx,
        report,
        images: copier,
        now,
        umumCategory: options.umumCategory ?? DEFAULT_UMUM_CATEGORY,
      };
      await importAdmins(ctx, legacy.tables.Admins);
      await importArticles(ctx, legacy.tables.Articles);
      await importDocumentSets(ctx, legacy.tables);
      await importFiles(ctx, legacy.tables.files);
      await importProfiles(ctx, legacy.tables.profiles);
      await importVideos(ctx, legacy.tables.Youtubes);
      await importForms(ctx, legacy.tables.Forms);
      // Images in the database go with the transaction; files in a folder only after it (below).
      if (!store.directory) await removeUnused(trx, store, copier.replaced);
    });
  } catch (error) {
    // Files in the database went with the rollback; files in a folder are removed here.
    if (store?.directory && copier) for (const stored of copier.stored) await store.remove(stored);
    throw error;
  }
  // Images replaced by records brought up to date: only now that nothing points at them any more.
  if (store?.directory && copier) await removeUnused(handle.db, store, copier.replaced);
  return report;
}

/** Replaced images that no record and no kept revision (which could restore them) points at. */
async function removeUnused(db: Db, store: ImageStore, replaced: readonly string[]): Promise<void> {
  for (const image of new Set(replaced)) if (!(await imagesRepo.isImageInUse(db, image))) await store.remove(image);
}
