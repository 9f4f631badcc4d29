// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteError } from './route-error';

afterEach(cleanup);

function renderFailing(path: string, error: unknown) {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => null,
      HydrateFallback: () => null,
      loader() {
        throw error;
      },
      ErrorBoundary: () => <RouteError text="Gagal memuat data dari server." />,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe('RouteError', () => {
  it("shows the page's banner and the failure text the loader gave, as an alert", async () => {
    renderFailing('/luaran-p3m', data('Gagal mengambil data video.', { status: 500 }));
    expect((await screen.findByRole('alert')).textContent).toBe('Gagal mengambil data video.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Luaran P3M');
  });

  it('falls back to the page text for any other failure', async () => {
    renderFailing('/dokumen-p3m', new Error('boom'));
    expect((await screen.findByRole('alert')).textContent).toBe('Gagal memuat data dari server.');
  });
});
