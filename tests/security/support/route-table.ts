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

/**
 * Every API route as the app registers it: the routes/index.ts plugin is mounted on a bare instance with
 * an onRoute hook, so a route added later is covered by the suites without anyone listing it.
 */
export async function apiRouteTable(database: DatabaseHandle, config: AppConfig): Promise<RouteInfo[]> {
  const app: FastifyInstance = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('images', createLocalImageStore(config.dataDir));
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' && route.url !== undefined) continue;
      routes.push({ method, url: route.url, schema: route.schema, isPublic: route.config?.public === true });
    }
  });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.ready();
  await app.close();
  // ignoreTrailingSlash registers `/x/` and `/x` once each in the hook's eyes; keep one.
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = `${route.method} ${route.url.replace(/\/$/, '') || '/'}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
