import { format } from '../../shared/messages';
import { siteMessages } from '../../shared/messages/site';
import { VIDEO_PLAYER_ALLOW } from '../../shared/video-links';
import type { VideoView } from '../../shared/views';
import { cardDelay } from '../lib/animation';
import { ClickToLoadFrame } from './click-to-load-frame';
import { ExternalLink } from './external-link';

const text = siteMessages.outputs;

/**
 * One output video. YouTube and Vimeo play in their own player, loaded only when the preview is
 * pressed; a video on any other host is a card linking to it in a new tab (its player may refuse to
 * be framed, and the Content-Security-Policy only lets known players in).
 */
export function VideoCard({ video, index }: { video: VideoView; index: number }) {
  const { embed } = video;
  const player = embed && embed.kind !== 'link' ? embed : null;
  const badge = embed ? (embed.kind === 'link' ? embed.host : text.platform[embed.kind]) : null;
  return (
    <article className="card video-card h-100 reveal" style={{ animationDelay: `${cardDelay(index)}ms` }}>
      {player && (
        <ClickToLoadFrame
          src={player.playerUrl}
          title={video.title}
          buttonLabel={format(text.play, { title: video.title })}
          allow={VIDEO_PLAYER_ALLOW}
          className="video-facade"
        >
          <span className="frame-facade-icon" aria-hidden="true">
            ▶
          </span>
        </ClickToLoadFrame>
      )}
      <div className="card-body">
        {badge && <span className="badge video-badge">{badge}</span>}
        <h2 className="video-title">{video.title}</h2>
        {video.year && <p className="video-year mb-0">{format(text.updated, { year: video.year })}</p>}
        {embed?.kind === 'link' && (
          <ExternalLink href={embed.url} className="btn btn-primary btn-sm mt-3 video-link">
            {format(text.watchOn, { host: embed.host })}
          </ExternalLink>
        )}
      </div>
    </article>
  );
}
