import { describe, expect, it } from 'vitest';
import { absoluteUrl, imageSrcSet, imageUrl } from './images';

const stored = 'uploads/0123456789abcdef0123456789abcdef.webp';

describe('image addresses (SPEC §3)', () => {
  it('serves a stored path from the site root, with backslashes turned into slashes', () => {
    expect(imageUrl(stored)).toBe(`/${stored}`);
    expect(imageUrl('uploads\\foto.png')).toBe('/uploads/foto.png');
    expect(imageUrl('/uploads/x.webp')).toBe('/uploads/x.webp');
  });

  it('keeps http(s) URLs and refuses other schemes', () => {
    expect(imageUrl('https://example.org/a.jpg')).toBe('https://example.org/a.jpg');
    expect(imageUrl('javascript:alert(1)')).toBeNull();
    expect(imageUrl('//evil.example/a.png')).toBeNull();
    expect(imageUrl(null)).toBeNull();
    expect(imageUrl('')).toBeNull();
  });

  it('builds srcset from the stored 400 and 800 px variants', () => {
    const name = '0123456789abcdef0123456789abcdef';
    expect(imageSrcSet(stored)).toBe(
      `/uploads/${name}-400.webp 400w, /uploads/${name}-800.webp 800w, /uploads/${name}.webp 1600w`,
    );
  });

  it('has no srcset for images without variants', () => {
    expect(imageSrcSet('uploads\\foto.png')).toBeUndefined();
    expect(imageSrcSet('https://example.org/a.webp')).toBeUndefined();
  });

  it('makes absolute URLs for feeds and link previews', () => {
    expect(absoluteUrl('https://p3m.unim.ac.id/', '/uploads/a.webp')).toBe('https://p3m.unim.ac.id/uploads/a.webp');
    expect(absoluteUrl('https://p3m.unim.ac.id', 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
  });
});
