import "server-only";

/** The rate limits' rules; the counters themselves live in Postgres (lib/data/rate-limits.ts). */
export type RateLimitRule = { limit: number; windowMs: number };

/** Per e-mail and client address: one place hammering one account is stopped, its owner elsewhere is not. */
export const LOGIN_ATTEMPTS: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };
/**
 * Per e-mail from every address together: the ceiling that holds when addresses are many (a
 * botnet) or cannot be trusted (clients reaching the app with their own X-Forwarded-For). Places
 * the account signed in from within KNOWN_LOGIN_PLACE_MS are exempt, so whoever burns the
 * ceiling cannot lock the owner out of their usual connection.
 */
export const LOGIN_ATTEMPTS_PER_ACCOUNT: RateLimitRule = { limit: 50, windowMs: 15 * 60 * 1000 };
export const KNOWN_LOGIN_PLACE_MS = 30 * 24 * 60 * 60 * 1000;
export const PUBLIC_FORM_SUBMISSIONS: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };
/** Accounts created from one address: a shop signs up once; a script would mint accounts (and burn a bcrypt hash each). */
export const SIGN_UPS: RateLimitRule = { limit: 10, windowMs: 60 * 60 * 1000 };

/** Thrown inside a transaction to undo a write that went over its limit. */
export class RateLimitedError extends Error {}

/**
 * The client's address as the nearest proxy saw it: the last X-Forwarded-For entry (a proxy
 * appends the address it received the request from; earlier entries are whatever the client
 * sent). With no proxy in front, Next fills the header from the socket only when the client did
 * not send one, so a client could choose its address: production runs behind a proxy or load
 * balancer that sets the header (README, "Running with Docker"), and the per-account login
 * ceiling above holds either way.
 */
export function clientIp(headers: Headers) {
  const forwarded = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "unknown";
}
