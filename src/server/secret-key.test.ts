import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { SECRET_KEY_FILE, loadSecretKey } from './secret-key';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});
function dataDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'p3m-key-'));
  folders.push(folder);
  return path.join(folder, 'data');
}

describe('the server secret key', () => {
  it('is made once in DATA_DIR, readable by the owner only, and read again on the next start', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir() });
    const first = loadSecretKey(config);
    const file = path.join(config.dataDir, SECRET_KEY_FILE);
    expect(first.source).toBe(file);
    expect(first.material).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretKey(config).material).toBe(first.material);
    // No draft is left beside it.
    expect(fs.readdirSync(config.dataDir)).toEqual([SECRET_KEY_FILE]);
  });

  it('comes from SECRET_KEY when set, and then no file is made', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir(), SECRET_KEY: 'k'.repeat(40) });
    expect(loadSecretKey(config)).toEqual({ material: 'k'.repeat(40), source: 'SECRET_KEY' });
    expect(fs.existsSync(config.dataDir)).toBe(false);
  });

  it('refuses a short SECRET_KEY and an empty key file', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SECRET_KEY: 'kurang-panjang' })).toThrow(
      /SECRET_KEY: must be at least 32/,
    );
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir() });
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(path.join(config.dataDir, SECRET_KEY_FILE), '\n');
    expect(() => loadSecretKey(config)).toThrow(/holds no usable key/);
  });
});
