import { PageBody, PageSection } from '../../components/page-section';
import { PageHeader } from '../../components/page-header';
import { PreviewBanner } from '../../components/preview-banner';
import { ResponsiveImage } from '../../components/responsive-image';
import { loadEditablePage } from '../../lib/editable-page';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/about-page';

export async function loader({ context, url }: Route.LoaderArgs) {
  return loadEditablePage(context, url, 'about');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** The illustration beside the first section: the one staff uploaded, else the site's own. */
function Illustration({ image, alt }: { image: string | null; alt: string }) {
  if (image) {
    return (
      <ResponsiveImage
        src={image}
        alt={alt}
        width={480}
        height={360}
        sizes="(min-width: 992px) 40vw, 100vw"
        className="img-fluid page-illustration"
      />
    );
  }
  return (
    <img src="/illustration-research.svg" alt={alt} width={480} height={360} className="img-fluid" loading="lazy" />
  );
}

/**
 * Vision, three missions, four goals and nine targets, with an illustration (SPEC §2), as staff keep
 * them (Halaman): the first section beside the illustration, the second as the vision, the next two
 * side by side, the rest below.
 */
export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { page, preview } = loaderData;
  const [intro, vision, ...others] = page.sections;
  const pair = others.slice(0, 2);
  const rest = others.slice(2);
  return (
    <>
      {preview && <PreviewBanner text={preview.text} />}
      <PageHeader title={page.title} />
      <div className="container py-5">
        <div className="row g-4 align-items-center mb-5">
          <div className="col-lg-7">
            {page.lead && <PageBody html={page.lead} className="page-lead mb-4" />}
            {intro && <PageSection section={intro} className="page-intro" bodyClassName="page-lead" />}
          </div>
          <div className="col-lg-5 text-center">
            <Illustration image={page.image} alt={page.imageAlt || page.title} />
          </div>
        </div>
        {vision && <PageSection section={vision} className="info-block vision-block" />}
        {pair.length > 0 && (
          <div className="row g-4">
            {pair.map((section) => (
              <div className="col-lg-6" key={section.id}>
                <PageSection section={section} className="info-block h-100" />
              </div>
            ))}
          </div>
        )}
        {rest.map((section, index) => (
          <PageSection key={section.id} section={section} className={index === 0 ? 'info-block mt-4' : 'info-block'} />
        ))}
      </div>
    </>
  );
}
