import { messages } from '../../../shared/messages';
import { siteMessages } from '../../../shared/messages/site';
import { EmptyState } from '../../components/data-states';
import { PageHeader } from '../../components/page-header';
import { ResponsiveImage } from '../../components/responsive-image';
import { RouteError } from '../../components/route-error';
import { imageUrl } from '../../lib/images';
import { loadOr, pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/org-chart-page';

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'org-chart');
  const images = await loadOr(context.services.orgChart(), messages.publicError.orgChart);
  return { title: pageText(page).title, images, seo: seoFor(context.publicUrl, page) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/**
 * The organisation chart images, each with its alt text. A chart has small print: each one is a link
 * to its largest stored file, which a phone can zoom into.
 */
export default function OrgChartPage({ loaderData }: Route.ComponentProps) {
  const { images } = loaderData;
  return (
    <>
      <PageHeader title={loaderData.title} />
      <section className="container py-5">
        {images.length === 0 ? (
          <EmptyState text={messages.empty.orgChart} />
        ) : (
          images.map((image, index) => (
            <figure key={image.id} className="org-chart">
              <a href={imageUrl(image.image) ?? undefined} className="org-chart-link">
                <ResponsiveImage
                  src={image.image}
                  alt={image.alt}
                  width={1600}
                  height={1000}
                  sizes="(min-width: 1400px) 1296px, 100vw"
                  className="org-chart-image"
                  priority={index === 0}
                />
                <span className="org-chart-open">{siteMessages.orgChart.openFull}</span>
              </a>
            </figure>
          ))
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError text={messages.publicError.orgChart} />;
}
