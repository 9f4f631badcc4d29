import type { FastifyInstance } from 'fastify';
import { DOCUMENT_COLLECTION_KEYS } from '../../shared/constants';
import { articleRecordSchema } from '../../shared/schemas/article';
import { restoreArticleRevision } from '../services/articles';
import { articlePreviewLinkRoutes } from './article-preview-links';
import { articleRoutes } from './articles';
import { authRoutes } from './auth';
import { autosaveRoutes } from './autosaves';
import { contentHealthRoutes } from './content-health';
import { documentSetRoutes } from './documents';
import { fileRoutes } from './files';
import { healthRoutes } from './health';
import { heroRoutes } from './hero';
import { linkHealthRoutes } from './link-health';
import { profileRoutes } from './profile';
import { revisionRoutes } from './revisions';
import { settingsRoutes } from './settings';
import { trashRoutes } from './trash';
import { userRoutes } from './users';
import { videoRoutes } from './videos';

/** Every resource of the API, mounted under /api. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(fileRoutes, { prefix: '/files' });
  await app.register(articleRoutes, { prefix: '/article' });
  // The history of articles (one mechanism for every revisioned kind) and the staff's autosave slots.
  await app.register(revisionRoutes, {
    prefix: '/article',
    kind: 'article',
    record: articleRecordSchema,
    restore: restoreArticleRevision,
  });
  await app.register(autosaveRoutes, { prefix: '/autosave' });
  await app.register(articlePreviewLinkRoutes, { prefix: '/article' });
  await app.register(profileRoutes, { prefix: '/profile' });
  await app.register(heroRoutes, { prefix: '/hero' });
  await app.register(videoRoutes, { prefix: '/youtube' });
  // One module serves the three document sets (prof, pen, pengab), each under its own paths.
  for (const collection of DOCUMENT_COLLECTION_KEYS) await app.register(documentSetRoutes, { collection });
  await app.register(settingsRoutes, { prefix: '/settings' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(trashRoutes, { prefix: '/trash' });
  await app.register(linkHealthRoutes, { prefix: '/link-health' });
  await app.register(contentHealthRoutes, { prefix: '/content-health' });
}
