/**
 * The part of a client address that a rate limit counts. An IPv6 subscriber gets a whole /64 (often
 * more) and picks any address in it at will (privacy extensions rotate them by themselves), so
 * counting per address would hand one client 2^64 fresh counters: the /64 is the client. IPv4
 * addresses, IPv4-mapped IPv6 ones (as the IPv4 address) and anything that is not an IP address
 * ("unknown") are kept as they are. Pure: no Node, no Next.
 *
 * Records that say where an answer came from (a quote's approval) keep the whole address: this is
 * only for the counters' keys.
 */
export function rateLimitAddress(address: string): string {
  const pieces = ipv6Pieces(address);
  if (!pieces) return address;
  const [a, b, c, d, e, f, g, h] = pieces as [number, number, number, number, number, number, number, number];
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`;
  return `${[a, b, c, d].map((piece) => piece.toString(16)).join(":")}::/64`;
}

/**
 * The eight 16-bit pieces of an IPv6 address, or null when `address` is not one. The URL parser
 * (WHATWG) does the reading: it accepts every valid form (compressed "::", embedded IPv4, upper
 * case) and rejects the rest, and writes the address back in one canonical form, which is all
 * that is left to expand here. A zone ("fe80::1%eth0") names the local link, not the address.
 */
function ipv6Pieces(address: string): number[] | null {
  const bare = address.trim().replace(/%.*$/, "");
  if (!bare.includes(":") || /[[\]/]/.test(bare)) return null;
  let host: string;
  try {
    host = new URL(`http://[${bare}]/`).hostname;
  } catch {
    return null;
  }
  const canonical = host.slice(1, -1);
  const [head = "", tail] = canonical.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const parts =
    tail === undefined ? headParts : [...headParts, ...Array<string>(8 - headParts.length - tailParts.length).fill("0"), ...tailParts];
  if (parts.length !== 8 || !parts.every((part) => /^[0-9a-f]{1,4}$/.test(part))) return null;
  return parts.map((part) => parseInt(part, 16));
}
