import net from 'node:net';
import type { LinkDetail, LinkStatus } from '../../../shared/constants/content-health';
import { literalAddress, mayReach } from './addresses';
import type { HostPacer } from './host-pacer';
import type { LinkCheckOptions, LoginPage } from './options';
import type { HopAnswer, HostAddress } from './transport';

/** What checking one address found. */
export interface LinkResult {
  status: LinkStatus;
  /** The last HTTP status answered, if any. */
  http_status: number | null;
  /** Where the redirects led; for `moved`, the new address (the end of the permanent redirects). */
  final_url: string | null;
  detail: LinkDetail | null;
}

const PERMANENT = new Set([301, 308]);
const REDIRECT = new Set([301, 302, 303, 307, 308]);
/** Answers to a HEAD request that mean "ask with GET instead". */
const HEAD_REFUSED = new Set([405, 501]);

export function isLoginPage(url: URL, pages: readonly LoginPage[]): boolean {
  const host = url.host.toLowerCase();
  return pages.some((page) => page.host.toLowerCase() === host && (!page.path || page.path.test(url.pathname)));
}

/**
 * Visits one address as a browser would follow it, one hop at a time (redirects are followed here, so
 * that each is seen): HEAD first, GET when the server refuses HEAD; each request paced per host and
 * abandoned after the timeout. Bodies are never read. Before each hop its host is resolved, and a
 * host with an internal address (loopback, private, link-local, …) is not asked at all unless the
 * operator allows it; the request then goes to the address that was vetted.
 */
export async function probeLink(address: string, options: LinkCheckOptions, pacer: HostPacer): Promise<LinkResult> {
  let current: URL;
  try {
    current = new URL(address);
  } catch {
    return failure('invalid_url', null, null);
  }
  /** The new address while every redirect so far was permanent. */
  let movedTo: string | null = null;
  let permanentSoFar = true;
  for (let hop = 0; hop <= options.maxRedirects; hop += 1) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:') return failure('invalid_url', null, null);
    if (isLoginPage(current, options.loginPages)) {
      return { status: 'not_public', http_status: null, final_url: current.href, detail: 'login_page' };
    }
    let response: HopAnswer;
    try {
      const address = await vettedAddress(current, options);
      if (!address) return failure('internal_address', null, hop > 0 ? current.href : null);
      response = await request(current, address, 'HEAD', options, pacer);
      if (HEAD_REFUSED.has(response.status)) response = await request(current, address, 'GET', options, pacer);
    } catch (error) {
      return failure(networkFailure(error), null, hop > 0 ? current.href : null);
    }
    const { status, location } = response;
    if (REDIRECT.has(status) && location) {
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        return failure('invalid_url', status, current.href);
      }
      permanentSoFar &&= PERMANENT.has(status);
      if (permanentSoFar) movedTo = next.href;
      current = next;
      continue;
    }
    return outcome(status, address, current.href, movedTo);
  }
  return failure('too_many_redirects', null, current.href);
}

/** What the last answer of the chain says about the link. */
function outcome(status: number, address: string, reached: string, movedTo: string | null): LinkResult {
  const finalUrl = reached === address ? null : reached;
  if (status >= 200 && status < 300) {
    return movedTo
      ? { status: 'moved', http_status: status, final_url: movedTo, detail: null }
      : { status: 'ok', http_status: status, final_url: finalUrl, detail: null };
  }
  if (status === 404 || status === 410)
    return { status: 'not_found', http_status: status, final_url: finalUrl, detail: null };
  if (status === 401 || status === 403) {
    return { status: 'not_public', http_status: status, final_url: finalUrl, detail: 'http_error' };
  }
  return failure('http_error', status, finalUrl);
}

function failure(detail: LinkDetail, httpStatus: number | null, finalUrl: string | null): LinkResult {
  return { status: 'unreachable', http_status: httpStatus, final_url: finalUrl, detail };
}

/**
 * The address to connect to for `url`: the address it names, or the first its host resolves to.
 * Null when any of them is internal and not allowed: which one a connection would take is not ours
 * to choose, so one internal address refuses the host.
 */
async function vettedAddress(url: URL, options: LinkCheckOptions): Promise<HostAddress | null> {
  const literal = literalAddress(url.hostname);
  const addresses: HostAddress[] =
    literal !== null
      ? [{ address: literal, family: net.isIPv6(literal) ? 6 : 4 }]
      : await options.resolve(url.hostname);
  const first = addresses[0];
  if (!first) throw Object.assign(new Error(`no address for ${url.hostname}`), { code: 'ENOTFOUND' });
  return addresses.every(({ address }) => mayReach(address, options.allowInternal)) ? first : null;
}

function request(url: URL, address: HostAddress, method: 'HEAD' | 'GET', options: LinkCheckOptions, pacer: HostPacer) {
  return pacer.send(url.host, () =>
    options.send({
      url,
      address,
      method,
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { 'user-agent': options.userAgent, accept: '*/*' },
    }),
  );
}

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EAI_NODATA']);
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'ETIMEDOUT']);

/** Why a request failed, from the error it threw (the system's code, on it or on its `cause`). */
export function networkFailure(error: unknown): LinkDetail {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const cause = error instanceof Error ? error.cause : undefined;
  const code = errorCode(cause) ?? errorCode(error) ?? '';
  if (DNS_CODES.has(code)) return 'dns';
  if (TIMEOUT_CODES.has(code)) return 'timeout';
  if (code === 'ECONNREFUSED') return 'refused';
  if (/CERT|SSL|TLS|EPROTO/i.test(code)) return 'tls';
  return 'network';
}

function errorCode(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined;
  return typeof value.code === 'string' ? value.code : undefined;
}
