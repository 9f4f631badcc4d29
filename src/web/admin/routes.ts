import { layout, route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The back office under /admin; client-rendered (clientLoader only) and loaded only by those who
 * open it. Every screen of the sidebar is /admin/{slug} (see screens/screen-config.ts), served by one
 * module that renders the screen's configured sections.
 */
export const adminRoutes: RouteConfigEntry[] = [
  route('admin/login', 'admin/login.tsx'),
  layout('admin/admin-layout.tsx', [
    route('admin', 'admin/dashboard.tsx'),
    route('admin/:screen', 'admin/screen-route.tsx'),
  ]),
];
