import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '../../shared/schemas/common';
import { siteSettingsSchema } from '../../shared/schemas/settings';
import { securitySettingsSchema } from '../../shared/schemas/two-factor';
import {
  readSecuritySettings,
  readSiteSettings,
  updateSecuritySettings,
  updateSiteSettings,
} from '../services/settings';
import { actorOf } from './actor';
import { signedIn } from './signed-in';

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

  // Not public like the settings above: what the login asks of Admins is for Admins to know.
  const security = { tags, description: 'Whether every Admin must use two-factor login (`require_admin_2fa`).' };
  const refusals = { 401: messageSchema, 403: messageSchema };
  api.get(
    '/security',
    { config: { role: 'admin' }, schema: { ...security, response: { 200: securitySettingsSchema, ...refusals } } },
    async () => readSecuritySettings(db),
  );

  api.patch(
    '/security',
    {
      config: { role: 'admin' },
      schema: {
        ...security,
        description: `${security.description} Turning it on needs two-factor login on the Admin's own account (409 otherwise); from then on an Admin without it can open only Akun Saya until it is set up.`,
        body: securitySettingsSchema,
        response: { 200: securitySettingsSchema, ...refusals, 409: messageSchema },
      },
    },
    async (request) => updateSecuritySettings(db, signedIn(request).user, request.body, actorOf(request)),
  );
}
