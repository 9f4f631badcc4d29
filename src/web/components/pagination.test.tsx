// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

afterEach(cleanup);

function renderLinks(page: number, totalPages: number) {
  render(
    <MemoryRouter>
      <Pagination page={page} totalPages={totalPages} hrefFor={(target) => `/search-page?page=${target}`} />
    </MemoryRouter>,
  );
}

describe('Pagination', () => {
  it('disables "previous" on the first page and links the others', () => {
    renderLinks(1, 3);
    expect(screen.queryByRole('link', { name: /Sebelumnya/ })).toBeNull();
    expect(screen.getByText('Sebelumnya').closest('[aria-disabled]')).not.toBeNull();
    expect(screen.getByRole('link', { name: /Berikutnya/ }).getAttribute('href')).toBe('/search-page?page=2');
    expect(screen.getByRole('link', { name: 'Halaman 3' }).getAttribute('href')).toBe('/search-page?page=3');
    expect(screen.getByText('1').getAttribute('aria-current')).toBe('page');
  });

  it('disables "next" on the last page', () => {
    renderLinks(3, 3);
    expect(screen.queryByRole('link', { name: /Berikutnya/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Sebelumnya/ }).getAttribute('href')).toBe('/search-page?page=2');
  });

  it('calls onChange with buttons when no links are wanted, and hides a single page on request', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination page={2} totalPages={4} onChange={onChange} hideSinglePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Halaman 4' }));
    await userEvent.click(screen.getByRole('button', { name: /Sebelumnya/ }));
    expect(onChange.mock.calls).toEqual([[4], [1]]);
    rerender(<Pagination page={1} totalPages={1} onChange={onChange} hideSinglePage />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
