import { faqRepo, pagesRepo, type Db } from '../../../db/index';
import type { PageSlug } from '../../../shared/constants/content';
import { splitAtHeadings, uniqueHeadingIds } from '../../../shared/page-sections';
import { formatLongDateTime } from '../../../shared/text-rules';
import type { EditablePageView, EditablePagePreviewView, FaqView } from '../../../shared/views';
import type { Clock } from '../clock';
import { withVideoFacades } from '../article-video-facade';
import { sanitizeArticleHtml } from '../sanitize';

/** A page's version as its template reads it; its text is sanitized again, as an article's is. */
function toPageView(
  slug: PageSlug,
  version: { title: string; content: string; image: string | null; image_alt: string },
) {
  const { lead, sections } = splitAtHeadings(withVideoFacades(sanitizeArticleHtml(version.content)), 'h2');
  const ids = uniqueHeadingIds(sections.map((section) => section.heading));
  return {
    slug,
    title: version.title,
    lead,
    sections: sections.map((section, index) => ({ id: ids[index] ?? `bagian-${index + 1}`, ...section })),
    image: version.image,
    imageAlt: version.image_alt,
  };
}

/** The editable pages (Tentang and the programme pages), their previews, and the FAQ. */
export function editablePageViews(db: Db, clock: Clock) {
  return {
    /** What visitors see of an editable page now; null when nothing of it is published. */
    async page(slug: PageSlug): Promise<EditablePageView | null> {
      const version = await pagesRepo.findVisibleVersion(db, slug, clock.now().toISOString());
      return version ? toPageView(slug, version) : null;
    },

    /** The version of a page staff work on (its draft, else what is scheduled or published): only for a preview. */
    async previewPage(id: number): Promise<EditablePagePreviewView | null> {
      const row = await pagesRepo.findWorkingCopy(db, id);
      if (!row) return null;
      const scheduled = row.status === 'published' && (row.published_at ?? '') > clock.now().toISOString();
      return {
        ...toPageView(row.slug as PageSlug, row),
        state: row.status === 'draft' ? 'draft' : scheduled ? 'scheduled' : 'published',
        dateTimeLong: row.published_at ? formatLongDateTime(row.published_at) : '',
      };
    },

    async faqEntries(): Promise<FaqView[]> {
      const rows = await faqRepo.listFaqEntries(db);
      return rows.map((row) => ({
        id: row.id,
        question: row.question,
        answer: withVideoFacades(sanitizeArticleHtml(row.answer)),
        answerText: row.answer_text,
        group: row.group_name,
      }));
    },
  };
}
