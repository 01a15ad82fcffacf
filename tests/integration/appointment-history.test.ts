/**
 * The appointments on a customer's and a vehicle's page (lib/data/appointment-history.ts): the next
 * ones first (soonest first), then the past (latest first), at most 10, with state, services and
 * plate; the customer's no-shows counted (his, and those under his WhatsApp before he was a
 * customer, as the agenda counts them); another shop's appointments never listed.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { appointments } from "@/db/schema";
import type { AppointmentStatus } from "@/lib/enums";

const { listCustomerAppointments, listVehicleAppointments } = await import("@/lib/data/appointment-history");
const { listAppointments } = await import("@/lib/data/agenda");
const { createCustomer } = await import("@/lib/data/customers");
const { createVehicle } = await import("@/lib/data/vehicles");
const { createMechanic } = await import("../support/factories");

const NOW = new Date("2030-06-10T12:00:00Z");
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3600_000);

async function shopWithCar() {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name: "Cliente", phone: "", email: "", notes: "" });
  const vehicle = await createVehicle(shop.id, customer.id, {
    plate: "ABC1D23",
    make: "Fiat",
    model: "Uno",
    year: 2015,
    color: "",
    currentKm: null,
    notes: "",
  });
  if (!vehicle.ok) throw new Error("vehicle not created");
  return { shopId: shop.id, customerId: customer.id, vehicleId: vehicle.id };
}

async function book(
  car: { shopId: string; customerId: string | null; vehicleId: string | null },
  at: Date,
  status: AppointmentStatus = "confirmed",
  services = [{ name: "Troca de óleo" }],
  contactPhone = "11987654321",
) {
  const [row] = await getDb()
    .insert(appointments)
    .values({
      shopId: car.shopId,
      startsAt: at,
      endsAt: new Date(at.getTime() + 3600_000),
      status,
      source: "shop",
      customerId: car.customerId,
      vehicleId: car.vehicleId,
      contactName: "Cliente",
      contactPhone,
      services,
      token: randomBytes(24).toString("base64url"),
    })
    .returning({ id: appointments.id });
  return row!.id;
}

describe("a customer's and a vehicle's appointments", () => {
  it("list the next ones first, then the past, at most 10, with the customer's no-shows", async () => {
    const car = await shopWithCar();
    const nextWeek = await book(car, hoursFromNow(24 * 7));
    const tomorrow = await book(car, hoursFromNow(24), "requested", [{ name: "Alinhamento" }, { name: "Balanceamento" }]);
    const yesterday = await book(car, hoursFromNow(-24), "no_show");
    const lastMonth = await book(car, hoursFromNow(-24 * 30), "no_show");
    const lastWeek = await book(car, hoursFromNow(-24 * 7), "arrived");

    const history = await listCustomerAppointments(car.shopId, car.customerId, NOW);
    expect(history.noShows).toBe(2);
    expect(history.items.map((item) => item.id)).toEqual([tomorrow, nextWeek, yesterday, lastWeek, lastMonth]);
    expect(history.items[0]).toEqual({
      id: tomorrow,
      startsAt: hoursFromNow(24),
      status: "requested",
      services: ["Alinhamento", "Balanceamento"],
      plate: "ABC1D23",
      customerConfirmed: false,
      upcoming: true,
    });
    expect(history.items[2]).toMatchObject({ status: "no_show", upcoming: false });

    const vehicle = await listVehicleAppointments(car.shopId, car.vehicleId, NOW);
    expect(vehicle.items.map((item) => item.id)).toEqual([tomorrow, nextWeek, yesterday, lastWeek, lastMonth]);
    expect(vehicle.noShows).toBe(0);

    for (let day = 2; day <= 10; day++) await book(car, hoursFromNow(-24 * 40 - day * 24));
    expect((await listCustomerAppointments(car.shopId, car.customerId, NOW)).items).toHaveLength(10);
  });

  it("counts his no-shows asked online under his WhatsApp before he was a customer, as the agenda does", async () => {
    const car = await shopWithCar();
    const shop = { shopId: car.shopId, customerId: null, vehicleId: null };
    await getDb().execute(sql`UPDATE customers SET phone = '(11) 98765-4321' WHERE id = ${car.customerId}`);
    await book(shop, hoursFromNow(-48), "no_show"); // online, his number (11987654321), no customer yet
    await book(car, hoursFromNow(-24), "no_show");
    await book({ ...shop }, hoursFromNow(-72), "no_show", undefined, "21999990000"); // someone else
    const upcoming = await book(car, hoursFromNow(24), "confirmed", undefined, "11911112222"); // a new number of his

    expect((await listCustomerAppointments(car.shopId, car.customerId, NOW)).noShows).toBe(2);
    const agenda = await listAppointments(car.shopId, { fromDay: "2030-06-11", toDay: "2030-06-11" });
    expect(agenda.find((item) => item.id === upcoming)!.noShows).toBe(2);
  });

  it("an appointment with no customer yet is on no customer's page; no no-shows says 0", async () => {
    const car = await shopWithCar();
    await book({ ...car, customerId: null, vehicleId: null }, hoursFromNow(5));
    expect(await listCustomerAppointments(car.shopId, car.customerId, NOW)).toEqual({ items: [], noShows: 0 });
  });

  it("never lists another shop's appointments, even named by its customer's or vehicle's id", async () => {
    const a = await shopWithCar();
    const b = await shopWithCar();
    await book(a, hoursFromNow(3), "no_show");
    await book(b, hoursFromNow(4));
    expect(await listCustomerAppointments(b.shopId, a.customerId, NOW)).toEqual({ items: [], noShows: 0 });
    expect(await listVehicleAppointments(b.shopId, a.vehicleId, NOW)).toEqual({ items: [], noShows: 0 });
    expect((await listCustomerAppointments(b.shopId, b.customerId, NOW)).items).toHaveLength(1);
  });
});
