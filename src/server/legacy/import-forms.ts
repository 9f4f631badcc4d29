import crypto from 'node:crypto';
import { appStateRepo } from '../../db/index';
import { isHttpUrl } from '../../shared/schemas/common';
import type { SiteSettings } from '../../shared/schemas/settings';
import { type ImportContext, clip, importedEntries } from './context';
import { type LegacyRow, text } from './legacy-source';
import { surveySetting, surveySettingFor } from './mapping';
import { Refusal, type SyncKind, syncKind } from './sync-kind';

/** A survey link of the site settings, as a form became one. */
interface SurveyLink {
  key: keyof SiteSettings;
  value: string;
}

/** Settings have no `updated_at`: their value stands for it (a digest that fits the map's column). */
function digest(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex').slice(0, 32);
}

async function writeLink(ctx: ImportContext, key: keyof SiteSettings, link: string): Promise<{ target: SurveyLink }> {
  await appStateRepo.writeSiteSettings(ctx.db, { [key]: link });
  return { target: { key, value: link } };
}

/**
 * Old `Forms` (survey links) become the four survey links of the site settings, matched by name.
 * The first form that matches a setting sets it; a later one for the same setting is reported. A
 * form keeps the setting it set first: a new link in the old system is brought over, a new name is not.
 */
export async function importForms(ctx: ImportContext, rows: LegacyRow[]): Promise<void> {
  const done = await importedEntries(ctx, 'form');
  const taken = new Set([...done.values()].map((entry) => entry.targetKey));
  const forms: SyncKind<SurveyLink, { key: keyof SiteSettings; link: string }> = {
    mapKind: 'form',
    reportKind: 'Forms',
    async find(ctx, entry) {
      const key = surveySetting(entry.targetKey);
      return key && { key, value: (await appStateRepo.readSiteSettings(ctx.db))[key] ?? '' };
    },
    idOf: () => null,
    version: (link) => digest(link.value),
    targetKey: (link) => link.key,
    describe: (link) => `${link.key} = ${clip(link.value)}`,

    async prepare(_ctx, row, current) {
      const name = text(row.name);
      const link = text(row.link);
      const key = current?.key ?? surveySettingFor(name);
      if (!key) return new Refusal('no survey link setting matches its name', clip(name) || '(no name)');
      if (!isHttpUrl(link)) return new Refusal(link ? 'URL is not http(s)' : 'no URL', clip(link));
      if (!current && taken.has(key)) {
        return new Refusal('another form already set this survey link', `${clip(name)} → ${key}`);
      }
      return { key, link };
    },

    async insert(ctx, _row, { key, link }) {
      taken.add(key);
      ctx.report.notes.add(
        'Forms → survey links of the site settings, chosen by name (KKN, penelitian, mitra, layanan)',
      );
      return writeLink(ctx, key, link);
    },

    update: (ctx, _row, { key, link }) => writeLink(ctx, key, link),
  };
  await syncKind(ctx, forms, rows);
}
