import { Link, useRouteLoaderData } from 'react-router';
import { format } from '../../shared/messages';
import { adminMessages } from '../../shared/messages/admin';
import type { clientLoader } from './admin-layout';
import { menuFor, screenPath } from './screens/screen-config';

/** /admin: a greeting and every screen grouped as in the sidebar, for a quick start on a phone. */
export default function Dashboard() {
  const layout = useRouteLoaderData<typeof clientLoader>('admin/admin-layout');
  const name = layout?.admin.name ?? '';
  return (
    <div className="admin-card">
      <h2 className="h5">{format(adminMessages.welcome, { name })}</h2>
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
    </div>
  );
}
