import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { updateProfileSchema } from '../../../shared/schemas';
import { api } from '../../lib/api-client';
import { useSessionUser } from '../hooks/use-session-user';
import { SingleFormSection, type SingleFormKind } from './single-form-section';

type ProfileValues = { name: string };

/** Akun Saya: the name shown in the menu and given as the author of new articles. */
const PROFILE_FORM: SingleFormKind<ProfileValues, ProfileValues, { message: string; admin: { name: string } }> = {
  unsavedKey: 'profile',
  heading: adminMessages.section.displayName,
  intro: adminMessages.users.profileIntro,
  narrow: true,
  fields: [{ name: 'name', label: adminMessages.field.displayName, required: true, autoComplete: 'name' }],
  schema: updateProfileSchema,
  send: (data) => api.auth.updateProfile(data),
  afterSave: (result) => ({ name: result.admin.name }),
  successText: ({ message }) => message,
  failureText: messages.adminError.save,
  // The menu and the dashboard read the name from the session the layout loads.
  reload: true,
  submitLabel: adminMessages.action.save,
};

export function ProfileSection() {
  const user = useSessionUser();
  return <SingleFormSection kind={PROFILE_FORM} initial={{ name: user?.name ?? '' }} />;
}
