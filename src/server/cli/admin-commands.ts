import { adminsRepo, nowIso, throttleRepo, type Db } from '../../db/index';
import { loginSchema, newPasswordSchema } from '../../shared/schemas/auth';
import { hashPassword } from '../services/passwords';

export const ADMIN_USAGE = [
  'Usage:',
  '  npm run admin -- create <username>           add an admin',
  "  npm run admin -- reset-password <username>   set a new password and end that admin's sessions",
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
  await throttleRepo.clearThrottle(deps.db, `user:${name.toLowerCase()}`);
  deps.io.out(`Password of "${name}" changed; every session of this admin has been ended.`);
  return 0;
}

/** `create <username>` or `reset-password <username>`, or undefined when the arguments are anything else. */
export function parseAdminArgs(args: string[]): { command: 'create' | 'reset-password'; name: string } | undefined {
  const [command, rawName, ...rest] = args;
  const name = loginSchema.shape.name.safeParse(rawName ?? '');
  if (rest.length > 0 || !name.success || (command !== 'create' && command !== 'reset-password')) return undefined;
  return { command, name: name.data };
}

/** Runs `create <username>` or `reset-password <username>`. */
export async function runAdminCommand(args: string[], deps: AdminCliDeps): Promise<ExitCode> {
  const parsed = parseAdminArgs(args);
  if (!parsed) {
    deps.io.err(ADMIN_USAGE);
    return 2;
  }
  return parsed.command === 'create' ? create(deps, parsed.name) : resetPassword(deps, parsed.name);
}
