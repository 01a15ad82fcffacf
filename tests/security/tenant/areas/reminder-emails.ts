/**
 * Tenant isolation: the e-mails the queue sends on its own and the unsubscribe link (the matrix:
 * tests/security/tenant-isolation.test.ts). B's runs read and send B's rows only; A's due, named
 * by B, sends nothing; an unsubscribe token touches its own customer only.
 */
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Attack, Shop } from "../fixtures";

const data = await import("@/lib/data/automatic-emails");
const route = await import("@/app/lembretes/sair/[token]/route");
const { getDb } = await import("@/db");
const { customers, users } = await import("@/db/schema");
const { shopToday } = await import("@/lib/calendar");

async function tokenOf(shop: Shop) {
  const [row] = await getDb().select({ token: customers.unsubscribeToken }).from(customers).where(eq(customers.id, shop.customerId));
  return row!.token;
}

/** B can send: its address confirmed and its customer's consent given (B's rows only). */
async function bMaySend(b: Shop) {
  await getDb().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, b.id));
  await getDb().update(customers).set({ emailRemindersConsentedAt: new Date() }).where(eq(customers.id, b.customerId));
}

const unsubscribeRequest = (token: string, method: "GET" | "POST") =>
  [new Request(`http://localhost:3000/lembretes/sair/${token}`, { method }), { params: Promise.resolve({ token }) }] as const;

export const attacks: Record<string, Attack> = {
  "lib/data/automatic-emails.ts#serviceRemindersToEmail": async (a, b) => {
    await bMaySend(b);
    const due = await data.serviceRemindersToEmail(b.id, shopToday());
    expect(due.map((row) => row.dueId)).not.toContain(a.serviceDueId);
  },
  "lib/data/automatic-emails.ts#sendServiceReminderOnce": async (a, b) => {
    await bMaySend(b);
    let sent = false;
    const outcome = await data.sendServiceReminderOnce(b.id, { dueId: a.serviceDueId, remindOn: shopToday() }, async () => {
      sent = true;
    });
    expect(outcome).toBe("skipped");
    expect(sent).toBe(false);
  },
  "lib/data/automatic-emails.ts#sendDailySummaryOnce": async (a, b) => {
    await bMaySend(b);
    let said: Awaited<Parameters<Parameters<typeof data.sendDailySummaryOnce>[2]>[0]> | undefined;
    expect(
      await data.sendDailySummaryOnce(b.id, shopToday(), async (facts) => {
        said = facts;
      }),
    ).toBe("sent");
    const subjects = said!.firstReminders.map((reminder) => reminder.subjectId);
    expect(subjects).toEqual(expect.arrayContaining([b.leadId]));
    expect(subjects).not.toContain(a.leadId);
    expect(subjects).not.toContain(a.serviceDueId);
  },
  "lib/data/automatic-emails.ts#unsubscribeLinkShop": async (_a, b) => {
    const shop = await data.unsubscribeLinkShop(await tokenOf(b));
    const [profile] = await getDb().execute<{ shop_name: string }>(sql`SELECT shop_name FROM shops WHERE id = ${b.id}`);
    expect(shop?.shopName).toBe(profile!.shop_name);
    expect(await data.unsubscribeLinkShop(crypto.randomUUID())).toBeUndefined();
  },
  "lib/data/automatic-emails.ts#withdrawEmailConsent": async (_a, b) => {
    await bMaySend(b);
    expect(await data.withdrawEmailConsent(await tokenOf(b))).toBeDefined();
    const [row] = await getDb().select().from(customers).where(eq(customers.id, b.customerId));
    expect(row!.emailRemindersConsentedAt).toBeNull();
  },
  "app/lembretes/sair/[token]/route.ts#GET": async (_a, b) => {
    expect((await route.GET(...unsubscribeRequest(await tokenOf(b), "GET"))).status).toBe(200);
    expect((await route.GET(...unsubscribeRequest(crypto.randomUUID(), "GET"))).status).toBe(404);
  },
  "app/lembretes/sair/[token]/route.ts#POST": async (_a, b) => {
    await bMaySend(b);
    // B's customer's link withdraws B's customer's consent; A's rows are checked unchanged after.
    expect((await route.POST(...unsubscribeRequest(await tokenOf(b), "POST"))).status).toBe(200);
    expect((await route.POST(...unsubscribeRequest(crypto.randomUUID(), "POST"))).status).toBe(404);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/data/automatic-emails.ts#shopsWithAutomaticEmails":
    "the queue's daily fan-out over every shop: answers shop ids to its own jobs, never to a user",
  "lib/data/automatic-emails.ts#summaryHasNews": "decides on facts already read for one shop; reads nothing",
};
