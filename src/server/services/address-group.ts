import { normalizeIP } from '@fastify/rate-limit';

/**
 * An IPv6 subscriber is given a whole /64 (RFC 6177), and picks any address in it at will: counting
 * per address would hand one client 2^64 fresh budgets.
 */
export const IPV6_GROUP_PREFIX = 64;

/**
 * The key every per-address limit counts a client under (the budgets of expensive work and the login
 * throttle alike): an IPv4 address as it is, an IPv4-mapped IPv6 address as its IPv4, any other IPv6
 * address as the start of its /64.
 */
export function addressGroup(ip: string): string {
  return normalizeIP(ip, IPV6_GROUP_PREFIX);
}
