import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const KEY = 'a'.repeat(64);

describe('secret box (encryption of TOTP secrets at rest)', () => {
  it('seals a value that only the same key and context open', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:7');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed.startsWith(`v1.${box.keyId}.`)).toBe(true);
    expect(box.open(sealed, 'totp:7')).toEqual({ ok: true, value: 'JBSWY3DPEHPK3PXP' });
    // Copied to another account's row, it does not open.
    expect(box.open(sealed, 'totp:8')).toEqual({ ok: false, reason: 'damaged' });
  });

  it('seals the same value differently every time (a fresh nonce)', () => {
    const box = createSecretBox(KEY);
    expect(box.seal('x', 'c')).not.toBe(box.seal('x', 'c'));
  });

  it('says when a value was sealed with another key, and refuses a tampered one', () => {
    const sealed = createSecretBox(KEY).seal('JBSWY3DPEHPK3PXP', 'totp:1');
    const other = createSecretBox('b'.repeat(64));
    expect(other.keyId).not.toBe(createSecretBox(KEY).keyId);
    expect(other.open(sealed, 'totp:1')).toEqual({ ok: false, reason: 'other-key' });
    const parts = sealed.split('.');
    const flipped = parts[3]?.startsWith('A') ? `B${parts[3].slice(1)}` : `A${parts[3]?.slice(1)}`;
    const tampered = [...parts.slice(0, 3), flipped, parts[4]].join('.');
    expect(createSecretBox(KEY).open(tampered, 'totp:1')).toEqual({ ok: false, reason: 'damaged' });
    expect(createSecretBox(KEY).open('JBSWY3DPEHPK3PXP', 'totp:1')).toEqual({ ok: false, reason: 'damaged' });
  });
});
