import type { FastifyInstance } from 'fastify';
import { DOCUMENT_COLLECTION_KEYS } from '../../shared/constants/content';
import { articlesRepo, pagesRepo } from '../../db/index';
import { messages } from '../../shared/messages';
import { articleRecordSchema } from '../../shared/schemas/article';
import { pageRecordSchema } from '../../shared/schemas/page';
import { restoreArticleRevision } from '../services/articles';
import { restorePageRevision } from '../services/pages';
import { activityRoutes } from './activity';
import { announcementRoutes } from './announcements';
import { articleRoutes } from './articles';
import { authRoutes } from './auth';
import { autosaveRoutes } from './autosaves';
import { documentOpensRoutes } from './document-opens';
import { contentHealthRoutes } from './content-health';
import { documentSetRoutes } from './documents';
import { faqRoutes } from './faq';
import { fileRoutes } from './files';
import { healthRoutes } from './health';
import { heroRoutes } from './hero';
import { hostedFileRoutes } from './hosted-files';
import { inlineImageRoutes } from './inline-images';
import { pageRoutes } from './pages';
import { previewLinkRoutes } from './preview-link-routes';
import { linkHealthRoutes } from './link-health';
import { profileRoutes } from './profile';
import { revisionRoutes } from './revisions';
import { searchRoutes } from './search';
import { settingsRoutes } from './settings';
import { surveyRoutes } from './surveys';
import { complaintRoutes } from './complaints';
import { trashRoutes } from './trash';
import { twoFactorRoutes } from './two-factor';
import { userRoutes } from './users';
import { videoRoutes } from './videos';

/** Every resource of the API, mounted under /api. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(twoFactorRoutes, { prefix: '/auth/totp' });
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
  await app.register(previewLinkRoutes, {
    prefix: '/article',
    kind: 'article',
    tags: ['articles'],
    noun: 'article',
    exists: async (db, id) => (await articlesRepo.findArticleById(db, id, 'staff')) !== undefined,
    notFound: messages.empty.articleDetail,
  });
  // The editable pages, with their history and preview links (the same mechanisms as articles').
  await app.register(pageRoutes, { prefix: '/pages' });
  await app.register(revisionRoutes, {
    prefix: '/pages',
    kind: 'page',
    record: pageRecordSchema,
    restore: (db, images, id, revisionId, author) =>
      restorePageRevision(db, images, id, revisionId, author, app.clock.now()),
  });
  await app.register(previewLinkRoutes, {
    prefix: '/pages',
    kind: 'page',
    tags: ['pages'],
    noun: 'page',
    exists: async (db, id) => (await pagesRepo.findPageById(db, id)) !== undefined,
    notFound: messages.api.notFound,
  });
  await app.register(faqRoutes, { prefix: '/faq' });
  await app.register(announcementRoutes, { prefix: '/announcements' });
  await app.register(searchRoutes, { prefix: '/search' });
  await app.register(inlineImageRoutes, { prefix: '/inline-images' });
  await app.register(hostedFileRoutes, { prefix: '/hosted-files' });
  await app.register(profileRoutes, { prefix: '/profile' });
  await app.register(heroRoutes, { prefix: '/hero' });
  await app.register(videoRoutes, { prefix: '/youtube' });
  // One module serves the three document sets (prof, pen, pengab), each under its own paths.
  for (const collection of DOCUMENT_COLLECTION_KEYS) await app.register(documentSetRoutes, { collection });
  await app.register(documentOpensRoutes, { prefix: '/document-opens' });
  await app.register(settingsRoutes, { prefix: '/settings' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(trashRoutes, { prefix: '/trash' });
  await app.register(activityRoutes, { prefix: '/audit' });
  await app.register(linkHealthRoutes, { prefix: '/link-health' });
  await app.register(contentHealthRoutes, { prefix: '/content-health' });
  await app.register(surveyRoutes, { prefix: '/surveys' });
  await app.register(complaintRoutes, { prefix: '/complaints' });
}
