/**
 * The agenda's settings page, the appointments on a customer's and a vehicle's page, and 'Agendar'
 * on a service due in 'Lembretes', as the server renders them against a real Postgres.
 */
import { randomBytes } from "node:crypto";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

const { getDb } = await import("@/db");
const { appointments, customers, serviceDues, shopClosedDays, vehicles } = await import("@/db/schema");
const { addDaysToDay, formatDay, shopToday } = await import("@/lib/calendar");
const { formatDateTime } = await import("@/lib/format");
const { messages } = await import("@/lib/messages");
const { default: AgendaSettingsPage } = await import("@/app/dashboard/profile/agenda/page");
const { default: CustomerPage } = await import("@/app/dashboard/customers/[id]/(record)/page");
const { default: VehiclePage } = await import("@/app/dashboard/customers/[id]/vehicles/[vehicleId]/page");
const { default: RemindersPage } = await import("@/app/dashboard/reminders/page");
const { addTeamMember, createMechanic } = await import("../support/factories");
const { signInAs } = await import("../support/request");

const m = messages.agendaSettings;
const decoded = (markup: string) =>
  markup
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
const html = async (element: Promise<ReactElement>) => decoded(renderToStaticMarkup(await element));

async function shopWithCar() {
  const shop = await createMechanic({ plan: "pro", shopName: "Oficina do Zé" });
  const [customer] = await getDb().insert(customers).values({ shopId: shop.id, name: "Ana", phone: "(11) 91234-5678" }).returning();
  const [vehicle] = await getDb()
    .insert(vehicles)
    .values({ shopId: shop.id, customerId: customer!.id, plate: "ABC1D23", model: "Gol" })
    .returning();
  return { shopId: shop.id, customerId: customer!.id, vehicleId: vehicle!.id };
}

async function book(car: Awaited<ReturnType<typeof shopWithCar>>, startsAt: Date, status: "confirmed" | "no_show") {
  const [row] = await getDb()
    .insert(appointments)
    .values({
      shopId: car.shopId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3600_000),
      status,
      source: "shop",
      customerId: car.customerId,
      vehicleId: car.vehicleId,
      contactName: "Ana",
      contactPhone: "11912345678",
      services: [{ name: "Troca de óleo" }],
      token: randomBytes(24).toString("base64url"),
    })
    .returning({ id: appointments.id });
  return row!.id;
}

describe("the agenda's settings page", () => {
  it("shows the settings, the reminder's preview, the days off dd/MM/yyyy and where the hours live", async () => {
    const car = await shopWithCar();
    const day = addDaysToDay(shopToday(), 3);
    await getDb().insert(shopClosedDays).values({ shopId: car.shopId, day });
    signInAs(car.shopId);
    const page = await html(AgendaSettingsPage());
    expect(page).toContain(m.slotsLabel);
    expect(page).toContain(m.mode.manual);
    expect(page).toContain(m.mode.automatic);
    expect(page).toContain("Maria, lembrando do seu horário amanhã às 14:30 para o Gol ABC1D23.");
    expect(page).toContain(m.closedDays.closedOn(formatDay(day)));
    expect(page).toContain('href="/dashboard/profile?aba=horario"');
    expect(page).toContain(`min="${shopToday()}"`);
  });
});

describe("a customer's and a vehicle's page", () => {
  it("list the appointments with their state and time, linking to the agenda, and the no-shows", async () => {
    const car = await shopWithCar();
    const next = await book(car, new Date(Date.now() + 2 * 24 * 3600_000), "confirmed");
    await book(car, new Date(Date.now() - 9 * 24 * 3600_000), "no_show");
    await book(car, new Date(Date.now() - 30 * 24 * 3600_000), "no_show");
    signInAs(car.shopId);
    const customerPage = await html(CustomerPage({ params: Promise.resolve({ id: car.customerId }), searchParams: Promise.resolve({}) }));
    expect(customerPage).toContain(m.history.title);
    expect(customerPage).toContain(m.history.noShows(2));
    expect(customerPage).toContain(`href="/dashboard/agenda/${next}"`);
    expect(customerPage).toContain(messages.agenda.status.confirmed);

    const vehiclePage = await html(VehiclePage({ params: Promise.resolve({ id: car.customerId, vehicleId: car.vehicleId }) }));
    expect(vehiclePage).toContain(`href="/dashboard/agenda/${next}"`);
    expect(vehiclePage).toContain(formatDateTime((await getDb().select().from(appointments)).find((row) => row.id === next)!.startsAt));
  });
});

describe("'Lembretes'", () => {
  it("offers 'Agendar' on a service due to the owner and the front desk, with the customer and vehicle", async () => {
    const car = await shopWithCar();
    const today = shopToday();
    await getDb()
      .insert(serviceDues)
      .values({ shopId: car.shopId, vehicleId: car.vehicleId, serviceName: "Troca de óleo", dueOn: today, remindOn: today });
    const link = `href="/dashboard/agenda/new?cliente=${car.customerId}&veiculo=${car.vehicleId}"`;
    signInAs(car.shopId);
    expect(await html(RemindersPage({ searchParams: Promise.resolve({}) }))).toContain(link);
    const frontDesk = await addTeamMember(car.shopId, "front_desk");
    signInAs(frontDesk.userId);
    expect(await html(RemindersPage({ searchParams: Promise.resolve({}) }))).toContain(link);
  });
});
