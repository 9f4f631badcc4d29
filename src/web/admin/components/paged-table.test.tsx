// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoRecord } from '../../../shared/schemas';
import type { LoadedSection } from '../screens/load-section';
import { renderSection, servedPage } from '../testing/render-section';

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const video = (id: number, title: string): VideoRecord => ({ id, title, link: `https://vimeo.com/${id}`, ...stamp });

/**
 * A stand-in for the server of the videos: their order (which GET|PUT /youtube/order read and write),
 * and the screen's loader, which pages them in that order unless a column is sorted.
 */
function videoServer(titles: string[]) {
  let order = titles.map((_, index) => index + 1);
  const byId = new Map(titles.map((title, index) => [index + 1, video(index + 1, title)]));
  const saved: number[][] = [];
  const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/youtube/order' && init?.method === 'PUT') {
      order = (JSON.parse(String(init.body)) as { ids: number[] }).ids;
      saved.push(order);
    }
    if (url === '/api/youtube/order') return new Response(JSON.stringify({ ids: order }), { status: 200 });
    return new Response(JSON.stringify({ message: 'Tidak ada.' }), { status: 404 });
  });
  const section = (url: URL): LoadedSection => ({
    kind: 'video',
    config: { kind: 'video' },
    data: servedPage(
      order.map((id) => byId.get(id)!),
      url,
      'video',
      (row) => row.title,
      { title: (row) => row.title },
    ),
  });
  return { fetchStub, section, saved };
}

const titlesShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

beforeEach(() => vi.useRealTimers());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a back-office table', () => {
  it('searches as typing pauses, through the address, with a label and the count; says when nothing matches', async () => {
    const user = userEvent.setup();
    const server = videoServer(['Profil P3M', 'Wisuda KKN', 'Profil Desa']);
    const { loads } = renderSection(server.section);
    const search = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Cari' });
    // The landmark is named after its table: a screen with two tables has two distinct search landmarks.
    const caption = screen.getByRole('table').querySelector('caption')?.textContent ?? '';
    expect(caption).not.toBe('');
    expect(screen.getByRole('search')).toHaveAccessibleName(`Cari di ${caption}`);
    expect(screen.getByText('3 data')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'profil' } });
    // Not at once: the table looks once typing pauses.
    expect(loads).toEqual([]);
    await waitFor(() => expect(titlesShown()).toEqual(['Profil P3M', 'Profil Desa']));
    expect(screen.getByText('2 hasil untuk "profil"')).toBeInTheDocument();
    expect(loads.map((url) => url.searchParams.get('video.q'))).toEqual(['profil']);
    await user.clear(search);
    await user.type(search, 'seminar{Enter}');
    expect(await screen.findByText('Tidak ada hasil untuk "seminar".')).toBeInTheDocument();
    expect(search).toHaveValue('seminar');
  });

  it('sorts by a header button: A to Z, Z to A, then its own order again, with aria-sort on the header', async () => {
    const user = userEvent.setup();
    const server = videoServer(['Beta', 'Alfa', 'Gama']);
    renderSection(server.section);
    const header = () => screen.getByRole('columnheader', { name: 'Judul' });
    expect(header()).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Judul' }));
    await waitFor(() => expect(titlesShown()).toEqual(['Alfa', 'Beta', 'Gama']));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    // Sorted by a column, the order staff set cannot be changed: the buttons go.
    expect(screen.queryByRole('button', { name: /^Naikkan/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('Urutan tampil dapat diubah saat tabel diurutkan menurut urutan tampil, tanpa pencarian.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Judul' }));
    await waitFor(() => expect(titlesShown()).toEqual(['Gama', 'Beta', 'Alfa']));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Judul' }));
    await waitFor(() => expect(titlesShown()).toEqual(['Beta', 'Alfa', 'Gama']));
    expect(header()).not.toHaveAttribute('aria-sort');
  });

  it('moves a row with Naik and Turun: the order is stored, announced, and the focus stays on the row', async () => {
    const user = userEvent.setup();
    const server = videoServer(['Satu', 'Dua', 'Tiga']);
    vi.stubGlobal('fetch', server.fetchStub);
    renderSection(server.section);
    expect(screen.getByRole('button', { name: 'Naikkan "Satu"' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Turunkan "Tiga"' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Naikkan "Tiga"' }));
    await waitFor(() => expect(titlesShown()).toEqual(['Satu', 'Tiga', 'Dua']));
    expect(server.saved).toEqual([[1, 3, 2]]);
    expect(screen.getByText('"Tiga" dipindahkan ke urutan 2 dari 3.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Naikkan "Tiga"' })).toHaveFocus());

    // At the top its Naik is disabled: the focus goes to Turun.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titlesShown()).toEqual(['Tiga', 'Satu', 'Dua']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Turunkan "Tiga"' })).toHaveFocus());
    expect(server.saved.at(-1)).toEqual([3, 1, 2]);
  });

  it('moves a row dropped on another to its place', async () => {
    const server = videoServer(['Satu', 'Dua', 'Tiga']);
    vi.stubGlobal('fetch', server.fetchStub);
    renderSection(server.section);
    const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });
    const transfer = { effectAllowed: '', dropEffect: '', setData: vi.fn() };
    const drag = (type: 'dragStart' | 'dragOver' | 'drop', target: HTMLElement) => {
      const event = createEvent[type](target);
      Object.defineProperty(event, 'dataTransfer', { value: transfer });
      fireEvent(target, event);
    };
    expect(rowOf('Satu')).toHaveAttribute('draggable', 'true');
    drag('dragStart', rowOf('Satu'));
    drag('dragOver', rowOf('Tiga'));
    expect(rowOf('Tiga')).toHaveClass('admin-drop-target');
    drag('drop', rowOf('Tiga'));
    await waitFor(() => expect(titlesShown()).toEqual(['Dua', 'Tiga', 'Satu']));
    expect(server.saved).toEqual([[2, 3, 1]]);
  });

  it('says so when the list changed meanwhile, and shows it anew', async () => {
    const user = userEvent.setup();
    const server = videoServer(['Satu', 'Dua']);
    server.fetchStub.mockImplementation(async (url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? new Response(JSON.stringify({ message: 'Urutan tidak dapat disimpan karena daftarnya sudah berubah.' }), {
            status: 409,
          })
        : new Response(JSON.stringify({ ids: [1, 2] }), { status: 200 }),
    );
    vi.stubGlobal('fetch', server.fetchStub);
    renderSection(server.section);
    await user.click(screen.getByRole('button', { name: 'Turunkan "Satu"' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Urutan tidak dapat disimpan karena daftarnya sudah berubah.',
    );
    expect(titlesShown()).toEqual(['Satu', 'Dua']);
  });
});
