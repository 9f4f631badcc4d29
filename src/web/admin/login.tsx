import './lib/zod-config';
import { useState, type FormEvent } from 'react';
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../shared/messages';
import { adminMessages } from '../../shared/messages/admin';
import { loginSchema } from '../../shared/schemas/auth';
import { adminSession, api, ApiError, errorText } from '../lib/api-client';
import { TextField } from './components/field';
import { Loading } from './components/loading';
import { ADMIN_HOME } from './screens/screen-config';
import { validate, type FieldErrors } from './lib/validate';
import { CLIENT_APP } from '../lib/client-app';
import './admin.scss';

const t = adminMessages.login;

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
  const [values, setValues] = useState({ name: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const notice = params.has('sesi')
    ? messages.adminError.sessionExpired
    : params.has('keluar')
      ? messages.api.loggedOut
      : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(loginSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    setSubmitting(true);
    try {
      const { admin } = await api.auth.login(checked.data);
      adminSession.store(admin);
      await navigate(ADMIN_HOME, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFailure(errorText(error, messages.adminError.generic));
      setSubmitting(false);
    }
  }

  return (
    <main className="admin-login">
      <form className="admin-login-card" onSubmit={(event) => void submit(event)} noValidate>
        <p className="admin-login-brand">{adminMessages.brand}</p>
        <h1 className="h4 mb-4">{t.title}</h1>
        {notice && !failure && (
          <div className="alert alert-info" role="status">
            {notice}
          </div>
        )}
        {failure && (
          <div className="alert alert-danger" role="alert">
            {failure}
          </div>
        )}
        <TextField
          label={t.username}
          value={values.name}
          onChange={(name) => setValues((current) => ({ ...current, name }))}
          error={errors.name}
          autoComplete="username"
          required
        />
        <TextField
          label={t.password}
          type="password"
          value={values.password}
          onChange={(password) => setValues((current) => ({ ...current, password }))}
          error={errors.password}
          autoComplete="current-password"
          required
        />
        <button type="submit" className="btn btn-primary w-100" disabled={submitting}>
          {submitting ? t.submitting : t.submit}
        </button>
      </form>
    </main>
  );
}
