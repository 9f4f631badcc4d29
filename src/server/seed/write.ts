import {
  announcementsRepo,
  articlesRepo,
  documentsRepo,
  fileLinksRepo,
  imagesRepo,
  videosRepo,
  type Db,
} from '../../db/index';
import { ARTICLE_TYPES, DOCUMENT_COLLECTION_KEYS, FILE_TYPES } from '../../shared/constants/content';
import { DEFAULT_PROFILE_ALT } from '../../shared/constants/limits';
import { videoInputSchema } from '../../shared/schemas/video';
import { nextFreeSlug, slugify } from '../services/articles';
import { sanitizeArticleContent } from '../services/sanitize';
import { DEMO_ANNOUNCEMENT } from './announcement-data';
import { DEMO_ARTICLES } from './articles-data';
import { DEMO_DOCUMENTS } from './documents-data';
import { DEMO_FILE_LINKS, driveLink } from './files-data';
import { DEMO_HERO_ALT, DEMO_HERO_TITLES, DEMO_VIDEOS } from './media-data';

/** Stored image paths rendered before the database writes. */
export interface DemoPictures {
  thumbnails: string[];
  hero: string[];
  orgChart: string;
}

export interface DemoCounts {
  articles: number;
  fileLinks: number;
  categories: number;
  documents: number;
  videos: number;
  heroSlides: number;
  announcements: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `daysAgo` days before `now`, at 09:00 Jakarta time (02:00 UTC), as stored timestamps are. */
export function daysBefore(now: Date, daysAgo: number): string {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  day.setUTCHours(2, 0, 0, 0);
  return day.toISOString();
}

async function writeArticles(db: Db, thumbnails: string[], now: Date): Promise<number> {
  let index = 0;
  for (const category of ARTICLE_TYPES) {
    for (const article of DEMO_ARTICLES[category].articles) {
      // The same cleaning as an article written through the API; the text feeds search and excerpts.
      const { content, text } = sanitizeArticleContent(article.content);
      const base = slugify(article.title);
      const slug = nextFreeSlug(base, new Set(await articlesRepo.findSlugsLike(db, base)));
      const published = daysBefore(now, article.daysAgo);
      await articlesRepo.insertArticle(db, {
        title: article.title,
        slug,
        author: article.author,
        category,
        content,
        content_text: text,
        thumbnail: thumbnails[index] ?? null,
        published_date: published,
        created_at: published,
        updated_at: published,
      });
      index += 1;
    }
  }
  return index;
}

async function writeFileLinks(db: Db, now: Date): Promise<number> {
  let count = 0;
  for (const fileType of FILE_TYPES) {
    const links = DEMO_FILE_LINKS[fileType];
    for (const [i, link] of links.entries()) {
      // The last one of each list is the newest, 30 days apart.
      const at = daysBefore(now, (links.length - i) * 30);
      await fileLinksRepo.insertFileLink(db, {
        ...link,
        file_url: driveLink(`${fileType}/${link.file_name}`),
        file_type: fileType,
        created_at: at,
        updated_at: at,
      });
      count += 1;
    }
  }
  return count;
}

async function writeDocuments(db: Db, now: Date): Promise<{ categories: number; documents: number }> {
  const counts = { categories: 0, documents: 0 };
  for (const collection of DOCUMENT_COLLECTION_KEYS) {
    for (const category of DEMO_DOCUMENTS[collection]) {
      const row = await documentsRepo.insertCategory(db, collection, category.name, daysBefore(now, 120));
      counts.categories += 1;
      for (const [i, name] of category.documents.entries()) {
        await documentsRepo.insertDocument(db, {
          collection,
          category_id: row.id,
          file_name: name,
          file_url: driveLink(`${collection}/${category.name}/${name}`),
          now: daysBefore(now, 100 - i * 20),
        });
        counts.documents += 1;
      }
    }
  }
  return counts;
}

/** `days` days after `now`, at `hour`:00 Jakarta time. */
function daysAfter(now: Date, days: number, hour: number): string {
  const day = new Date(now.getTime() + days * DAY_MS);
  day.setUTCHours(hour - 7, 0, 0, 0);
  return day.toISOString();
}

/** One current announcement with a deadline ahead, linking a demo document: the home page's banner. */
async function writeAnnouncement(db: Db, now: Date): Promise<number> {
  const { content, text } = sanitizeArticleContent(DEMO_ANNOUNCEMENT.content);
  const created = daysBefore(now, 3);
  const row = await announcementsRepo.insertAnnouncement(db, {
    title: DEMO_ANNOUNCEMENT.title,
    content,
    content_text: text,
    starts_at: created,
    ends_at: daysAfter(now, DEMO_ANNOUNCEMENT.endsInDays, 23),
    deadline: daysAfter(now, DEMO_ANNOUNCEMENT.deadlineInDays, 16),
    created_at: created,
    updated_at: created,
  });
  const documents = await documentsRepo.listDocuments(db, 'prof');
  const linked = documents.filter((document) => document.file_name === DEMO_ANNOUNCEMENT.document);
  await announcementsRepo.setAnnouncementDocuments(
    db,
    row.id,
    linked.map((document) => document.id),
  );
  return 1;
}

async function writeMedia(db: Db, pictures: DemoPictures, now: Date): Promise<{ videos: number; heroSlides: number }> {
  for (const video of DEMO_VIDEOS) {
    // The same rule as the API: the watch link is stored as its embed link.
    const { title, link } = videoInputSchema.parse({ title: video.title, link: video.link });
    const at = daysBefore(now, video.daysAgo);
    await videosRepo.insertVideo(db, { title, link, created_at: at, updated_at: at });
  }
  const at = daysBefore(now, 90);
  await imagesRepo.insertProfileImage(db, {
    image: pictures.orgChart,
    alt: DEFAULT_PROFILE_ALT,
    type: 'struktur_organisasi',
    created_at: at,
    updated_at: at,
  });
  for (const [position, image] of pictures.hero.entries()) {
    const title = DEMO_HERO_TITLES[position] ?? '';
    await imagesRepo.insertHeroSlide(db, {
      title,
      alt: DEMO_HERO_ALT,
      image,
      position,
      created_at: at,
      updated_at: at,
    });
  }
  return { videos: DEMO_VIDEOS.length, heroSlides: pictures.hero.length };
}

/** Every demo record; run inside one transaction so a failure leaves the database empty again. */
export async function writeDemoContent(db: Db, pictures: DemoPictures, now: Date): Promise<DemoCounts> {
  const articles = await writeArticles(db, pictures.thumbnails, now);
  const fileLinks = await writeFileLinks(db, now);
  const documents = await writeDocuments(db, now);
  const media = await writeMedia(db, pictures, now);
  const announcements = await writeAnnouncement(db, now);
  return { articles, fileLinks, ...documents, ...media, announcements };
}
