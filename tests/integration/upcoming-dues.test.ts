/**
 * 'Lembretes' › 'Próximas revisões': the service dues reminded of after the list's week, soonest
 * first, the shop's own only, without the ones marked 'Feito', capped and counted.
 */
import { describe, expect, it } from "vitest";
import { addDaysToDay } from "@/lib/calendar";

const { getDb } = await import("@/db");
const { customers, reminderActions, serviceDues, vehicles } = await import("@/db/schema");
const { HORIZON_DAYS, listReminders } = await import("@/lib/data/reminders");
const { listUpcomingDues } = await import("@/lib/data/upcoming-dues");
const { serviceDueOccurrence } = await import("@/lib/service-dues/occurrence");
const { createMechanic } = await import("../support/factories");

const TODAY = "2026-11-26";
const day = (offset: number) => addDaysToDay(TODAY, offset);

async function shopWithCar() {
  const { id: shopId } = await createMechanic({ plan: "pro" });
  const [customer] = await getDb().insert(customers).values({ shopId, name: "Ana Lima" }).returning();
  const [vehicle] = await getDb()
    .insert(vehicles)
    .values({ shopId, customerId: customer!.id, plate: "ABC1D23", make: "Volkswagen", model: "Gol" })
    .returning();
  return { shopId, customerId: customer!.id, vehicleId: vehicle!.id };
}

async function due(shop: Awaited<ReturnType<typeof shopWithCar>>, offset: number, serviceName: string) {
  const [row] = await getDb()
    .insert(serviceDues)
    .values({ shopId: shop.shopId, vehicleId: shop.vehicleId, serviceName, dueOn: day(offset), dueKm: 97_600, remindOn: day(offset) })
    .returning();
  return row!;
}

describe("listUpcomingDues", () => {
  it("lists what comes after the week, soonest first, where the week's list stops", async () => {
    const shop = await shopWithCar();
    const inTheWeek = await due(shop, HORIZON_DAYS, "Alinhamento");
    const may = await due(shop, 170, "Troca de óleo");
    const december = await due(shop, HORIZON_DAYS + 1, "Revisão dos freios");

    const upcoming = await listUpcomingDues(shop.shopId, TODAY);
    expect(upcoming.items.map((item) => item.id)).toEqual([december.id, may.id]);
    expect(upcoming).toMatchObject({ total: 2, capped: false });
    expect(upcoming.items[1]).toEqual({
      id: may.id,
      serviceName: "Troca de óleo",
      dueOn: day(170),
      dueKm: 97_600,
      remindOn: day(170),
      customer: { id: shop.customerId, name: "Ana Lima" },
      vehicle: { id: shop.vehicleId, plate: "ABC1D23", make: "Volkswagen", model: "Gol" },
    });
    // The week's list has the other one: each due is in exactly one of the two.
    expect((await listReminders(shop.shopId, TODAY)).reminders.map((r) => r.subjectId)).toEqual([inTheWeek.id]);
  });

  it("leaves out a due marked 'Feito' and another shop's, and caps the list while counting the rest", async () => {
    const shop = await shopWithCar();
    const other = await shopWithCar();
    await due(other, 30, "Troca de óleo");
    const done = await due(shop, 40, "Troca de óleo");
    await getDb()
      .insert(reminderActions)
      .values({
        shopId: shop.shopId,
        kind: "service_due",
        subjectId: done.id,
        occurrence: serviceDueOccurrence(done.dueOn, done.dueKm),
        doneAt: new Date(),
        doneBy: "Ana",
        doneChannel: "phone",
      });
    const names = ["Alinhamento", "Balanceamento", "Correia dentada", "Filtro de ar"];
    for (const [index, name] of names.entries()) await due(shop, 50 + index, name);

    const upcoming = await listUpcomingDues(shop.shopId, TODAY, 3);
    expect(upcoming.items.map((item) => item.serviceName)).toEqual(names.slice(0, 3));
    expect(upcoming).toMatchObject({ total: 4, capped: false });
    expect((await listUpcomingDues(other.shopId, TODAY)).items.map((item) => item.serviceName)).toEqual(["Troca de óleo"]);
  });
});
