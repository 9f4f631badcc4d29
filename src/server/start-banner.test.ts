import { describe, expect, it } from 'vitest';
import { loginUrl, startBanner } from './start-banner';

const at = (address: string, port: number, family = 'IPv4') => ({ address, port, family });

describe('the start banner', () => {
  it('gives the full login address with the port the server listens on', () => {
    expect(loginUrl({ publicUrl: undefined }, at('0.0.0.0', 3000))).toBe('http://localhost:3000/admin/login');
    expect(loginUrl({ publicUrl: undefined }, at('::', 4321, 'IPv6'))).toBe('http://localhost:4321/admin/login');
    expect(loginUrl({ publicUrl: undefined }, at('127.0.0.1', 41234))).toBe('http://127.0.0.1:41234/admin/login');
    expect(loginUrl({ publicUrl: undefined }, at('::1', 8080, 'IPv6'))).toBe('http://[::1]:8080/admin/login');
    expect(loginUrl({ publicUrl: 'https://p3m.unim.ac.id' }, at('0.0.0.0', 3000))).toBe(
      'https://p3m.unim.ac.id/admin/login',
    );
  });

  it('frames the login address, the admin made now, its generated password and how to reset it', () => {
    const banner = startBanner('http://localhost:3000/admin/login', { name: 'admin', generatedPassword: 'Rahasia123' });
    const lines = banner.trim().split('\n');
    expect(lines[0]).toMatch(/^┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    // Every line of the frame is as wide as the others.
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    const text = lines.map((line) => line.replace(/^│\s*|\s*│$/g, ''));
    expect(text).toEqual([
      lines[0],
      'P3M UNIM is running.',
      '',
      'Log in:    http://localhost:3000/admin/login',
      'User:      admin',
      'Password:  Rahasia123   (made on this start: note it down)',
      '',
      'New password: npm run admin -- reset-password admin',
      lines.at(-1),
    ]);
  });

  it('never repeats a password it did not make, and names no admin on later starts', () => {
    const fromEnvironment = startBanner('http://localhost:3000/admin/login', {
      name: 'pengelola',
      generatedPassword: null,
    });
    expect(fromEnvironment).toContain('User:      pengelola');
    expect(fromEnvironment).toContain('Password:  the one in ADMIN_PASSWORD');
    expect(fromEnvironment).toContain('npm run admin -- reset-password pengelola');

    const later = startBanner('http://localhost:3000/admin/login', null);
    expect(later).toContain('Log in:    http://localhost:3000/admin/login');
    expect(later).not.toMatch(/User:|Password:/);
    expect(later).toContain('npm run admin -- reset-password <username>');
  });
});
