/**
 * Which network a client's address belongs to, for the limits that count requests. An IPv4
 * address is one subscriber; an IPv6 subscriber holds a whole /64 (a home line or a cloud
 * machine gets at least that), so counting by address would give it 2^64 fresh limits. The
 * coarser networks (an IPv4 /24, an IPv6 /48, a site's usual allocation) bound someone who holds
 * many of those. An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) counts as its IPv4 address.
 */
import ipaddr from "ipaddr.js";

export type NetworkSize = "subscriber" | "site";

function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = address.replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return undefined;
  const ip = ipaddr.parse(bare);
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    return (ip as ipaddr.IPv6).toIPv4Address();
  return ip;
}

/**
 * The network a limit counts `address` in: `subscriber` is the IPv4 address itself or the IPv6
 * /64 (`192.0.2.1`, `2001:db8:1:2::/64`); `site` is the IPv4 /24 or the IPv6 /48. An address that
 * does not parse (a Unix socket, nothing) is its own key, as given.
 */
export function networkOf(address: string | undefined, size: NetworkSize = "subscriber"): string {
  if (!address) return "unknown";
  const ip = parse(address);
  if (!ip) return address;
  if (ip.kind() === "ipv4") {
    if (size === "subscriber") return ip.toString();
    const [a, b, c] = ip.toByteArray();
    return `${a}.${b}.${c}.0/24`;
  }
  const keep = size === "subscriber" ? 4 : 3;
  const parts = (ip as ipaddr.IPv6).parts.slice(0, keep).map((part) => part.toString(16));
  return `${parts.join(":")}::/${keep * 16}`;
}
