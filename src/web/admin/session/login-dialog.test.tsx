// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '../testing/dialog-polyfill';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { adminSession } from '../../lib/api-client';
import { LoginDialog } from './login-dialog';

const admin = { id: 3, name: 'Dewi', username: 'dewi', role: 'editor', mustChangePassword: false };
let restoreFetch: (() => void) | null = null;
afterEach(() => {
  cleanup();
  restoreFetch?.();
  restoreFetch = null;
  sessionStorage.clear();
});

/** The login's two steps as the server answers them; `verify` is what the code step answers. */
function fakeApi(verify: { status: number; body: unknown }) {
  const calls: { url: string; body: unknown }[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url === '/api/auth/login') {
      const body = { message: messages.api.secondFactorRequired, secondFactor: 'totp' };
      return new Response(JSON.stringify(body), { status: 401 });
    }
    return new Response(JSON.stringify(verify.body), { status: verify.status });
  });
  restoreFetch = () => spy.mockRestore();
  return calls;
}

async function passwordStep() {
  await userEvent.type(screen.getByLabelText('Username'), 'dewi');
  await userEvent.type(screen.getByLabelText('Password'), 'kata-sandi-dewi');
  await userEvent.click(screen.getByRole('button', { name: 'Masuk dan lanjutkan' }));
}

describe('the login dialog of an ended session, for an account with two-factor login', () => {
  it('asks for the code after the password, in the same dialog, then goes on', async () => {
    const calls = fakeApi({ status: 200, body: { admin, message: messages.api.loginSucceeded } });
    const onLoggedIn = vi.fn();
    render(<LoginDialog onLoggedIn={onLoggedIn} onCancel={() => undefined} />);
    await passwordStep();
    const dialog = await screen.findByRole('dialog', { name: 'Verifikasi Dua Langkah' });
    expect(dialog).toHaveTextContent(messages.api.secondFactorRequired);
    expect(screen.getByLabelText('Kode autentikator')).toHaveFocus();
    // A recovery code instead, and back.
    await userEvent.click(screen.getByRole('button', { name: 'Gunakan kode pemulihan' }));
    expect(screen.getByLabelText('Kode pemulihan')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Gunakan kode autentikator' }));
    await userEvent.type(screen.getByLabelText('Kode autentikator'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(calls.at(-1)).toEqual({ url: '/api/auth/totp/verify', body: { code: '123456' } });
    expect(adminSession.admin()).toEqual(admin);
  });

  it('starts again from the password when the time for the code is over', async () => {
    fakeApi({ status: 401, body: { message: messages.api.pendingLoginExpired } });
    render(<LoginDialog onLoggedIn={() => undefined} onCancel={() => undefined} />);
    await passwordStep();
    await userEvent.type(await screen.findByLabelText('Kode autentikator'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByRole('dialog', { name: 'Sesi berakhir' })).toHaveTextContent(
      messages.api.pendingLoginExpired,
    );
    await vi.waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
