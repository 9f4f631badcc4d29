import { format, messages } from '../../../shared/messages';
import type { VideoView } from '../../../server/services/web-services';
import { ClickToLoadFrame } from '../../components/click-to-load-frame';
import { EmptyState } from '../../components/data-states';
import { PageHeader } from '../../components/page-header';
import { RouteError } from '../../components/route-error';
import { cardDelay } from '../../lib/animation';
import { loadOr, pageFor, pageText, seoFor } from '../../lib/page-context';
import { seoMeta } from '../../lib/seo';
import { playerUrl } from '../../lib/video';
import type { Route } from './+types/outputs-page';

const text = messages.site.outputs;

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url, 'outputs');
  const videos = await loadOr(context.services.videos(), messages.publicError.videos);
  return { title: pageText(page).title, videos, seo: seoFor(context.publicUrl, page) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

function VideoCard({ video, index }: { video: VideoView; index: number }) {
  const src = playerUrl(video);
  return (
    <article className="card video-card h-100 reveal" style={{ animationDelay: `${cardDelay(index)}ms` }}>
      {src && (
        <ClickToLoadFrame
          src={src}
          title={video.title}
          buttonLabel={format(text.play, { title: video.title })}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          className="video-facade"
        >
          <span className="frame-facade-icon" aria-hidden="true">
            ▶
          </span>
        </ClickToLoadFrame>
      )}
      <div className="card-body">
        <span className="badge video-badge">{text.platform}</span>
        <h2 className="video-title">{video.title}</h2>
        {video.year && <p className="video-year mb-0">{format(text.updated, { year: video.year })}</p>}
      </div>
    </article>
  );
}

/** Output videos: a card per video; the player is loaded only when its preview is clicked. */
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
              <li className="col" key={video.id}>
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
