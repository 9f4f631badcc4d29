import type { FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { SITE_SETTING_KEYS, siteSettingsSchema, type SiteSettings } from '../../../shared/schemas';
import { api, ApiError, errorText } from '../../lib/api-client';
import { TextField } from '../components/field';
import { Heading } from '../components/heading';
import { Notice } from '../components/notice';
import { useEntityForm } from '../hooks/use-entity-form';
import { useReportUnsaved } from '../hooks/use-unsaved';
import { validate } from '../lib/validate';

const f = adminMessages.field;

/** Label and input type of each setting. */
const FIELDS: Record<
  keyof SiteSettings,
  { label: string; type: 'text' | 'url' | 'email' | 'tel'; multiline?: boolean }
> = {
  address: { label: f.address, type: 'text', multiline: true },
  phone: { label: f.phone, type: 'tel' },
  email: { label: f.email, type: 'email' },
  whatsapp: { label: f.whatsapp, type: 'tel' },
  map_embed_url: { label: f.mapEmbedUrl, type: 'url' },
  working_hours: { label: f.workingHours, type: 'text' },
  ejournal_url: { label: f.ejournalUrl, type: 'url' },
  survey_service_url: { label: f.surveyServiceUrl, type: 'url' },
  survey_partner_url: { label: f.surveyPartnerUrl, type: 'url' },
  survey_research_partner_url: { label: f.surveyResearchPartnerUrl, type: 'url' },
  survey_kkn_partner_url: { label: f.surveyKknPartnerUrl, type: 'url' },
  video_channel_url: { label: f.videoChannelUrl, type: 'url' },
};

/** Pengaturan Situs: contact data and external links read by the public header, footer and contact page. */
export function SettingsSection({ settings }: { settings: SiteSettings }) {
  const form = useEntityForm<SiteSettings>(settings);
  const revalidator = useRevalidator();
  useReportUnsaved('settings', form.dirty);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(siteSettingsSchema, form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    form.setBusy(true);
    form.setNotice(null);
    try {
      form.markSaved(await api.settings.update(checked.data));
      form.setNotice({ variant: 'success', text: adminMessages.success.settingsSaved });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      form.setNotice({ variant: 'danger', text: errorText(error, messages.adminError.save) });
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <form className="admin-card" onSubmit={(event) => void submit(event)} noValidate>
      <Heading>{adminMessages.menu.pengaturanSitus}</Heading>
      <p className="text-body-secondary">{adminMessages.hint.settingsIntro}</p>
      <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
      {SITE_SETTING_KEYS.map((key) => (
        <TextField
          key={key}
          label={FIELDS[key].label}
          type={FIELDS[key].type}
          multiline={FIELDS[key].multiline}
          value={form.values[key]}
          onChange={(value) => form.set(key, value)}
          error={form.errors[key]}
        />
      ))}
      <button type="submit" className="btn btn-primary" disabled={form.busy}>
        {adminMessages.action.save}
      </button>
    </form>
  );
}
