import { describe, expect, it } from 'vitest';
import { toYoutubeEmbed, youtubeIdOf } from '../../shared/schemas/video';
import { playerUrl } from './video';

describe('YouTube links (SPEC §5) and the click-to-load player', () => {
  it('converts watch and short links to the embed form and keeps embed links', () => {
    expect(toYoutubeEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(toYoutubeEmbed('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(toYoutubeEmbed('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
  });

  it('gives no embed for other links', () => {
    expect(toYoutubeEmbed('https://vimeo.com/123')).toBeNull();
    expect(toYoutubeEmbed('javascript:alert(1)')).toBeNull();
  });

  it('loads the privacy-enhanced player, starting at once after the click', () => {
    const id = youtubeIdOf('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(playerUrl({ youtubeId: id })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(playerUrl({ youtubeId: null })).toBeNull();
  });
});
