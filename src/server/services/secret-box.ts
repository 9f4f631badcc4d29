import crypto from 'node:crypto';

/**
 * Encryption at rest of the few values that must be read back (the TOTP secrets): AES-256-GCM with a
 * key derived (HKDF-SHA-256) from the server's secret key (SECRET_KEY, or the key file in DATA_DIR:
 * see secret-key.ts). A stored value is `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url), bound to
 * its context (the account) as associated data, so a value copied to another account does not open.
 * The key id names which key sealed a value: a server given another key says so instead of failing
 * without a reason.
 */
export interface SecretBox {
  /** A short public name of the key (not the key): stored with each value. */
  readonly keyId: string;
  seal(plain: string, context: string): string;
  /** The value, or a reason it cannot be opened: sealed with another key, or damaged. */
  open(stored: string, context: string): { ok: true; value: string } | { ok: false; reason: 'other-key' | 'damaged' };
}

const VERSION = 'v1';
const IV_BYTES = 12;

const b64 = (buffer: Buffer) => buffer.toString('base64url');

export function createSecretBox(keyMaterial: string): SecretBox {
  const derive = (info: string, length: number) =>
    Buffer.from(crypto.hkdfSync('sha256', Buffer.from(keyMaterial, 'utf8'), Buffer.alloc(0), info, length));
  const key = derive('p3m-unim secret box v1', 32);
  const keyId = derive('p3m-unim secret box key id', 6).toString('hex');

  return {
    keyId,
    seal(plain, context) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, keyId, b64(iv), b64(sealed), b64(cipher.getAuthTag())].join('.');
    },
    open(stored, context) {
      const [version, storedKeyId, iv, sealed, tag, ...rest] = stored.split('.');
      if (version !== VERSION || !storedKeyId || !iv || sealed === undefined || !tag || rest.length > 0) {
        return { ok: false, reason: 'damaged' };
      }
      if (storedKeyId !== keyId) return { ok: false, reason: 'other-key' };
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
        return { ok: true, value: plain.toString('utf8') };
      } catch {
        return { ok: false, reason: 'damaged' };
      }
    },
  };
}
