import { messages } from '../../../shared/messages';
import { EmptyState } from '../../components/data-states';
import { PageHeader } from '../../components/page-header';
import { RouteError } from '../../components/route-error';
import { VideoCard } from '../../components/video-card';
import { loadOr, pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/outputs-page';

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'outputs');
  const videos = await loadOr(context.services.videos(), messages.publicError.videos);
  return { title: pageText(page).title, videos, seo: seoFor(context.publicUrl, page) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** Output videos: a card per video; a player is loaded only when its preview is clicked. */
export default function OutputsPage({ loaderData }: Route.ComponentProps) {
  const { videos } = loaderData;
  return (
    <>
      <PageHeader title={loaderData.title} />
      <section className="container py-5">
        {videos.length === 0 ? (
          <EmptyState text={messages.empty.videos} />
        ) : (
          <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled">
            {videos.map((video, index) => (
              <li className="col" key={video.id} id={`video-${video.id}`}>
                <VideoCard video={video} index={index} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError text={messages.publicError.videos} />;
}
