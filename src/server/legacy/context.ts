import type { z } from 'zod';
import { legacyImportsRepo, type Db } from '../../db/index';
import type { ImportedEntry, ImportedMark } from '../../db/repositories/legacy-imports';
import type { ArticleType } from '../../shared/constants/content';
import type { LegacyImageCopier } from './legacy-images';
import type { ImportReport } from './report';

/** What every importer gets: the open transaction, the report, the image copier and the options. */
export interface ImportContext {
  db: Db;
  report: ImportReport;
  images: LegacyImageCopier;
  now: string;
  umumCategory: ArticleType;
}

/** Keys of one kind that an earlier run imported (kind as stored in `legacy_import_map`). */
export async function importedKeys(ctx: Pick<ImportContext, 'db'>, kind: string): Promise<Map<string, number | null>> {
  return legacyImportsRepo.listImported(ctx.db, kind);
}

export type { ImportedEntry };

export async function importedEntries(
  ctx: Pick<ImportContext, 'db'>,
  kind: string,
): Promise<Map<string, ImportedEntry>> {
  return legacyImportsRepo.listImportedEntries(ctx.db, kind);
}

export async function markImported(
  ctx: ImportContext,
  kind: string,
  key: string,
  newId: number | null,
  sync: ImportedMark = {},
): Promise<void> {
  await legacyImportsRepo.recordImported(ctx.db, { kind, legacyKey: key, newId, now: ctx.now, ...sync });
}

export type Checked<T> = { data: T; reason?: undefined } | { data?: undefined; reason: string };

/**
 * Validates an old record with the product's own schema. A refused link gets one plain reason
 * (so `javascript:` and other non-web links are counted together); other fields say what is wrong.
 */
export function check<T>(schema: z.ZodType<T>, input: Record<string, unknown>, urlField?: string): Checked<T> {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? '');
  if (urlField && field === urlField) {
    const value = String(input[urlField] ?? '').trim();
    if (!value) return { reason: 'no URL' };
    return { reason: /^https?:\/\//i.test(value) ? 'not a valid link' : 'URL is not http(s)' };
  }
  return { reason: `${field || 'record'}: ${issue?.message ?? 'invalid'}` };
}

/** A long value shortened for a report line. */
export function clip(value: string, max = 60): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}
