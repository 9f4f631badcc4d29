import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeDataUri } from '../services/content-images';
import { resolveLegacyImage } from './legacy-images';

describe('old image paths', () => {
  const folder = path.resolve('/srv/old-p3m/uploads');
  const name = '0b6a9d64-3b59-4d3e-9d0e-6f1f7d1c0a11.webp';
  const inFolder = path.join(folder, name);

  it('finds every form the old system wrote inside the uploads folder', () => {
    for (const oldPath of [
      `uploads/${name}`,
      `uploads\\${name}`,
      `/uploads/${name}`,
      `./uploads/${name}`,
      `http://103.23.20.1:5000/uploads/${name}`,
      `https://p3m.unim.ac.id/uploads/${name}`,
    ]) {
      expect(resolveLegacyImage(folder, oldPath), oldPath).toBe(inFolder);
    }
  });

  it('refuses a path that leads outside the folder, and one that names nothing', () => {
    for (const oldPath of [
      '../../etc/passwd',
      'uploads/../../etc/passwd',
      'uploads\\..\\..\\etc\\passwd',
      '',
      'uploads/',
      'http://[not a url',
    ]) {
      expect(resolveLegacyImage(folder, oldPath), oldPath).toBeUndefined();
    }
  });

  it('decodes images pasted as data: URIs, and only images', () => {
    expect(decodeDataUri('data:image/png;base64,aGVs\nbG8=')?.toString()).toBe('hello');
    expect(decodeDataUri('data:text/html;base64,aGVsbG8=')).toBeUndefined();
    expect(decodeDataUri('data:image/svg+xml,<svg/>')).toBeUndefined();
  });
});
