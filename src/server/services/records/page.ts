import type { PageRow, PageVersionRow } from '../../../db/index';
import type { PageSlug } from '../../../shared/constants/content';
import { pageRecordSchema } from '../../../shared/schemas/page';
import type { PageVersionSet } from '../page-versions';
import { imagePath, recordMapping } from './record-mapping';

/** A page and the versions that make its record: the one shown, and (for staff) where the page stands. */
export interface PageRecordSource {
  page: PageRow;
  /** The version the record shows: what visitors see, or what staff work on. */
  shown: PageVersionRow;
  versions: Pick<PageVersionSet<PageVersionRow>, 'live' | 'scheduled' | 'draft'>;
}

/** A page as the API answers it (shared/schemas/page.ts). */
export const pageRecord = recordMapping(pageRecordSchema, ({ page, shown, versions }: PageRecordSource) => ({
  id: page.id,
  slug: page.slug as PageSlug,
  path: `/${page.slug}`,
  title: shown.title,
  content: shown.content,
  image: shown.image ? imagePath(shown.image) : null,
  image_alt: shown.image_alt,
  status: shown.status,
  published_at: shown.published_at,
  live:
    versions.live && versions.live.published_at !== null
      ? { published_at: versions.live.published_at, updatedAt: versions.live.updated_at }
      : null,
  scheduled_at: versions.scheduled?.published_at ?? null,
  has_draft: versions.draft !== undefined,
  createdAt: page.created_at,
  updatedAt: shown.updated_at,
}));
