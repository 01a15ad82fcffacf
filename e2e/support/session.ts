/**
 * A signed-in browser without the login form: the session a credentials login opens in the
 * database, and the Auth.js cookie it sets, sealed here with the e2e servers' secret.
 */
import type { BrowserContext, BrowserContextOptions } from "@playwright/test";
import { encode } from "next-auth/jwt";
import { authConfig } from "../../auth.config";
import { E2E_BASE_URL, E2E_ENV } from "../env";
import { openSession, type Account, type AccountsDatabase } from "./accounts";

/** Auth.js's session cookie over http (the __Secure- one is for https). */
const SESSION_COOKIE = "authjs.session-token";
/** Auth.js splits a longer token over several cookies; one this long would not be the cookie a login sets. */
const LONGEST_SINGLE_COOKIE = 4096 - 160;

export type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;
type Cookie = StorageState["cookies"][number];

/** A browser with no session: for the visitors of a spec whose `page` is signed in. */
export const signedOut: StorageState = { cookies: [], origins: [] };

/**
 * A new session for `account` and its cookie, valid on every port of `origin`'s host (cookies are
 * not kept per port, so one cookie serves every e2e server).
 */
export async function sessionCookie(database: AccountsDatabase, account: Account, origin = E2E_BASE_URL): Promise<Cookie> {
  const maxAge = authConfig.session.maxAge;
  // What a login puts in the token: Auth.js takes `sub` and `email` from the user that authorize()
  // returns (it has no name or picture), and auth.ts's jwt callback adds the plan and the session;
  // encode() adds iat, exp and jti.
  const value = await encode({
    token: { email: account.email, sub: account.id, plan: account.plan, sid: await openSession(database, account.id) },
    secret: E2E_ENV.AUTH_SECRET!,
    salt: SESSION_COOKIE,
    maxAge,
  });
  if (value.length > LONGEST_SINGLE_COOKIE) throw new Error(`session token of ${value.length} characters would be split`);
  return {
    name: SESSION_COOKIE,
    value,
    // A host-only cookie, like the one the server sets (a leading dot would make it a domain cookie,
    // which the server's logout, clearing the host-only one, would leave behind).
    domain: new URL(origin).hostname,
    path: "/",
    expires: Math.floor(Date.now() / 1000) + maxAge,
    httpOnly: true,
    secure: false,
    sameSite: "Lax",
  };
}

/** A storageState signed in as `account`, for a new browser context. */
export async function sessionState(database: AccountsDatabase, account: Account, origin = E2E_BASE_URL): Promise<StorageState> {
  return { cookies: [await sessionCookie(database, account, origin)], origins: [] };
}

/** Signs an open context in as `account`, as if it had just logged in. */
export async function signIn(database: AccountsDatabase, context: BrowserContext, account: Account, origin = E2E_BASE_URL) {
  await context.addCookies([await sessionCookie(database, account, origin)]);
}
