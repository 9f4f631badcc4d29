import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';
import { SECRET_KEY_MIN_LENGTH } from './config-values';

/** The key file made in DATA_DIR on the first start when SECRET_KEY is not set. */
export const SECRET_KEY_FILE = 'secret.key';

export interface SecretKey {
  material: string;
  /** Where it came from, for the operator: `SECRET_KEY` or the key file's path. */
  source: string;
}

function readKeyFile(file: string): string {
  const material = fs.readFileSync(file, 'utf8').trim();
  if (material.length < SECRET_KEY_MIN_LENGTH) {
    throw new Error(
      `${file} holds no usable key (at least ${SECRET_KEY_MIN_LENGTH} characters): restore it from a backup, ` +
        'or set SECRET_KEY',
    );
  }
  return material;
}

/**
 * The server's secret key: SECRET_KEY when set, else `DATA_DIR/secret.key`, made on the first start
 * (32 random bytes, readable by the server's user only). Two instances starting at once make it once:
 * the second finds the file the first wrote and reads it.
 */
export function loadSecretKey(config: AppConfig): SecretKey {
  if (config.secretKey) return { material: config.secretKey, source: 'SECRET_KEY' };
  const file = path.join(config.dataDir, SECRET_KEY_FILE);
  try {
    return { material: readKeyFile(file), source: file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  // Written whole under another name, then linked into place: nobody reads a half-written key, and
  // of two instances starting at once the second's link fails and it reads the first one's key.
  const draft = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(draft, `${crypto.randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return { material: readKeyFile(file), source: file };
}
