import "server-only";
import bcrypt from "bcryptjs";
import { findAccountAccess } from "@/lib/data/account-access";
import { consumeRateLimit, releaseRateLimit } from "@/lib/data/rate-limits";
import { ACCOUNT_PASSWORD_CHECKS, accountPasswordKey } from "@/lib/rate-limit";

/**
 * The current password, asked again before the account page changes what opens the account (its
 * e-mail, its password) or deletes it. Every try is counted before the compare (parallel guesses
 * cannot slip through) and a right one gives its hit back, so only wrong ones add up: a session
 * left open on a shared computer is not a way to guess the password.
 */
export async function checkCurrentPassword(userId: string, password: string): Promise<"ok" | "wrong" | "rate_limited"> {
  const key = accountPasswordKey(userId);
  if (!(await consumeRateLimit(key, ACCOUNT_PASSWORD_CHECKS)).allowed) return "rate_limited";
  const account = await findAccountAccess(userId);
  if (!account || !(await bcrypt.compare(password, account.passwordHash))) return "wrong";
  await releaseRateLimit(key);
  return "ok";
}
