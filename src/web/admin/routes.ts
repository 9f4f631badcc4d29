import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The back office under /admin; client-rendered and loaded only by those who open it. */
export const adminRoutes: RouteConfigEntry[] = [];
