import { appStateRepo, usersRepo, writeContent, writeLogged, type Actor, type Db } from '../../db/index';
import { messages } from '../../shared/messages';
import type { SessionUser } from '../../shared/schemas/auth';
import {
  DEFAULT_SITE_SETTINGS,
  SITE_SETTING_KEYS,
  siteSettingsSchema,
  type SiteSettings,
} from '../../shared/schemas/settings';
import type { SecuritySettings } from '../../shared/schemas/two-factor';
import { AppError } from './errors';

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
    Object.entries(changes).flatMap(([key, value]): [string, string][] =>
      typeof value === 'string' || typeof value === 'boolean' ? [[key, String(value)]] : [],
    ),
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

/** The key under which "two-factor login required for Admins" is kept beside the site settings. */
const REQUIRE_ADMIN_2FA = 'require_admin_2fa';

/** Whether every Admin must use two-factor login (Pengaturan Situs, for Admins only). */
export async function requireAdminTwoFactor(db: Db): Promise<boolean> {
  return (await appStateRepo.readSiteSetting(db, REQUIRE_ADMIN_2FA)) === 'true';
}

export async function readSecuritySettings(db: Db): Promise<SecuritySettings> {
  return { require_admin_2fa: await requireAdminTwoFactor(db) };
}

/**
 * Saves the security settings. An Admin turns "required for Admins" on only with two-factor login
 * of their own already on: otherwise the save itself would shut them out of every screen but the
 * setup. Not content: no content version goes up, as visitors see nothing of it.
 */
export async function updateSecuritySettings(
  db: Db,
  actor: SessionUser,
  changes: SecuritySettings,
  by: Actor | null,
): Promise<SecuritySettings> {
  if (changes.require_admin_2fa) {
    const own = await usersRepo.findUserById(db, actor.id);
    if (!own?.totp_enabled_at) throw new AppError(409, messages.api.ownTwoFactorFirst);
  }
  const activity = {
    by,
    note: { kind: 'site_settings' as const, action: 'update' as const, details: { fields: [REQUIRE_ADMIN_2FA] } },
  };
  await writeLogged(db, activity, (trx) =>
    appStateRepo.writeSiteSettings(trx, { [REQUIRE_ADMIN_2FA]: String(changes.require_admin_2fa) }),
  );
  return readSecuritySettings(db);
}
