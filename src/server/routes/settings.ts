import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteSettingsSchema } from '../../shared/schemas/settings';
import { readSiteSettings, updateSiteSettings } from '../services/settings';
import { actorOf } from './actor';

/**
 * Site settings (address, contact, external links) that the admin "Pengaturan Situs" screen edits
 * and the public header, footer and contact page read. Reading is public; writing needs a session.
 */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['settings'];

  api.get('/', { config: { publicRead: true }, schema: { tags, response: { 200: siteSettingsSchema } } }, async () =>
    readSiteSettings(db),
  );

  api.patch(
    '/update',
    {
      // Site settings belong to Admins; Editors work on content only.
      config: { role: 'admin' },
      schema: { tags, body: siteSettingsSchema.partial(), response: { 200: siteSettingsSchema } },
    },
    async (request) => updateSiteSettings(db, request.body, actorOf(request)),
  );
}
