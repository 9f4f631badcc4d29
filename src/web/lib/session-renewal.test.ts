// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSession, api, ApiError, SESSION_EXPIRED_PATH, setLoginNavigator, setSessionRenewer } from './api-client';

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const video = { id: 3, title: 'Video', link: 'https://www.youtube.com/embed/dQw4w9WgXcQ', ...stamp };
const unauthorized = { message: 'Silakan masuk sebagai admin terlebih dahulu.' };

/** The server answers each call with the next of `answers` (status and body), recording what it was sent. */
function server(answers: [number, unknown][]) {
  const sent: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      sent.push({ method: init.method ?? 'GET', body: init.body });
      const [status, body] = answers[Math.min(sent.length - 1, answers.length - 1)] ?? [500, null];
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionRenewer(null);
  sessionStorage.clear();
});

describe('login in place', () => {
  it('asks to log in again when a write meets an ended session, then sends the very same request', async () => {
    const sent = server([
      [401, unauthorized],
      [200, video],
    ]);
    const renew = vi.fn(() => Promise.resolve(true));
    setSessionRenewer(renew);
    adminSession.store({ id: 1, name: 'admin', username: 'admin', role: 'admin', mustChangePassword: false });
    await expect(api.videos.update(3, { title: 'Video', link: video.link })).resolves.toEqual(video);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(adminSession.isLoggedIn()).toBe(true);
  });

  it('logs out as before when the admin declines, and never asks for autosaves', async () => {
    const sent = server([[401, unauthorized]]);
    const renew = vi.fn(() => Promise.resolve(false));
    const navigate = vi.fn();
    setSessionRenewer(renew);
    setLoginNavigator(navigate);
    adminSession.store({ id: 1, name: 'admin', username: 'admin', role: 'admin', mustChangePassword: false });
    const failure = await api.videos.remove(3).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, serverMessage: 'Sesi Anda telah berakhir. Silakan masuk kembali.' });
    expect(navigate).toHaveBeenCalledWith(SESSION_EXPIRED_PATH);
    expect(adminSession.isLoggedIn()).toBe(false);
    expect(sent).toHaveLength(1);

    // An autosave reads the 401 itself: typing is never interrupted by the dialog.
    renew.mockClear();
    await expect(api.autosave.put('article', '3', { title: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(renew).not.toHaveBeenCalled();
  });

  it('stops asking after a few rounds when every login still meets an ended session', async () => {
    const sent = server([[401, unauthorized]]);
    setSessionRenewer(() => Promise.resolve(true));
    setLoginNavigator(() => undefined);
    await expect(api.videos.remove(3)).rejects.toMatchObject({ status: 401 });
    expect(sent.length).toBe(4);
  });
});
