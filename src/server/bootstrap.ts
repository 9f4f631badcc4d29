import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { adminsRepo, nowIso, type Db } from '../db/index';
import type { AppConfig } from './config';
import { hashPassword } from './services/passwords';

/**
 * Creates the first admin when none exists: from ADMIN_USERNAME/ADMIN_PASSWORD, or in development
 * `admin` with a random password printed once. Production without credentials refuses to start.
 */
export async function ensureFirstAdmin(db: Db, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  if ((await adminsRepo.countAdmins(db)) > 0) return;
  const name = config.adminUsername ?? 'admin';
  let password = config.adminPassword;
  if (!password) {
    if (config.isProduction) {
      throw new Error(
        'No admin exists yet. Set ADMIN_USERNAME and ADMIN_PASSWORD to create the first admin in production.',
      );
    }
    password = crypto.randomBytes(12).toString('base64url');
    // Printed once, on purpose, to the console (not the log): it is the only way to learn it.
    process.stdout.write(
      `\n  First admin created.\n  Log in at /admin/login with username "${name}" and password "${password}"\n` +
        `  (change it under Ganti Password, or run: npm run admin -- reset-password ${name})\n\n`,
    );
  } else {
    log.info({ admin: name }, 'first admin created from ADMIN_USERNAME/ADMIN_PASSWORD');
  }
  await adminsRepo.insertAdmin(db, { name, password_hash: await hashPassword(password), now: nowIso() });
}
