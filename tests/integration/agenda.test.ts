/**
 * The agenda's capacity in the database (lib/data/agenda.ts): the free slots come from the shop's
 * hours, its 'vagas', its daily cap and days off; a booking is checked again under the shop's lock,
 * so a race for the last place gets exactly one; another shop's appointment is never changed.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { appointmentEvents, appointments, shopClosedDays, shops } from "@/db/schema";
import { shopInstant } from "@/lib/agenda/slots";

const { createAppointment, listFreeSlots, rescheduleAppointment, changeAppointmentStatus, listAppointments, confirmPresence } =
  await import("@/lib/data/agenda");
const { createMechanic } = await import("../support/factories");

// A Monday far enough ahead that "now" is always before it; the default hours are 08:00-18:00.
const DAY = "2030-03-04";
const NOW = new Date("2030-03-01T12:00:00Z");

const contact = (phone = "11977771234") => ({
  customerId: null,
  vehicleId: null,
  contactName: "Maria Souza",
  contactPhone: phone,
  contactPlate: "ABC1D23",
  contactEmail: null,
  services: [{ name: "Troca de óleo" }],
  notes: null,
  assignedTo: null,
});

const book = (shopId: string, minutes: number, options: { phone?: string; source?: "shop" | "public_page"; duration?: number } = {}) =>
  createAppointment(
    shopId,
    { ...contact(options.phone), startsAt: shopInstant(DAY, minutes), durationMinutes: options.duration ?? 60 },
    { source: options.source ?? "shop", memberId: null, status: "confirmed", idempotencyKey: randomUUID(), now: NOW },
  );

const freeTimes = async (shopId: string, duration = 60) => {
  const [day] = await listFreeSlots(shopId, { fromDay: DAY, toDay: DAY }, duration, NOW);
  return day!.slots.map((slot) => slot.startsAt.toISOString());
};

describe("the agenda's capacity", () => {
  it("offers every half hour of the shop's hours, and refuses the past and a closed day", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const slots = await freeTimes(shop.id);
    // 08:00 to 17:00 (the last hour ends at 18:00), every half hour: 19 slots, 08:00 São Paulo = 11:00Z.
    expect(slots).toHaveLength(19);
    expect(slots[0]).toBe("2030-03-04T11:00:00.000Z");
    expect(slots.at(-1)).toBe("2030-03-04T20:00:00.000Z");

    const late = await createAppointment(
      shop.id,
      { ...contact(), startsAt: shopInstant(DAY, 8 * 60), durationMinutes: 60 },
      { source: "shop", memberId: null, status: "confirmed", idempotencyKey: randomUUID(), now: new Date("2030-03-05T00:00:00Z") },
    );
    expect(late).toEqual({ ok: false, reason: "past" });
    expect(await book(shop.id, 17 * 60 + 30)).toEqual({ ok: false, reason: "outsideHours" });

    await getDb().insert(shopClosedDays).values({ shopId: shop.id, day: DAY });
    expect(await freeTimes(shop.id)).toEqual([]);
    expect(await book(shop.id, 9 * 60)).toEqual({ ok: false, reason: "closed" });
  });

  it("takes as many cars at once as the shop has places, and no more in a day than its cap", async () => {
    const shop = await createMechanic({ plan: "pro" });
    await getDb().update(shops).set({ agendaSlots: 2 }).where(eq(shops.id, shop.id));
    expect((await book(shop.id, 9 * 60)).ok).toBe(true);
    expect((await book(shop.id, 9 * 60 + 30)).ok).toBe(true);
    // 09:30-10:00 has two cars: nothing that overlaps it; 08:30-09:30 and 10:00 fit (back to back).
    expect(await book(shop.id, 9 * 60 + 30, { duration: 30 })).toEqual({ ok: false, reason: "full" });
    const slots = await freeTimes(shop.id);
    expect(slots).not.toContain(shopInstant(DAY, 9 * 60).toISOString());
    expect(slots).not.toContain(shopInstant(DAY, 9 * 60 + 30).toISOString());
    expect(slots).toContain(shopInstant(DAY, 8 * 60 + 30).toISOString());
    expect(slots).toContain(shopInstant(DAY, 10 * 60).toISOString());

    await getDb().update(shops).set({ agendaDailyCap: 2 }).where(eq(shops.id, shop.id));
    expect(await freeTimes(shop.id)).toEqual([]);
    expect(await book(shop.id, 14 * 60)).toEqual({ ok: false, reason: "dailyCapReached" });
  });

  it("gives the last place to exactly one of two bookings at once", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const results = await Promise.all([book(shop.id, 10 * 60, { phone: "11911110000" }), book(shop.id, 10 * 60, { phone: "11922220000" })]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "full" }]);
    const rows = await getDb().select().from(appointments).where(eq(appointments.shopId, shop.id));
    expect(rows).toHaveLength(1);
  });

  it("books once per submission key, and refuses a phone's third open request from the page", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const key = randomUUID();
    const input = { ...contact(), startsAt: shopInstant(DAY, 8 * 60), durationMinutes: 60 };
    const context = { source: "public_page" as const, memberId: null, status: "requested" as const, idempotencyKey: key, now: NOW };
    const first = await createAppointment(shop.id, input, context);
    const again = await createAppointment(shop.id, input, context);
    expect(again).toEqual({ ...first, created: false });
    expect((await book(shop.id, 11 * 60, { source: "public_page" })).ok).toBe(true);
    expect(await book(shop.id, 14 * 60, { source: "public_page" })).toEqual({ ok: false, reason: "tooManyOpen" });
    // The shop itself books what it wants for the same phone.
    expect((await book(shop.id, 14 * 60)).ok).toBe(true);
  });

  it("moves, confirms, cancels and counts a no-show, and keeps the history; another shop changes nothing", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const other = await createMechanic({ plan: "pro" });
    const booked = await book(shop.id, 9 * 60);
    if (!booked.ok) throw new Error(booked.reason);

    expect(await rescheduleAppointment(other.id, booked.id, shopInstant(DAY, 15 * 60), { memberId: null, now: NOW })).toEqual({
      ok: false,
      reason: "notFound",
    });
    expect(await changeAppointmentStatus(other.id, booked.id, "cancelled", { memberId: null, reason: "x" })).toBe(false);
    expect(await confirmPresence(other.id, booked.id)).toBe(false);

    expect(await confirmPresence(shop.id, booked.id)).toBe(true);
    expect(await rescheduleAppointment(shop.id, booked.id, shopInstant(DAY, 15 * 60), { memberId: null, now: NOW })).toEqual({ ok: true });
    const [moved] = await listAppointments(shop.id, { fromDay: DAY, toDay: DAY });
    expect(moved!.startsAt.toISOString()).toBe(shopInstant(DAY, 15 * 60).toISOString());
    expect(moved!.endsAt.toISOString()).toBe(shopInstant(DAY, 16 * 60).toISOString());
    // A new time needs a new confirmation.
    expect(moved!.customerConfirmedAt).toBeNull();

    expect(await changeAppointmentStatus(shop.id, booked.id, "no_show", { memberId: null })).toBe(true);
    expect(await changeAppointmentStatus(shop.id, booked.id, "cancelled", { memberId: null, reason: "x" })).toBe(false);
    const again = await book(shop.id, 10 * 60);
    if (!again.ok) throw new Error(again.reason);
    const listed = await listAppointments(shop.id, { fromDay: DAY, toDay: DAY });
    expect(listed.find((item) => item.id === again.id)!.noShows).toBe(1);
    expect(await listAppointments(other.id, { fromDay: DAY, toDay: DAY })).toEqual([]);

    const history = await getDb()
      .select({ event: appointmentEvents.event })
      .from(appointmentEvents)
      .where(eq(appointmentEvents.appointmentId, booked.id))
      .orderBy(appointmentEvents.at);
    expect(history.map((row) => row.event)).toEqual(["confirmed", "customer_confirmed", "rescheduled", "no_show"]);
  });
});

describe("the new appointment's customers", () => {
  it("are the newest 100, or those the search finds by name, phone or plate, and always the one named", async () => {
    const { getBookingChoices, BOOKING_CUSTOMERS_SHOWN } = await import("@/lib/data/agenda-form");
    const { createCustomer } = await import("@/lib/data/customers");
    const { createVehicle } = await import("@/lib/data/vehicles");
    const shop = await createMechanic({ plan: "pro" });
    const oldest = await createCustomer(shop.id, { name: "Zuleica Antiga", phone: "(21) 99876-1234", email: "", notes: "" });
    await createVehicle(shop.id, oldest.id, {
      plate: "QWE4R56",
      make: "Fiat",
      model: "Uno",
      year: null,
      color: "",
      currentKm: null,
      notes: "",
    });
    const values = Array.from({ length: BOOKING_CUSTOMERS_SHOWN }, (_, index) => ({
      shopId: shop.id,
      name: `Cliente ${index}`,
      searchKey: `cliente ${index}`,
      createdAt: new Date(Date.now() + (index + 1) * 1000),
    }));
    const { customers } = await import("@/db/schema");
    await getDb().insert(customers).values(values);
    const ids = (choices: Awaited<ReturnType<typeof getBookingChoices>>) => choices.customers.map((customer) => customer.id);

    const newest = await getBookingChoices(shop.id);
    expect(newest.customers).toHaveLength(BOOKING_CUSTOMERS_SHOWN);
    expect(ids(newest)).not.toContain(oldest.id);
    for (const search of ["zuleica", "ANTIGA", "99876", "QWE4R56", "qwe-4r56"]) {
      expect(ids(await getBookingChoices(shop.id, { search })), search).toEqual([oldest.id]);
    }
    expect((await getBookingChoices(shop.id, { search: "zuleica" })).customers[0]!.vehicles).toEqual([
      { id: expect.any(String), label: "QWE4R56 Fiat Uno" },
    ]);
    // Opened from his page, he is in the list whatever the search.
    expect(ids(await getBookingChoices(shop.id, { include: oldest.id }))).toContain(oldest.id);
    expect(ids(await getBookingChoices(shop.id, { search: "Cliente 7", include: oldest.id }))).toContain(oldest.id);
    // A LIKE wildcard is a character like any other.
    expect(ids(await getBookingChoices(shop.id, { search: "%" }))).toEqual([]);
  });
});
