import { describe, expect, it } from 'vitest';
import { storedVideoLink, toYoutubeEmbed, videoEmbedOf, vimeoVideoOf, youtubeIdOf } from './video-links';

describe('video links (SPEC §5): what is stored and how it is shown', () => {
  it('stores YouTube watch, short and shorts links as embed links', () => {
    const embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&feature=share',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      ` ${embed} `,
    ]) {
      expect(toYoutubeEmbed(link), link).toBe(embed);
      expect(storedVideoLink(link), link).toBe(embed);
    }
  });

  it('keeps the start time of a YouTube link: t=42s, t=1m2s, t=42, #t=42, start=42', () => {
    const embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
    const cases: [string, string][] = [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', `${embed}?start=42`],
      ['https://youtu.be/dQw4w9WgXcQ?t=1m2s', `${embed}?start=62`],
      ['https://youtu.be/dQw4w9WgXcQ?si=abc&t=42', `${embed}?start=42`],
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=1h0m5s', `${embed}?start=3605`],
      ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=42', `${embed}?start=42`],
      ['https://www.youtube.com/shorts/dQw4w9WgXcQ?t=0', embed],
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=sebentar', embed],
    ];
    for (const [link, stored] of cases) expect(storedVideoLink(link), link).toBe(stored);
    expect(youtubeIdOf(`${embed}?start=42`)).toBe('dQw4w9WgXcQ');
    expect(videoEmbedOf(`${embed}?start=42`)).toEqual({
      kind: 'youtube',
      playerUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=42',
    });
  });

  it('keeps every other link as it came (trimmed)', () => {
    for (const link of [
      'https://vimeo.com/76979871',
      'https://video.example.org/tonton?id=7',
      'http://tv.unim.ac.id/v/1',
      'https://www.youtube.com/watch?v=pendek',
      'https://www.youtube.com/@p3munim',
    ]) {
      expect(storedVideoLink(` ${link}`), link).toBe(link);
    }
  });

  it('plays YouTube in the privacy-enhanced player, started by the click', () => {
    expect(youtubeIdOf('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoEmbedOf('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual({
      kind: 'youtube',
      playerUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    });
  });

  it("plays Vimeo through Vimeo's embed form, unlisted videos with their hash", () => {
    const player = 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1';
    for (const link of [
      'https://vimeo.com/76979871',
      'https://www.vimeo.com/76979871/',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871',
    ]) {
      expect(videoEmbedOf(link), link).toEqual({ kind: 'vimeo', playerUrl: player });
    }
    expect(vimeoVideoOf('https://vimeo.com/76979871/abc123def0')).toEqual({ id: '76979871', hash: 'abc123def0' });
    expect(videoEmbedOf('https://vimeo.com/76979871/abc123def0')).toEqual({
      kind: 'vimeo',
      playerUrl: `${player}&h=abc123def0`,
    });
    for (const link of [
      'https://vimeo.com/p3munim',
      'https://vimeo.com/',
      'https://notvimeo.com/123',
      'https://vimeo.com/1/2/3',
    ]) {
      expect(vimeoVideoOf(link), link).toBeNull();
    }
  });

  it('shows any other http(s) host as a link card, and nothing for a link that is not http(s)', () => {
    expect(videoEmbedOf('https://www.video.example.org/tonton?id=7')).toEqual({
      kind: 'link',
      url: 'https://www.video.example.org/tonton?id=7',
      host: 'video.example.org',
    });
    for (const link of ['javascript:alert(1)', 'data:text/html,x', 'bukan tautan', '']) {
      expect(videoEmbedOf(link), link).toBeNull();
      expect(toYoutubeEmbed(link), link).toBeNull();
    }
  });
});
