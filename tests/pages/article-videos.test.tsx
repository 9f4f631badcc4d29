import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { format } from '../../src/shared/messages';
import { siteMessages } from '../../src/shared/messages/site';
import type { ArticleRecord } from '../../src/shared/schemas';
import { VIDEO_PLAYER_ALLOW } from '../../src/shared/video-links';
import { ClickToLoadFrame } from '../../src/web/components/click-to-load-frame';
import { adminMultipart } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';

// A video inside an article is stored as a player frame (docs/decisions/article-videos.md); the
// article's page shows the click-to-load facade of the output videos in its place, so nothing is asked
// of the video's host before the visitor presses play. The stored text keeps the frame.

/** The facade of the output videos (components/video-card.tsx) for a player named `title`. */
const outputFacade = (src: string, title: string) =>
  renderToStaticMarkup(
    <ClickToLoadFrame
      src={src}
      title={title}
      buttonLabel={format(siteMessages.outputs.play, { title })}
      allow={VIDEO_PLAYER_ALLOW}
      className="video-facade article-video"
    >
      <span className="frame-facade-icon" aria-hidden="true">
        ▶
      </span>
    </ClickToLoadFrame>,
  );

describeEachDatabase(
  'videos inside an article on its page',
  (ctx) => {
    const send = adminMultipart(ctx);

    it('shows each stored video frame as the click-to-load facade of the output videos, and no frame', async () => {
      const stored =
        '<p>Simak videonya:</p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video YouTube" loading="lazy" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>' +
        '<p>Dan dari Vimeo:</p><iframe src="https://vimeo.com/76979871/abcdef12" title="Penerjunan &quot;KKN&quot; &amp; warga"></iframe>';
      const created = await send('POST', '/api/article/add', {
        title: 'Dokumentasi Penerjunan KKN',
        author: 'Tim KKN',
        category: 'informasi_kkn',
        content: stored,
      });
      expect(created.statusCode, created.body).toBe(201);
      const { slug, content } = created.json() as ArticleRecord;
      // The stored text keeps the frames (in the server's own shape), for the old frontend.
      expect(content).toContain('<iframe src="https://player.vimeo.com/video/76979871?dnt=1&amp;h=abcdef12"');

      const page = await ctx().app.inject({ url: `/article/${slug}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        '<p>Simak videonya:</p>' +
          outputFacade('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0', 'Video YouTube') +
          '<p>Dan dari Vimeo:</p>' +
          outputFacade(
            'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=abcdef12',
            'Penerjunan "KKN" & warga',
          ),
      );
      expect(page.body).not.toContain('<iframe');
      // The page's policy lets the players in once pressed.
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toMatch(/frame-src[^;]*https:\/\/www\.youtube-nocookie\.com/);
      expect(policy).toMatch(/frame-src[^;]*https:\/\/player\.vimeo\.com/);
    });

    it('shows a video in an FAQ answer as the same facade: pages, answers and announcements are rendered alike', async () => {
      const added = await ctx().asAdmin({
        method: 'POST',
        url: '/api/faq/add',
        payload: {
          question: 'Bagaimana cara mendaftar KKN?',
          answer:
            '<p>Tonton panduannya:</p><iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title="Panduan KKN"></iframe>',
        },
      });
      expect(added.statusCode, added.body).toBe(201);
      const page = await ctx().app.inject({ url: '/faq' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        outputFacade('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0', 'Panduan KKN'),
      );
      expect(page.body).not.toContain('<iframe');
    });
  },
  { web: 'production' },
);
