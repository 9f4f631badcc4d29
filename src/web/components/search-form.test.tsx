// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchForm } from './search-form';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SearchForm action="/search-page" placeholder="Ketik pencarian baru..." />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/tentang'] },
  );
  render(<RouterProvider router={router} />);
}

describe('SearchForm', () => {
  it('is labelled and goes to /search-page?q={encoded term}', async () => {
    setup();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari artikel' }), '  KKN & desa ');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(screen.getByTestId('where').textContent).toBe('/search-page?q=KKN%20%26%20desa');
  });

  it('does nothing for a blank term', async () => {
    setup();
    await userEvent.type(screen.getByRole('searchbox'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(screen.getByTestId('where').textContent).toBe('/tentang');
  });
});
