/**
 * Which address a request came from, decided from what cannot be forged: the TCP peer, or the
 * X-Forwarded-For entries that proxies the operator declared (TRUSTED_PROXY_HOPS) appended. Each
 * proxy appends the address it received the request from, so with N trusted proxies the entry N
 * from the right is the client as the outermost one saw it; anything further left is whatever the
 * client sent, and so is the whole header when nobody is declared. Pure: no Node, no Next.
 */

/** Why a server refuses to start with a TRUSTED_PROXY_HOPS it cannot read (a guess would be a hole). */
export const MALFORMED_TRUSTED_PROXY_HOPS_MESSAGE =
  "TRUSTED_PROXY_HOPS deve ser o número de proxies confiáveis na frente do app (um inteiro de 0 a 10; vazio ou 0 quando o app é acessado direto). " +
  "Com um valor inválido o app não sabe qual entrada do X-Forwarded-For é confiável, e os limites de tentativas por endereço ficariam abertos.";

/** More hops than this is a typo, not a deployment. */
const MAX_TRUSTED_PROXY_HOPS = 10;

/** The setting as a number of proxies: unset or empty is 0 (nobody in front); anything else but a small integer throws. */
export function parseTrustedProxyHops(value: string | undefined): number {
  const text = value?.trim() ?? "";
  if (text === "") return 0;
  if (!/^\d+$/.test(text) || Number(text) > MAX_TRUSTED_PROXY_HOPS) throw new Error(MALFORMED_TRUSTED_PROXY_HOPS_MESSAGE);
  return Number(text);
}

/** An IPv4 client on a dual-stack socket shows as `::ffff:1.2.3.4`: the same client as `1.2.3.4`. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return /^::ffff:\d{1,3}(\.\d{1,3}){3}$/.test(trimmed) ? trimmed.slice("::ffff:".length) : trimmed;
}

export type AddressSources = {
  /** The TCP peer (`socket.remoteAddress`); undefined once the socket is gone. */
  peer: string | undefined;
  /** The X-Forwarded-For header as received (Node joins repeated headers with ", "). */
  forwardedFor: string | undefined;
  /** How many proxies the operator trusts (parseTrustedProxyHops). */
  trustedHops: number;
};

export const UNKNOWN_ADDRESS = "unknown";

/**
 * The client's address. With trusted proxies but fewer entries than proxies (or an empty one at
 * that place), the request did not come the way the operator declared, so no entry is known to
 * be a proxy's: the peer is used, which at worst puts such clients in one shared bucket.
 */
export function resolveClientAddress({ peer, forwardedFor, trustedHops }: AddressSources): string {
  const peerAddress = peer ? normalizeAddress(peer) : "";
  if (trustedHops > 0) {
    const entries = forwardedFor ? forwardedFor.split(",") : [];
    const appended = entries.length >= trustedHops ? normalizeAddress(entries[entries.length - trustedHops]!) : "";
    if (appended) return appended;
  }
  return peerAddress || UNKNOWN_ADDRESS;
}
