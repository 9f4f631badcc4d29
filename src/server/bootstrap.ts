import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { usersRepo, type Db } from '../db/index';
import type { AppConfig } from './config';
import { DEFAULT_ADMIN_USERNAME } from './config-values';
import { hashPassword } from './services/passwords';
import { createAdminFromShell } from './services/users';

/** The admin created on this start: its name, and the password when it was generated (null: from ADMIN_PASSWORD). */
export interface FirstAdmin {
  name: string;
  generatedPassword: string | null;
}

/**
 * Creates the first admin when none exists: from ADMIN_USERNAME/ADMIN_PASSWORD, or in development
 * `admin` with a random password, which the start banner shows once. Production without credentials
 * refuses to start. Answers the admin created, or null when one existed already.
 */
export async function ensureFirstAdmin(db: Db, config: AppConfig, log: FastifyBaseLogger): Promise<FirstAdmin | null> {
  if ((await usersRepo.countUsers(db)) > 0) return null;
  const name = config.adminUsername ?? DEFAULT_ADMIN_USERNAME;
  let password = config.adminPassword;
  let generatedPassword: string | null = null;
  if (!password) {
    if (config.isProduction) {
      throw new Error(
        'No admin exists yet. Set ADMIN_USERNAME and ADMIN_PASSWORD to create the first admin in production.',
      );
    }
    password = crypto.randomBytes(12).toString('base64url');
    generatedPassword = password;
  } else {
    log.info({ admin: name }, 'first admin created from ADMIN_USERNAME/ADMIN_PASSWORD');
  }
  await createAdminFromShell(db, name, await hashPassword(password));
  return { name, generatedPassword };
}
