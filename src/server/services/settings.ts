import { appStateRepo, writeContent, type Actor, type Db } from '../../db/index';
import {
  DEFAULT_SITE_SETTINGS,
  SITE_SETTING_KEYS,
  siteSettingsSchema,
  type SiteSettings,
} from '../../shared/schemas/settings';

/**
 * The site settings: stored values over the defaults, key by key. A stored value that no longer
 * passes its rule (e.g. written before the rule was tightened) falls back to its default alone,
 * so one bad value never hides the others.
 */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const stored = await appStateRepo.readSiteSettings(db);
  const settings: SiteSettings = { ...DEFAULT_SITE_SETTINGS };
  for (const key of SITE_SETTING_KEYS) {
    const value = stored[key];
    if (value === undefined) continue;
    const parsed = siteSettingsSchema.shape[key].safeParse(value);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings;
}

/**
 * Saves the given (already validated) values; keys left out keep their current value. The activity
 * log names the settings whose value changed (the form sends all of them), not their values.
 */
export async function updateSiteSettings(
  db: Db,
  changes: Partial<SiteSettings>,
  by: Actor | null,
): Promise<SiteSettings> {
  const values = Object.fromEntries(
    Object.entries(changes).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const activity = {
    by,
    note: (fields: string[]) => ({ kind: 'site_settings', action: 'update', details: { fields } }) as const,
  };
  await writeContent(db, activity, async (trx) => {
    const before = await readSiteSettings(trx);
    await appStateRepo.writeSiteSettings(trx, values);
    return Object.keys(values).filter((key) => before[key as keyof SiteSettings] !== values[key]);
  });
  return readSiteSettings(db);
}
