import { contentHealthRepo } from '../../../../db/index';
import { PROFILE_TYPES } from '../../../../shared/constants/content';
import type { ContentHealthItem } from '../../../../shared/schemas/content-health';
import { PAGES_WITH_ILLUSTRATION } from '../../../../shared/site-pages';
import { countImagesWithoutAlt } from '../../sanitize';
import type { HealthCheck } from '../check';
import { publishedPages } from '../published-pages';

/** Only these pages show their own illustration: another page's image is never seen. */
function hasIllustration(slug: string): boolean {
  return PAGES_WITH_ILLUSTRATION.some((candidate) => candidate === slug);
}

/** A finding of this check: the record, and which of its images lack alt text. */
function finding(
  record: Pick<ContentHealthItem, 'kind' | 'id' | 'title' | 'type' | 'date'>,
  image: boolean,
  inText: number,
): ContentHealthItem[] {
  if (!image && inText === 0) return [];
  return [{ ...record, link: null, missing_alt: { image, in_text: inText } }];
}

/**
 * Images visitors see without alt text: readers who cannot see them learn nothing of what they show.
 * Article thumbnails, the page illustration, images inside article, page and FAQ texts, home-page
 * slides and organisation-chart images; of live records as visitors see them (published articles,
 * scheduled ones too; each page's published versions), drafts left to their own save.
 */
export const imagesWithoutAlt: HealthCheck = {
  async find(db, { now, limit }) {
    const [articles, pages, faq, slides, charts] = await Promise.all([
      contentHealthRepo.articlesWithImages(db),
      publishedPages(db, now),
      contentHealthRepo.faqEntriesWithImages(db),
      contentHealthRepo.heroSlidesWithoutAlt(db),
      contentHealthRepo.profileImagesWithoutAlt(db, PROFILE_TYPES),
    ]);
    const found: ContentHealthItem[] = [
      ...articles.flatMap((row) =>
        finding(
          { kind: 'article', id: row.id, title: row.title, type: row.category, date: row.published_date },
          row.thumbnail_without_alt,
          row.content ? countImagesWithoutAlt(row.content) : 0,
        ),
      ),
      // The version visitors see now names a page before one scheduled to replace it.
      ...pages.flatMap(
        ({ page_id, slug, versions }) =>
          versions
            .map((version) =>
              finding(
                { kind: 'page', id: page_id, title: version.title, type: slug, date: version.published_at },
                hasIllustration(slug) && Boolean(version.image) && !version.image_alt.trim(),
                countImagesWithoutAlt(version.content),
              ),
            )
            .find((items) => items.length > 0) ?? [],
      ),
      ...faq.flatMap((row) =>
        finding(
          { kind: 'faq', id: row.id, title: row.question, type: null, date: null },
          false,
          countImagesWithoutAlt(row.answer),
        ),
      ),
      ...slides.flatMap((row) =>
        finding({ kind: 'hero_slide', id: row.id, title: row.title, type: null, date: null }, true, 0),
      ),
      ...charts.flatMap((row) =>
        // Its alt text is its only name, and it is blank: the screen names it by its kind.
        finding({ kind: 'profile_image', id: row.id, title: '', type: row.type, date: null }, true, 0),
      ),
    ];
    return { total: found.length, items: found.slice(0, limit) };
  },
};
