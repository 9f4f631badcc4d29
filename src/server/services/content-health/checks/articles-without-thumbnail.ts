import { contentHealthRepo } from '../../../../db/index';
import type { HealthCheck } from '../check';

/** Articles without a thumbnail: their cards show the placeholder image. */
export const articlesWithoutThumbnail: HealthCheck = {
  async find(db, { limit }) {
    const { total, rows } = await contentHealthRepo.articlesWithoutThumbnail(db, limit);
    const items = rows.map((row) => ({
      kind: 'article' as const,
      id: row.id,
      title: row.title,
      type: row.category,
      date: row.published_date,
      link: null,
    }));
    return { total, items };
  },
};
