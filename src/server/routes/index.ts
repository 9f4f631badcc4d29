import type { FastifyInstance } from 'fastify';
import { DOCUMENT_COLLECTION_KEYS } from '../../shared/constants';
import { articleRoutes } from './articles';
import { authRoutes } from './auth';
import { documentSetRoutes } from './documents';
import { fileRoutes } from './files';
import { healthRoutes } from './health';
import { heroRoutes } from './hero';
import { profileRoutes } from './profile';
import { settingsRoutes } from './settings';
import { videoRoutes } from './videos';

/** Every resource of the API, mounted under /api. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(fileRoutes, { prefix: '/files' });
  await app.register(articleRoutes, { prefix: '/article' });
  await app.register(profileRoutes, { prefix: '/profile' });
  await app.register(heroRoutes, { prefix: '/hero' });
  await app.register(videoRoutes, { prefix: '/youtube' });
  // One module serves the three document sets (prof, pen, pengab), each under its own paths.
  for (const collection of DOCUMENT_COLLECTION_KEYS) await app.register(documentSetRoutes, { collection });
  await app.register(settingsRoutes, { prefix: '/settings' });
}
