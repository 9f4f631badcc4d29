import { useFormContext } from 'react-hook-form';
import { USER_ROLES } from '../../../shared/constants/accounts';
import { adminMessages } from '../../../shared/messages/admin';
import { FieldShell } from '../components/field';

/** Peran: Editor or Admin, in the form around it (react-hook-form context). */
export function RoleSelect({ name }: { name: string }) {
  const { register, formState } = useFormContext();
  const error = formState.errors[name]?.message;
  return (
    <FieldShell
      label={adminMessages.field.role}
      error={typeof error === 'string' ? error : undefined}
      hint={adminMessages.users.usersIntro}
    >
      {({ id, describedBy, invalid }) => (
        <select
          {...register(name)}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`form-select${invalid ? ' is-invalid' : ''}`}
        >
          {[...USER_ROLES].reverse().map((role) => (
            <option key={role} value={role}>
              {adminMessages.users.roles[role]}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
