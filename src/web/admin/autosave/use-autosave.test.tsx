// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminSession } from '../../lib/api-client';
import { articleRow, renderSection, tablePage } from '../testing/render-section';

const rows: ReturnType<typeof articleRow>[] = [articleRow(1), articleRow(2)];
const section = {
  kind: 'article',
  config: { kind: 'article', articleType: 'informasi_penelitian' },
  data: tablePage(rows),
} as const;

/** A copy the browser kept of an autosave slot (the server is out of reach in these tests). */
function keptCopy(key: string, data: Record<string, string>, savedAt: string) {
  localStorage.setItem(`p3m-autosave:7:article:${key}`, JSON.stringify({ data, savedAt }));
}

beforeEach(() =>
  adminSession.store({ id: 7, name: 'admin', username: 'admin', role: 'admin', mustChangePassword: false }),
);
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('autosave offer on the article screen', () => {
  it('offers unsaved values of a new article with their time in WIB, and fills the form with them', async () => {
    const user = userEvent.setup();
    keptCopy(
      'new-informasi_penelitian',
      { title: 'Draf Hibah', author: 'Tim P3M', content: '<p>Isi yang belum disimpan</p>' },
      '2026-11-24T03:05:00.000Z',
    );
    renderSection(section);
    expect(
      // The lazily loaded editor can take a while on a busy machine.
      await screen.findByText(
        'Pulihkan perubahan yang belum disimpan dari 24 November 2026 pukul 10.05 WIB?',
        undefined,
        {
          timeout: 10_000,
        },
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pulihkan' }));
    expect(screen.getByLabelText('Judul')).toHaveValue('Draf Hibah');
    expect(screen.getByLabelText('Author')).toHaveValue('Tim P3M');
    expect(await screen.findByRole('textbox', { name: 'Konten' })).toHaveTextContent('Isi yang belum disimpan');
    expect(screen.getByRole('heading', { name: 'Tambah Artikel' })).toBeInTheDocument();
    expect(screen.queryByText(/^Pulihkan perubahan/)).not.toBeInTheDocument();
  });

  it('offers the newest slot of an article on this screen by its title, opening it for editing', async () => {
    const user = userEvent.setup();
    keptCopy('new-informasi_penelitian', { title: 'Lebih lama' }, '2026-11-20T01:00:00.000Z');
    keptCopy('2', { title: 'Artikel 2 (belum disimpan)' }, '2026-11-24T01:00:00.000Z');
    // Another screen's new article and an article not on this screen are not offered here.
    keptCopy('new-informasi_kkn', { title: 'KKN' }, '2026-11-25T01:00:00.000Z');
    keptCopy('99', { title: 'Lain' }, '2026-11-25T01:00:00.000Z');
    renderSection(section);
    expect(await screen.findByText('Artikel: Artikel 2', undefined, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pulihkan' }));
    expect(screen.getByRole('heading', { name: 'Edit Artikel' })).toBeInTheDocument();
    expect(screen.getByLabelText('Judul')).toHaveValue('Artikel 2 (belum disimpan)');
    expect(screen.getByLabelText('Author')).toHaveValue('Penulis 2');
    // Back in add mode, the older slot of a new article is offered next; "Buang" drops it for good.
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(await screen.findByText(/dari 20 November 2026 pukul 08\.00 WIB\?$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buang' }));
    expect(screen.queryByText(/^Pulihkan perubahan/)).not.toBeInTheDocument();
    expect(localStorage.getItem('p3m-autosave:7:article:new-informasi_penelitian')).toBeNull();
    expect(localStorage.getItem('p3m-autosave:7:article:new-informasi_kkn')).not.toBeNull();
  });
});
