import fp from 'fastify-plugin';
import { apiRoutes } from '../routes/index';

/**
 * The REST API of SPEC §7, in a context of its own (registered with the prefix /api). Its routes must
 * be seen by the route table and by swagger (both collect the routes added after them), answer errors
 * as JSON, have NUL bytes refused, writes guarded by the session, public reads cached, and multipart
 * forms parsed.
 */
export const apiPlugin = fp(async (app) => apiRoutes(app), {
  name: 'api',
  encapsulate: true,
  dependencies: ['route-table', 'errors', 'text-guard', 'session', 'response-cache', 'api-docs', '@fastify/multipart'],
});
