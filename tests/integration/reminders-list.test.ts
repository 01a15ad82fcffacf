/**
 * 'Lembretes' read from the rows the shop already has: each source appears on its day, in its
 * window, once, and goes away when the shop marks it done (or comes back when a snooze ends).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDaysToDay } from "@/lib/calendar";

const { getDb } = await import("@/db");
const { customers, leads, quoteDeliveries, quoteSends, quotes, reminderActions, serviceDues, vehicles } = await import("@/db/schema");
const { countReminders, listReminders } = await import("@/lib/data/reminders");
const { serviceDueOccurrence } = await import("@/lib/service-dues/occurrence");
const { createMechanic } = await import("../support/factories");

const TODAY = "2026-11-26";
const day = (offset: number) => addDaysToDay(TODAY, offset);
/** Noon in São Paulo on `offset` days from TODAY. */
const at = (offset: number) => new Date(`${day(offset)}T12:00:00-03:00`);

async function shopWithCar() {
  const { id: shopId } = await createMechanic({ plan: "pro" });
  const [customer] = await getDb()
    .insert(customers)
    .values({ shopId, name: "Ana Lima", phone: "(11) 91234-5678", email: "ana@example.com" })
    .returning();
  const [vehicle] = await getDb()
    .insert(vehicles)
    .values({ shopId, customerId: customer!.id, plate: "ABC1D23", make: "Volkswagen", model: "Gol" })
    .returning();
  return { shopId, customerId: customer!.id, vehicleId: vehicle!.id };
}

async function quote(shop: Awaited<ReturnType<typeof shopWithCar>>, values: Partial<typeof quotes.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(quotes)
    .values({
      shopId: shop.shopId,
      customerId: shop.customerId,
      vehicleId: shop.vehicleId,
      description: "Freios",
      cost: "500.00",
      ...values,
    })
    .returning();
  return row!;
}

async function due(shop: Awaited<ReturnType<typeof shopWithCar>>, remindOffset: number, name = "Troca de óleo") {
  const [row] = await getDb()
    .insert(serviceDues)
    .values({
      shopId: shop.shopId,
      vehicleId: shop.vehicleId,
      serviceName: name,
      dueOn: day(remindOffset),
      dueKm: 60000,
      remindOn: day(remindOffset),
    })
    .returning();
  return row!;
}

const kinds = (list: { reminders: { kind: string; subjectId: string }[] }) => list.reminders.map((r) => `${r.kind}:${r.subjectId}`);

describe("the reminders list", () => {
  it("lists every source on its day, within the week ahead and the missed month", async () => {
    const shop = await shopWithCar();
    const dueSoon = await due(shop, 3);
    await due(shop, 8, "Alinhamento"); // beyond the week
    await due(shop, -31, "Revisão"); // missed too long ago
    const delivered = await quote(shop, { status: "delivered", approvedTotal: "500.00", paidTotal: "200.00" });
    await getDb()
      .insert(quoteDeliveries)
      .values({
        quoteId: delivered.id,
        shopId: shop.shopId,
        deliveredAt: at(-2),
        replacedParts: "none",
        warrantyDays: 90,
        warrantyUntil: day(5),
      });
    const unanswered = await quote(shop);
    await getDb()
      .insert(quoteSends)
      .values({ quoteId: unanswered.id, shopId: shop.shopId, channel: "whatsapp", recipient: "11912345678", sentAt: at(-3) });
    const ending = await quote(shop, { validUntil: day(1) });
    await getDb()
      .insert(quoteSends)
      .values({ quoteId: ending.id, shopId: shop.shopId, channel: "whatsapp", recipient: "11912345678", sentAt: at(-4) });
    const [lead] = await getDb()
      .insert(leads)
      .values({ shopId: shop.shopId, name: "Carlos", phone: "(11) 98888-7777", createdAt: at(0) })
      .returning();

    const list = await listReminders(shop.shopId, TODAY);
    expect(kinds(list).sort()).toEqual(
      [
        `service_due:${dueSoon.id}`,
        `warranty_ending:${delivered.id}`,
        `balance_owed:${delivered.id}`,
        `quote_unanswered:${unanswered.id}`,
        `validity_ending:${ending.id}`,
        `new_lead:${lead!.id}`,
      ].sort(),
    );
    const byKind = Object.fromEntries(list.reminders.map((r) => [r.kind, r]));
    expect(byKind.service_due).toMatchObject({
      day: day(3),
      name: "Ana Lima",
      vehicle: { plate: "ABC1D23" },
      service: { name: "Troca de óleo", dueKm: 60000 },
    });
    expect(byKind.warranty_ending).toMatchObject({ day: day(-5), aboutDay: day(5), quote: { number: delivered.number } });
    expect(byKind.balance_owed).toMatchObject({ day: day(-2), owed: "300.00" });
    expect(byKind.quote_unanswered).toMatchObject({ day: day(0), aboutDay: day(-3), occurrence: day(-3) });
    expect(byKind.new_lead).toMatchObject({ name: "Carlos", customerId: null, vehicle: null });
    // Oldest first.
    expect(list.reminders.map((r) => r.day)).toEqual([...list.reminders.map((r) => r.day)].sort());
    expect(await countReminders(shop.shopId, TODAY)).toEqual({ today: 5, ahead: 1, capped: false });
  });

  it("hides what was marked done, and what a snooze still hides, but not the next occurrence", async () => {
    const shop = await shopWithCar();
    const first = await due(shop, 0);
    const second = await due(shop, 1, "Alinhamento");
    await getDb()
      .insert(reminderActions)
      .values([
        {
          shopId: shop.shopId,
          kind: "service_due",
          subjectId: first.id,
          occurrence: serviceDueOccurrence(day(0), 60000),
          doneAt: new Date(),
          doneBy: "Zé",
          doneChannel: "whatsapp",
        },
        {
          shopId: shop.shopId,
          kind: "service_due",
          subjectId: second.id,
          occurrence: serviceDueOccurrence(day(1), 60000),
          snoozedUntil: day(4),
        },
      ]);
    expect(kinds(await listReminders(shop.shopId, TODAY))).toEqual([`service_due:${second.id}`]);
    expect((await listReminders(shop.shopId, TODAY)).reminders[0]).toMatchObject({ day: day(4), snoozedUntil: day(4) });
    // A new km pace moves the day it shows: it stays done.
    await getDb()
      .update(serviceDues)
      .set({ remindOn: day(2) })
      .where(eq(serviceDues.id, first.id));
    expect(kinds(await listReminders(shop.shopId, TODAY))).not.toContain(`service_due:${first.id}`);
    // The due set again (a new delivery, an edit) is a new reminder.
    await getDb()
      .update(serviceDues)
      .set({ dueOn: day(2) })
      .where(eq(serviceDues.id, first.id));
    expect(kinds(await listReminders(shop.shopId, TODAY))).toContain(`service_due:${first.id}`);
  });

  it("shows a shop only its own reminders", async () => {
    const shop = await shopWithCar();
    const other = await shopWithCar();
    await due(shop, 0);
    expect((await listReminders(other.shopId, TODAY)).reminders).toEqual([]);
    expect(await countReminders(other.shopId, TODAY)).toEqual({ today: 0, ahead: 0, capped: false });
  });

  it("counts up to 100 and says when there are more, reading no source past that", async () => {
    const shop = await shopWithCar();
    await getDb()
      .insert(leads)
      .values(Array.from({ length: 105 }, (_, index) => ({ shopId: shop.shopId, name: `Contato ${index}`, createdAt: at(0) })));
    // A lead older than a week is a contact, not news.
    await getDb()
      .insert(leads)
      .values({ shopId: shop.shopId, name: "Antigo", createdAt: at(-8) });
    expect(await countReminders(shop.shopId, TODAY)).toEqual({ today: 100, ahead: 0, capped: true });
    const page = await listReminders(shop.shopId, TODAY, { limit: 10 });
    expect(page).toMatchObject({ hasMore: true, dueToday: 100, countCapped: true });
    expect(page.reminders).toHaveLength(10);
    expect(page.reminders.map((r) => r.name)).not.toContain("Antigo");
  });

  it("pages by a limit, saying there are more", async () => {
    const shop = await shopWithCar();
    for (const [index, name] of ["A", "B", "C"].entries()) await due(shop, index, name);
    const page = await listReminders(shop.shopId, TODAY, { limit: 2 });
    expect(page.reminders.map((r) => r.service?.name)).toEqual(["A", "B"]);
    expect(page.hasMore).toBe(true);
  });
});
