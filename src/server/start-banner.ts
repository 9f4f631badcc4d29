import type { AddressInfo } from 'node:net';
import type { FirstAdmin } from './bootstrap';
import type { AppConfig } from './config';

/**
 * The address staff log in at: PUBLIC_URL when set, else this server on the port it listens on
 * (`localhost` when it listens on every interface).
 */
export function loginUrl(config: Pick<AppConfig, 'publicUrl'>, address: AddressInfo | string | null): string {
  if (config.publicUrl) return `${config.publicUrl}/admin/login`;
  if (address === null || typeof address === 'string') return '/admin/login';
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/admin/login`;
}

/**
 * The block printed last when the server has started (outside production): where to log in, the
 * admin made on this start and its password when it was generated (shown once, nowhere else), and
 * how to set a new password. Framed, so that it stands out above the request log that follows.
 */
export function startBanner(url: string, admin: FirstAdmin | null): string {
  const lines = ['P3M UNIM is running.', '', `Log in:    ${url}`];
  if (admin) {
    lines.push(`User:      ${admin.name}`);
    lines.push(
      admin.generatedPassword === null
        ? 'Password:  the one in ADMIN_PASSWORD'
        : `Password:  ${admin.generatedPassword}   (made on this start: note it down)`,
    );
  }
  lines.push('', `New password: npm run admin -- reset-password ${admin?.name ?? '<username>'}`);
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 4);
  return ['', `┌${rule}┐`, ...lines.map((line) => `│  ${line.padEnd(width)}  │`), `└${rule}┘`, '', ''].join('\n');
}
