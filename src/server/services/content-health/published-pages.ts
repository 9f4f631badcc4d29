import { contentHealthRepo, type Db } from '../../../db/index';

type Version = contentHealthRepo.PublishedPageVersionRow;

/** A page with the versions visitors see: the one shown now, then those scheduled to replace it, soonest first. */
export interface PublishedPage {
  page_id: number;
  slug: string;
  versions: Version[];
}

/**
 * Each page as visitors see it, now or later without anybody acting again: its newest published
 * version whose moment has come (as repositories/pages.ts findVisibleVersion picks it) and every
 * published version still ahead. Drafts are work in progress and left out.
 */
export async function publishedPages(db: Db, now: Date): Promise<PublishedPage[]> {
  const moment = now.toISOString();
  const ahead = (version: Version) => version.published_at !== null && version.published_at > moment;
  const byPage = new Map<number, Version[]>();
  // Each page's versions come newest first.
  for (const row of await contentHealthRepo.publishedPageVersions(db)) {
    byPage.set(row.page_id, [...(byPage.get(row.page_id) ?? []), row]);
  }
  return [...byPage.entries()].map(([pageId, rows]) => {
    const shown = rows.find((row) => !ahead(row));
    const scheduled = rows.filter(ahead).reverse();
    return {
      page_id: pageId,
      slug: rows[0]?.slug ?? '',
      versions: [...(shown ? [shown] : []), ...scheduled],
    };
  });
}
