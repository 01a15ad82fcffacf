import "server-only";
import bcrypt from "bcryptjs";
import type { SubscriptionPlanId } from "@/lib/enums";
import { findLoginByEmail } from "@/lib/data/accounts";
import { clearRateLimit, consumeRateLimit, isRemembered, releaseRateLimit, rememberKey } from "@/lib/data/rate-limits";
import { KNOWN_LOGIN_PLACE_MS, LOGIN_ATTEMPTS, LOGIN_ATTEMPTS_PER_ACCOUNT, loginLimitKeys } from "@/lib/rate-limit";
import { loginSchema } from "@/lib/validation/auth";

export const BCRYPT_COST = 10;

// A real bcrypt hash (of a random string, same cost) so an unknown e-mail costs the same compare
// as a wrong password: response time must not tell whether an e-mail is registered.
const DUMMY_HASH = "$2b$10$gKkzZDtQMnyoi7Cr4bqo6.5RtUMPP0MckJIlQ5yxNiYdzguAQLTim";

export type CredentialsCheck =
  | { ok: true; user: { id: string; email: string; plan: SubscriptionPlanId | null } }
  | { ok: false; reason: "invalid" | "rate_limited" | "no_shop" };

/**
 * Checks an e-mail and password. Attempts are counted per e-mail and client address, so an
 * attacker hammering one account from one place is stopped while the owner, elsewhere, still
 * gets in; a success clears that counter. A looser count per e-mail alone caps the guesses at one
 * account from any number of addresses (a success gives its own hit back, failures stay until
 * the window ends); a place the account signed in from lately is not held by that ceiling.
 */
export async function verifyCredentials(input: unknown, clientAddress: string): Promise<CredentialsCheck> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const { email, password } = parsed.data;

  // Every attempt is counted before the password is weighed (and the count cleared on success):
  // checking first and counting after would let a burst of parallel guesses all through.
  const limitKey = loginLimitKeys.place(email, clientAddress);
  const accountKey = loginLimitKeys.account(email);
  const knownPlaceKey = loginLimitKeys.knownPlace(email, clientAddress);
  const [place, account, knownPlace] = await Promise.all([
    consumeRateLimit(limitKey, LOGIN_ATTEMPTS),
    consumeRateLimit(accountKey, LOGIN_ATTEMPTS_PER_ACCOUNT),
    isRemembered(knownPlaceKey),
  ]);
  if (!place.allowed || (!account.allowed && !knownPlace)) return { ok: false, reason: "rate_limited" };

  const login = await findLoginByEmail(email);
  const passwordMatches = await bcrypt.compare(password, login?.passwordHash ?? DUMMY_HASH);
  if (!login || !passwordMatches) return { ok: false, reason: "invalid" };
  // The right password of someone no shop counts among its people (he left one, or was removed):
  // no session, since every page and action works for a shop; an invitation brings him back.
  if (!login.shopId) return { ok: false, reason: "no_shop" };
  // The owner got in: this place starts afresh and is remembered, and the account's ceiling counts
  // only failures.
  await Promise.all([clearRateLimit(limitKey), releaseRateLimit(accountKey), rememberKey(knownPlaceKey, KNOWN_LOGIN_PLACE_MS)]);
  return { ok: true, user: { id: login.id, email: login.email, plan: login.plan } };
}
