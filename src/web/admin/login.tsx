import './lib/zod-config';
import { FormProvider } from 'react-hook-form';
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../shared/messages';
import { adminMessages } from '../../shared/messages/admin';
import { loginSchema, type LoginInput } from '../../shared/schemas/auth';
import { adminSession, api } from '../lib/api-client';
import { Loading } from './components/loading';
import { Notice } from './components/notice';
import { TextFields, type TextFieldSpec } from './forms/text-fields';
import { useSchemaForm } from './forms/use-schema-form';
import { ADMIN_HOME } from './screens/screen-config';
import { CLIENT_APP } from '../lib/client-app';
import './admin.scss';

const t = adminMessages.login;

const FIELDS: TextFieldSpec<LoginInput>[] = [
  { name: 'name', label: t.username, autoComplete: 'username', required: true },
  { name: 'password', label: t.password, type: 'password', autoComplete: 'current-password', required: true },
];

/** The back office runs as a React app in the browser. */
export const handle = CLIENT_APP;

/** An admin who is already logged in goes straight to the back office. */
export function clientLoader() {
  if (adminSession.isLoggedIn()) throw redirect(ADMIN_HOME);
  return null;
}

export function meta() {
  return [{ title: `${t.title} - ${adminMessages.brand}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function HydrateFallback() {
  return <Loading />;
}

export default function Login() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useSchemaForm(loginSchema, { name: '', password: '' });
  const submitting = form.methods.formState.isSubmitting;

  const sessionNotice = params.has('sesi')
    ? messages.adminError.sessionExpired
    : params.has('keluar')
      ? messages.api.loggedOut
      : null;

  const submit = form.submitWith(async (credentials) => {
    const { admin } = await api.auth.login(credentials);
    adminSession.store(admin);
    await navigate(ADMIN_HOME, { replace: true });
    return null;
  }, messages.adminError.generic);

  return (
    <main className="admin-login">
      <FormProvider {...form.methods}>
        <form className="admin-login-card" onSubmit={(event) => void submit(event)} noValidate>
          <p className="admin-login-brand">{adminMessages.brand}</p>
          <h1 className="h4 mb-4">{t.title}</h1>
          {sessionNotice && !form.notice && (
            <div className="alert alert-info" role="status">
              {sessionNotice}
            </div>
          )}
          <Notice notice={form.notice} />
          <TextFields specs={FIELDS} />
          <button type="submit" className="btn btn-primary w-100" disabled={submitting}>
            {submitting ? t.submitting : t.submit}
          </button>
        </form>
      </FormProvider>
    </main>
  );
}
