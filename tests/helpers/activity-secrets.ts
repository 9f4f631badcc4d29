import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseOptions } from '../../src/db/index';

// The activity log must never hold a password, a token, a TOTP secret or a recovery code. Every test
// database is scanned by this check before it is dropped (tests/helpers/databases.ts), so the rows
// that the whole suite writes are checked, whatever test wrote them.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * What a secret looks like: an argon2 hash, an otpauth:// URI, a base32 TOTP secret, a session or
 * preview token (43 characters of base64url, both letter cases), a stored token hash (64 hex), a
 * temporary password (16 characters of base64url with both letter cases and a digit), a recovery
 * code (four groups of four, `abcd-efgh-jkmn-pqrs`, in any letter case: the login accepts both).
 */
const SHAPES: { name: string; pattern: RegExp }[] = [
  { name: 'argon2 hash', pattern: /\$argon2/ },
  { name: 'otpauth URI', pattern: /otpauth:\/\//i },
  { name: 'base32 secret', pattern: /(?<![A-Z2-7])[A-Z2-7]{26,}(?![A-Z2-7])/ },
  {
    name: 'session or preview token',
    pattern: /(?<![\w-])(?=[\w-]*[a-z])(?=[\w-]*[A-Z])[\w-]{43}(?![\w-])/,
  },
  { name: 'token hash', pattern: /(?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f])/ },
  {
    name: 'temporary password',
    pattern: /(?<![\w-])(?=[\w-]*[a-z])(?=[\w-]*[A-Z])(?=[\w-]*\d)[\w-]{16}(?![\w-])/,
  },
  { name: 'recovery code', pattern: /(?<![\w-])[a-z2-9]{4}(?:-[a-z2-9]{4}){3}(?![\w-])/i },
];

/** Secrets handed out while the tests ran (temporary passwords, session cookies), noted by the helpers. */
const handedOut = new Set<string>();

export function rememberTestSecret(secret: string): void {
  if (secret.length >= 8) handedOut.add(secret);
}

const PASSWORD_LITERAL = /(?:password|PASSWORD|Password)\w*['"]?\s*[:=]\s*['"`]([^'"`\n]{8,})['"`]/g;

function sourceFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

let written: string[] | undefined;

/** Every password the tests write down (`password: '…'`, `const PASSWORD = '…'`, in tests/ and e2e/). */
export function passwordsInTests(): string[] {
  written ??= [
    ...new Set(
      [...sourceFiles(path.join(ROOT, 'tests')), ...sourceFiles(path.join(ROOT, 'e2e'))].flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(PASSWORD_LITERAL)].map((match) => match[1] ?? ''),
      ),
    ),
  ].filter((password) => password.length >= 8);
  return written;
}

/** What in one text is a secret: the shape's or the known secret's name, for the failure message. */
export function secretsIn(text: string): string[] {
  const found = SHAPES.filter((shape) => shape.pattern.test(text)).map((shape) => shape.name);
  for (const secret of [...passwordsInTests(), ...handedOut]) {
    if (text.includes(secret)) found.push(`the test secret "${secret}"`);
  }
  return found;
}

/** Every row of the activity log with a secret in one of its columns, described for the failure. */
export async function rowsWithSecrets(options: DatabaseOptions): Promise<string[]> {
  const handle = openDatabase({ ...options, poolSize: 1 });
  try {
    const tables = await handle.db.introspection.getTables();
    if (!tables.some((table) => table.name === 'activity_log')) return [];
    const rows = await handle.db.selectFrom('activity_log').selectAll().execute();
    return rows.flatMap((row) => {
      const found = secretsIn(Object.values(row).map(String).join('\n'));
      return found.length > 0 ? [`row ${row.id} (${row.kind} ${row.action}): ${found.join(', ')}`] : [];
    });
  } finally {
    await handle.close();
  }
}

/** Fails when the activity log of the database holds a secret. */
export async function assertNoSecretsInActivityLog(options: DatabaseOptions): Promise<void> {
  const found = await rowsWithSecrets(options);
  if (found.length > 0) {
    throw new Error(`the activity log holds secrets:\n  ${found.join('\n  ')}`);
  }
}
