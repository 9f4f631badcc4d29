import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, RECOVERY_CODE_LENGTH, TOTP_DIGITS } from '../constants/accounts';
import { messages } from '../messages';
import { messageSchema } from './common';

const v = messages.validation;

/** The code of the authenticator app: 6 digits, read with the space some apps show in the middle. */
export const totpCodeSchema = z
  .string({ error: v.totpCodeRequired })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: v.totpCodeRequired })
      .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: v.totpCodeInvalid }),
  );

/** A recovery code as it is shown (`abcd-efgh-…`) or typed: letter case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

export const recoveryCodeSchema = z
  .string({ error: v.recoveryCodeRequired })
  .max(100, { error: v.recoveryCodeInvalid })
  .transform(normaliseRecoveryCode)
  .pipe(
    z
      .string()
      .min(1, { error: v.recoveryCodeRequired })
      .regex(new RegExp(`^[a-z0-9]{${RECOVERY_CODE_LENGTH}}$`), { error: v.recoveryCodeInvalid }),
  );

/** `POST /api/auth/totp/confirm`: the first code of the app, which proves it holds the secret. */
export const confirmTotpSchema = z.object({ code: totpCodeSchema });
export type ConfirmTotpInput = z.input<typeof confirmTotpSchema>;

/** `POST /api/auth/totp/verify`: the app's code or one recovery code, exactly one of them. */
export const verifySecondFactorSchema = z
  .object({ code: totpCodeSchema.optional(), recovery_code: recoveryCodeSchema.optional() })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    error: v.secondFactorOneOf,
  });
export type VerifySecondFactorInput = z.infer<typeof verifySecondFactorSchema>;

/** `POST /api/auth/totp/disable`: the own password or a code of the app, exactly one of them. */
export const disableTotpSchema = z
  .object({
    password: z
      .string({ error: v.passwordRequired })
      .min(1, { error: v.passwordRequired })
      .max(PASSWORD_MAX_LENGTH, { error: v.passwordTooLong })
      .optional(),
    code: totpCodeSchema.optional(),
  })
  .refine((body) => (body.password === undefined) !== (body.code === undefined), {
    error: v.passwordOrCode,
  });
export type DisableTotpInput = z.infer<typeof disableTotpSchema>;

/** The back office's form to turn two-factor login off: the password (the call also takes a code). */
export const disableWithPasswordSchema = z.object({
  password: z
    .string({ error: v.passwordRequired })
    .min(1, { error: v.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: v.passwordTooLong }),
});

/** The answer of `POST /api/auth/totp/setup`: what the app needs, as a QR code and as text. */
export const totpSetupSchema = z.object({
  /** The secret in base32, for typing into the app by hand. */
  secret: z.string(),
  /** `otpauth://totp/…`: what the QR code holds. */
  otpauthUrl: z.string(),
  /** The QR code of `otpauthUrl` as an SVG data URL (`data:image/svg+xml;base64,…`), for an `<img>`. */
  qrCode: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** The answer of `POST /api/auth/totp/confirm`: the recovery codes, this once only. */
export const recoveryCodesSchema = messageSchema.extend({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** `GET /api/auth/totp`: the person's own two-factor login. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number(),
  /** The site requires it of this account (an Admin, with "wajib untuk Admin" on): it cannot be turned off. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/**
 * The login's answer when the password was right and the account has two-factor login: 401, no
 * session yet, and a short-lived cookie for `POST /api/auth/totp/verify`.
 */
export const secondFactorAnswerSchema = messageSchema.extend({ secondFactor: z.literal('totp') });

/** Site settings that only Admins read and write: whether Admins must use two-factor login. */
export const securitySettingsSchema = z.object({
  require_admin_2fa: z.boolean({ error: v.invalidRequireAdmin2fa }),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
