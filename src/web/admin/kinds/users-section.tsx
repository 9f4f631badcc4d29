import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { createUserSchema, type UserRecord, type UserWithPassword } from '../../../shared/schemas';
import { api, errorText } from '../../lib/api-client';
import { DataTable } from '../components/data-table';
import { Heading } from '../components/heading';
import { Notice, type NoticeValue } from '../components/notice';
import { TextFields, type TextFieldSpec } from '../forms/text-fields';
import { useSchemaForm } from '../forms/use-schema-form';
import { useConfirmedAction } from '../hooks/use-confirmed-action';
import { useSessionUser } from '../hooks/use-session-user';
import { useReportUnsaved } from '../hooks/use-unsaved';
import { RoleSelect } from './role-select';

const a = adminMessages;
const u = adminMessages.users;

const EMPTY = { name: '', username: '', email: '', role: 'editor' as const };
type NewUserValues = { name: string; username: string; email: string; role: 'admin' | 'editor' };

const FIELDS: TextFieldSpec<NewUserValues>[] = [
  { name: 'name', label: a.field.displayName, required: true, autoComplete: 'off' },
  { name: 'username', label: a.field.username, required: true, autoComplete: 'off' },
  { name: 'email', label: a.field.emailOptional, type: 'email', autoComplete: 'off' },
];

/** A temporary password, shown this once in a field it can be copied from. */
function TemporaryPassword({ shown }: { shown: UserWithPassword }) {
  return (
    <div className="alert alert-warning" role="status">
      <p>{format(u.temporaryPassword, { username: shown.user.username, password: shown.temporaryPassword })}</p>
      <label className="form-label" htmlFor="temporary-password">
        {u.temporaryPasswordLabel}
      </label>
      <input
        id="temporary-password"
        className="form-control font-monospace"
        readOnly
        value={shown.temporaryPassword}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}

function StatusText({ user }: { user: UserRecord }) {
  return (
    <>
      {user.disabled ? u.disabled : u.active}
      {user.mustChangePassword && <div className="small text-body-secondary">{u.mustChangePassword}</div>}
      {user.twoFactor && <div className="small text-body-secondary">{u.twoFactorOn}</div>}
    </>
  );
}

/**
 * Pengguna (Admins only): add a person with a temporary password shown once; change a role; disable
 * or enable; reset a password or the second factor (Reset 2FA); end every session. The server refuses what would leave no active
 * Admin or change one's own role or state, and says why above the table.
 */
export function UsersSection({ rows }: { rows: UserRecord[] }) {
  const me = useSessionUser();
  const revalidator = useRevalidator();
  const form = useSchemaForm(createUserSchema, EMPTY);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [shown, setShown] = useState<UserWithPassword | null>(null);
  const confirmed = useConfirmedAction();
  useReportUnsaved('users', form.methods.formState.isDirty);

  const submit = form.submitWith(async (input) => {
    const created = await api.users.add(input);
    form.methods.reset(EMPTY);
    setShown(created);
    await revalidator.revalidate();
    return created.message;
  }, a.users.failed);

  /** Runs one change of a row and reports it above the table. */
  async function change(run: () => Promise<{ text: string; password?: UserWithPassword }>) {
    setNotice(null);
    setShown(null);
    try {
      const result = await run();
      setNotice({ variant: 'success', text: result.text });
      if (result.password) setShown(result.password);
      await revalidator.revalidate();
    } catch (error) {
      setNotice({ variant: 'danger', text: errorText(error, u.failed) });
    }
  }

  const setRole = (user: UserRecord, role: UserRecord['role']) =>
    change(async () => {
      await api.users.update(user.id, { role });
      return { text: a.success.userUpdated };
    });
  const setDisabled = (user: UserRecord, disabled: boolean) =>
    change(async () => {
      await api.users.update(user.id, { disabled });
      return { text: a.success.userUpdated };
    });
  const resetPassword = (user: UserRecord) =>
    change(async () => {
      const result = await api.users.resetPassword(user.id);
      return { text: result.message, password: result };
    });
  const resetTwoFactor = (user: UserRecord) =>
    change(async () => ({ text: (await api.users.resetTwoFactor(user.id)).message }));
  const endSessions = (user: UserRecord) =>
    change(async () => ({ text: (await api.users.endSessions(user.id)).message }));

  /** A row's button whose action is asked first, the question naming the person. */
  const askFirst = (
    user: UserRecord,
    variant: 'danger' | 'secondary',
    label: string,
    question: string,
    run: () => Promise<void>,
  ) => (
    <button
      type="button"
      className={`btn btn-sm btn-outline-${variant}`}
      onClick={() => confirmed.ask({ question: format(question, { name: user.name }), confirmLabel: label, run })}
    >
      {label}
    </button>
  );

  return (
    <>
      <FormProvider {...form.methods}>
        <form className="admin-card admin-narrow" onSubmit={(event) => void submit(event)} noValidate>
          <Heading>{a.section.addUser}</Heading>
          <Notice notice={form.notice} onClose={() => form.setNotice(null)} />
          <TextFields specs={FIELDS} />
          <RoleSelect name="role" />
          <button type="submit" className="btn btn-primary" disabled={form.methods.formState.isSubmitting}>
            {a.action.addUser}
          </button>
        </form>
      </FormProvider>
      {shown && <TemporaryPassword shown={shown} />}
      <div className="admin-card">
        <Heading>{a.section.userList}</Heading>
        <Notice notice={notice} onClose={() => setNotice(null)} />
        <DataTable
          caption={a.section.userList}
          hover
          rows={rows}
          rowKey={(user) => user.id}
          columns={[
            {
              header: a.column.personName,
              cell: (user) => (
                <>
                  {user.name} {user.id === me?.id && <span className="text-body-secondary">{u.you}</span>}
                </>
              ),
            },
            { header: a.column.username, cell: (user) => user.username },
            { header: a.column.email, cell: (user) => user.email ?? u.never },
            { header: a.column.role, cell: (user) => u.roles[user.role] },
            { header: a.column.status, cell: (user) => <StatusText user={user} /> },
            {
              header: a.column.action,
              actions: true,
              // Nobody changes their own account here (Akun Saya is where they do).
              cell: (user) =>
                user.id !== me?.id && (
                  <div className="d-flex flex-wrap gap-2" role="group" aria-label={user.username}>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      onClick={() => void setRole(user, user.role === 'admin' ? 'editor' : 'admin')}
                    >
                      {user.role === 'admin' ? a.action.makeEditor : a.action.makeAdmin}
                    </button>
                    {user.disabled ? (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-success"
                        onClick={() => void setDisabled(user, false)}
                      >
                        {a.action.enable}
                      </button>
                    ) : (
                      askFirst(user, 'danger', a.action.disable, u.confirmDisable, () => setDisabled(user, true))
                    )}
                    {askFirst(user, 'secondary', a.action.resetPassword, u.confirmResetPassword, () =>
                      resetPassword(user),
                    )}
                    {user.twoFactor &&
                      askFirst(user, 'secondary', a.action.resetTwoFactor, u.confirmResetTwoFactor, () =>
                        resetTwoFactor(user),
                      )}
                    {user.activeSessions > 0 &&
                      askFirst(user, 'secondary', a.action.endAllSessions, u.confirmEndSessions, () =>
                        endSessions(user),
                      )}
                  </div>
                ),
            },
          ]}
        />
      </div>
      {confirmed.dialog}
    </>
  );
}
