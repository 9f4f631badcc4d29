import { z } from 'zod';
import { isGoogleMapsEmbed, isWhatsappNumber, mapEmbedSrc, normaliseWhatsapp } from '../contact-links';
import { format, messages } from '../messages';
import { siteCore } from '../messages/site-core';
import { withHttpsScheme } from '../urls';
import { isHttpUrl, LINK_NOTE, multiLineText, singleLineText } from './common';

const v = messages.validation;

/**
 * An optional text of at most `max` characters, one line unless `lines` says more (the fields the form
 * shows as several lines); the message names the field.
 */
const text = (field: string, max = 500, lines: 'single' | 'multiple' = 'single') =>
  (lines === 'single' ? singleLineText : multiLineText)({ error: v.issue.notText }).max(max, {
    error: format(v.tooLong, { field, max }),
  });

/** A text the site cannot show empty (a heading, a description): required, at most `max` characters. */
const shownText = (field: string, max: number, lines: 'single' | 'multiple' = 'single') =>
  text(field, max, lines).min(1, { error: format(v.required, { field }) });

/** An optional link; `https://` is added where it was left out. */
const optionalUrl = (field: string) =>
  text(field, 2048)
    .overwrite(withHttpsScheme)
    .refine((value) => value === '' || isHttpUrl(value), { error: format(v.invalidUrl, { field }) })
    .describe(LINK_NOTE);

/**
 * Site settings that staff edit and the public header, footer and contact page read. Values are
 * read the way people paste them: a WhatsApp number in its local form, Google Maps' embed code, a
 * link without `https://`; what is stored is the normalised form.
 */
export const siteSettingsSchema = z.object({
  address: text('Alamat', 500, 'multiple'),
  phone: text('Telepon', 50),
  email: text('E-mail', 255).refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
    error: v.invalidEmail,
  }),
  whatsapp: text('Nomor WhatsApp', 40)
    .overwrite(normaliseWhatsapp)
    .refine((value) => value === '' || isWhatsappNumber(value), { error: v.invalidWhatsapp })
    .describe(
      'A WhatsApp number as people write it (`0812-3456-7891`, `+62 812 3456 7891`, `62812…`, a `wa.me/…` link), ' +
        'stored and answered as digits with the country code (`6281234567891`); empty for none.',
    ),
  map_embed_url: text('Lokasi peta', 4096, 'multiple')
    .overwrite(mapEmbedSrc)
    .max(2048, { error: format(v.tooLong, { field: 'Lokasi peta', max: 2048 }) })
    .refine((value) => value === '' || isGoogleMapsEmbed(value), { error: v.mapNotGoogle })
    .describe(
      'A Google Maps embed address (`https://www.google.com/maps/embed?pb=…`), or the whole "Embed a map" ' +
        '`<iframe …>` code of Google Maps, of which the `src` is kept; empty for no map.',
    ),
  working_hours: text('Jam kerja'),
  ejournal_url: optionalUrl('Link E-Jurnal'),
  survey_service_url: optionalUrl('Link survei kepuasan layanan'),
  survey_partner_url: optionalUrl('Link survei kepuasan mitra'),
  survey_research_partner_url: optionalUrl('Link survei kepuasan mitra penelitian'),
  survey_kkn_partner_url: optionalUrl('Link survei kepuasan mitra KKN'),
  video_channel_url: optionalUrl('Link kanal video'),
  hero_title: shownText('Judul beranda', 200),
  hero_subtitle: shownText('Subjudul beranda', 300, 'multiple'),
  page_header_subtitle: shownText('Subjudul header halaman', 300),
  footer_description: shownText('Deskripsi footer', 500, 'multiple'),
  show_most_opened: z
    .boolean({ error: v.issue.notBoolean })
    .describe('Show the "Paling banyak dibuka" block (the most opened documents of 30 days) on the documents pages.'),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const SITE_SETTING_KEYS = Object.keys(siteSettingsSchema.shape) as (keyof SiteSettings)[];

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  address: 'Kampus Universitas Mayjen Sungkono, Jl. Irian Jaya No. 4, Kota Mojokerto, Jawa Timur',
  phone: '(0321) 390203',
  email: 'p3m@unim.ac.id',
  whatsapp: '6281234567890',
  map_embed_url: 'https://www.google.com/maps?q=Universitas+Mayjen+Sungkono+Mojokerto&output=embed',
  working_hours: 'Senin - Jumat, 08:00-16:00 WIB',
  ejournal_url: 'https://ejournal.unim.ac.id/',
  survey_service_url: 'https://forms.gle/survei-kepuasan-layanan',
  survey_partner_url: 'https://forms.gle/survei-kepuasan-mitra',
  survey_research_partner_url: 'https://forms.gle/survei-kepuasan-mitra-penelitian',
  survey_kkn_partner_url: 'https://forms.gle/survei-kepuasan-mitra-kkn',
  video_channel_url: 'https://www.youtube.com/@p3munim',
  // The home page's and the layout's texts as the site first showed them.
  hero_title: siteCore.settingsDefaults.heroTitle,
  hero_subtitle: siteCore.settingsDefaults.heroSubtitle,
  page_header_subtitle: siteCore.settingsDefaults.pageHeaderSubtitle,
  footer_description: siteCore.settingsDefaults.footerAbout,
  show_most_opened: false,
};
