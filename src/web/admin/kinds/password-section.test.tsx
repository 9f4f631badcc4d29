// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import type { SessionUser } from '../../../shared/schemas';
import { renderSection } from '../testing/render-section';

let restoreFetch: (() => void) | null = null;
afterEach(() => {
  cleanup();
  restoreFetch?.();
  restoreFetch = null;
});

const me: SessionUser = { id: 7, name: 'Siti Aminah', username: 'editor2', role: 'editor', mustChangePassword: false };
const section = { kind: 'password', config: { kind: 'password' }, data: null } as const;

/** Records what the form sends (the server's answer is a success). */
function recordCalls() {
  const calls: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    calls.push(String(input));
    return new Response(JSON.stringify({ message: 'ok' }), { status: 200 });
  });
  restoreFetch = () => spy.mockRestore();
  return calls;
}

async function typeNew(password: string) {
  await userEvent.clear(screen.getByLabelText('Password baru'));
  await userEvent.type(screen.getByLabelText('Password baru'), password);
  await userEvent.clear(screen.getByLabelText('Ulangi password baru'));
  await userEvent.type(screen.getByLabelText('Ulangi password baru'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Ganti Password' }));
}

describe('Ganti Password', () => {
  it("refuses a new password built from one's own names or the site's, before anything is sent", async () => {
    const calls = recordCalls();
    renderSection(section, me);
    await userEvent.type(await screen.findByLabelText('Password saat ini'), 'sandi-lama-sekali');
    for (const password of ['editor2editor2', 'Siti-Aminah-1990', 'P3M-UNIM-2026']) {
      await typeNew(password);
      expect(await screen.findByText(messages.validation.passwordFromNames)).toBeInTheDocument();
      expect(screen.getByLabelText('Password baru')).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls).toEqual([]);
    await typeNew('editor2-kopi-pagi');
    await vi.waitFor(() => expect(calls).toEqual(['/api/auth/change-password']));
  });
});
