// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArticleCardView } from '../../../shared/views';
import { NewsSection, type NewsResult } from './news-section';

afterEach(cleanup);

const card = (id: number): ArticleCardView => ({
  id,
  title: `Berita ${id}`,
  slug: `berita-${id}`,
  author: 'Humas',
  publishedAt: '2025-08-17T03:00:00.000Z',
  day: '17',
  month: 'Agu',
  dateLong: '17 Agustus 2025',
  thumbnail: null,
  thumbnailAlt: '',
  excerpt: 'Ringkasan...',
});

function renderSection(result: NewsResult) {
  render(
    <MemoryRouter>
      <NewsSection id="berita" title="Informasi KKN" seeAllPath="/all-informasi-kkn-unim" result={result} />
    </MemoryRouter>,
  );
}

describe('home news section states (SPEC §4)', () => {
  it('shows the cards with day, short month, link to the article and "Lihat Semua"', () => {
    renderSection({ ok: true, articles: [card(1), card(2), card(3)] });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Berita 1' }).getAttribute('href')).toBe('/article/berita-1');
    expect(screen.getAllByText('Agu')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /Lihat Semua/ }).getAttribute('href')).toBe('/all-informasi-kkn-unim');
  });

  it('shows the empty text', () => {
    renderSection({ ok: true, articles: [] });
    expect(screen.getByText('Tidak ada berita ditemukan.')).toBeTruthy();
  });

  it('shows the error text as an alert (styled red)', () => {
    renderSection({ ok: false });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Gagal mengambil data artikel.');
    expect(alert.className).toContain('data-state-error');
  });
});
