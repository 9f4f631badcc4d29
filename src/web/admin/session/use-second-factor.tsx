import { useEffect, useState } from 'react';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/messages/admin';
import type { SessionUser } from '../../../shared/schemas/auth';
import { verifySecondFactorSchema } from '../../../shared/schemas/two-factor';
import { ApiError, api } from '../../lib/api-client';
import { TextFields, type TextFieldSpec } from '../forms/text-fields';
import { useSchemaForm } from '../forms/use-schema-form';

const t = adminMessages.login;
type Values = { code?: string; recovery_code?: string };

const CODE_FIELD: TextFieldSpec<Values> = {
  name: 'code',
  label: t.code,
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  required: true,
  hint: t.codeHint,
};
const RECOVERY_FIELD: TextFieldSpec<Values> = {
  name: 'recovery_code',
  label: t.recoveryCode,
  autoComplete: 'off',
  required: true,
  hint: t.recoveryCodeHint,
};

interface Options {
  onLoggedIn: (admin: SessionUser) => void;
  /** Back to the password: the waiting login ended (its message), or the person chose to (null). */
  onRestart: (notice: string | null) => void;
}

/**
 * The login's second step, for the login screen and the session dialog alike: the code of the
 * authenticator app, or instead one recovery code. The form holds only the field shown, so the shared
 * schema (one of the two) checks it as the server will.
 */
export function useSecondFactor({ onLoggedIn, onRestart }: Options) {
  const [mode, setMode] = useState<'code' | 'recovery'>('code');
  const form = useSchemaForm<Values, Values>(verifySecondFactorSchema, { code: '' });
  const { setFocus, reset } = form.methods;
  const fieldName = mode === 'code' ? 'code' : 'recovery_code';

  useEffect(() => setFocus(fieldName), [setFocus, fieldName]);

  const submit = form.submitWith(async (input) => {
    try {
      const { admin } = await api.auth.verify(input);
      onLoggedIn(admin);
    } catch (error) {
      // The code came too late or too often wrong: the login starts again from the password.
      if (error instanceof ApiError && error.serverMessage === messages.api.pendingLoginExpired) {
        onRestart(error.serverMessage);
        return null;
      }
      throw error;
    }
    return null;
  }, messages.adminError.generic);

  function switchMode() {
    const next = mode === 'code' ? 'recovery' : 'code';
    form.setNotice(null);
    reset(next === 'code' ? { code: '' } : { recovery_code: '' });
    setMode(next);
  }

  return {
    form,
    submit,
    submitting: form.methods.formState.isSubmitting,
    field: <TextFields specs={[mode === 'code' ? CODE_FIELD : RECOVERY_FIELD]} />,
    switchButton: (
      <button type="button" className="btn btn-link p-0" onClick={switchMode}>
        {mode === 'code' ? t.useRecoveryCode : t.useAppCode}
      </button>
    ),
    backButton: (
      <button type="button" className="btn btn-link p-0" onClick={() => onRestart(null)}>
        {t.back}
      </button>
    ),
  };
}
