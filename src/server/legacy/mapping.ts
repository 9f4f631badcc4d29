import {
  ARTICLE_TYPES,
  FILE_TYPES,
  LEGACY_FILE_TYPES,
  type ArticleType,
  type DocumentCollection,
  type FileType,
} from '../../shared/constants/content';
import { DEFAULT_PROFILE_ALT } from '../../shared/constants/limits';
import { messages } from '../../shared/messages';
import type { SiteSettings } from '../../shared/schemas/settings';

// Where old records that have no exact home here go. Each choice is listed in docs/deployment.md
// ("Moving in from the old system") and printed in the import summary.

/** `umum` (general) articles: shown with research news unless `--umum-category` says otherwise. */
export const DEFAULT_UMUM_CATEGORY: ArticleType = 'informasi_penelitian';

export function isArticleType(value: string): value is ArticleType {
  return (ARTICLE_TYPES as readonly string[]).includes(value);
}

export type FileTarget =
  | { kind: 'file_link'; fileType: FileType }
  | { kind: 'document'; collection: DocumentCollection; categoryName: string };

/**
 * Old file types beyond the nine of this product:
 * - research and community-service documents become documents of those sets, in a category of their own;
 * - the rector's decrees on running KKN join the guide list of that KKN programme, description kept.
 */
const EXTRA_FILE_TYPES: Record<string, FileTarget> = {
  dokumen_penelitian: {
    kind: 'document',
    collection: 'pen',
    categoryName: messages.legacyImport.researchDocumentsCategory,
  },
  dokumen_penting_pengabdian_masyarakat: {
    kind: 'document',
    collection: 'pengab',
    categoryName: messages.legacyImport.serviceDocumentsCategory,
  },
  // The same table tells the API which list answers an old type (src/shared/constants/content.ts).
  ...Object.fromEntries(
    Object.entries(LEGACY_FILE_TYPES).flatMap(([oldType, fileType]) =>
      fileType ? [[oldType, { kind: 'file_link', fileType } satisfies FileTarget]] : [],
    ),
  ),
};

export function fileTarget(oldType: string): FileTarget | undefined {
  if ((FILE_TYPES as readonly string[]).includes(oldType)) return { kind: 'file_link', fileType: oldType as FileType };
  return EXTRA_FILE_TYPES[oldType];
}

export function describeFileTarget(oldType: string, target: FileTarget): string {
  return target.kind === 'file_link'
    ? `files of type ${oldType} → file links of type ${target.fileType}`
    : `files of type ${oldType} → documents of the "${target.collection}" set, category "${target.categoryName}"`;
}

/** Old profile types: the leaders' photos (`pimpinan_lembaga`) join the organisation chart page. */
export function profileAlt(oldType: string, alt: string): string | undefined {
  if (oldType === 'struktur_organisasi') return alt || DEFAULT_PROFILE_ALT;
  if (oldType === 'pimpinan_lembaga') return alt || messages.legacyImport.leadersAlt;
  return undefined;
}

/** The old `Forms` are the survey links of the menu: matched to a setting by words in their name. */
const SURVEY_MATCHERS: { pattern: RegExp; key: keyof SiteSettings }[] = [
  { pattern: /\bkkn\b/i, key: 'survey_kkn_partner_url' },
  { pattern: /penelitian|riset/i, key: 'survey_research_partner_url' },
  { pattern: /mitra|partner/i, key: 'survey_partner_url' },
  { pattern: /layanan|pelayanan|kepuasan/i, key: 'survey_service_url' },
];

export function surveySettingFor(formName: string): keyof SiteSettings | undefined {
  return SURVEY_MATCHERS.find((matcher) => matcher.pattern.test(formName))?.key;
}

/** The setting an earlier run recorded for a form, if it still is one of the survey links. */
export function surveySetting(key: string | null): keyof SiteSettings | undefined {
  return SURVEY_MATCHERS.find((matcher) => matcher.key === key)?.key;
}
