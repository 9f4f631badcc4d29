import { contentHealthRepo } from '../../../../db/index';
import { DOCUMENT_STALE_YEARS } from '../../../../shared/constants/content-health';
import type { HealthCheck } from '../check';

/** Guides, decrees and documents not changed for more than three years: possibly out of date. */
export const oldDocuments: HealthCheck = {
  async find(db, { now, limit }) {
    const before = new Date(now);
    before.setUTCFullYear(before.getUTCFullYear() - DOCUMENT_STALE_YEARS);
    const { total, rows } = await contentHealthRepo.documentsUpdatedBefore(db, before.toISOString(), limit);
    const items = rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      title: row.title,
      type: row.type,
      date: row.updated_at,
      link: null,
    }));
    return { total, items };
  },
};
