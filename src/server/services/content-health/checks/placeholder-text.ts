import { contentHealthRepo } from '../../../../db/index';
import { PLACEHOLDER_MARKERS } from '../../../../shared/constants/content-health';
import type { ContentHealthItem } from '../../../../shared/schemas/content-health';
import { htmlToText } from '../../../../shared/text-rules';
import type { HealthCheck } from '../check';
import { placeholderIn } from '../placeholders';
import { publishedPages } from '../published-pages';

type FoundRecord = Pick<ContentHealthItem, 'kind' | 'id' | 'title' | 'type' | 'date'>;

/** The record as a finding when one of its texts holds a marker (as a word). */
function flagged(record: FoundRecord, ...texts: string[]): ContentHealthItem[] {
  const placeholder = placeholderIn(...texts);
  return placeholder ? [{ ...record, link: null, placeholder }] : [];
}

/**
 * Pages, articles and FAQ answers still holding placeholder text ("Lorem ipsum", "[isi di sini]",
 * PLACEHOLDER_MARKERS): text nobody wrote yet, shown to visitors. As visitors see them: each page's
 * published versions, published articles (scheduled ones too), live FAQ entries. The database passes
 * over the plain text once (LIKE); only the records it answers are read word by word here.
 */
export const placeholderText: HealthCheck = {
  async find(db, { now, limit }) {
    const [pages, articles, faq] = await Promise.all([
      publishedPages(db, now),
      contentHealthRepo.articlesHolding(db, PLACEHOLDER_MARKERS),
      contentHealthRepo.faqEntriesHolding(db, PLACEHOLDER_MARKERS),
    ]);
    const found = [
      // A page's text is HTML only (three pages, read whole); the version visitors see now names it first.
      ...pages.flatMap(
        ({ page_id, slug, versions }) =>
          versions
            .map((version) =>
              flagged(
                { kind: 'page', id: page_id, title: version.title, type: slug, date: version.published_at },
                version.title,
                htmlToText(version.content),
              ),
            )
            .find((items) => items.length > 0) ?? [],
      ),
      ...articles.flatMap((row) =>
        flagged(
          { kind: 'article', id: row.id, title: row.title, type: row.category, date: row.published_date },
          row.title,
          row.content_text,
        ),
      ),
      ...faq.flatMap((row) =>
        flagged(
          { kind: 'faq', id: row.id, title: row.question, type: null, date: null },
          row.question,
          row.answer_text,
        ),
      ),
    ];
    return { total: found.length, items: found.slice(0, limit) };
  },
};
