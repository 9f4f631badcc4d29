// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VideoView } from '../../shared/views';
import { videoEmbedOf } from '../../shared/video-links';
import { enhanceFrames } from '../enhance/frames';
import { VideoCard } from './video-card';

afterEach(cleanup);

const video = (title: string, link: string): VideoView => ({
  id: 1,
  title,
  link,
  embed: videoEmbedOf(link),
  year: '2026',
});

function renderCard(view: VideoView) {
  render(<VideoCard video={view} index={0} />);
  return screen.getByRole('article');
}

describe('an output video card (SPEC §2 Luaran P3M)', () => {
  it('YouTube: a play button that puts the privacy-enhanced player in its place when pressed', () => {
    const card = renderCard(video('Luaran YouTube', 'https://www.youtube.com/embed/dQw4w9WgXcQ'));
    expect(within(card).getByText('YouTube')).toBeTruthy();
    expect(card.querySelector('iframe')).toBeNull();
    enhanceFrames(document);
    within(card).getByRole('button', { name: 'Putar video: Luaran YouTube' }).click();
    expect(card.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });

  it("Vimeo: the same, with Vimeo's embed form", () => {
    const card = renderCard(video('Luaran Vimeo', 'https://vimeo.com/76979871'));
    expect(within(card).getByText('Vimeo')).toBeTruthy();
    expect(card.querySelector('iframe')).toBeNull();
    expect(within(card).queryByRole('link')).toBeNull();
    enhanceFrames(document);
    within(card).getByRole('button', { name: 'Putar video: Luaran Vimeo' }).click();
    const frame = card.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
    expect(frame?.title).toBe('Luaran Vimeo');
  });

  it('another host: a card with the title, the host and a link opening in a new tab, never a frame', () => {
    const card = renderCard(video('Luaran Lain', 'https://www.video.example.org/tonton?id=7'));
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Luaran Lain');
    expect(within(card).getByText('video.example.org', { selector: '.video-badge' })).toBeTruthy();
    const link = within(card).getByRole('link', { name: /^Tonton di video\.example\.org/ });
    expect(link.getAttribute('href')).toBe('https://www.video.example.org/tonton?id=7');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toMatch(/tab baru/);
    expect(within(card).queryByRole('button')).toBeNull();
    expect(card.querySelector('iframe, [data-frame-src]')).toBeNull();
  });

  it('a stored link that is not http(s) (older data): the title alone, nothing to click', () => {
    const card = renderCard(video('Lama', 'javascript:alert(1)'));
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Lama');
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
