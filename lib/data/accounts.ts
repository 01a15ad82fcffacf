import "server-only";
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { sessions, shopMembers, shops, shopVersions, users, type SubscriptionPlanId } from "@/db/schema";
import { hasPostgresCode, PG_UNIQUE_VIOLATION } from "@/lib/data/postgres-errors";
import { currentPlanSql } from "@/lib/data/subscription";
import { SUBSCRIPTION_LENGTH_MS } from "@/lib/plans";
import { isRecordId } from "@/lib/record-id";

export class EmailTakenError extends Error {}

/**
 * Creates the login, its shop (with an empty profile) and its place in it as the owner, together
 * or not at all. The shop takes the founder's id: one id fewer to tell apart in the logs of a
 * one-person shop, and nothing relies on it (the shop keeps it when ownership moves).
 */
export async function createAccount(email: string, passwordHash: string) {
  try {
    return await getDb().transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ email, passwordHash }).returning({ id: users.id });
      if (!user) throw new Error("usuário não criado");
      await tx.insert(shops).values({ id: user.id, email, subscriptionPlan: null });
      await tx.insert(shopMembers).values({ shopId: user.id, userId: user.id, role: "owner", name: email.split("@")[0]! });
      return { id: user.id, shopId: user.id, email };
    });
  } catch (error) {
    if (hasPostgresCode(error, PG_UNIQUE_VIOLATION)) throw new EmailTakenError();
    throw error;
  }
}

/** What login needs: the hash to compare, the plan to put in the session and whether the login has a shop. */
export async function findLoginByEmail(email: string) {
  const [row] = await getDb()
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, plan: currentPlanSql, shopId: shopMembers.shopId })
    .from(users)
    .leftJoin(shopMembers, and(eq(shopMembers.userId, users.id), isNull(shopMembers.removedAt)))
    .leftJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

/**
 * The signed-in user as the server sees it now: the database, not the cookie, is the truth. Found
 * only while the cookie's session is open: after 'Sair' (or on another device, 'Sair de todos os
 * aparelhos') a copy of the cookie names nobody. Nor after the person left the shop: the account
 * is a person in a shop (its id, role and the shop's plan), and a login without one is nobody
 * here. One query, as the account is read on every request.
 */
export async function findAccount(userId: string, sessionId: string) {
  if (!isRecordId(userId) || !isRecordId(sessionId)) return undefined;
  const [row] = await getDb()
    .select({
      userId: users.id,
      sessionId: sessions.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      plan: currentPlanSql,
      subscriptionEndDate: shops.subscriptionEndDate,
      // A change still to come (once its date has passed it is `plan`, see currentPlanSql).
      scheduledPlan: sql<SubscriptionPlanId | null>`(case when ${shops.scheduledPlanAt} > now() then ${shops.scheduledPlan} end)`,
      scheduledPlanAt: sql<Date | null>`(case when ${shops.scheduledPlanAt} > now() then ${shops.scheduledPlanAt} end)`.mapWith(
        shops.scheduledPlanAt,
      ),
      shopName: shops.shopName,
      logoUrl: shops.logoUrl,
      isOperator: users.isOperator,
      shopId: shopMembers.shopId,
      memberId: shopMembers.id,
      memberName: shopMembers.name,
      role: shopMembers.role,
      // The reads kept for the shop are keyed by it (lib/kept-reads.ts); null, nothing is kept.
      dataVersion: shopVersions.version,
    })
    .from(users)
    .innerJoin(sessions, and(eq(sessions.userId, users.id), eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)))
    .innerJoin(shopMembers, and(eq(shopMembers.userId, users.id), isNull(shopMembers.removedAt)))
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    .leftJoin(shopVersions, eq(shopVersions.shopId, shops.id))
    .where(eq(users.id, userId));
  return row;
}

export type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** The plan of the shop this person belongs to (the session cookie's copy), or null. */
export async function findSubscriptionPlan(userId: string) {
  const [row] = await getDb()
    .select({ plan: currentPlanSql })
    .from(shopMembers)
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(and(eq(shopMembers.userId, userId), isNull(shopMembers.removedAt)));
  return row?.plan ?? null;
}

/**
 * Starts or renews a plan, paid for 30 more days from the later of `now` and the current end
 * (lib/plans.ts renewedEndDate): renewing before the end loses none of the days already paid, and
 * after an expiry the new period starts now. Never a switch while another plan's period runs (that
 * is an upgrade or a downgrade, lib/data/subscription.ts): the WHERE refuses it, so a switch cannot
 * add days. Clears a scheduled change: the shop has just chosen its plan. One statement, so two
 * payments at once add 60 days. Every record stays as it was: a Básico shop above a limit keeps its
 * rows and is refused only new ones. Answers the new end date, or null when there is no profile or
 * the choice is a switch.
 */
export async function subscribeToPlan(shopId: string, plan: SubscriptionPlanId, now = new Date()) {
  const from = sql`${now.toISOString()}::timestamptz`;
  const updated = await getDb()
    .update(shops)
    .set({
      subscriptionPlan: plan,
      subscriptionStartDate: now,
      subscriptionEndDate: sql`greatest(coalesce(${shops.subscriptionEndDate}, ${from}), ${from}) + interval '1 millisecond' * ${SUBSCRIPTION_LENGTH_MS}`,
      scheduledPlan: null,
      scheduledPlanAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(shops.id, shopId),
        or(
          isNull(shops.subscriptionPlan),
          eq(shops.subscriptionPlan, plan),
          isNull(shops.subscriptionEndDate),
          lte(shops.subscriptionEndDate, now),
        ),
      ),
    )
    .returning({ endDate: shops.subscriptionEndDate });
  return updated[0]?.endDate ?? null;
}

/**
 * The shop's e-mail, its owner's login address, if he confirmed it, else null: the only address a
 * quote's Reply-To and the shop's own notifications may use. An unconfirmed one is whatever
 * someone typed at sign-up, maybe another person's, who would then get mail "from" this shop.
 */
export async function findVerifiedShopEmail(shopId: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ email: users.email })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(
      and(eq(shopMembers.shopId, shopId), eq(shopMembers.role, "owner"), isNull(shopMembers.removedAt), isNotNull(users.emailVerifiedAt)),
    );
  return row?.email ?? null;
}
