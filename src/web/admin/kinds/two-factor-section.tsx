import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { format } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import {
  confirmTotpSchema,
  disableWithPasswordSchema,
  type TotpSetup,
  type TwoFactorStatus,
} from '../../../shared/schemas/two-factor';
import { formatLongDateTime } from '../../../shared/text-rules';
import { api, errorText } from '../../lib/api-client';
import { Heading } from '../components/heading';
import { Notice, type NoticeValue } from '../components/notice';
import { TextFields } from '../forms/text-fields';
import { useSchemaForm } from '../forms/use-schema-form';
import { useSessionUser } from '../hooks/use-session-user';
import { RecoveryCodes } from './recovery-codes';

const t = adminMessages.twoFactor;

/** The secret in groups of four, as it is easier to type into an app (apps ignore the spaces). */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Scan the QR code (or type the secret), then confirm with the app's first code. */
function SetupForm({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TotpSetup;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(confirmTotpSchema, { code: '' });
  const start = useRef<HTMLParagraphElement>(null);
  useEffect(() => start.current?.focus(), []);
  const submit = form.submitWith(async (input) => {
    onConfirmed((await api.twoFactor.confirm(input)).recoveryCodes);
    return null;
  }, t.failed);

  return (
    <FormProvider {...form.methods}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p ref={start} tabIndex={-1}>
          {t.scan}
        </p>
        <img className="admin-qr mb-3" src={setup.qrCode} alt={t.qrAlt} width={200} height={200} />
        <div className="mb-3">
          <label className="form-label" htmlFor="totp-secret">
            {t.secret}
          </label>
          <input
            id="totp-secret"
            className="form-control font-monospace"
            readOnly
            value={grouped(setup.secret)}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <p>{t.enterCode}</p>
        <Notice notice={form.notice} />
        <TextFields
          specs={[
            {
              name: 'code',
              label: adminMessages.login.code,
              autoComplete: 'one-time-code',
              inputMode: 'numeric',
              required: true,
            },
          ]}
        />
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={form.methods.formState.isSubmitting}>
            {t.confirm}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {adminMessages.action.cancel}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/** Turning it off takes the password (the API also takes a code of the app). */
function DisableForm({ onDisabled }: { onDisabled: (message: string) => void }) {
  const form = useSchemaForm(disableWithPasswordSchema, { password: '' });
  const submit = form.submitWith(async (input) => {
    onDisabled((await api.twoFactor.disable(input)).message);
    return null;
  }, t.failed);
  return (
    <FormProvider {...form.methods}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>{t.disableIntro}</p>
        <Notice notice={form.notice} />
        <TextFields
          specs={[
            {
              name: 'password',
              label: adminMessages.login.password,
              type: 'password',
              autoComplete: 'current-password',
              required: true,
            },
          ]}
        />
        <button type="submit" className="btn btn-outline-danger" disabled={form.methods.formState.isSubmitting}>
          {t.disable}
        </button>
      </form>
    </FormProvider>
  );
}

/**
 * Verifikasi Dua Langkah (Akun Saya): turn on an authenticator app (QR code and the secret as text,
 * confirmed by a first code), see the recovery codes once, turn it off. An Admin whose site requires
 * it cannot turn it off, and is sent here until it is on.
 */
export function TwoFactorSection({ status }: { status: TwoFactorStatus }) {
  const user = useSessionUser();
  const revalidator = useRevalidator();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [busy, setBusy] = useState(false);
  const card = useRef<HTMLDivElement>(null);

  async function start() {
    setNotice(null);
    setBusy(true);
    try {
      setSetup(await api.twoFactor.setup());
    } catch (error) {
      setNotice({ variant: 'danger', text: errorText(error, t.failed) });
    } finally {
      setBusy(false);
    }
  }

  async function confirmed(recoveryCodes: string[]) {
    setSetup(null);
    setCodes(recoveryCodes);
    // The layout learns that a required setup is done: the other screens open again.
    await revalidator.revalidate();
  }

  async function disabled(message: string) {
    setNotice({ variant: 'success', text: message });
    await revalidator.revalidate();
  }

  function leave() {
    setSetup(null);
    setCodes(null);
    card.current?.focus();
  }

  if (codes) return <RecoveryCodes codes={codes} username={user?.username ?? ''} onDone={leave} />;

  return (
    <div className="admin-card admin-narrow" ref={card} tabIndex={-1}>
      <Heading>{adminMessages.section.twoFactor}</Heading>
      <p className="text-body-secondary">{t.intro}</p>
      {user?.mustSetUpTwoFactor && !status.enabled && (
        <div className="alert alert-warning" role="status">
          {t.setupDue}
        </div>
      )}
      <Notice notice={notice} onClose={() => setNotice(null)} />
      {status.enabled ? (
        <>
          <p>
            {format(t.on, {
              waktu: format(adminMessages.dateTimeWib, { waktu: formatLongDateTime(status.enabledAt ?? '') }),
              count: status.recoveryCodesLeft,
            })}
          </p>
          {status.required ? <p>{t.required}</p> : <DisableForm onDisabled={(message) => void disabled(message)} />}
        </>
      ) : setup ? (
        <SetupForm setup={setup} onConfirmed={(recovery) => void confirmed(recovery)} onCancel={leave} />
      ) : (
        <>
          <p>{t.off}</p>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void start()}>
            {t.start}
          </button>
        </>
      )}
    </div>
  );
}
