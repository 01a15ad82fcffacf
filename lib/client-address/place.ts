/**
 * Where a recorded address is, in words a mechanic reads: his own network (the shop's Wi-Fi, or
 * the server's own machine: `::1`, `127.0.0.1`, the private ranges) or the internet. The address
 * itself stays in the record and the account's export; screens and e-mails say the place. Pure: the
 * ranges are read from the text (addresses as lib/client-address/resolve.ts normalises them).
 */
export type NetworkPlace = "local" | "internet" | "unknown";

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4Place(octets: number[]): NetworkPlace {
  if (octets.some((octet) => octet > 255)) return "unknown";
  const [a, b] = octets as [number, number];
  const local =
    a === 127 || // loopback
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254); // link-local
  return local ? "local" : "internet";
}

export function networkPlace(address: string): NetworkPlace {
  const text = address.trim().toLowerCase();
  const mapped = text.startsWith("::ffff:") ? text.slice("::ffff:".length) : text;
  const v4 = IPV4.exec(mapped);
  if (v4) return ipv4Place(v4.slice(1).map(Number));
  if (!/^[0-9a-f:]+$/.test(text) || !text.includes(":")) return "unknown";
  // Loopback, unique local (fc00::/7) and link-local (fe80::/10).
  if (text === "::1" || /^f[cd][0-9a-f]{0,2}:/.test(text) || /^fe[89ab][0-9a-f]?:/.test(text)) return "local";
  return "internet";
}
