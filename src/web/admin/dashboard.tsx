import { Link, useRouteError, useRouteLoaderData } from 'react-router';
import { format } from '../../shared/messages';
import { adminMessages } from '../../shared/messages/admin';
import { healthMessages } from '../../shared/messages/content-health';
import { adminSession, api, errorText } from '../lib/api-client';
import type { Route } from './+types/dashboard';
import type { clientLoader as layoutLoader } from './admin-layout';
import { Loading } from './components/loading';
import { ContentHealthView } from './health/content-health-view';
import { LinkCheckPanel } from './health/link-check-panel';
import { menuFor, screenPath } from './screens/screen-config';
import { tabHasSession } from './session/session-check';

/**
 * /admin, the first screen after login: "Kesehatan Konten" (what needs attention, worst first, and
 * the link check), then every screen grouped as in the sidebar, for a quick start on a phone.
 */
export async function clientLoader() {
  // The layout's loader, run beside this one, sends a person without a session to the login screen and
  // one on a temporary password to Ganti Password: nothing to read for them here. A tab without the
  // flag waits for the server's answer the layout asked for.
  if (!(await tabHasSession()) || adminSession.admin()?.mustChangePassword) return null;
  const [health, links] = await Promise.all([api.contentHealth(), api.linkHealth.status(1)]);
  return { health, links };
}

export function meta() {
  return [{ title: `${adminMessages.dashboard} - ${adminMessages.brand}` }];
}

export function HydrateFallback() {
  return <Loading />;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <Loading />;
  return (
    <>
      <Greeting />
      <LinkCheckPanel links={loaderData.links} />
      <ContentHealthView health={loaderData.health} />
      <MenuGrid />
    </>
  );
}

/** The checks could not be read (the server is unreachable): say so, and still offer every screen. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <>
      <div className="alert alert-danger" role="alert">
        {errorText(error, healthMessages.loadFailed)}
      </div>
      <MenuGrid />
    </>
  );
}

function Greeting() {
  const layout = useRouteLoaderData<typeof layoutLoader>('admin/admin-layout');
  return (
    <div className="mb-3">
      <p className="mb-1 fw-semibold">{format(adminMessages.welcome, { name: layout?.admin.name ?? '' })}</p>
      <p className="mb-0 text-body-secondary">{healthMessages.intro}</p>
    </div>
  );
}

function MenuGrid() {
  const layout = useRouteLoaderData<typeof layoutLoader>('admin/admin-layout');
  return (
    <section className="admin-card" aria-labelledby="admin-all-menus">
      <h2 id="admin-all-menus" className="h5">
        {healthMessages.allMenus}
      </h2>
      <p>{adminMessages.dashboardIntro}</p>
      <div className="admin-dashboard-grid">
        {menuFor(layout?.admin).map((entry) => {
          const label = entry.kind === 'group' ? entry.label : entry.screen.label;
          const screens = entry.kind === 'group' ? entry.screens : [entry.screen];
          return (
            <section
              key={label}
              className="admin-dashboard-group"
              aria-label={format(adminMessages.hint.dashboardGroup, { name: label })}
            >
              <h3 className="h6">{label}</h3>
              <ul className="list-unstyled mb-0">
                {screens.map((screen) => (
                  <li key={screen.slug}>
                    <Link to={screenPath(screen)}>{screen.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}
