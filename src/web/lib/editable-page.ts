import { data, type AppLoadContext } from 'react-router';
import type { EditablePageView } from '../../shared/views';
import { format, messages } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';
import { PREVIEW_PATH_PREFIX, findPublicPage, type PublicPage } from '../../shared/site-pages';
import { loadOr, pageText } from './page-context';
import { buildSeo, type PageSeo } from './seo';

type EditableKind = 'about' | 'service-programme' | 'kkn-programme';

export interface EditablePageData {
  page: EditablePageView;
  /** Set on a preview: what its banner says. */
  preview: { text: string } | null;
  seo: PageSeo;
}

const text = siteMessages.preview;

/**
 * The loader of an editable page (Tentang, the community-service and KKN programmes): what visitors
 * see now, or, for a preview the server allowed (src/server/plugins/preview-pages.ts), the version
 * staff work on, marked and not for search engines. The preview route without one is a 404.
 */
export async function loadEditablePage(
  context: AppLoadContext,
  url: URL,
  kind: EditableKind,
): Promise<EditablePageData> {
  const preview = context.preview && 'pageId' in context.preview ? context.preview : null;
  let entry: PublicPage;
  let page: EditablePageView | null;
  let banner: EditablePageData['preview'] = null;
  if (preview) {
    const found = findPublicPage(`/${preview.pageSlug}`);
    if (!found || found.kind !== kind) throw data(null, { status: 404 });
    entry = found;
    const version = await loadOr(context.services.previewPage(preview.pageId), messages.publicError.data);
    page = version;
    if (version) {
      banner = {
        text:
          version.state === 'draft'
            ? text.pageDraft
            : version.state === 'scheduled'
              ? format(text.pageScheduled, { date: version.dateTimeLong })
              : text.pagePublished,
      };
    }
  } else {
    if (url.pathname.startsWith(PREVIEW_PATH_PREFIX)) throw data(null, { status: 404 });
    const found = findPublicPage(url.pathname);
    if (!found || found.kind !== kind) throw data(null, { status: 404 });
    entry = found;
    page = await loadOr(
      context.services.page(found.path.slice(1) as EditablePageView['slug']),
      messages.publicError.data,
    );
  }
  if (!page) throw data(null, { status: 404 });
  const seo = buildSeo({
    publicUrl: context.publicUrl,
    path: entry.path,
    title: page.title,
    description: pageText(entry).description,
    trail: [{ name: page.title, path: entry.path }],
  });
  // A preview is never for search engines, whatever its state.
  return { page, preview: banner, seo: banner ? { ...seo, noindex: true } : seo };
}
