import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import { loginSchema, type LoginInput, type SessionUser } from '../../../shared/schemas/auth';
import { adminSession, api } from '../../lib/api-client';
import { Notice } from '../components/notice';
import { TextFields, type TextFieldSpec } from '../forms/text-fields';
import { useSchemaForm } from '../forms/use-schema-form';
import { useSecondFactor } from './use-second-factor';

const t = adminMessages.sessionDialog;
const FIELDS: TextFieldSpec<LoginInput>[] = [
  { name: 'name', label: adminMessages.login.username, autoComplete: 'username', required: true },
  {
    name: 'password',
    label: adminMessages.login.password,
    type: 'password',
    autoComplete: 'current-password',
    required: true,
  },
];

interface Props {
  onLoggedIn: () => void;
  onCancel: () => void;
}

/**
 * The login screen in a modal `<dialog>` over the screen the admin is working on: the session ended,
 * and what they were doing waits (the request that found it ended is sent again once they are in).
 */
export function LoginDialog({ onLoggedIn, onCancel }: Props) {
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useSchemaForm(loginSchema, { name: adminSession.admin()?.username ?? '', password: '' });
  const submitting = form.methods.formState.isSubmitting;
  const { setFocus } = form.methods;

  useEffect(() => {
    const opener = document.activeElement;
    dialog.current?.showModal();
    setFocus(adminSession.admin() ? 'password' : 'name');
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [setFocus]);

  // An account with two-factor login: after the password, the code (in the same dialog).
  const [secondStep, setSecondStep] = useState<string | null>(null);
  const submit = form.submitWith(async (credentials) => {
    const result = await api.auth.login(credentials);
    if (result.step === 'second-factor') {
      setSecondStep(result.message);
      return null;
    }
    adminSession.store(result.admin);
    onLoggedIn();
    return null;
  }, messages.adminError.generic);
  const [returned, setReturned] = useState(false);
  const restart = (notice: string | null) => {
    setSecondStep(null);
    setReturned(true);
    form.methods.resetField('password');
    if (notice) form.setNotice({ variant: 'danger', text: notice });
  };
  useEffect(() => {
    if (returned && secondStep === null) setFocus('password');
  }, [returned, secondStep, setFocus]);

  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Escape is "no": the admin is logged out as before (the unsaved-changes question still comes).
      onCancel={(event) => {
        event.preventDefault();
        if (!submitting) onCancel();
      }}
    >
      {secondStep !== null ? (
        <SecondStepForm
          titleId={titleId}
          textId={textId}
          text={secondStep}
          onLoggedIn={(admin) => {
            adminSession.store(admin);
            onLoggedIn();
          }}
          onRestart={restart}
          onCancel={onCancel}
        />
      ) : (
        <FormProvider {...form.methods}>
          <form className="modal-content" onSubmit={(event) => void submit(event)} noValidate>
            <div className="modal-header">
              <h2 id={titleId} className="modal-title h5">
                {t.title}
              </h2>
            </div>
            <div className="modal-body">
              <p id={textId}>{t.text}</p>
              <Notice notice={form.notice} inline />
              <TextFields specs={FIELDS} />
            </div>
            <div className="modal-footer">
              <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={submitting}>
                {t.cancel}
              </button>
              <button type="submit" className="btn btn-primary" disabled={submitting}>
                {submitting ? adminMessages.login.submitting : t.submit}
              </button>
            </div>
          </form>
        </FormProvider>
      )}
    </dialog>
  );
}

/** The dialog's second step: the code of the app or a recovery code, then the call is sent again. */
function SecondStepForm({
  titleId,
  textId,
  text,
  onLoggedIn,
  onRestart,
  onCancel,
}: {
  titleId: string;
  textId: string;
  text: string;
  onLoggedIn: (admin: SessionUser) => void;
  onRestart: (notice: string | null) => void;
  onCancel: () => void;
}) {
  const step = useSecondFactor({ onLoggedIn, onRestart });
  return (
    <FormProvider {...step.form.methods}>
      <form className="modal-content" onSubmit={(event) => void step.submit(event)} noValidate>
        <div className="modal-header">
          <h2 id={titleId} className="modal-title h5">
            {adminMessages.login.secondStepTitle}
          </h2>
        </div>
        <div className="modal-body">
          <p id={textId}>{text}</p>
          <Notice notice={step.form.notice} inline />
          {step.field}
          <div className="d-flex flex-wrap justify-content-between gap-2">
            {step.switchButton}
            {step.backButton}
          </div>
        </div>
        <div className="modal-footer">
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={step.submitting}>
            {t.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={step.submitting}>
            {step.submitting ? adminMessages.login.submitting : adminMessages.login.verify}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
