// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser, UserRecord } from '../../../shared/schemas';
import { articleRow, renderSection, tablePage } from '../testing/render-section';

afterEach(cleanup);

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const me: SessionUser = { id: 1, name: 'Kepala P3M', username: 'kepala', role: 'admin', mustChangePassword: false };
const user = (id: number, changes: Partial<UserRecord>): UserRecord => ({
  id,
  name: `Orang ${id}`,
  username: `orang${id}`,
  email: null,
  role: 'editor',
  disabled: false,
  mustChangePassword: false,
  twoFactor: false,
  activeSessions: 0,
  ...stamp,
  ...changes,
});
const rows = [
  user(1, { name: me.name, username: me.username, role: 'admin', activeSessions: 1 }),
  user(2, { activeSessions: 2, mustChangePassword: true }),
  user(3, { role: 'admin', disabled: true, twoFactor: true }),
];
const usersSection = { kind: 'users', config: { kind: 'users' }, data: rows } as const;
const actions = (username: string) =>
  within(screen.getByRole('row', { name: new RegExp(username) }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('Pengguna', () => {
  it("offers no action on one's own account, and the fitting ones on the others", async () => {
    renderSection(usersSection, me);
    expect(await screen.findByRole('heading', { name: 'Daftar Pengguna' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /kepala/ })).toHaveTextContent('Kepala P3M (Anda)');
    expect(actions('kepala')).toEqual([]);
    expect(actions('orang2')).toEqual(['Jadikan Admin', 'Nonaktifkan', 'Reset Password', 'Akhiri Semua Sesi']);
    expect(screen.getByRole('row', { name: /orang2/ })).toHaveTextContent('Menunggu ganti password');
    expect(actions('orang3')).toEqual(['Jadikan Editor', 'Aktifkan', 'Reset Password', 'Reset 2FA']);
    expect(screen.getByRole('row', { name: /orang3/ })).toHaveTextContent('Nonaktif');
    expect(screen.getByRole('row', { name: /orang3/ })).toHaveTextContent('Verifikasi dua langkah aktif');
    expect(screen.getByRole('row', { name: /orang2/ })).not.toHaveTextContent('Verifikasi dua langkah aktif');
  });

  it('checks a new person with the shared rules before anything is sent, Editor by default', async () => {
    renderSection(usersSection, me);
    expect(await screen.findByLabelText('Peran')).toHaveValue('editor');
    await userEvent.type(screen.getByLabelText('Username'), 'ada spasi');
    await userEvent.type(screen.getByLabelText('E-mail (opsional)'), 'bukan-email');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah Pengguna' }));
    expect(await screen.findByText('Nama wajib diisi.')).toBeInTheDocument();
    expect(
      screen.getByText('Username hanya boleh berisi huruf, angka, titik, garis bawah, tanda hubung, atau @.'),
    ).toBeInTheDocument();
    expect(screen.getByText('E-mail tidak valid.')).toBeInTheDocument();
  });
});

describe('the article form of a person logged in', () => {
  it('starts a new article with their name as the author', async () => {
    renderSection(
      {
        kind: 'article',
        config: { kind: 'article', articleType: 'informasi_penelitian' },
        data: tablePage([articleRow(1)]),
      },
      { ...me, name: 'Bu Rina' },
    );
    expect(await screen.findByLabelText('Author')).toHaveValue('Bu Rina');
  });
});
