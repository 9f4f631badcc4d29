import type { FastifyInstance } from 'fastify';
import { articleRoutes } from './articles';
import { authRoutes } from './auth';
import { fileRoutes } from './files';
import { healthRoutes } from './health';
import { heroRoutes } from './hero';
import { profileRoutes } from './profile';

/** Every resource of the API, mounted under /api. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(fileRoutes, { prefix: '/files' });
  await app.register(articleRoutes, { prefix: '/article' });
  await app.register(profileRoutes, { prefix: '/profile' });
  await app.register(heroRoutes, { prefix: '/hero' });
}
