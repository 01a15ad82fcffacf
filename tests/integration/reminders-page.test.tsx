/**
 * 'Lembretes' and the Painel's card as the server renders them: the groups, each line's reason,
 * links and WhatsApp (or why there is none), and 'Ver mais' reading the next page on the server.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

const { getDb } = await import("@/db");
const { customers, leads, serviceDues, vehicles } = await import("@/db/schema");
const { addDaysToDay, shopToday } = await import("@/lib/calendar");
const { default: RemindersPage } = await import("@/app/dashboard/reminders/page");
const { readRemindersCard, RemindersCard } = await import("@/components/reminders/reminders-card");
const { createMechanic } = await import("../support/factories");
const { signInAs } = await import("../support/request");

const today = shopToday();
const html = async (element: Promise<ReactElement>) => renderToStaticMarkup(await element);
const decoded = (markup: string) =>
  markup
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

async function shop({ dues = 1 }: { dues?: number } = {}) {
  const mechanic = await createMechanic({ plan: "pro", shopName: "Oficina do Zé" });
  const [customer] = await getDb().insert(customers).values({ shopId: mechanic.id, name: "Ana", phone: "(11) 91234-5678" }).returning();
  const [vehicle] = await getDb()
    .insert(vehicles)
    .values({ shopId: mechanic.id, customerId: customer!.id, plate: "ABC1D23", model: "Gol" })
    .returning();
  for (let index = 0; index < dues; index++) {
    const day = addDaysToDay(today, (index % 3) - 1); // yesterday, today, tomorrow
    await getDb()
      .insert(serviceDues)
      .values({ shopId: mechanic.id, vehicleId: vehicle!.id, serviceName: `Serviço ${index}`, dueOn: day, remindOn: day });
  }
  await getDb().insert(leads).values({ shopId: mechanic.id, name: "Carlos" }); // no phone
  signInAs(mechanic.id);
  return { mechanic, customerId: customer!.id, vehicleId: vehicle!.id };
}

describe("the 'Lembretes' page", () => {
  it("groups the lines by day, says why each is there and links whom it is about", async () => {
    const { customerId, vehicleId } = await shop({ dues: 3 });
    const page = decoded(await html(RemindersPage({ searchParams: Promise.resolve({}) })));
    for (const group of ["Atrasados", "Hoje", "Próximos 7 dias"]) expect(page).toContain(group);
    expect(page).toMatch(/Serviço 0 do Gol ABC1D23 vence em/);
    expect(page).toContain(`href="/dashboard/customers/${customerId}"`);
    expect(page).toContain(`href="/dashboard/customers/${customerId}/vehicles/${vehicleId}"`);
    // The due's WhatsApp carries the car and the service; the lead without a phone says so.
    expect(page).toMatch(/https:\/\/wa\.me\/5511912345678\?text=[^"]*Servi%C3%A7o%200[^"]*Gol%20ABC1D23/);
    expect(page).toContain("Novo contato: Carlos, sem resposta");
    expect(page).toContain("Sem telefone para WhatsApp");
    expect(page).not.toContain("Ver mais");
  });

  it("shows 50 lines, and 'Ver mais' asks the server for the next ones", async () => {
    await shop({ dues: 52 });
    const first = await html(RemindersPage({ searchParams: Promise.resolve({}) }));
    expect(first.match(/data-testid="reminder"/g)).toHaveLength(50);
    expect(first).toContain('href="/dashboard/reminders?paginas=2"');
    const second = await html(RemindersPage({ searchParams: Promise.resolve({ paginas: "2" }) }));
    expect(second.match(/data-testid="reminder"/g)).toHaveLength(53);
    expect(second).not.toContain("Ver mais");
  });

  it("says so when there is nothing to do", async () => {
    const mechanic = await createMechanic({ plan: "pro" });
    signInAs(mechanic.id);
    expect(await html(RemindersPage({ searchParams: Promise.resolve({}) }))).toContain('data-testid="reminders-empty"');
  });
});

describe("the Painel's 'Lembretes' card", () => {
  it("counts today's lines and shows the first three with their WhatsApp", async () => {
    const { mechanic } = await shop({ dues: 6 });
    const card = decoded(await html(Promise.resolve(RemindersCard({ read: await readRemindersCard(mechanic.id, today), today }))));
    // Yesterday's and today's dues (4) and the lead, today.
    expect(card).toContain("5 lembretes para hoje.");
    expect(card.match(/data-testid="reminder"/g)).toHaveLength(3);
    expect(card).toContain("https://wa.me/5511912345678?text=");
    expect(card).toContain('href="/dashboard/reminders"');
  });
});
