import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { shops, sessions, users } from "@/db/schema";
import { ADDRESS_LINK_PURPOSES, consumeAccountToken, revokeAccountTokens, type AccountTokenState } from "@/lib/data/account-tokens";
import { hasPostgresCode, PG_UNIQUE_VIOLATION } from "@/lib/data/postgres-errors";
import { clearLoginCounters } from "@/lib/data/rate-limits";
import { isRecordId } from "@/lib/record-id";

/**
 * What the account's own links and the account page change: the address, its confirmation and
 * the password. Each runs in one transaction with the use of its link, so a link is used up only
 * when its change is made.
 */

/** The account's e-mail, its confirmation and password hash (the account page's checks). */
export async function findAccountAccess(userId: string) {
  if (!isRecordId(userId)) return undefined;
  const [row] = await getDb()
    .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Whether an address belongs to some account (case ignored, as logins are). */
export async function isEmailRegistered(email: string) {
  const [row] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row !== undefined;
}

export type EmailLinkResult = AccountTokenState | { status: "email_taken" };

/**
 * The link of 'Confirmar e-mail', of either kind. A confirmation proves the address it was sent
 * to, if it is still the account's. A new address becomes the account's, confirmed, and only from
 * a session of that account (see stateOf in account-tokens.ts); should another account have taken
 * it meanwhile, nothing changes and the link stays unused.
 */
export async function confirmEmailLink(token: string, signedInUserId: string | null): Promise<EmailLinkResult> {
  try {
    return await getDb().transaction(async (tx) => {
      const state = await consumeAccountToken(tx, token, ["verify_email", "change_email"], signedInUserId);
      if (state.status !== "valid") return state;
      if (state.purpose === "verify_email") {
        const confirmed = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(and(eq(users.id, state.userId), eq(sql`lower(${users.email})`, state.email.toLowerCase())))
          .returning({ id: users.id });
        return confirmed.length === 1 ? state : { status: "invalid" };
      }
      await tx
        .update(users)
        .set({ email: state.email, emailVerifiedAt: sql`now()` })
        .where(eq(users.id, state.userId));
      // The profile keeps a copy of the login address (the shop's contact for quotes).
      await tx.update(shops).set({ email: state.email }).where(eq(shops.id, state.userId));
      // Links sent to the old address (its confirmation, a new password, its 'Não fui eu') name the
      // wrong one now; the other new addresses' links went with this one (consumeAccountToken).
      await revokeAccountTokens(tx, state.userId, ["verify_email", "reset_password", "cancel_email_change"]);
      return state;
    });
  } catch (error) {
    if (hasPostgresCode(error, PG_UNIQUE_VIOLATION)) return { status: "email_taken" };
    throw error;
  }
}

/**
 * 'Não fui eu', from the notice mailed to the old address: every pending change of address of the
 * account ends (its links to new addresses stop working), and nothing else happens. The link works
 * once; the others of its kind go with it. Answers the link's state and how many changes ended.
 */
export async function cancelEmailChangeLink(
  token: string,
  signedInUserId: string | null,
): Promise<AccountTokenState & { cancelled?: number }> {
  return getDb().transaction(async (tx) => {
    const state = await consumeAccountToken(tx, token, ["cancel_email_change"], signedInUserId);
    if (state.status !== "valid") return state;
    return { ...state, cancelled: await revokeAccountTokens(tx, state.userId, "change_email") };
  });
}

/**
 * 'Criar nova senha' from the e-mailed link: the new hash, every session ended (whoever else was
 * signed in is out), every address link ended (a change of address someone parked included), and
 * the address confirmed, since the link reached it. Then the login counters are cleared.
 */
export async function resetPasswordWithToken(token: string, passwordHash: string, signedInUserId: string | null) {
  return getDb().transaction(async (tx) => {
    const state = await consumeAccountToken(tx, token, ["reset_password"], signedInUserId);
    if (state.status !== "valid") return state;
    // A change of address revokes the reset links (changeEmailWithToken): the link reached this address.
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, state.userId));
    await tx.delete(sessions).where(eq(sessions.userId, state.userId));
    await revokeAccountTokens(tx, state.userId, ADDRESS_LINK_PURPOSES);
    await clearLoginCounters(state.email, tx);
    return state;
  });
}

/**
 * 'Alterar senha' on the account page, the current password already checked: the new hash, every
 * other session ended (this one stays) and every address link ended (a change of address asked
 * for by whoever knew the old password included). The login counters go too.
 */
export async function changePassword(userId: string, currentSessionId: string, passwordHash: string) {
  if (!isRecordId(userId)) return false;
  return getDb().transaction(async (tx) => {
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning({ email: users.email });
    if (!user) return false;
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)));
    await revokeAccountTokens(tx, userId, ADDRESS_LINK_PURPOSES);
    await clearLoginCounters(user.email, tx);
    return true;
  });
}
