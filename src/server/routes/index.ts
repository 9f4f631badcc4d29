import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth';
import { fileRoutes } from './files';
import { healthRoutes } from './health';

/** Every resource of the API, mounted under /api. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(fileRoutes, { prefix: '/files' });
}
