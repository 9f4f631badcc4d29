import {
  messageSchema,
  recoveryCodesSchema,
  totpSetupSchema,
  twoFactorStatusSchema,
  type ConfirmTotpInput,
} from '../../../shared/schemas';
import { call } from './call';

/** The person's own two-factor login (Akun Saya). */
export const twoFactor = {
  status: () => call('GET', '/auth/totp', twoFactorStatusSchema),
  setup: () => call('POST', '/auth/totp/setup', totpSetupSchema),
  confirm: (input: ConfirmTotpInput) => call('POST', '/auth/totp/confirm', recoveryCodesSchema, { json: input }),
  disable: (input: { password: string }) => call('POST', '/auth/totp/disable', messageSchema, { json: input }),
};
