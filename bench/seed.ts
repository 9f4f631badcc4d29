// `npm run bench:seed`: the data set of a centre after ten years, in bench/.data (its own DATA_DIR):
// 3,000 articles with 3-6 KB of HTML and thumbnails, 300 file links, 600 documents in 30 categories,
// 100 videos, hero slides and an organisation chart. `--scale N` multiplies every kind but the
// categories by N (10: 30,000 articles, 3,000 file links, 6,000 documents, 1,000 videos). Inserts go
// through the repositories, in transactions of a few thousand rows; a handful of rendered thumbnails
// are shared by all articles.
import fs from 'node:fs';
import path from 'node:path';
import {
  usersRepo,
  articlesRepo,
  documentsRepo,
  fileLinksRepo,
  imagesRepo,
  migrateToLatest,
  openDatabase,
  videosRepo,
} from '../src/db/index';
import { parseCommandLine, UsageError } from '../src/server/cli/command-line';
import { runMain } from '../src/server/cli/run-main';
import { orgChartImage, heroImage, thumbnailImage } from '../src/server/seed/images';
import { DEMO_ORG_CHART } from '../src/server/seed/media-data';
import { slugify } from '../src/server/services/articles';
import { createLocalImageStore } from '../src/server/services/images';
import { hashPassword } from '../src/server/services/passwords';
import { sanitizeArticleContent } from '../src/server/services/sanitize';
import { ARTICLE_TYPES, DOCUMENT_COLLECTION_KEYS, FILE_TYPES } from '../src/shared/constants/content';
import { articleHtml, articleTitle, benchCounts, documentName, parseScale } from './seed-content';

export const BENCH_DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? 'bench/.data');
export const BENCH_ADMIN = { name: 'admin-bench', password: 'rahasia-bench-12345' };
const YEAR_MS = 365.25 * 24 * 3600 * 1000;

const USAGE =
  'Usage: npm run bench:seed [-- --force] [--scale N]   (--force replaces an existing bench data set; ' +
  '--scale 10 is ten times the data: 30,000 articles)';
/** Rows written per transaction: large enough to be fast, small enough not to hold one huge transaction. */
const BATCH = 2000;

async function main(): Promise<number> {
  const { values } = parseCommandLine({
    options: { force: { type: 'boolean', default: false }, scale: { type: 'string', default: '1' } },
  });
  const scale = parseScale(values.scale);
  if (scale === undefined) throw new UsageError(`--scale wants a whole number from 1 to 100, not "${values.scale}"`);
  const COUNTS = benchCounts(scale);
  if (fs.existsSync(BENCH_DATA_DIR)) {
    if (!values.force) {
      console.error(`${BENCH_DATA_DIR} exists; run again with --force to replace it (npm run bench:seed -- --force).`);
      return 1;
    }
    fs.rmSync(BENCH_DATA_DIR, { recursive: true, force: true });
  }
  const started = Date.now();
  const handle = openDatabase({ sqlitePath: path.join(BENCH_DATA_DIR, 'p3m.sqlite') });
  const { db } = handle;
  await migrateToLatest(db);
  const images = createLocalImageStore(BENCH_DATA_DIR);
  const thumbnails = await Promise.all(
    Array.from({ length: 8 }, async (_, i) => images.save(await thumbnailImage(i, `Artikel ${i + 1}`))),
  );
  const hero = await Promise.all([0, 1, 2].map(async (i) => images.save(await heroImage(i))));
  const { head, secretary, divisions } = DEMO_ORG_CHART;
  const orgChart = await images.save(await orgChartImage(head, secretary, divisions));
  const now = Date.now();
  const at = (fraction: number) => new Date(now - (1 - fraction) * 10 * YEAR_MS).toISOString();

  for (let first = 0; first < COUNTS.articles; first += BATCH) {
    await db.transaction().execute(async (trx) => {
      for (let i = first; i < Math.min(first + BATCH, COUNTS.articles); i += 1) {
        const when = at(i / COUNTS.articles);
        const title = articleTitle(i, new Date(when).getUTCFullYear());
        const { content, text } = sanitizeArticleContent(articleHtml(i));
        await articlesRepo.insertArticle(trx, {
          title,
          slug: `${slugify(title)}-${i + 1}`,
          author: `Tim P3M ${(i % 12) + 1}`,
          category: ARTICLE_TYPES[i % ARTICLE_TYPES.length] ?? 'informasi_penelitian',
          content,
          content_text: text,
          thumbnail: thumbnails[i % thumbnails.length] ?? null,
          published_date: when,
          created_at: when,
          updated_at: when,
        });
      }
    });
  }
  await db.transaction().execute(async (trx) => {
    await usersRepo.insertAdmin(trx, {
      name: BENCH_ADMIN.name,
      password_hash: await hashPassword(BENCH_ADMIN.password),
      now: at(1),
    });
    for (let i = 0; i < COUNTS.fileLinks; i += 1) {
      const when = at(i / COUNTS.fileLinks);
      await fileLinksRepo.insertFileLink(trx, {
        file_name: documentName(i),
        file_description: `Dokumen resmi P3M UNIM nomor ${i + 1} untuk dosen dan mahasiswa.`,
        file_url: `https://drive.google.com/file/d/bench-${i + 1}/view`,
        file_type: FILE_TYPES[i % FILE_TYPES.length] ?? 'panduan_penelitian',
        created_at: when,
        updated_at: when,
      });
    }
    let documentIndex = 0;
    for (const collection of DOCUMENT_COLLECTION_KEYS) {
      for (let c = 0; c < COUNTS.categoriesPerSet; c += 1) {
        const category = await documentsRepo.insertCategory(
          trx,
          collection,
          `Kategori ${c + 1} ${collection}`,
          at(c / 10),
        );
        for (let d = 0; d < COUNTS.documentsPerCategory; d += 1) {
          documentIndex += 1;
          await documentsRepo.insertDocument(trx, {
            collection,
            category_id: category.id,
            file_name: documentName(documentIndex),
            file_url: `https://drive.google.com/file/d/dok-${documentIndex}/view`,
            now: at(d / COUNTS.documentsPerCategory),
          });
        }
      }
    }
    for (let i = 0; i < COUNTS.videos; i += 1) {
      const when = at(i / COUNTS.videos);
      const id = `bench${String(i).padStart(6, '0')}`;
      await videosRepo.insertVideo(trx, {
        title: `Luaran P3M ${i + 1}: ${articleTitle(i, 2020).slice(0, 60)}`,
        link: `https://www.youtube.com/embed/${id}`,
        created_at: when,
        updated_at: when,
      });
    }
    for (const [position, image] of hero.entries()) {
      await imagesRepo.insertHeroSlide(trx, { title: '', image, position, created_at: at(1), updated_at: at(1) });
    }
    await imagesRepo.insertProfileImage(trx, {
      image: orgChart,
      alt: 'Struktur Organisasi',
      type: 'struktur_organisasi',
      created_at: at(1),
      updated_at: at(1),
    });
  });
  await handle.close();
  console.log(
    `bench data set (scale ${scale}) written to ${BENCH_DATA_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return 0;
}

runMain(main, 'bench:seed failed', USAGE);
