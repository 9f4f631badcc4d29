import net from 'node:net';
import { z } from 'zod';
import { newPasswordFor } from '../shared/schemas/password';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../shared/constants/accounts';
import type { InternalAllowance } from './services/link-check/addresses';

/** Fastify's `trustProxy`: false, a number of proxy hops, or the addresses/CIDRs of the proxies. */
export type TrustProxy = false | number | string[];

/** Address ranges proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || net.isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || prefix === undefined || rest.length > 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset/false means no proxy. A number is how many proxies stand in front of the app:
 * the visitor is the address that many hops back in X-Forwarded-For, so addresses a client puts in
 * the header itself are never believed. `true` means 1 (one nginx), never "trust the whole chain".
 * A comma-separated list trusts only proxies at those addresses.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim() ?? '';
    if (value === '' || /^(0|false|no|off)$/i.test(value)) return false;
    if (/^(true|yes|on)$/i.test(value)) return 1;
    if (/^\d+$/.test(value) && Number(value) <= MAX_HOPS) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrCidr)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        `"${value}" is neither a number of proxy hops (1 to ${MAX_HOPS}; true means 1), false, ` +
        'nor a comma-separated list of proxy addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8)',
    });
    return z.NEVER;
  });

/**
 * LINK_CHECK_ALLOW_PRIVATE: internal addresses (loopback, private, link-local, …) links may lead to.
 * Unset/false: none, links to them are refused when saved and when checked. `true`: every one (a site
 * whose documents live on an intranet). A comma-separated list of addresses/CIDRs allows only those
 * (`10.20.0.0/16`): the intranet's file server without the database next to it.
 */
export const internalAllowanceSchema = z
  .string()
  .optional()
  .transform((raw, ctx): InternalAllowance => {
    const value = raw?.trim() ?? '';
    if (value === '' || /^(0|false|no|off)$/i.test(value)) return [];
    if (/^(1|true|yes|on)$/i.test(value)) return 'all';
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => !NAMED_RANGES.has(entry) && isAddressOrCidr(entry))) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        `"${value}" is neither true, false, nor a comma-separated list of addresses or CIDRs ` +
        '(e.g. 10.20.0.0/16,fd00:1::/48)',
    });
    return z.NEVER;
  });

/** An origin as browsers send it: http(s), host, optional port; no path, query, credentials or wildcard. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    // The URL parser accepts `*` in a host name; no browser sends one, and a wildcard is never meant literally.
    const scheme = url.protocol === 'https:' || url.protocol === 'http:';
    return scheme && url.origin === value && !value.includes('*');
  } catch {
    return false;
  }
}

/** CORS_ORIGINS: origins allowed to call the API with the admin's cookie, so each is named exactly. */
export const corsOriginsSchema = z
  .string()
  .optional()
  .transform((raw, ctx): string[] => {
    const origins = (raw ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean);
    for (const origin of origins) {
      if (origin === '*') {
        ctx.addIssue({
          code: 'custom',
          message: '"*" is not allowed: any site could call the API with the admin\'s session; list each origin',
        });
      } else if (!isOrigin(origin)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${origin}" is not an origin (scheme://host[:port] in lower case, e.g. https://frontend.example)`,
        });
      }
    }
    return origins;
  });

/** The first Admin's user name when ADMIN_USERNAME is unset. */
export const DEFAULT_ADMIN_USERNAME = 'admin';

/**
 * ADMIN_PASSWORD, when set, follows the rule of the change-password form in every environment (with
 * the first Admin's user name, also its name shown at first): the first admin must not start with a
 * password the site itself would refuse.
 */
export function adminPasswordProblem(password: string | undefined, username: string | undefined): string | undefined {
  if (!password) return undefined;
  const name = username || DEFAULT_ADMIN_USERNAME;
  if (newPasswordFor({ username: name, name }).safeParse(password).success) return undefined;
  return (
    `must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not a common password, and not made of ` +
    "the user name or the site's name (the rule of the change-password form); choose another"
  );
}

/**
 * TRUST_PROXY as Fastify's option. A hop count becomes a function because Fastify itself treats a
 * number as "trust nothing"; hop `i` is the socket's peer for 0, then X-Forwarded-For from the right.
 */
export function fastifyTrustProxy(value: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/** The shortest SECRET_KEY (and key file) accepted: a passphrase shorter than this is guessable. */
export const SECRET_KEY_MIN_LENGTH = 32;

/**
 * SECRET_KEY: the key that encrypts the TOTP secrets at rest (secret-key.ts). Any text of at least
 * SECRET_KEY_MIN_LENGTH characters, e.g. `openssl rand -hex 32`; unset, a key file in DATA_DIR is used.
 */
export const secretKeySchema = z
  .string()
  .optional()
  .transform((raw, ctx): string | undefined => {
    const value = raw?.trim() ?? '';
    if (value === '') return undefined;
    if (value.length < SECRET_KEY_MIN_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        message: `must be at least ${SECRET_KEY_MIN_LENGTH} characters (e.g. the output of: openssl rand -hex 32)`,
      });
      return z.NEVER;
    }
    return value;
  });
