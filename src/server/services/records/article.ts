import type { ListedArticleRow } from '../../../db/index';
import { ARTICLE_THUMBNAIL_PLACEHOLDER } from '../../../shared/constants/content';
import { articleRecordSchema } from '../../../shared/schemas/article';
import { absoluteImageSources } from '../content-images';
import { imagePath, recordMapping } from './record-mapping';

/**
 * An article as the API answers it (SPEC §3). Without an image, `thumbnail` is the placeholder's path:
 * the old frontend builds every image address from it without checking for null.
 */
export const articleRecord = recordMapping(articleRecordSchema, (row: ListedArticleRow) => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  author: row.author,
  published_date: row.published_date,
  status: row.status,
  published_date_set: Boolean(row.published_date_set),
  content: row.content,
  thumbnail: row.thumbnail ? imagePath(row.thumbnail) : ARTICLE_THUMBNAIL_PLACEHOLDER,
  thumbnail_alt: row.thumbnail_alt,
  category: row.category,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
}));

/**
 * An article as SPEC §7's reads answer it: the images inside its text by absolute address (`base`, the
 * API host, plus the path), as the old frontend, served from another host, builds thumbnail addresses.
 * This product's own screens and pages read the stored paths.
 */
export function articleRecordFrom(base: string) {
  return (row: ListedArticleRow) => {
    const record = articleRecord.toRecord(row);
    return { ...record, content: absoluteImageSources(record.content, base) };
  };
}
