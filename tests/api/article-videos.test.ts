import { expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/server/plugins/security';
import { articleHtmlForPage } from '../../src/server/services/article-page-html';
import { adminMultipart } from '../helpers/images';
import { describeEachDatabase } from '../helpers/test-app';

// A YouTube or Vimeo video inside an article text (docs/decisions/article-videos.md): the server keeps
// only the player it builds itself from the video's id, whatever shape the video came in.

const YOUTUBE_PLAYER =
  '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video YouTube" loading="lazy" ' +
  'allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>';
const VIMEO_PLAYER =
  '<iframe src="https://player.vimeo.com/video/76979871?dnt=1" title="Video Vimeo" loading="lazy" ' +
  'allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>';

const ARTICLE = { author: 'Humas P3M', category: 'informasi_kkn' };

describeEachDatabase('videos inside article texts', (ctx) => {
  const send = adminMultipart(ctx);
  const stored = async (content: string) => {
    const created = await send('POST', '/api/article/add', { ...ARTICLE, title: 'Video', content });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().content as string;
  };

  it('keeps a YouTube or Vimeo video as the player the server builds from its id', async () => {
    const shapes: [string, string][] = [
      // The old editor (Quill) writes its videos so.
      [
        '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"></iframe>',
        YOUTUBE_PLAYER,
      ],
      ['<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s"></iframe>', YOUTUBE_PLAYER],
      ['<iframe src="//www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>', YOUTUBE_PLAYER],
      ['<iframe src="https://youtu.be/dQw4w9WgXcQ" width="560" height="315"></iframe>', YOUTUBE_PLAYER],
      ['<iframe src="https://player.vimeo.com/video/76979871?autoplay=1&amp;loop=1"></iframe>', VIMEO_PLAYER],
      ['<iframe src="https://vimeo.com/76979871"></iframe>', VIMEO_PLAYER],
      [
        '<iframe src="https://vimeo.com/76979871/abc123def0" title="Wisuda 2026"></iframe>',
        VIMEO_PLAYER.replace('?dnt=1"', '?dnt=1&amp;h=abc123def0"').replace('Video Vimeo', 'Wisuda 2026'),
      ],
    ];
    for (const [sent, player] of shapes) {
      expect(await stored(`<p>Simak videonya:</p>${sent}<p>Selesai.</p>`), sent).toBe(
        `<p>Simak videonya:</p>${player}<p>Selesai.</p>`,
      );
    }
    // A video alone is content; the player is saved again unchanged.
    expect(await stored(YOUTUBE_PLAYER)).toBe(YOUTUBE_PLAYER);
  });

  it('removes every other frame, and whatever a kept one carried beside the video', async () => {
    const removed = [
      '<iframe src="https://www.dailymotion.com/embed/video/x7tgad0"></iframe>',
      '<iframe src="https://youtube.com.jahat.example/embed/dQw4w9WgXcQ"></iframe>',
      '<iframe src="https://www.youtube.com/embed/pendek"></iframe>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
      '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
      '<iframe src="https://player.vimeo.com/video/abc"></iframe>',
      '<embed src="https://www.youtube.com/embed/dQw4w9WgXcQ">',
      '<object data="https://www.youtube.com/embed/dQw4w9WgXcQ"></object>',
    ];
    for (const frame of removed) expect(await stored(`<p>Teks.</p>${frame}`), frame).toBe('<p>Teks.</p>');

    const dressed =
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(1)" style="position:fixed" ' +
      'sandbox="allow-scripts allow-top-navigation" allow="camera" srcdoc="x" name="t" loading="eager">Teks lama</iframe>';
    expect(await stored(`<p>Teks.</p>${dressed}`)).toBe(`<p>Teks.</p>${YOUTUBE_PLAYER}`);
  });

  it('is read by the old frontend as stored, shown by the page as its click-to-load facade, and allowed by the page policy', async () => {
    const content = await stored(`<p>Video kegiatan.</p>${VIMEO_PLAYER}`);
    expect(content).toBe(`<p>Video kegiatan.</p>${VIMEO_PLAYER}`);
    const created = (await ctx().asAdmin({ url: '/api/article?limit=1' })).json()[0];
    const read = await ctx().app.inject({ url: `/api/article/slug/${created.slug}` });
    expect(read.json().content).toBe(content);
    // The page shows the facade (tests/pages/article-videos.test.tsx), whose player is this video's.
    expect(articleHtmlForPage(content)).toContain(
      'data-frame-src="https://player.vimeo.com/video/76979871?dnt=1&amp;autoplay=1" data-frame-title="Video Vimeo"',
    );
    expect(articleHtmlForPage(content)).not.toContain('<iframe');
    expect(contentSecurityPolicy(ctx().config)).toMatch(
      /frame-src [^;]*https:\/\/www\.youtube-nocookie\.com[^;]*https:\/\/player\.vimeo\.com/,
    );
  });
});
