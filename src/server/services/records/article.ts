import type { ArticleRow } from '../../../db/index';
import { articleRecordSchema } from '../../../shared/schemas/article';
import { imagePath, recordMapping } from './record-mapping';

/** An article as the API answers it (SPEC §3). */
export const articleRecord = recordMapping(articleRecordSchema, (row: ArticleRow) => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  author: row.author,
  published_date: row.published_date,
  content: row.content,
  thumbnail: row.thumbnail ? imagePath(row.thumbnail) : null,
  category: row.category,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
}));
