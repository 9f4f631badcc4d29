import { PageBody, PageSection } from '../../components/page-section';
import { PageHeader } from '../../components/page-header';
import { PreviewBanner } from '../../components/preview-banner';
import { loadEditablePage } from '../../lib/editable-page';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/service-programme-page';

export async function loader({ context, url }: Route.LoaderArgs) {
  return loadEditablePage(context, url, 'service-programme');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** The community-service programme as staff keep it (Halaman): an introduction, then its sections. */
export default function ServiceProgrammePage({ loaderData }: Route.ComponentProps) {
  const { page, preview } = loaderData;
  return (
    <>
      {preview && <PreviewBanner text={preview.text} />}
      <PageHeader title={page.title} />
      <div className="container container-article py-5">
        {page.lead && <PageBody html={page.lead} className="page-lead mb-5" />}
        {page.sections.map((section) => (
          <PageSection key={section.id} section={section} />
        ))}
      </div>
    </>
  );
}
