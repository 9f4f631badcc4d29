import { useMemo } from 'react';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { changePasswordSchemaFor } from '../../../shared/schemas/password';
import { api } from '../../lib/api-client';
import { useSessionUser } from '../hooks/use-session-user';
import { SingleFormSection, type SingleFormKind } from './single-form-section';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };
type PasswordValues = typeof EMPTY;
const f = adminMessages.field;

/**
 * Ganti Password for the person logged in; the server ends their other sessions. On a temporary
 * password this is the only screen until it is changed: the reload after the save brings the menu back.
 */
const PASSWORD_FORM: SingleFormKind<PasswordValues, PasswordValues, { message: string }> = {
  unsavedKey: 'password',
  heading: adminMessages.menu.gantiPassword,
  intro: adminMessages.hint.passwordSessions,
  narrow: true,
  fields: [
    {
      name: 'current_password',
      label: f.currentPassword,
      type: 'password',
      autoComplete: 'current-password',
      required: true,
    },
    {
      name: 'new_password',
      label: f.newPassword,
      type: 'password',
      autoComplete: 'new-password',
      required: true,
      hint: adminMessages.users.passwordRule,
    },
    {
      name: 'confirm_password',
      label: f.confirmPassword,
      type: 'password',
      autoComplete: 'new-password',
      required: true,
    },
  ],
  schema: changePasswordSchemaFor(),
  send: (data) => api.auth.changePassword(data),
  afterSave: (_, initial) => initial,
  // The server's own sentence (it says the other sessions have ended).
  successText: ({ message }) => message,
  failureText: messages.adminError.save,
  reload: true,
  submitLabel: adminMessages.action.changePassword,
};

export function PasswordSection() {
  const user = useSessionUser();
  const { username, name, mustChangePassword } = user ?? {};
  // The person's own names are refused as the server refuses them (the same rule, with the same names).
  const kind = useMemo(
    () => ({
      ...PASSWORD_FORM,
      ...(username !== undefined && name !== undefined && { schema: changePasswordSchemaFor({ username, name }) }),
      ...(mustChangePassword && { intro: adminMessages.users.mustChangePasswordIntro }),
    }),
    [username, name, mustChangePassword],
  );
  return <SingleFormSection kind={kind} initial={EMPTY} />;
}
