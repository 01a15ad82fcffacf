import { decode, getToken, type JWT } from "next-auth/jwt";
import { headers } from "next/headers";
import { env } from "@/lib/env";

/**
 * The session from the Auth.js cookie: decrypted and checked (signature, expiry), nothing else.
 * No database and no Node-only code, so proxy.ts uses it too.
 *
 * Auth.js's own auth() does more on every call: it runs the whole session endpoint, callbacks
 * included, and encrypts a refreshed token that a Server Component cannot even set as a cookie.
 * Reading the token directly costs a fraction of that on every dashboard request.
 */
export async function readSessionToken(requestHeaders: Headers): Promise<JWT | null> {
  const secret = env.AUTH_SECRET;
  if (!secret) return null;
  // The __Secure- cookie exists only over HTTPS; try it first, then the plain one.
  for (const secureCookie of [true, false]) {
    const token = await getToken({ req: { headers: requestHeaders }, secret, secureCookie, decode: decodeOnce }).catch(() => null);
    if (token?.sub) return token;
  }
  return null;
}

/** The session of the request being handled, for Server Components and server actions. */
export async function currentSessionToken() {
  return readSessionToken(await headers());
}

/**
 * Every dashboard request reads the same cookie twice (proxy.ts, then the page), and a mechanic
 * sends the same one for weeks, yet each read derived the key and decrypted it again. A sealed
 * token is authenticated, so the same string under the same secret and cookie name always opens
 * to the same payload; only its expiry changes with time, and it is checked again on every hit.
 * Bounded: the oldest entry goes first.
 */
const decodedTokens = new Map<string, JWT>();
const DECODED_TOKENS_LIMIT = 1000;

async function decodeOnce(params: Parameters<typeof decode>[0]): Promise<JWT | null> {
  const key = `${params.salt}\0${[params.secret].flat().join("\0")}\0${params.token}`;
  const cached = decodedTokens.get(key);
  if (cached) {
    if (typeof cached.exp === "number" && cached.exp * 1000 > Date.now()) return cached;
    decodedTokens.delete(key);
    return null;
  }
  const token = await decode(params);
  if (token) {
    if (decodedTokens.size >= DECODED_TOKENS_LIMIT) decodedTokens.delete(decodedTokens.keys().next().value!);
    // Shared by every request that sends this cookie: nobody may change it.
    decodedTokens.set(key, Object.freeze(token));
  }
  return token;
}
