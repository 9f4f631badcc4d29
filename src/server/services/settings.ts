import { appStateRepo, writeContent, type Db } from '../../db/index';
import {
  DEFAULT_SITE_SETTINGS,
  SITE_SETTING_KEYS,
  siteSettingsSchema,
  type SiteSettings,
} from '../../shared/schemas/settings';

/** Settings are stored as text: a switch (`show_most_opened`) as `true` or `false`. */
function storedValue(value: string, fallback: unknown): unknown {
  if (typeof fallback !== 'boolean') return value;
  return value === 'true' ? true : value === 'false' ? false : value;
}

/**
 * The site settings: stored values over the defaults, key by key. A stored value that no longer
 * passes its rule (e.g. written before the rule was tightened) falls back to its default alone,
 * so one bad value never hides the others.
 */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const stored = await appStateRepo.readSiteSettings(db);
  const settings: Record<string, unknown> = { ...DEFAULT_SITE_SETTINGS };
  for (const key of SITE_SETTING_KEYS) {
    const value = stored[key];
    if (value === undefined) continue;
    const parsed = siteSettingsSchema.shape[key].safeParse(storedValue(value, DEFAULT_SITE_SETTINGS[key]));
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as SiteSettings;
}

/** Saves the given (already validated) values; keys left out keep their current value. */
export async function updateSiteSettings(db: Db, changes: Partial<SiteSettings>): Promise<SiteSettings> {
  const values = Object.fromEntries(
    Object.entries(changes).flatMap(([key, value]): [string, string][] =>
      typeof value === 'string' || typeof value === 'boolean' ? [[key, String(value)]] : [],
    ),
  );
  await writeContent(db, (trx) => appStateRepo.writeSiteSettings(trx, values));
  return readSiteSettings(db);
}
