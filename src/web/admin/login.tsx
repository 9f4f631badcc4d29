import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { redirect, useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../shared/messages';
import { adminMessages } from '../../shared/messages/admin';
import { loginSchema, type LoginInput, type SessionUser } from '../../shared/schemas/auth';
import { adminSession, api } from '../lib/api-client';
import { Loading } from './components/loading';
import { Notice } from './components/notice';
import { TextFields, type TextFieldSpec } from './forms/text-fields';
import { useSchemaForm } from './forms/use-schema-form';
import { afterLoginPath } from './lib/return-path';
import type { Route } from './+types/login';
import { useSecondFactor } from './session/use-second-factor';
import { CLIENT_APP } from '../lib/client-app';
import './admin.scss';

const t = adminMessages.login;

const FIELDS: TextFieldSpec<LoginInput>[] = [
  { name: 'name', label: t.username, autoComplete: 'username', required: true },
  { name: 'password', label: t.password, type: 'password', autoComplete: 'current-password', required: true },
];

/** The back office runs as a React app in the browser. */
export const handle = CLIENT_APP;

/** An admin who is already logged in goes straight to the back office (the address asked for). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (adminSession.isLoggedIn()) throw redirect(afterLoginPath(new URL(request.url).searchParams));
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
  // After the right password of an account with two-factor login, the code is asked for here.
  const [secondStep, setSecondStep] = useState<string | null>(null);
  const [restarted, setRestarted] = useState<string | null>(null);
  const form = useSchemaForm(loginSchema, { name: '', password: '' });
  const submitting = form.methods.formState.isSubmitting;
  const { setFocus, resetField } = form.methods;

  async function enter(admin: SessionUser) {
    adminSession.store(admin);
    await navigate(afterLoginPath(params), { replace: true });
  }

  const sessionNotice =
    restarted ??
    (params.has('sesi') ? messages.adminError.sessionExpired : params.has('keluar') ? messages.api.loggedOut : null);

  const submit = form.submitWith(async (credentials) => {
    setRestarted(null);
    const result = await api.auth.login(credentials);
    if (result.step === 'second-factor') setSecondStep(result.message);
    else await enter(result.admin);
    return null;
  }, messages.adminError.generic);

  const [returned, setReturned] = useState(false);
  function restart(notice: string | null) {
    setSecondStep(null);
    setRestarted(notice);
    setReturned(true);
    resetField('password');
  }
  // Back on the first step, the password is typed again.
  useEffect(() => {
    if (returned && secondStep === null) setFocus('password');
  }, [returned, secondStep, setFocus]);

  if (secondStep !== null) {
    return <SecondStep text={secondStep} onLoggedIn={(admin) => void enter(admin)} onRestart={restart} />;
  }

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

/** The second step on the login screen: the code of the app, or a recovery code instead. */
function SecondStep({
  text,
  onLoggedIn,
  onRestart,
}: {
  text: string;
  onLoggedIn: (admin: SessionUser) => void;
  onRestart: (notice: string | null) => void;
}) {
  const step = useSecondFactor({ onLoggedIn, onRestart });
  return (
    <main className="admin-login">
      <FormProvider {...step.form.methods}>
        <form className="admin-login-card" onSubmit={(event) => void step.submit(event)} noValidate>
          <p className="admin-login-brand">{adminMessages.brand}</p>
          <h1 className="h4 mb-3">{t.secondStepTitle}</h1>
          <p>{text}</p>
          <Notice notice={step.form.notice} />
          {step.field}
          <button type="submit" className="btn btn-primary w-100 mb-3" disabled={step.submitting}>
            {step.submitting ? t.submitting : t.verify}
          </button>
          <div className="d-flex flex-wrap justify-content-between gap-2">
            {step.switchButton}
            {step.backButton}
          </div>
        </form>
      </FormProvider>
    </main>
  );
}
