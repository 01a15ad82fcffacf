import "server-only";
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { mechanicProfiles, sessions, users, type SubscriptionPlanId } from "@/db/schema";
import { hasPostgresCode, PG_UNIQUE_VIOLATION } from "@/lib/data/postgres-errors";
import { currentPlanSql } from "@/lib/data/subscription";
import { SUBSCRIPTION_LENGTH_MS } from "@/lib/plans";
import { isRecordId } from "@/lib/record-id";

export class EmailTakenError extends Error {}

/** Creates the login and its empty shop profile together, or neither. */
export async function createAccount(email: string, passwordHash: string) {
  try {
    return await getDb().transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ email, passwordHash }).returning({ id: users.id });
      if (!user) throw new Error("usuário não criado");
      await tx.insert(mechanicProfiles).values({ id: user.id, email, subscriptionPlan: null });
      return { id: user.id, email };
    });
  } catch (error) {
    if (hasPostgresCode(error, PG_UNIQUE_VIOLATION)) throw new EmailTakenError();
    throw error;
  }
}

/** What login needs: the hash to compare and the plan to put in the session. */
export async function findLoginByEmail(email: string) {
  const [row] = await getDb()
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, plan: currentPlanSql })
    .from(users)
    .leftJoin(mechanicProfiles, eq(mechanicProfiles.id, users.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

/**
 * The signed-in user as the server sees it now: the database, not the cookie, is the truth. Found
 * only while the cookie's session is open: after 'Sair' (or on another device, 'Sair de todos os
 * aparelhos') a copy of the cookie names nobody. One query, as the account is read on every request.
 */
export async function findAccount(userId: string, sessionId: string) {
  if (!isRecordId(userId) || !isRecordId(sessionId)) return undefined;
  const [row] = await getDb()
    .select({
      id: users.id,
      sessionId: sessions.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      plan: currentPlanSql,
      subscriptionEndDate: mechanicProfiles.subscriptionEndDate,
      // A change still to come (once its date has passed it is `plan`, see currentPlanSql).
      scheduledPlan: sql<SubscriptionPlanId | null>`(case when ${mechanicProfiles.scheduledPlanAt} > now() then ${mechanicProfiles.scheduledPlan} end)`,
      scheduledPlanAt:
        sql<Date | null>`(case when ${mechanicProfiles.scheduledPlanAt} > now() then ${mechanicProfiles.scheduledPlanAt} end)`.mapWith(
          mechanicProfiles.scheduledPlanAt,
        ),
      shopName: mechanicProfiles.shopName,
      logoUrl: mechanicProfiles.logoUrl,
      isOperator: users.isOperator,
    })
    .from(users)
    .innerJoin(sessions, and(eq(sessions.userId, users.id), eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)))
    .leftJoin(mechanicProfiles, eq(mechanicProfiles.id, users.id))
    .where(eq(users.id, userId));
  return row;
}

export type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

export async function findSubscriptionPlan(userId: string) {
  const [row] = await getDb().select({ plan: currentPlanSql }).from(mechanicProfiles).where(eq(mechanicProfiles.id, userId));
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
export async function subscribeToPlan(userId: string, plan: SubscriptionPlanId, now = new Date()) {
  const from = sql`${now.toISOString()}::timestamptz`;
  const updated = await getDb()
    .update(mechanicProfiles)
    .set({
      subscriptionPlan: plan,
      subscriptionStartDate: now,
      subscriptionEndDate: sql`greatest(coalesce(${mechanicProfiles.subscriptionEndDate}, ${from}), ${from}) + interval '1 millisecond' * ${SUBSCRIPTION_LENGTH_MS}`,
      scheduledPlan: null,
      scheduledPlanAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(mechanicProfiles.id, userId),
        or(
          isNull(mechanicProfiles.subscriptionPlan),
          eq(mechanicProfiles.subscriptionPlan, plan),
          isNull(mechanicProfiles.subscriptionEndDate),
          lte(mechanicProfiles.subscriptionEndDate, now),
        ),
      ),
    )
    .returning({ endDate: mechanicProfiles.subscriptionEndDate });
  return updated[0]?.endDate ?? null;
}

/**
 * The account's e-mail if its owner confirmed it, else null: the only address a quote's Reply-To
 * and the shop's own notifications may use. An unconfirmed one is whatever someone typed at
 * sign-up, maybe another person's, who would then get mail "from" this shop or about it.
 */
export async function findVerifiedShopEmail(userId: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt)));
  return row?.email ?? null;
}
