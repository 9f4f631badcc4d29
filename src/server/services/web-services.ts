import type { FastifyInstance } from 'fastify';
import { appStateRepo, articlesRepo } from '../../db/index';
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema, type SiteSettings } from '../../shared/schemas/settings';

/**
 * What the server-rendered pages read, handed to React Router loaders through the load context.
 * Pages get plain view data straight from the data layer, never through HTTP.
 */
export function createWebServices(app: FastifyInstance) {
  const { db } = app.database;
  return {
    async siteSettings(): Promise<SiteSettings> {
      const stored = await appStateRepo.readSiteSettings(db);
      const merged = siteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, ...stored });
      return merged.success ? merged.data : DEFAULT_SITE_SETTINGS;
    },
    async latestArticles(category: string, limit: number) {
      return articlesRepo.listArticleSummaries(db, { category, limit });
    },
  };
}

export type WebServices = ReturnType<typeof createWebServices>;
