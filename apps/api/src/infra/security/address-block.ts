/**
 * The block of addresses one client holds, which the per-address limits count as one. An IPv4 client holds
 * its address; an IPv6 client is handed a whole /64 (RFC 6177: one per subscriber or site, and its devices
 * pick fresh addresses inside it at will), so counting exact IPv6 addresses would give one client 2^64
 * fresh counters. An IPv4-mapped IPv6 address (::ffff:1.2.3.4, a dual-stack socket's view of an IPv4
 * client) is that IPv4 address.
 */
import { isIPv4, isIPv6, SocketAddress } from "node:net";

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/;

/** The eight 16-bit groups of a canonical IPv6 address, as hex without leading zeros. */
function groupsOf(canonical: string): string[] {
  // A dotted IPv4 tail is the last two groups.
  const hex = canonical.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`);
  const [head, tail] = hex.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  return tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
}

/**
 * "203.0.113.9" for an IPv4 client (mapped or not), "2001:db8:0:1::/64" for any IPv6 address of that /64
 * however it is spelt (case, zeros, zone): "::1" and "0:0:0:0:0:0:0:1" are both "::/64". Anything else (a
 * trusted proxy's header may say anything) is answered as it is.
 */
export function addressBlock(address: string): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const canonical = new SocketAddress({ address, family: "ipv6" }).address;
  const mapped = MAPPED_IPV4.exec(canonical);
  if (mapped) return mapped[1]!;
  const prefix = new SocketAddress({ address: `${groupsOf(canonical).slice(0, 4).join(":")}::`, family: "ipv6" }).address;
  return `${prefix}/64`;
}
