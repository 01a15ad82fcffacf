import "server-only";
import { headers } from "next/headers";
import { readClientAddress } from "./header";
import { rateLimitAddress } from "./rate-limit-address";

/**
 * The client address of the request being served, whole, for a record that must say where an
 * action came from: the TCP peer's, or with TRUSTED_PROXY_HOPS the entry those proxies appended
 * to X-Forwarded-For, never one the client chose (stamp.ts). A rate limit's key takes
 * currentRateLimitAddress() instead.
 */
export async function currentClientAddress(): Promise<string> {
  return readClientAddress(await headers());
}

/** The same address as a rate limit counts it: an IPv6 client by its /64 (rate-limit-address.ts). */
export async function currentRateLimitAddress(): Promise<string> {
  return rateLimitAddress(await currentClientAddress());
}
