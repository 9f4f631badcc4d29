import type { FastifyBaseLogger } from 'fastify';
import {
  appStateRepo,
  articlesRepo,
  documentsRepo,
  fileLinksRepo,
  trashRepo,
  writeContent,
  type Db,
} from '../../db/index';
import { ARTICLE_TYPES, DOCUMENT_COLLECTION_KEYS, FILE_TYPES } from '../../shared/constants/content';
import type { AppConfig } from '../config';
import type { ImageStore } from '../services/images';
import { DEMO_ARTICLES } from './articles-data';
import { heroImage, orgChartImage, thumbnailImage } from './images';
import { DEMO_HERO_TITLES, DEMO_ORG_CHART } from './media-data';
import { writeDemoContent, type DemoPictures } from './write';

/** Marks that the demo content was added once, so it never comes back after staff delete it. */
const SEEDED_KEY = 'demo_content_seeded_at';

/** No articles, no file links, no document categories, nothing in the trash: a fresh installation. */
async function isEmpty(db: Db): Promise<boolean> {
  if (await trashRepo.trashHoldsAnything(db)) return false;
  if ((await articlesRepo.countArticles(db, { audience: 'staff' })) > 0) return false;
  for (const fileType of FILE_TYPES) {
    if ((await fileLinksRepo.listFileLinksByType(db, fileType)).length > 0) return false;
  }
  for (const collection of DOCUMENT_COLLECTION_KEYS) {
    if ((await documentsRepo.listCategories(db, collection)).length > 0) return false;
  }
  return true;
}

/** True when seedDemoContent would add the content: it was never added, and the database holds none. */
async function wouldAddDemoContent(db: Db): Promise<boolean> {
  return (await appStateRepo.readState(db, SEEDED_KEY)) === undefined && (await isEmpty(db));
}

/**
 * Whether this start adds the demo content (SEED_DEMO). In production `on` is refused where the
 * content would be added: a first start of the real site must never publish made-up news because
 * a setting was left on; `force` says it is meant (a demonstration server).
 */
export async function shouldSeedDemoContent(db: Db, config: AppConfig): Promise<boolean> {
  if (config.seedDemo === 'off') return false;
  if (!config.isProduction || config.seedDemo === 'force') return true;
  if (await wouldAddDemoContent(db)) {
    throw new Error(
      'refusing to start in production: SEED_DEMO=true would publish demo content on this empty site. ' +
        'Remove SEED_DEMO (or set SEED_DEMO=false); set SEED_DEMO=force only for a demonstration server.',
    );
  }
  return false;
}

/** Runs `task` over `items` with a few at a time: image encoding is the slow part of seeding. */
async function mapConcurrently<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Renders every picture and stores it; done before the transaction, whose failure removes them again. */
async function renderPictures(images: ImageStore): Promise<DemoPictures> {
  const labels = ARTICLE_TYPES.flatMap((category) =>
    DEMO_ARTICLES[category].articles.map(() => DEMO_ARTICLES[category].label),
  );
  const thumbnails = await mapConcurrently(labels, 3, async (label, i) => images.save(await thumbnailImage(i, label)));
  const hero = await mapConcurrently(DEMO_HERO_TITLES, 3, async (_title, i) => images.save(await heroImage(i)));
  const { head, secretary, divisions } = DEMO_ORG_CHART;
  const orgChart = await images.save(await orgChartImage(head, secretary, divisions));
  return { thumbnails, hero, orgChart };
}

/**
 * Fills an empty database with realistic demo content (articles with thumbnails, file links, document
 * sets, videos, organisation chart, hero slides) so a new installation shows a living site.
 * Does nothing when any content exists or when it was added before.
 */
export async function seedDemoContent(db: Db, images: ImageStore, log: FastifyBaseLogger): Promise<void> {
  if (!(await wouldAddDemoContent(db))) {
    log.debug('demo content skipped: the database already holds content, or held the demo content before');
    return;
  }
  const started = Date.now();
  const pictures = await renderPictures(images);
  try {
    // A content write: caches keyed on the content version (on any instance) must not keep the empty lists.
    const activity = {
      by: null,
      note: (added: unknown) => (added ? ({ kind: 'system', action: 'seed' } as const) : []),
    };
    const counts = await writeContent(db, activity, async (trx) => {
      // Claimed in the same transaction: of two instances starting at once, only one adds the content.
      if (!(await appStateRepo.insertStateOnce(trx, SEEDED_KEY, new Date().toISOString()))) return undefined;
      return writeDemoContent(trx, pictures, new Date());
    });
    if (counts) {
      log.info({ ...counts, ms: Date.now() - started }, 'demo content added (SEED_DEMO=false turns this off)');
      return;
    }
    log.info('demo content skipped: it was added before');
  } catch (error) {
    await removePictures(images, pictures);
    throw error;
  }
  await removePictures(images, pictures);
}

async function removePictures(images: ImageStore, pictures: DemoPictures): Promise<void> {
  await Promise.all([...pictures.thumbnails, ...pictures.hero, pictures.orgChart].map((path) => images.remove(path)));
}
