// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser, TwoFactorStatus } from '../../../shared/schemas';
import { renderSection } from '../testing/render-section';

let restoreFetch: (() => void) | null = null;
afterEach(() => {
  cleanup();
  restoreFetch?.();
  restoreFetch = null;
});

const me: SessionUser = { id: 1, name: 'Kepala P3M', username: 'kepala', role: 'admin', mustChangePassword: false };
const off: TwoFactorStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
const section = (data: TwoFactorStatus) =>
  ({ kind: 'two-factor', config: { kind: 'two-factor', title: 'Verifikasi Dua Langkah' }, data }) as const;
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jkmn-pq${String.fromCharCode(97 + index)}s`);

/** The API as far as these steps call it: setup, then confirm; every call is recorded. */
function fakeApi() {
  const calls: { url: string; body: unknown }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
    const answers: Record<string, unknown> = {
      '/api/auth/totp/setup': {
        secret: SECRET,
        otpauthUrl: 'otpauth://totp/x',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
      '/api/auth/totp/confirm': { recoveryCodes: CODES, message: 'ok' },
      '/api/auth/totp': off,
      '/api/auth/me': { admin: me, mustSetUpTwoFactor: false },
    };
    return new Response(JSON.stringify(answers[url] ?? {}), { status: 200 });
  });
  restoreFetch = () => spy.mockRestore();
  return calls;
}

describe('Verifikasi Dua Langkah (Akun Saya)', () => {
  it('turns on with the QR code, the secret as text and a code checked before it is sent; shows the codes once', async () => {
    const calls = fakeApi();
    renderSection(section(off), me);
    await userEvent.click(await screen.findByRole('button', { name: 'Aktifkan' }));
    expect(await screen.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByLabelText('Atau ketik kunci ini di aplikasi')).toHaveValue(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const code = screen.getByLabelText('Kode autentikator');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    expect(await screen.findByText('Kode autentikator terdiri dari 6 angka.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/totp/setup']);

    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    const region = await screen.findByRole('region', { name: 'Kode Pemulihan' });
    expect(calls.find((c) => c.url === '/api/auth/totp/confirm')?.body).toEqual({ code: '123456' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(within(region).getByRole('button', { name: 'Salin kode' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Unduh (.txt)' })).toBeInTheDocument();
    await vi.waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(region).getByRole('button', { name: 'Sudah saya simpan' }));
    expect(screen.queryByRole('region', { name: 'Kode Pemulihan' })).not.toBeInTheDocument();
  });

  it('offers turning off with the password, unless the site requires it of Admins', async () => {
    const on = { enabled: true, enabledAt: '2026-03-02T01:00:00.000Z', recoveryCodesLeft: 7, required: false };
    renderSection(section(on), me);
    expect(
      await screen.findByText(/aktif sejak 2 Maret 2026 pukul 08\.00 WIB\. Sisa kode pemulihan: 7\./),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Nonaktifkan' })).toBeInTheDocument();
    cleanup();
    renderSection(section({ ...on, required: true }), me);
    expect(await screen.findByText(/wajib untuk Admin, sehingga tidak dapat dinonaktifkan/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nonaktifkan' })).not.toBeInTheDocument();
  });
});
