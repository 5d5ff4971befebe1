/**
 * Whether an IP address is on the public internet, in one place for every caller (the
 * server-side fetches of photo URLs, the visitor geolocation). The special-purpose ranges come
 * from ipaddr.js (`range()`, kept with the IANA registries: private, loopback, link-local,
 * shared, documentation, benchmarking, multicast, reserved, NAT64, 6to4, Teredo, discard, …):
 * an address is public when its range is plain "unicast". An IPv4-mapped IPv6 address is
 * judged as the IPv4 address it carries.
 */
import net from "node:net";
import ipaddr from "ipaddr.js";

export function isPublicAddress(raw: string): boolean {
  const text = raw.trim().replace(/^\[|\]$/g, "");
  // Only the standard forms (net.isIP): ipaddr.js also reads inet_aton's "127.1" or "0x7f.1".
  if (net.isIP(text) === 0) return false;
  let address = ipaddr.parse(text);
  if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  return address.range() === "unicast";
}
