import { hasStages, PageBody, PageSection, StagesSection } from '../../components/page-section';
import { PageHeader } from '../../components/page-header';
import { PreviewBanner } from '../../components/preview-banner';
import { loadEditablePage } from '../../lib/editable-page';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/kkn-programme-page';

export async function loader({ context, url }: Route.LoaderArgs) {
  return loadEditablePage(context, url, 'kkn-programme');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/**
 * Legal basis, goals and benefits, definition and the seven implementation stages (SPEC §2), as staff
 * keep them (Halaman): a section made of h3 headings is shown as numbered stages.
 */
export default function KknProgrammePage({ loaderData }: Route.ComponentProps) {
  const { page, preview } = loaderData;
  return (
    <>
      {preview && <PreviewBanner text={preview.text} />}
      <PageHeader title={page.title} />
      <div className="container container-article py-5">
        {page.lead && <PageBody html={page.lead} className="mb-4" />}
        {page.sections.map((section) =>
          hasStages(section) ? (
            <StagesSection key={section.id} section={section} />
          ) : (
            <PageSection key={section.id} section={section} />
          ),
        )}
      </div>
    </>
  );
}
