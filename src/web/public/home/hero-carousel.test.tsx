// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HeroSlideView } from '../../../shared/views';
import { HeroCarousel } from './hero-carousel';

afterEach(cleanup);

const NAME = 'Pusat Penelitian, Publikasi dan Pengabdian Kepada Masyarakat';
const TAGLINE = 'Universitas Mayjen Sungkono — berkarya melalui riset dan pengabdian untuk masyarakat.';

const slide = (id: number, texts: Partial<HeroSlideView> = {}): HeroSlideView => ({
  id,
  image: `uploads/${String(id).repeat(32)}.webp`,
  alt: '',
  title: '',
  subtitle: '',
  ...texts,
});

/** The texts shown on each slide, caption and line under it. */
const slideTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('.swiper-slide')].map((element) =>
    [...element.querySelectorAll('.hero-title, .hero-subtitle')].map((text) => text.textContent),
  );

describe('the home hero', () => {
  it("shows the centre's name and tagline over slides without texts of their own", () => {
    const { container } = render(<HeroCarousel slides={[slide(1, { alt: 'Gedung rektorat' }), slide(2)]} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NAME);
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('hero-title');
    expect(screen.getByText(TAGLINE)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gedung rektorat' })).toBeInTheDocument();
    expect(slideTexts(container)).toEqual([[], []]);
  });

  it('shows each slide its caption and the line under it; a slide without them the name and tagline', () => {
    const { container } = render(
      <HeroCarousel
        slides={[
          slide(1, { title: 'Wisuda 2026', subtitle: 'Selamat kepada 1.200 lulusan', alt: 'Para wisudawan' }),
          slide(2, { title: 'Hibah Penelitian Dibuka' }),
          slide(3, { alt: 'Gedung rektorat' }),
          slide(4, { subtitle: 'Kampus hijau' }),
        ]}
      />,
    );
    expect(slideTexts(container)).toEqual([
      ['Wisuda 2026', 'Selamat kepada 1.200 lulusan'],
      ['Hibah Penelitian Dibuka'],
      [NAME, TAGLINE],
      [NAME, 'Kampus hijau'],
    ]);
    // The page's one heading is still the centre's name, for those who move by headings.
    const headings = screen.getAllByRole('heading');
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(NAME);
    expect(headings[0]).toHaveClass('visually-hidden');
    // The alternative text stays the image's, apart from the caption.
    expect(screen.getByRole('img', { name: 'Para wisudawan' })).toBeInTheDocument();
  });

  it('keeps its heading without any slide', () => {
    render(<HeroCarousel slides={[]} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NAME);
  });
});
