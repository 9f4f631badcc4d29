import { adminSession, api, ApiError } from '../../lib/api-client';

type SessionAnswer = Awaited<ReturnType<typeof api.auth.me>>;

/** The question in flight, shared by the loaders that run side by side on one navigation. */
let asking: Promise<SessionAnswer | null> | null = null;

/**
 * SPEC keeps the `isLoggedIn` flag in session storage, which belongs to one tab: a second tab, a
 * bookmark or a link opened beside starts without it, while the session cookie is good for days. Such a
 * tab asks the server once (`GET /api/auth/me`): a session it knows sets the flag and the admin object
 * as a login does (so a second tab costs no password and no code); none answers null and leaves the
 * flag unset. A server that cannot answer fails the loader, whose error screen says so.
 */
export function sessionFromServer(): Promise<SessionAnswer | null> {
  asking ??= api.auth
    .me()
    .then(
      (answer) => {
        adminSession.store(answer.admin);
        return answer;
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      },
    )
    .finally(() => {
      asking = null;
    });
  return asking;
}

/**
 * For a screen's loader: whether the tab is logged in, asking the server when it has no flag. A failed
 * question counts as no: the layout's loader, which asks the same, shows the failure.
 */
export async function tabHasSession(): Promise<boolean> {
  if (adminSession.isLoggedIn()) return true;
  return (await sessionFromServer().catch(() => null)) !== null;
}
