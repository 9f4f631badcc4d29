import { adminsRepo, nowIso, type Db } from '../../db/index';
import { loginSchema, newPasswordSchema } from '../../shared/schemas/auth';
import { clearAccountThrottle } from '../services/login-throttle';
import { hashPassword } from '../services/passwords';
import { UsageError, expectPositionals, parseCommandLine } from './command-line';

export const ADMIN_USAGE = [
  'Usage:',
  '  npm run admin -- create <username>           add an admin',
  "  npm run admin -- reset-password <username>   set a new password and end that admin's sessions",
  '  npm run admin -- unlock <username>           lift the login throttle on that admin, from every address',
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

async function choosePassword({ password, io }: AdminCliDeps): Promise<string | undefined> {
  let chosen = password;
  if (chosen === undefined) {
    chosen = await io.askHidden('New password: ');
    const again = await io.askHidden('Repeat the password: ');
    if (chosen !== again) {
      io.err('The two passwords differ. Nothing was changed.');
      return undefined;
    }
  }
  // The same rule as the change-password form.
  const checked = newPasswordSchema.safeParse(chosen);
  if (!checked.success) {
    io.err(`Password refused: at least 8 characters (${checked.error.issues[0]?.message ?? ''}). Nothing was changed.`);
    return undefined;
  }
  return checked.data;
}

async function create(deps: AdminCliDeps, name: string): Promise<ExitCode> {
  if (await adminsRepo.findAdminByName(deps.db, name)) {
    deps.io.err(
      `An admin named "${name}" already exists. To set a new password: npm run admin -- reset-password ${name}`,
    );
    return 1;
  }
  const password = await choosePassword(deps);
  if (password === undefined) return 1;
  await adminsRepo.insertAdmin(deps.db, { name, password_hash: await hashPassword(password), now: nowIso() });
  deps.io.out(`Admin "${name}" created. Log in at /admin/login.`);
  return 0;
}

async function resetPassword(deps: AdminCliDeps, name: string): Promise<ExitCode> {
  const admin = await adminsRepo.findAdminByName(deps.db, name);
  if (!admin) {
    deps.io.err(`No admin named "${name}". To add one: npm run admin -- create ${name}`);
    return 1;
  }
  const password = await choosePassword(deps);
  if (password === undefined) return 1;
  await adminsRepo.setAdminPassword(deps.db, admin.id, await hashPassword(password), nowIso());
  // Whoever knew the old password is logged out, and a lock from failed attempts no longer applies.
  await adminsRepo.deleteSessionsOfAdmin(deps.db, admin.id);
  await clearAccountThrottle(deps.db, name);
  deps.io.out(`Password of "${name}" changed; every session of this admin has been ended.`);
  return 0;
}

async function unlock(deps: AdminCliDeps, name: string): Promise<ExitCode> {
  if (!(await adminsRepo.findAdminByName(deps.db, name))) {
    deps.io.err(`No admin named "${name}". Nothing was changed.`);
    return 1;
  }
  const removed = await clearAccountThrottle(deps.db, name);
  deps.io.out(`Login throttle of "${name}" lifted (${removed} counter(s) removed); it can log in from any address.`);
  return 0;
}

const COMMANDS = { create, 'reset-password': resetPassword, unlock } as const;
type Command = keyof typeof COMMANDS;

const isCommand = (command: string): command is Command => Object.hasOwn(COMMANDS, command);

/** `create|reset-password|unlock <username>`; anything else is a UsageError saying what is wrong. */
export function parseAdminArgs(args: string[]): { command: Command; name: string } {
  const { positionals } = parseCommandLine({ args, options: {}, allowPositionals: true });
  const [command = '', rawName = ''] = expectPositionals(positionals, ['a command', 'a username']);
  if (!isCommand(command)) throw new UsageError(`unknown command ${JSON.stringify(command)}`);
  const name = loginSchema.shape.name.safeParse(rawName);
  if (!name.success) throw new UsageError(`not a username: ${JSON.stringify(rawName)}`);
  return { command, name: name.data };
}

/** Runs `create <username>`, `reset-password <username>` or `unlock <username>`. */
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
