import { FormProvider } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { securitySettingsSchema, type SecuritySettings } from '../../../shared/schemas/two-factor';
import { api } from '../../lib/api-client';
import { Heading } from '../components/heading';
import { Notice } from '../components/notice';
import { useSchemaForm } from '../forms/use-schema-form';
import { useReportUnsaved } from '../hooks/use-unsaved';

const t = adminMessages.security;

/** Pengaturan Situs, Keamanan (Admins): whether every Admin must use two-factor login. */
export function SecuritySection({ settings }: { settings: SecuritySettings }) {
  const form = useSchemaForm(securitySettingsSchema, settings);
  const revalidator = useRevalidator();
  useReportUnsaved('security', form.methods.formState.isDirty);

  const submit = form.submitWith(async (input) => {
    const saved = await api.settings.updateSecurity(input);
    form.methods.reset(saved);
    await revalidator.revalidate();
    return messages.api.securitySaved;
  }, messages.adminError.save);

  return (
    <FormProvider {...form.methods}>
      <form className="admin-card admin-narrow" onSubmit={(event) => void submit(event)} noValidate>
        <Heading>{adminMessages.section.security}</Heading>
        <p className="text-body-secondary">{t.intro}</p>
        <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
        <div className="form-check mb-3">
          <input
            {...form.methods.register('require_admin_2fa')}
            id="require-admin-2fa"
            type="checkbox"
            className="form-check-input"
            aria-describedby="require-admin-2fa-hint"
          />
          <label className="form-check-label" htmlFor="require-admin-2fa">
            {t.requireAdmin2fa}
          </label>
          <div id="require-admin-2fa-hint" className="form-text">
            {t.requireAdmin2faHint}
          </div>
        </div>
        <button type="submit" className="btn btn-primary" disabled={form.methods.formState.isSubmitting}>
          {adminMessages.action.saveSecurity}
        </button>
      </form>
    </FormProvider>
  );
}
