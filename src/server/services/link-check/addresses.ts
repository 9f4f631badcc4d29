import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Internal addresses the operator lets links reach (LINK_CHECK_ALLOW_PRIVATE): every one (`'all'`,
 * a site whose documents live on an intranet), or those in the listed addresses and ranges
 * (`10.20.0.0/16`); none (`[]`) by default.
 */
export type InternalAllowance = 'all' | readonly string[];

/** NAT64's well-known prefix: the last 32 bits are an IPv4 address, reached through the gateway. */
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');
/** IPv4-compatible IPv6 (`::127.0.0.1`, deprecated): some systems still route it to the IPv4 address. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Whether an address belongs to the public internet. ipaddr.js names the special ranges (loopback,
 * private, link-local, unique-local, multicast, unspecified, broadcast, reserved and documentation
 * ranges, carrier-grade NAT, 6to4, Teredo, …); only plain unicast is public. An IPv6 address that
 * carries an IPv4 one (mapped `::ffff:127.0.0.1`, NAT64) is judged by the IPv4 address it reaches.
 */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.parse(text);
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
  if (v6.match(NAT64)) return isPublicAddress(ipaddr.fromByteArray(v6.toByteArray().slice(12)).toString());
  return v6.range() === 'unicast' && !v6.match(IPV4_COMPATIBLE);
}

/** Whether a link may lead to `address`: a public one, or an internal one the operator allows. */
export function mayReach(address: string, allowance: InternalAllowance): boolean {
  if (isPublicAddress(address)) return true;
  if (allowance === 'all') return true;
  if (!ipaddr.isValid(address)) return false;
  // An IPv4-mapped address is matched as the IPv4 address it is.
  const plain = ipaddr.process(address);
  return allowance.some((entry) => {
    const [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.process(entry), -1];
    const prefix = bits >= 0 ? bits : range.kind() === 'ipv4' ? 32 : 128;
    return range.kind() === plain.kind() && plain.match(range, prefix);
  });
}

/** The address a URL's host names outright (`[::1]` without its brackets), or null for a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return net.isIP(bare) === 0 ? null : bare;
}

/**
 * Whether a link leads to an internal address without any lookup: an address written out in any
 * spelling the URL parser reads as one (`127.1`, `2130706433`, `0x7f000001`, `0177.0.0.1` are all
 * 127.0.0.1 once parsed; `[::ffff:127.0.0.1]`), or `localhost` and its subdomains, which always
 * resolve to the loopback address (RFC 6761). Other names are resolved, and refused, when checked.
 */
export function leadsInternal(link: string, allowance: InternalAllowance): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  const literal = literalAddress(url.hostname);
  if (literal !== null) return !mayReach(literal, allowance);
  const name = url.hostname.toLowerCase().replace(/\.$/, '');
  return (name === 'localhost' || name.endsWith('.localhost')) && !mayReach('127.0.0.1', allowance);
}
