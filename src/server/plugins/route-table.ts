import type { FastifyInstance } from 'fastify';

export interface RouteTableEntry {
  method: string;
  url: string;
  /** Marked `config: { public: true }`: an unsafe method that works without a session. */
  public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, one entry per method, for the test that proves the write guard covers all. */
    routeTable: RouteTableEntry[];
  }
}

/**
 * Records every route as it is registered. Must be called before any route or plugin is registered:
 * an onRoute hook only sees the routes added after it.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteTableEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({ method, url: route.url, public: route.config?.public === true });
    }
  });
}
