import { getToken, type JWT } from "next-auth/jwt";
import { headers } from "next/headers";

/**
 * The session from the Auth.js cookie: decrypted and checked (signature, expiry), nothing else.
 * No database and no Node-only code, so proxy.ts uses it too.
 *
 * Auth.js's own auth() does more on every call: it runs the whole session endpoint, callbacks
 * included, and encrypts a refreshed token that a Server Component cannot even set as a cookie.
 * Reading the token directly costs a fraction of that on every dashboard request.
 */
export async function readSessionToken(requestHeaders: Headers): Promise<JWT | null> {
  const secret = process.env.AUTH_SECRET;
  if (!secret) return null;
  // The __Secure- cookie exists only over HTTPS; try it first, then the plain one.
  for (const secureCookie of [true, false]) {
    const token = await getToken({ req: { headers: requestHeaders }, secret, secureCookie }).catch(() => null);
    if (token?.sub) return token;
  }
  return null;
}

/** The session of the request being handled, for Server Components and server actions. */
export async function currentSessionToken() {
  return readSessionToken(await headers());
}
