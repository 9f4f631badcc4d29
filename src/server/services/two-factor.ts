import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { UserRow } from '../../db/index';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_SECRET_BYTES,
  TOTP_WINDOW,
} from '../../shared/constants/accounts';
import { messages } from '../../shared/messages';
import { normaliseRecoveryCode } from '../../shared/schemas/two-factor';
import { AppError } from './errors';
import type { SecretBox } from './secret-box';

// The mechanics of two-factor login (secrets, codes, recovery codes); the steps a person takes, and
// the rules around them, are in auth/ and users.ts.

/** A new secret, in base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: TOTP_SECRET_BYTES }).base32;
}

function totpOf(secret: string, username: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The `otpauth://totp/…` link and its QR code (an SVG data URL) for the authenticator app. */
export async function enrolment(secret: string, username: string): Promise<{ otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = totpOf(secret, username).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The 30-second step the code belongs to, when it is the code of that step or of one step before or
 * after `at` (a phone's clock a little off); null when it matches none. Replays are refused by the
 * caller, which accepts each step once (twoFactorRepo.useTotpStep).
 */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  const timestamp = at.getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp,
    window: TOTP_WINDOW,
  });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
}

/** The context a secret is sealed with: a sealed secret copied to another account does not open. */
const secretContext = (userId: number) => `totp:${userId}`;

export function sealSecret(box: SecretBox, userId: number, secret: string): string {
  return box.seal(secret, secretContext(userId));
}

/**
 * The account's secret in plain text, for checking a code. A secret sealed with another key (this
 * server was given another SECRET_KEY or key file) cannot be opened: the person is told to use a
 * recovery code or ask for a reset.
 */
export function openSecret(box: SecretBox, user: Pick<UserRow, 'id' | 'totp_secret'>): string {
  if (!user.totp_secret) throw new AppError(409, messages.api.totpSetupMissing);
  const opened = box.open(user.totp_secret, secretContext(user.id));
  if (!opened.ok) throw new AppError(409, messages.api.totpKeyMismatch);
  return opened.value;
}

/** Letters and digits that cannot be taken for one another when copied by hand (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** New recovery codes as they are shown: `abcd-efgh-jkmn-pqrs`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });
}

/**
 * What is stored of a recovery code: its SHA-256. A code has about 79 random bits, so unlike a
 * password it needs no slow hash to withstand guessing from a stolen database.
 */
export function recoveryCodeHash(code: string): string {
  return crypto.createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}
