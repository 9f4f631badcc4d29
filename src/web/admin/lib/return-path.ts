import { ADMIN_LOGIN_PATH, ADMIN_PATH } from '../../../shared/site-paths';

// The address a person asked for before the login screen: `/admin/login?next=/admin/informasi-kkn?…`.
// After the login they go there instead of the dashboard, but only to a screen of this back office:
// a login screen that sends people wherever its address says would be an open redirect.

/** The login screen's query parameter holding the address asked for. */
export const RETURN_PARAM = 'next';

/** Any origin would do: only a path that stays on it is kept. */
const SAME_SITE = 'http://back-office.invalid';

/**
 * The back-office path in `next`, normalised (`/admin/a/../b` is `/admin/b`), or null when it is not
 * one: another site (`https://…`), a scheme-relative address (`//host`, or `/\host`, which browsers
 * read alike), a path outside /admin (`/api/…`, `/adminx`) or the login screen itself (which would
 * send a logged-in person round in a circle).
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // The URL parser drops tabs and line breaks (`/\t/evil.example` is `//evil.example`): refuse them.
  if (/\p{Cc}/u.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, SAME_SITE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE) return null;
  const { pathname } = url;
  if (pathname !== ADMIN_PATH && !pathname.startsWith(`${ADMIN_PATH}/`)) return null;
  if (pathname.replace(/\/+$/, '') === ADMIN_LOGIN_PATH) return null;
  return `${pathname}${url.search}${url.hash}`;
}

/**
 * The login screen for a tab without a session that asked for `asked` (a path with its query): /admin
 * leads to /admin/login as SPEC says, a deeper screen carries its address along (`?next=`).
 */
export function loginPathFor(asked: string): string {
  const back = safeReturnPath(asked);
  if (back === null || back === ADMIN_PATH) return ADMIN_LOGIN_PATH;
  return `${ADMIN_LOGIN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}`;
}

/** Where the login screen sends a person once logged in: the address asked for, or the dashboard. */
export function afterLoginPath(params: URLSearchParams): string {
  return safeReturnPath(params.get(RETURN_PARAM)) ?? ADMIN_PATH;
}
