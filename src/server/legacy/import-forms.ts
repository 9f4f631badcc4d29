import { appStateRepo } from '../../db/index';
import { isHttpUrl } from '../../shared/schemas/common';
import { type ImportContext, clip, importedKeys, markImported } from './context';
import { type LegacyRow, legacyId, text } from './legacy-source';
import { surveySettingFor } from './mapping';

/**
 * Old `Forms` (survey links) become the four survey links of the site settings, matched by name.
 * The first form that matches a setting sets it; a later one for the same setting is reported.
 */
export async function importForms(ctx: ImportContext, rows: LegacyRow[]): Promise<void> {
  const done = await importedKeys(ctx, 'form');
  const taken = new Set([...done.keys()].map((key) => key.split('=')[1]));
  const settings: Record<string, string> = {};
  for (const row of rows) {
    const id = legacyId(row);
    ctx.report.found('Forms');
    if ([...done.keys()].some((key) => key.split('=')[0] === id)) {
      ctx.report.already('Forms');
      continue;
    }
    const name = text(row.name);
    const link = text(row.link);
    const key = surveySettingFor(name);
    if (!key) {
      ctx.report.skipped('Forms', id, 'no survey link setting matches its name', clip(name) || '(no name)');
      continue;
    }
    if (!isHttpUrl(link)) {
      ctx.report.skipped('Forms', id, link ? 'URL is not http(s)' : 'no URL', clip(link));
      continue;
    }
    if (taken.has(key)) {
      ctx.report.skipped('Forms', id, 'another form already set this survey link', `${clip(name)} → ${key}`);
      continue;
    }
    taken.add(key);
    settings[key] = link;
    ctx.report.notes.add('Forms → survey links of the site settings, chosen by name (KKN, penelitian, mitra, layanan)');
    // The key records which setting the form set, so a later run knows the setting is taken.
    await markImported(ctx, 'form', `${id}=${key}`, null);
    ctx.report.imported('Forms');
  }
  await appStateRepo.writeSiteSettings(ctx.db, settings);
}
