import "server-only";
import { headers } from "next/headers";
import { readClientAddress } from "./header";

/**
 * The client address of the request being served (rate limits, and any record that must say
 * where an action came from): the TCP peer's, or with TRUSTED_PROXY_HOPS the entry those proxies
 * appended to X-Forwarded-For, never one the client chose (stamp.ts).
 */
export async function currentClientAddress(): Promise<string> {
  return readClientAddress(await headers());
}
