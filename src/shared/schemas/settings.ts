import { z } from 'zod';
import { format, messages } from '../messages';
import { isHttpUrl } from './common';

const optionalUrl = (field: string) =>
  z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === '' || isHttpUrl(value), {
      error: format(messages.validation.invalidUrl, { field }),
    });
const text = (max = 500) => z.string().trim().max(max);

/** Site settings that staff edit and the public header, footer and contact page read. */
export const siteSettingsSchema = z.object({
  address: text(),
  phone: text(50),
  email: z
    .string()
    .trim()
    .max(255)
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      error: 'E-mail tidak valid.',
    }),
  whatsapp: text(30).refine((value) => value === '' || /^\+?[0-9]{8,15}$/.test(value), {
    error: 'Nomor WhatsApp hanya boleh berisi angka (contoh: 6281234567890).',
  }),
  map_embed_url: optionalUrl('Lokasi peta'),
  working_hours: text(),
  ejournal_url: optionalUrl('Link E-Jurnal'),
  survey_service_url: optionalUrl('Link survei kepuasan layanan'),
  survey_partner_url: optionalUrl('Link survei kepuasan mitra'),
  survey_research_partner_url: optionalUrl('Link survei kepuasan mitra penelitian'),
  survey_kkn_partner_url: optionalUrl('Link survei kepuasan mitra KKN'),
  video_channel_url: optionalUrl('Link kanal video'),
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
};
