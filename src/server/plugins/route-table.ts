import fp from 'fastify-plugin';
import type { UserRole } from '../../shared/constants/accounts';

export interface RouteTableEntry {
  method: string;
  url: string;
  /** Marked `config: { public: true }`: an unsafe method that works without a session. */
  public: boolean;
  /** The role the route declares (`config.role`), if any. */
  role: UserRole | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, one entry per method, for the test that proves the write guard covers all. */
    routeTable: RouteTableEntry[];
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Records every route as it is registered. An onRoute hook only sees the routes added after it, so
 * this is registered first, and every plugin that adds routes names it among its dependencies.
 * A write route that is neither public nor declares the role it needs is refused here: the app does
 * not start with it, so no route can leave the choice to chance.
 */
export const routeTablePlugin = fp(
  async (app) => {
    const table: RouteTableEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const isPublic = route.config?.public === true;
      const role = route.config?.role ?? null;
      for (const method of methods) {
        if (UNSAFE_METHODS.has(method) && !isPublic && !role) {
          throw new Error(`${method} ${route.url} declares no role: add config: { role: 'editor' | 'admin' }`);
        }
        table.push({ method, url: route.url, public: isPublic, role });
      }
    });
  },
  { name: 'route-table' },
);
