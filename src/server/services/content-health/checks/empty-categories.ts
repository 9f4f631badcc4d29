import { contentHealthRepo } from '../../../../db/index';
import type { HealthCheck } from '../check';

/** Document categories without documents: visitors open a section that says there is nothing in it. */
export const emptyCategories: HealthCheck = {
  async find(db, { limit }) {
    const { total, rows } = await contentHealthRepo.emptyCategories(db, limit);
    const items = rows.map((row) => ({
      kind: 'document_category' as const,
      id: row.id,
      title: row.name,
      type: row.collection,
      date: null,
      link: null,
    }));
    return { total, items };
  },
};
