import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { adminRoutes } from './admin/routes';

export default [
  layout('public/layout.tsx', [index('public/home.tsx'), route('*', 'public/not-found.tsx')]),
  ...adminRoutes,
] satisfies RouteConfig;
