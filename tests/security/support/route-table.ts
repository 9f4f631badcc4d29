import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../../src/db/index';
import type { AppConfig } from '../../../src/server/config';
import { apiRoutes } from '../../../src/server/routes/index';
import { createLocalImageStore } from '../../../src/server/services/images';

export interface RouteInfo {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  /** `config: { public: true }`: an unsafe route that works without a session (login, logout). */
  isPublic: boolean;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Route schemas by `METHOD url`, read by mounting routes/index.ts on a bare instance with an onRoute hook. */
async function apiSchemas(
  database: DatabaseHandle,
  config: AppConfig,
): Promise<Map<string, FastifySchema | undefined>> {
  const bare: FastifyInstance = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  bare.setValidatorCompiler(validatorCompiler);
  bare.setSerializerCompiler(serializerCompiler);
  bare.decorate('config', config);
  bare.decorate('database', database);
  bare.decorate('images', createLocalImageStore(config.dataDir));
  const schemas = new Map<string, FastifySchema | undefined>();
  bare.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) schemas.set(`${method} ${route.url}`, route.schema);
  });
  await bare.register(apiRoutes, { prefix: '/api' });
  await bare.ready();
  await bare.close();
  return schemas;
}

/**
 * Every route of the app under test, from the table the app records as routes are registered (so a route
 * added later is covered without anyone listing it), with the schemas of the API routes attached.
 */
export async function appRouteTable(app: FastifyInstance, database: DatabaseHandle, config: AppConfig) {
  const schemas = await apiSchemas(database, config);
  const seen = new Set<string>();
  const routes: RouteInfo[] = [];
  for (const entry of app.routeTable) {
    // HEAD mirrors GET; ignoreTrailingSlash registers `/x/` beside `/x`.
    const key = `${entry.method} ${entry.url.replace(/(.)\/$/, '$1')}`;
    if (entry.method === 'HEAD' || seen.has(key)) continue;
    seen.add(key);
    routes.push({
      method: entry.method,
      url: entry.url,
      schema: schemas.get(`${entry.method} ${entry.url}`),
      isPublic: entry.public,
    });
  }
  return routes;
}

export function unsafeRoutes(routes: RouteInfo[]): RouteInfo[] {
  return routes.filter((route) => UNSAFE.has(route.method));
}

/** Names of the `:params` in a route path. */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');
}

/** Fills `:params` with the given values (URL-encoded). */
export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z_]\w*)/g, (_whole, name: string) => encodeURIComponent(values[name] ?? '1'));
}

/** Keys of a zod object schema declared for the query string or body (through pipes, refinements, optionals). */
export function schemaKeys(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return schemaKeys(schema.in);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return schemaKeys(schema.unwrap());
  return [];
}

export function isMultipart(route: RouteInfo): boolean {
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
  return Array.isArray(consumes) && consumes.includes('multipart/form-data');
}
