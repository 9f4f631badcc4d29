import {
  LINK_CHECK_CONCURRENCY,
  LINK_CHECK_HOST_INTERVAL_MS,
  LINK_CHECK_MAX_REDIRECTS,
  LINK_CHECK_TIMEOUT_MS,
} from '../../../shared/constants/content-health';
import type { InternalAllowance } from './addresses';
import { sendToAddress, systemResolve, type Resolve, type Send } from './transport';

/**
 * A page that asks for a login: a link redirected there is a file its owner has not shared (a
 * Google Drive file not open to "anyone with the link"). `host` is matched with the port, when the
 * address has one; `path`, when given, must match the path too.
 */
export interface LoginPage {
  host: string;
  path?: RegExp;
}

/** The login pages of the file hosts staff link to. */
export const LOGIN_PAGES: readonly LoginPage[] = [
  { host: 'accounts.google.com', path: /^\/(ServiceLogin|InteractiveLogin|AccountChooser|signin|v3\/signin)/i },
  { host: 'login.microsoftonline.com' },
  { host: 'login.live.com' },
  { host: 'www.dropbox.com', path: /^\/login/i },
];

/** How the checker visits links; every part can be replaced (tests point it at servers of their own). */
export interface LinkCheckOptions {
  /** Finds the addresses of a link's host (the system's resolver; tests answer for names of their own). */
  resolve: Resolve;
  /** Sends one request to the address that was vetted (transport.ts). */
  send: Send;
  /**
   * Internal addresses (loopback, private, link-local, …) the checker may reach: none unless the
   * operator allows them (LINK_CHECK_ALLOW_PRIVATE, for documents on an intranet).
   */
  allowInternal: InternalAllowance;
  /** Each request is abandoned after this long (the link is then unreachable). */
  timeoutMs: number;
  /** At least this long between the answer to one request to a host (`host:port`) and the next request. */
  hostIntervalMs: number;
  /** Links checked at the same time. */
  concurrency: number;
  /** Redirects followed before giving up. */
  maxRedirects: number;
  loginPages: readonly LoginPage[];
  /** The User-Agent the requests carry. */
  userAgent: string;
  /** Waits between two requests to one host. */
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_LINK_CHECK_OPTIONS: LinkCheckOptions = {
  resolve: systemResolve,
  send: sendToAddress,
  allowInternal: [],
  timeoutMs: LINK_CHECK_TIMEOUT_MS,
  hostIntervalMs: LINK_CHECK_HOST_INTERVAL_MS,
  concurrency: LINK_CHECK_CONCURRENCY,
  maxRedirects: LINK_CHECK_MAX_REDIRECTS,
  loginPages: LOGIN_PAGES,
  userAgent: 'Mozilla/5.0 (compatible; P3M-UNIM-link-check/1.0)',
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The defaults with the parts given replaced. */
export function linkCheckOptions(overrides: Partial<LinkCheckOptions> = {}): LinkCheckOptions {
  return { ...DEFAULT_LINK_CHECK_OPTIONS, ...overrides };
}
