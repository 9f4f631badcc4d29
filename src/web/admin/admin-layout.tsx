import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ShouldRevalidateFunctionArgs,
  Outlet,
  redirect,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
} from 'react-router';
import { BREAKPOINTS } from '../../shared/constants/back-office';
import { adminMessages } from '../../shared/messages/admin';
import { adminSession, api, ApiError, SESSION_EXPIRED_PATH, setLoginNavigator } from '../lib/api-client';
import { Loading } from './components/loading';
import { NoticeRegion } from './components/notice';
import { Sidebar } from './components/sidebar';
import { TopBar } from './components/top-bar';
import { UnsavedReportContext } from './hooks/use-unsaved';
import { useUnsavedGuard } from './hooks/use-unsaved-guard';
import { ACCOUNT_SCREEN_PATH, ADMIN_LOGIN, PASSWORD_SCREEN_PATH, findScreen, groupOf } from './screens/screen-config';
import { loginPathFor } from './lib/return-path';
import { sessionFromServer } from './session/session-check';
import { useSessionRenewal } from './session/use-session-renewal';
import { CLIENT_APP } from '../lib/client-app';
import './admin.scss';

/** The back office runs as a React app in the browser. */
export const handle = CLIENT_APP;

/** The last answer of the guard: an Admin who must set up two-factor login (every move asks again). */
let twoFactorSetupDue = false;

/**
 * The guard: a tab with SPEC's session flag asks the server whether it still knows the session
 * (GET /api/auth/me); when it does not, the flag is cleared and the login screen says why. A tab
 * without the flag (a second tab, a bookmark) asks the same once and takes the flag from a session the
 * server knows; without one it goes to the login screen, which leads back to the address asked for.
 * A person on a temporary password goes to Ganti Password before anything else; an Admin who must
 * set up two-factor login (the site requires it) to Akun Saya.
 */
export async function clientLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  const { admin, mustSetUpTwoFactor } = await knownSession(`${url.pathname}${url.search}`);
  // The stored object follows the server: a changed role, name or password state shows at once.
  adminSession.store(admin);
  const path = url.pathname;
  if (admin.mustChangePassword && path !== PASSWORD_SCREEN_PATH) {
    throw redirect(PASSWORD_SCREEN_PATH);
  }
  twoFactorSetupDue = mustSetUpTwoFactor;
  if (mustSetUpTwoFactor && path !== ACCOUNT_SCREEN_PATH && path !== PASSWORD_SCREEN_PATH) {
    throw redirect(ACCOUNT_SCREEN_PATH);
  }
  return { admin: { ...admin, mustSetUpTwoFactor } };
}

/** Who is logged in, as the server says; without a session, off to the login screen. */
async function knownSession(asked: string) {
  if (!adminSession.isLoggedIn()) {
    const answer = await sessionFromServer();
    if (!answer) throw redirect(loginPathFor(asked));
    return answer;
  }
  try {
    return await api.auth.me();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      adminSession.clear();
      throw redirect(SESSION_EXPIRED_PATH);
    }
    throw error;
  }
}

// Moving between screens re-checks the flag, so a session lost on another tab is noticed; on a
// temporary password, or before a required two-factor login is set up, every move asks the server
// again, so none leads past the password change or the setup. A table's search, sort or page (the
// same screen, other parameters) does not ask who is logged in.
export function shouldRevalidate({ defaultShouldRevalidate, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  const tableOnly = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return (
    (defaultShouldRevalidate && !tableOnly) ||
    !adminSession.isLoggedIn() ||
    adminSession.admin()?.mustChangePassword === true ||
    twoFactorSetupDue
  );
}

export function meta() {
  return [{ title: adminMessages.brand }, { name: 'robots', content: 'noindex, nofollow' }];
}

// Shown while the tab asks the server who is logged in: the loading text, not a flash of the login form.
export function HydrateFallback() {
  return <Loading />;
}

/** The session could not be checked (server unreachable): say so instead of a blank page. */
export function ErrorBoundary() {
  return (
    <main className="admin-login">
      <div className="admin-login-card">
        <p className="admin-login-brand">{adminMessages.brand}</p>
        <div className="alert alert-danger" role="alert">
          {adminMessages.sessionCheckFailed}
        </div>
        <a href={ADMIN_LOGIN}>{adminMessages.login.title}</a>
      </div>
    </main>
  );
}

export default function AdminLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const { screen: slug } = useParams();
  const { admin } = useLoaderData<typeof clientLoader>();
  const guard = useUnsavedGuard();
  // A session that ends mid-work asks for the password in place, then sends the call again.
  const loginDialog = useSessionRenewal();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  const focusMain = useCallback(() => main.current?.focus(), []);

  useEffect(() => setLoginNavigator((path) => void navigate(path)), [navigate]);

  // Wider than the drawer breakpoint there is no drawer: an open one must not leave the page inert.
  useEffect(() => {
    const drawerWidth = window.matchMedia(`(max-width: ${BREAKPOINTS.drawer}px)`);
    const onChange = () => {
      if (!drawerWidth.matches) setDrawerOpen(false);
    };
    drawerWidth.addEventListener('change', onChange);
    return () => drawerWidth.removeEventListener('change', onChange);
  }, []);

  const screen = findScreen(slug);
  const group = groupOf(slug);
  // The top bar names the selected submenu, or the menu itself where it has none.
  const title = screen?.label ?? (group?.kind === 'group' ? group.label : adminMessages.dashboard);
  const switching = navigation.state === 'loading' && navigation.location.pathname !== location.pathname;

  // Focus goes back to the hamburger once the content is interactive again (no longer inert).
  const returnFocus = useRef(false);
  function closeDrawer() {
    returnFocus.current = true;
    setDrawerOpen(false);
  }
  useEffect(() => {
    if (drawerOpen || !returnFocus.current) return;
    returnFocus.current = false;
    menuButton.current?.focus();
  }, [drawerOpen]);

  async function logout() {
    // The flag goes whatever the server says: an unreachable server must not keep the admin "in".
    await api.auth.logout().catch(() => undefined);
    adminSession.clear();
    guard.leaving.current = true;
    await navigate(`${ADMIN_LOGIN}?keluar=1`, { replace: true });
  }

  return (
    <UnsavedReportContext.Provider value={guard.report}>
      <NoticeRegion returnFocus={focusMain}>
        <div className="admin-shell">
          <a className="visually-hidden-focusable admin-skip" href="#admin-main">
            {adminMessages.skipToContent}
          </a>
          <Sidebar
            user={admin}
            currentSlug={slug}
            open={drawerOpen}
            onClose={closeDrawer}
            onLogout={() => guard.confirmThen(() => void logout())}
          />
          {drawerOpen && <div className="admin-overlay" aria-hidden="true" onClick={closeDrawer} />}
          {/* While the drawer is open, only the drawer takes focus and clicks. */}
          <div className="admin-body" inert={drawerOpen}>
            <TopBar
              title={title}
              publicPath={screen?.publicPath ?? null}
              drawerOpen={drawerOpen}
              onOpenDrawer={() => setDrawerOpen(true)}
              menuButton={menuButton}
            />
            <main ref={main} id="admin-main" className="admin-content" tabIndex={-1}>
              {switching ? <Loading /> : <Outlet />}
            </main>
          </div>
        </div>
        {guard.dialog}
        {loginDialog}
      </NoticeRegion>
    </UnsavedReportContext.Provider>
  );
}
