import { mapEmbedSrc, normaliseWhatsapp } from '../../../shared/contact-links';
import { format, messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { SITE_SETTING_KEYS, siteSettingsSchema, type SiteSettings } from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import type { TextFieldSpec } from '../forms/text-fields';
import { SingleFormSection, type SingleFormKind } from './single-form-section';

const f = adminMessages.field;
const h = adminMessages.hint;

/** What the number typed will be stored as, once it differs from what was typed. */
function whatsappHint(value: string) {
  const stored = normaliseWhatsapp(value);
  return stored !== value.trim() && /^\d+$/.test(stored) ? format(h.whatsappStored, { number: stored }) : h.whatsapp;
}

/** Pasted embed code: the link that is kept of it. */
function mapHint(value: string) {
  const src = mapEmbedSrc(value);
  return /^\s*<iframe/i.test(value) && src !== value.trim() ? (
    <span className="text-break">{format(h.mapEmbedTaken, { link: src })}</span>
  ) : (
    h.mapEmbed
  );
}

/** Label and input type of each setting. */
const FIELDS: Record<keyof SiteSettings, Omit<TextFieldSpec<SiteSettings>, 'name'>> = {
  address: { label: f.address, type: 'text', multiline: true },
  phone: { label: f.phone, type: 'tel' },
  email: { label: f.email, type: 'email' },
  whatsapp: { label: f.whatsapp, type: 'tel', hint: whatsappHint },
  // A text input, not `url`: the embed code that Google Maps gives is pasted here too.
  map_embed_url: { label: f.mapEmbedUrl, type: 'text', multiline: true, hint: mapHint },
  working_hours: { label: f.workingHours, type: 'text' },
  ejournal_url: { label: f.ejournalUrl, type: 'url' },
  survey_service_url: { label: f.surveyServiceUrl, type: 'url' },
  survey_partner_url: { label: f.surveyPartnerUrl, type: 'url' },
  survey_research_partner_url: { label: f.surveyResearchPartnerUrl, type: 'url' },
  survey_kkn_partner_url: { label: f.surveyKknPartnerUrl, type: 'url' },
  video_channel_url: { label: f.videoChannelUrl, type: 'url' },
  hero_title: { label: f.heroTitle, type: 'text', required: true, hint: h.heroTitle },
  hero_subtitle: { label: f.heroSubtitle, type: 'text', multiline: true, required: true },
  page_header_subtitle: { label: f.pageHeaderSubtitle, type: 'text', required: true, hint: h.pageHeaderSubtitle },
  footer_description: { label: f.footerDescription, type: 'text', multiline: true, required: true },
  show_most_opened: { label: f.showMostOpened, type: 'checkbox', hint: h.showMostOpened },
};

/**
 * Pengaturan Situs: contact data and external links read by the public header, footer and contact
 * page, and the texts of the home page and the layout (hero, page-header subtitle, footer).
 */
const SETTINGS_FORM: SingleFormKind<SiteSettings, SiteSettings, SiteSettings> = {
  unsavedKey: 'settings',
  heading: adminMessages.menu.pengaturanSitus,
  intro: adminMessages.hint.settingsIntro,
  schema: siteSettingsSchema,
  fields: SITE_SETTING_KEYS.map((name) => ({ name, ...FIELDS[name] })),
  send: (data) => api.settings.update(data),
  // The stored values become the form's new starting point.
  afterSave: (saved) => saved,
  successText: () => adminMessages.success.settingsSaved,
  failureText: messages.adminError.save,
  reload: true,
  submitLabel: adminMessages.action.save,
};

export function SettingsSection({ settings }: { settings: SiteSettings }) {
  return <SingleFormSection kind={SETTINGS_FORM} initial={settings} />;
}
