import fp from 'fastify-plugin';

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
 * Records every route as it is registered. An onRoute hook only sees the routes added after it, so
 * this is registered first, and every plugin that adds routes names it among its dependencies.
 */
export const routeTablePlugin = fp(
  async (app) => {
    const table: RouteTableEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        table.push({ method, url: route.url, public: route.config?.public === true });
      }
    });
  },
  { name: 'route-table' },
);
