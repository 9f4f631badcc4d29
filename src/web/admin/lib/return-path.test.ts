import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor, safeReturnPath } from './return-path';

describe('the address asked for before the login', () => {
  it('keeps a path of the back office with its query and fragment', () => {
    expect(safeReturnPath('/admin')).toBe('/admin');
    expect(safeReturnPath('/admin/sk-rektor')).toBe('/admin/sk-rektor');
    expect(safeReturnPath('/admin/informasi-kkn?ubah=article-12&revisi=34')).toBe(
      '/admin/informasi-kkn?ubah=article-12&revisi=34',
    );
    expect(safeReturnPath('/admin/pengguna#daftar')).toBe('/admin/pengguna#daftar');
    // Dot segments are resolved before the check, so what is kept is where the browser would go.
    expect(safeReturnPath('/admin/a/../sk-rektor')).toBe('/admin/sk-rektor');
  });

  it.each([
    'https://evil.example',
    'https://evil.example/admin',
    'http:/admin',
    'javascript:alert(1)',
    '//evil.example',
    '//evil.example/admin',
    '/\\evil.example',
    '/admin\\..\\..\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/admin/\n/x',
    '/api/users',
    '/api/auth/logout',
    '/adminx',
    '/administrasi',
    '/',
    '/article/judul',
    '/admin/../api/users',
    '/admin/%2e%2e/api/users',
    '/admin/login',
    '/admin/login/',
    '/admin/login?next=/admin',
    'admin/sk-rektor',
    '',
    null,
    undefined,
  ])('refuses %j', (next) => {
    expect(safeReturnPath(next)).toBeNull();
  });

  it('leads a visitor without a session to the login screen, carrying a deeper address along', () => {
    // SPEC: /admin goes to /admin/login, exactly.
    expect(loginPathFor('/admin')).toBe('/admin/login');
    expect(loginPathFor('/admin/sk-rektor')).toBe('/admin/login?next=%2Fadmin%2Fsk-rektor');
    expect(loginPathFor('/admin/informasi-kkn?ubah=article-12')).toBe(
      '/admin/login?next=%2Fadmin%2Finformasi-kkn%3Fubah%3Darticle-12',
    );
  });

  it('sends a person who logged in to the address asked for, or else to the dashboard', () => {
    const from = (path: string) => afterLoginPath(new URL(path, 'http://localhost').searchParams);
    expect(from(loginPathFor('/admin/informasi-kkn?ubah=article-12'))).toBe('/admin/informasi-kkn?ubah=article-12');
    expect(from('/admin/login?next=/admin/sk-rektor')).toBe('/admin/sk-rektor');
    expect(from('/admin/login')).toBe('/admin');
    expect(from('/admin/login?keluar=1')).toBe('/admin');
    expect(from('/admin/login?next=https://evil.example')).toBe('/admin');
    expect(from('/admin/login?next=//evil.example')).toBe('/admin');
    expect(from('/admin/login?next=/api/users')).toBe('/admin');
  });
});
