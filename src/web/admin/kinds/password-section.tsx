import type { FormEvent } from 'react';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { changePasswordSchema } from '../../../shared/schemas';
import { api, ApiError, errorText } from '../../lib/api-client';
import { TextField } from '../components/field';
import { Heading } from '../components/heading';
import { Notice } from '../components/notice';
import { useEntityForm } from '../hooks/use-entity-form';
import { useReportUnsaved } from '../hooks/use-unsaved';
import { validate } from '../lib/validate';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };
const f = adminMessages.field;

/** Ganti Password for the logged-in admin; the server ends the admin's other sessions. */
export function PasswordSection() {
  const form = useEntityForm(EMPTY);
  useReportUnsaved('password', form.dirty);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(changePasswordSchema, form.values);
    if (!checked.ok) return form.setErrors(checked.errors);
    form.setBusy(true);
    form.setNotice(null);
    try {
      const { message } = await api.auth.changePassword(checked.data);
      form.reset();
      form.setNotice({ variant: 'success', text: message });
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.fieldErrors);
      form.setNotice({ variant: 'danger', text: errorText(error, messages.adminError.save) });
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <form className="admin-card admin-narrow" onSubmit={(event) => void submit(event)} noValidate>
      <Heading>{adminMessages.menu.gantiPassword}</Heading>
      <p className="text-body-secondary">{adminMessages.hint.passwordSessions}</p>
      <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
      <TextField
        label={f.currentPassword}
        type="password"
        autoComplete="current-password"
        value={form.values.current_password}
        onChange={(v) => form.set('current_password', v)}
        error={form.errors.current_password}
        required
      />
      <TextField
        label={f.newPassword}
        type="password"
        autoComplete="new-password"
        value={form.values.new_password}
        onChange={(v) => form.set('new_password', v)}
        error={form.errors.new_password}
        required
      />
      <TextField
        label={f.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={form.values.confirm_password}
        onChange={(v) => form.set('confirm_password', v)}
        error={form.errors.confirm_password}
        required
      />
      <button type="submit" className="btn btn-primary" disabled={form.busy}>
        {adminMessages.action.changePassword}
      </button>
    </form>
  );
}
