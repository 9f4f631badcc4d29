// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchGroupRecord } from '../../shared/schemas/search';
import { SearchSection } from './search-hits';

afterEach(cleanup);

const hit = { id: 1, title: 'Panduan KKN', excerpt: '', href: '/d/berkas/1', context: '', date: null };
const group = (total: number, more: boolean): SearchGroupRecord => ({
  kind: 'file',
  title: 'Panduan dan SK',
  total,
  more,
  items: [hit],
});

describe('a section of the search page', () => {
  it('counts its hits as Indonesian readers write numbers', () => {
    render(<SearchSection group={group(1234, false)} moreHref="/search-page?q=kkn&jenis=berkas" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Panduan dan SK 1.234 hasil');
    expect(screen.getByRole('link', { name: 'Lihat semua 1.234 hasil: Panduan dan SK' })).toBeTruthy();
  });

  it('says "lebih dari 2.000 hasil" when the words matched more than a search ranks', () => {
    render(<SearchSection group={group(2001, true)} moreHref="/search-page?q=kkn&jenis=berkas" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Panduan dan SK lebih dari 2.000 hasil');
    expect(screen.getByRole('link', { name: 'Lihat lebih dari 2.000 hasil: Panduan dan SK' })).toBeTruthy();
  });
});
