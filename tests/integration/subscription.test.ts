import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { shops } from "@/db/schema";
import { findAccount, findSubscriptionPlan, subscribeToPlan } from "@/lib/data/accounts";
import { SUBSCRIPTION_LENGTH_MS } from "@/lib/plans";
import { startSession } from "@/lib/data/sessions";
import { createMechanic } from "../support/factories";

async function profileOf(shopId: string) {
  const [profile] = await getDb().select().from(shops).where(eq(shops.id, shopId));
  return profile;
}

describe("subscription", () => {
  it("starts a plan now and ends it 30 days later", async () => {
    const mechanic = await createMechanic();
    expect(await findSubscriptionPlan(mechanic.id)).toBeNull();

    const now = new Date("2026-11-21T12:00:00Z");
    expect(await subscribeToPlan(mechanic.id, "basic", now)).toEqual(new Date(now.getTime() + SUBSCRIPTION_LENGTH_MS));
    const profile = await profileOf(mechanic.id);
    expect(profile?.subscriptionPlan).toBe("basic");
    expect(profile?.subscriptionStartDate?.toISOString()).toBe(now.toISOString());
    expect(profile?.subscriptionEndDate?.getTime()).toBe(now.getTime() + SUBSCRIPTION_LENGTH_MS);
  });

  it("never switches a plan whose period runs: that is an upgrade or a downgrade (plan-changes.test.ts)", async () => {
    const mechanic = await createMechanic({ plan: "basic" });
    const end = (await profileOf(mechanic.id))?.subscriptionEndDate;
    expect(await subscribeToPlan(mechanic.id, "pro", new Date(Date.now() + 5 * 24 * 3600 * 1000))).toBeNull();
    expect(await findSubscriptionPlan(mechanic.id)).toBe("basic");
    expect((await profileOf(mechanic.id))?.subscriptionEndDate).toEqual(end);
  });

  it("changes only the given user's profile", async () => {
    const first = await createMechanic();
    const second = await createMechanic({ plan: "basic" });
    await subscribeToPlan(first.id, "pro");
    expect(await findSubscriptionPlan(second.id)).toBe("basic");
    expect(await subscribeToPlan(randomUUID(), "pro")).toBeNull();
  });

  it("reads the account the guard relies on from the database", async () => {
    const mechanic = await createMechanic({ plan: "pro" });
    const sessionId = await startSession(mechanic.id, null);
    expect(await findAccount(mechanic.id, sessionId)).toMatchObject({
      userId: mechanic.id,
      shopId: mechanic.id,
      email: mechanic.email,
      plan: "pro",
      isOperator: false,
    });
    expect(await findAccount(randomUUID(), sessionId)).toBeUndefined();
  });
});
