import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type DatabaseOrTransaction, type Transaction } from "@/db";
import { accountTokens, users } from "@/db/schema";
import type { AccountTokenPurpose } from "@/lib/enums";

/**
 * How long each kind of link works: a day to confirm an address, an hour to set a new password. A
 * 'Não fui eu' link lives as long as the change link it cancels: past that, nothing is pending.
 */
export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
  cancel_email_change: 24 * 60 * 60 * 1000,
};

/**
 * The links that prove an address: the sign-up's confirmation and a new address's. Whatever
 * takes an account back from someone else (a new password by link or on the account page, 'Sair
 * de todos os aparelhos') ends them, in the same transaction: a change-of-address link parked by
 * whoever had the account must not outlive the owner's recovery, or it hands the account back to him.
 */
export const ADDRESS_LINK_PURPOSES: AccountTokenPurpose[] = ["verify_email", "change_email"];

/** 32 random bytes, URL-safe: 43 characters that nobody guesses. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashOf(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A new link for the account: answers the token, which goes only into the e-mail; the database
 * keeps its hash. Earlier links of the same purpose keep working until they expire or one is used.
 */
export async function issueAccountToken(
  userId: string,
  purpose: AccountTokenPurpose,
  email: string,
  now = new Date(),
  db: DatabaseOrTransaction = getDb(),
) {
  const token = randomBytes(32).toString("base64url");
  // Links long dead are worth nothing: each new one sweeps the account's old ones away.
  await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), sql`${accountTokens.expiresAt} < ${now.toISOString()}::timestamptz - interval '7 days'`));
  await db.insert(accountTokens).values({
    userId,
    purpose,
    email,
    tokenHash: hashOf(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * issueAccountToken, only when the account has no link of `purpose` still open (unused and
 * unexpired): null when it has one. Decided under the account's row lock, so two requests at once
 * issue one link between them.
 */
export async function issueAccountTokenUnlessOpen(userId: string, purpose: AccountTokenPurpose, email: string, now = new Date()) {
  return getDb().transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [open] = await tx
      .select({ id: accountTokens.id })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .limit(1);
    return open ? null : issueAccountToken(userId, purpose, email, now, tx);
  });
}

/** Deletes a link that never reached its mailbox, so it does not count as open. */
export async function discardAccountToken(token: string) {
  await getDb()
    .delete(accountTokens)
    .where(eq(accountTokens.tokenHash, hashOf(token)));
}

export type AccountTokenState =
  | { status: "valid"; userId: string; email: string; purpose: AccountTokenPurpose }
  | { status: "invalid" | "expired" | "used" | "other_account" | "sign_in_required" };

type TokenRow = { userId: string; email: string; purpose: AccountTokenPurpose; expiresAt: Date; usedAt: Date | null };

/**
 * What a link is worth: "invalid" for one that was never issued for one of `purposes` (forged, cut
 * short or of another kind), "used", "expired", or "other_account" when someone else is signed in here
 * (the link is theirs to open: acting on it from another account's session would be a surprise to
 * both). Reading it changes nothing: a mail scanner that follows the link uses nothing up.
 *
 * A new address's link also needs the account's own session ("sign_in_required" without one): the
 * link proves only that its holder reads the new mailbox, and whoever asked for the change may be
 * someone who had the account for a while (a sign-up with another's address, a borrowed session).
 * The owner, signed in, is the one who completes it.
 */
function stateOf(row: TokenRow | undefined, purposes: AccountTokenPurpose[], signedInUserId: string | null, now: Date): AccountTokenState {
  if (!row || !purposes.includes(row.purpose)) return { status: "invalid" };
  if (signedInUserId && signedInUserId !== row.userId) return { status: "other_account" };
  if (row.usedAt) return { status: "used" };
  if (row.expiresAt <= now) return { status: "expired" };
  if (row.purpose === "change_email" && !signedInUserId) return { status: "sign_in_required" };
  return { status: "valid", userId: row.userId, email: row.email, purpose: row.purpose };
}

const tokenColumns = {
  userId: accountTokens.userId,
  email: accountTokens.email,
  purpose: accountTokens.purpose,
  expiresAt: accountTokens.expiresAt,
  usedAt: accountTokens.usedAt,
};

export async function inspectAccountToken(
  token: string,
  purposes: AccountTokenPurpose[],
  signedInUserId: string | null,
  now = new Date(),
): Promise<AccountTokenState> {
  if (!TOKEN_PATTERN.test(token)) return { status: "invalid" };
  const [row] = await getDb()
    .select(tokenColumns)
    .from(accountTokens)
    .where(eq(accountTokens.tokenHash, hashOf(token)));
  return stateOf(row, purposes, signedInUserId, now);
}

/**
 * Uses the link inside `tx`: the row is locked, checked again and marked used, together with every
 * other open link of the same purpose for that account (a new password makes the older reset links
 * worthless). Two clicks at once: the second waits for the first and finds it used.
 */
export async function consumeAccountToken(
  tx: Transaction,
  token: string,
  purposes: AccountTokenPurpose[],
  signedInUserId: string | null,
  now = new Date(),
): Promise<AccountTokenState> {
  if (!TOKEN_PATTERN.test(token)) return { status: "invalid" };
  const [row] = await tx
    .select(tokenColumns)
    .from(accountTokens)
    .where(eq(accountTokens.tokenHash, hashOf(token)))
    .for("update");
  const state = stateOf(row, purposes, signedInUserId, now);
  if (state.status !== "valid") return state;
  await revokeAccountTokens(tx, state.userId, state.purpose, now);
  return state;
}

/**
 * Ends the account's open links of `purposes` (an address changed again: the older confirmations
 * name the wrong one). Answers how many were open.
 */
export async function revokeAccountTokens(
  tx: Transaction,
  userId: string,
  purposes: AccountTokenPurpose | AccountTokenPurpose[],
  now = new Date(),
) {
  const revoked = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), inArray(accountTokens.purpose, [purposes].flat()), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return revoked.length;
}
