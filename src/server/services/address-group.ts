import ipaddr from 'ipaddr.js';

/**
 * The visitor an address stands for: an IPv4 address itself, an IPv6 address by its /64 (a home or a
 * phone is given a whole /64, so one person can take a fresh address from it at will). An IPv4
 * address written as IPv6 (`::ffff:1.2.3.4`, a server listening on `::`) is the IPv4 address.
 */
export function visitorGroup(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = ipaddr.fromByteArray([...parsed.toByteArray().slice(0, 8), ...new Array<number>(8).fill(0)]);
  return `${prefix.toString()}/64`;
}
