import ipaddr from 'ipaddr.js';

/** Bits of an IPv6 address that name one home or office: providers give each at least a /64. */
const IPV6_NETWORK_BITS = 64;

/**
 * What the per-address limits (sign-in, sign-up, contact, the wrong-password throttle) count a
 * client by, from Fastify's `request.ip` (TRUST_PROXY already applied): an IPv4 address as it
 * is, written as IPv4-mapped IPv6 too, and an IPv6 address by its /64. Each device of one home
 * makes up new addresses inside its /64 at will, so counting them one by one would give one
 * person billions of allowances (decision 035).
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${IPV6_NETWORK_BITS}`);
  return `${network.toString()}/${IPV6_NETWORK_BITS}`;
}
