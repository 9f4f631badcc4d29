import { describe, expect, it } from 'vitest';
import type { ActivityKind } from './constants/activity';
import { DOCUMENT_COLLECTION_KEYS } from './constants/content';
import { activityDetailsText, activityFieldLabel } from './activity-text';
import {
  announcementFieldsSchema,
  articleFieldsSchema,
  categoryFieldsSchema,
  documentInputSchema,
  faqUpdateSchema,
  fileFieldsSchema,
  heroUpdateSchema,
  pageFieldsSchema,
  profileFieldsSchema,
  SITE_SETTING_KEYS,
  videoInputSchema,
} from './schemas';

describe('the activity log in words', () => {
  it('names the fields a change sent by the labels of their form', () => {
    expect(activityDetailsText({ kind: 'file', details: { fields: ['file_name', 'superseded_by'] } })).toBe(
      'Kolom: Judul, Diganti oleh',
    );
    expect(activityDetailsText({ kind: 'document', details: { fields: ['file_name', 'catdokumenpenId'] } })).toBe(
      'Kolom: Judul Dokumen, Kategori',
    );
    // The form's "(opsional)" is no part of the field's name.
    expect(
      activityDetailsText({
        kind: 'article',
        details: { state: 'published', fields: ['published_date', 'thumbnail_alt'] },
      }),
    ).toBe('Status: Terbit; Kolom: Tanggal terbit (WIB), Teks alternatif');
    expect(activityDetailsText({ kind: 'site_settings', details: { fields: ['ejournal_url'] } })).toBe(
      'Kolom: Link E-Jurnal',
    );
    // A name no form has (a row of an older release) is shown as it was kept; nothing of Object's own.
    expect(activityFieldLabel('file', 'kolom_lama')).toBe('kolom_lama');
    expect(activityFieldLabel('file', 'constructor')).toBe('constructor');
  });

  it('has a label for every field a change of each kind can send', () => {
    const names = (schema: { shape: object }) => Object.keys(schema.shape);
    const sent: Partial<Record<ActivityKind, string[]>> = {
      article: [...names(articleFieldsSchema), 'thumbnail', 'category'],
      page: [...names(pageFieldsSchema), 'image', 'draft'],
      file: [...names(fileFieldsSchema), 'position'],
      document: [...DOCUMENT_COLLECTION_KEYS.flatMap((set) => names(documentInputSchema(set))), 'position'],
      document_category: [...names(categoryFieldsSchema), 'position'],
      video: [...names(videoInputSchema), 'position'],
      hero_slide: [...names(heroUpdateSchema), 'image'],
      profile_image: [...names(profileFieldsSchema).filter((name) => name !== 'type'), 'image'],
      faq: [...names(faqUpdateSchema), 'position'],
      announcement: names(announcementFieldsSchema),
      site_settings: [...SITE_SETTING_KEYS, 'require_admin_2fa'],
      account: ['name'],
    };
    for (const [kind, fields] of Object.entries(sent) as [ActivityKind, string[]][]) {
      for (const field of fields) expect(activityFieldLabel(kind, field), `${kind}.${field}`).not.toBe(field);
    }
  });
});
