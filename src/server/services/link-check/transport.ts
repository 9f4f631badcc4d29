import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { literalAddress } from './addresses';

/** One address of a host. */
export interface HostAddress {
  address: string;
  family: 4 | 6;
}

/** The addresses of a host name; fails with the resolver's code (`ENOTFOUND`, …) when it has none. */
export type Resolve = (hostname: string) => Promise<HostAddress[]>;

/** One request of the checker: to `url`, over a connection to `address`, which was vetted for it. */
export interface HopRequest {
  url: URL;
  address: HostAddress;
  method: 'HEAD' | 'GET';
  headers: Record<string, string>;
  signal: AbortSignal;
}

/** What the checker reads of an answer: its status and where a redirect points. */
export interface HopAnswer {
  status: number;
  location: string | null;
}

export type Send = (request: HopRequest) => Promise<HopAnswer>;

/** The system's resolver, every address it knows, in its order. */
export const systemResolve: Resolve = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * Sends one request over a connection to the vetted address and nowhere else: the lookup the
 * connection would make is answered with that address, so a second resolution (a name that answers
 * a public address to the check and an internal one to the connection) cannot happen. The link's
 * host still names the site in the Host header, the TLS server name and the certificate check. The
 * body is never read: the connection is closed once the headers are in.
 */
export const sendToAddress: Send = ({ url, address, method, headers, signal }) =>
  new Promise<HopAnswer>((resolve, reject) => {
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [address]);
      else callback(null, address.address, address.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      {
        protocol: url.protocol,
        // An address written in the link is connected to as it is (no lookup happens for it).
        hostname: literalAddress(url.hostname) ?? url.hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method,
        headers: { ...headers, host: url.host },
        lookup,
        signal,
        // A connection of its own, closed after the answer: none is kept for another address.
        agent: false,
      },
      (response) => {
        const location = response.headers.location;
        resolve({ status: response.statusCode ?? 0, location: location ?? null });
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end();
  });
