import { sessionsRepo, usersRepo, nowIso, writeLogged, type Db } from '../../db/index';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants/accounts';
import { loginSchema } from '../../shared/schemas/auth';
import type { PasswordOwner } from '../../shared/password-names';
import { newPasswordFor } from '../../shared/schemas/password';
import { AppError } from '../services/errors';
import { clearAccountThrottle } from '../services/login-throttle';
import { hashPassword } from '../services/passwords';
import { accountNote, createAdminFromShell, resetTwoFactor, updateUser } from '../services/users';
import { UsageError, expectPositionals, parseCommandLine } from './command-line';

export const ADMIN_USAGE = [
  'Usage:',
  '  npm run admin -- create <username>           add an Admin',
  "  npm run admin -- reset-password <username>   set a new password and end that account's sessions",
  '  npm run admin -- unlock <username>           lift the login throttle on that account, from every address',
  '  npm run admin -- disable <username>          disable that account and end its sessions (not the last Admin)',
  '  npm run admin -- reset-2fa <username>        turn off two-factor login of that account (a lost phone)',
  '',
  'The password comes from ADMIN_PASSWORD, or is asked twice without echo.',
  'The database is the one the server uses (DATABASE_URL, or DATA_DIR for SQLite).',
].join('\n');

/** What the commands need from the terminal; tests pass their own. */
export interface AdminCliIo {
  out(text: string): void;
  err(text: string): void;
  /** Asks for a secret without echoing it. */
  askHidden(prompt: string): Promise<string>;
}

export interface AdminCliDeps {
  db: Db;
  /** ADMIN_PASSWORD, when set: used instead of asking. */
  password: string | undefined;
  io: AdminCliIo;
}

/** Exit codes: 0 done, 1 refused (exists, unknown, bad password), 2 wrong usage. */
export type ExitCode = 0 | 1 | 2;

/** A password for the account `owner` names, asked or from ADMIN_PASSWORD, by the change-password form's rule. */
async function choosePassword({ password, io }: AdminCliDeps, owner: PasswordOwner): Promise<string | undefined> {
  let chosen = password;
  if (chosen === undefined) {
    chosen = await io.askHidden('New password: ');
    const again = await io.askHidden('Repeat the password: ');
    if (chosen !== again) {
      io.err('The two passwords differ. Nothing was changed.');
      return undefined;
    }
  }
  // The same rule as the change-password form, with the account's names.
  const checked = newPasswordFor(owner).safeParse(chosen);
  if (!checked.success) {
    io.err(
      `Password refused: at least ${PASSWORD_MIN_LENGTH} characters, not a common password, and not made of ` +
        `the user name, the person's name or the site's name (${checked.error.issues[0]?.message ?? ''}). ` +
        'Nothing was changed.',
    );
    return undefined;
  }
  return checked.data;
}

async function create(deps: AdminCliDeps, name: string): Promise<ExitCode> {
  if (await usersRepo.findUserByUsername(deps.db, name)) {
    deps.io.err(
      `An account named "${name}" already exists. To set a new password: npm run admin -- reset-password ${name}`,
    );
    return 1;
  }
  // The name shown is the user name until the Admin changes it.
  const password = await choosePassword(deps, { username: name, name });
  if (password === undefined) return 1;
  await createAdminFromShell(deps.db, name, await hashPassword(password));
  deps.io.out(`Admin "${name}" created. Log in at /admin/login.`);
  return 0;
}

async function resetPassword(deps: AdminCliDeps, name: string): Promise<ExitCode> {
  const account = await usersRepo.findUserByUsername(deps.db, name);
  if (!account) {
    deps.io.err(`No account named "${name}". To add an Admin: npm run admin -- create ${name}`);
    return 1;
  }
  const password = await choosePassword(deps, account);
  if (password === undefined) return 1;
  // Typed at the shell by the person who will use it: not a temporary password.
  const changes = { password_hash: await hashPassword(password), must_change_password: false };
  // Whoever knew the old password is logged out, and a lock from failed attempts no longer applies.
  await writeLogged(deps.db, { by: null, note: accountNote(account, 'password_reset') }, async (trx) => {
    await usersRepo.updateUser(trx, account.id, changes, nowIso());
    await sessionsRepo.deleteSessionsOfUser(trx, account.id);
    await clearAccountThrottle(trx, name, ['password']);
  });
  const disabled = account.disabled === 1 ? ' The account is disabled: an Admin enables it under Pengguna.' : '';
  deps.io.out(`Password of "${name}" changed; every session of this account has been ended.${disabled}`);
  return 0;
}

async function unlock(deps: AdminCliDeps, name: string): Promise<ExitCode> {
  const account = await usersRepo.findUserByUsername(deps.db, name);
  if (!account) {
    deps.io.err(`No account named "${name}". Nothing was changed.`);
    return 1;
  }
  const activity = { by: null, note: accountNote(account, 'unlock') };
  const removed = await writeLogged(deps.db, activity, (trx) => clearAccountThrottle(trx, name));
  deps.io.out(`Login throttle of "${name}" lifted (${removed} counter(s) removed); it can log in from any address.`);
  return 0;
}

/** The same rule as the Pengguna screen: the last active Admin cannot be disabled. */
async function disable(deps: AdminCliDeps, name: string): Promise<ExitCode> {
  const account = await usersRepo.findUserByUsername(deps.db, name);
  if (!account) {
    deps.io.err(`No account named "${name}". Nothing was changed.`);
    return 1;
  }
  try {
    await updateUser(deps.db, null, account.id, { disabled: true });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    deps.io.err(`Not disabled: ${error.message}`);
    return 1;
  }
  deps.io.out(`Account "${account.username}" disabled; every session of it has been ended.`);
  return 0;
}

/**
 * Turns off the account's two-factor login, as an Admin's Reset 2FA does: for the one who lost the
 * phone and the recovery codes, the last Admin among them. The password still guards the account.
 */
async function resetTwoFactorLogin(deps: AdminCliDeps, name: string): Promise<ExitCode> {
  const account = await usersRepo.findUserByUsername(deps.db, name);
  if (!account) {
    deps.io.err(`No account named "${name}". Nothing was changed.`);
    return 1;
  }
  if (account.totp_secret === null) {
    deps.io.out(`"${account.username}" has no two-factor login. Nothing was changed.`);
    return 0;
  }
  await resetTwoFactor(deps.db, null, account.id);
  deps.io.out(
    `Two-factor login of "${account.username}" turned off: it logs in with its password alone and can turn ` +
      'two-factor login on again under Akun Saya.',
  );
  return 0;
}

const COMMANDS = {
  create,
  'reset-password': resetPassword,
  unlock,
  disable,
  'reset-2fa': resetTwoFactorLogin,
} as const;
type Command = keyof typeof COMMANDS;

const isCommand = (command: string): command is Command => Object.hasOwn(COMMANDS, command);

/** `create|reset-password|unlock|disable|reset-2fa <username>`; anything else is a UsageError saying what is wrong. */
export function parseAdminArgs(args: string[]): { command: Command; name: string } {
  const { positionals } = parseCommandLine({ args, options: {}, allowPositionals: true });
  const [command = '', rawName = ''] = expectPositionals(positionals, ['a command', 'a username']);
  if (!isCommand(command)) throw new UsageError(`unknown command ${JSON.stringify(command)}`);
  const name = loginSchema.shape.name.safeParse(rawName);
  if (!name.success) throw new UsageError(`not a username: ${JSON.stringify(rawName)}`);
  return { command, name: name.data };
}

/** Runs `create`, `reset-password`, `unlock`, `disable` or `reset-2fa` with a user name. */
export async function runAdminCommand(args: string[], deps: AdminCliDeps): Promise<ExitCode> {
  let parsed: ReturnType<typeof parseAdminArgs>;
  try {
    parsed = parseAdminArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    deps.io.err(`${error.message}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  return COMMANDS[parsed.command](deps, parsed.name);
}
