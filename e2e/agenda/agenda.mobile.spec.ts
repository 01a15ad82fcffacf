/**
 * The shop's agenda on a 375 px phone with touch: a known customer booked from a free time of the
 * day list, counting the taps from the agenda to the saved booking (at most 6); a request from the
 * shop's page confirmed from the list; then the booked car arrives ('Chegou') and the check-in
 * opens on a quote that holds the services booked. Prints e.g.
 *   agenda [cliente cadastrado]: 5 taps
 */
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Locator } from "@playwright/test";
import { appointments, customers, quoteItems, quotes, shops, vehicles } from "../../db/schema";
import { shopDayAndMinutes, shopInstant } from "../../lib/agenda/slots";
import { addDaysToDay, shopToday } from "../../lib/calendar";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { historyGuardUp } from "../support/back-guard";
import { waitForHydration } from "../support/hydration";
import { insertCustomers } from "../support/rows";
import { toast } from "../support/toast";

test.use({ plan: "pro" });

const a = messages.agenda;
const OIL_CHANGE = { id: "6f7c1a52-2d1e-4a53-9a55-3c0b6f0e9a11", name: "Troca de óleo e filtro", price: 149.9, durationMinutes: 60 };

/** The next Monday-to-Friday day after today (São Paulo): open 08:00-18:00 whatever the hour now. */
function nextWorkday() {
  let day = addDaysToDay(shopToday(), 1);
  const weekday = (d: string) => new Date(`${d}T12:00:00Z`).getUTCDay();
  while (weekday(day) === 0 || weekday(day) === 6) day = addDaysToDay(day, 1);
  return day;
}

class TapCounter {
  taps = 0;
  async tap(target: Locator, until: () => Promise<unknown>) {
    this.taps += 1;
    await target.tap();
    await until();
  }
  /** A native select: one tap to open, one to choose. */
  async choose(target: Locator, label: string) {
    this.taps += 2;
    await target.selectOption({ label });
  }
}

test("books a known customer from a free time, confirms a request, and the car's arrival opens the check-in", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const { db } = accountsDatabase;
  const day = nextWorkday();
  await db
    .update(shops)
    .set({ services: [OIL_CHANGE] })
    .where(eq(shops.id, mechanic.id));
  const [customer] = await db
    .insert(customers)
    .values({ shopId: mechanic.id, name: "Carlos Pereira", phone: "(11) 98765-4321" })
    .returning({ id: customers.id });
  const [vehicle] = await db
    .insert(vehicles)
    .values({ shopId: mechanic.id, customerId: customer!.id, plate: "ABC1D23", make: "Volkswagen", model: "Gol" })
    .returning({ id: vehicles.id });
  // A request from the shop's page, waiting for an answer.
  await db.insert(appointments).values({
    shopId: mechanic.id,
    startsAt: shopInstant(day, 14 * 60),
    endsAt: shopInstant(day, 15 * 60),
    status: "requested",
    source: "public_page",
    contactName: "Maria Souza",
    contactPhone: "21998765432",
    contactPlate: "XYZ9A87",
    services: [{ name: "Barulho no freio" }],
    token: randomBytes(24).toString("base64url"),
    idempotencyKey: randomUUID(),
  });

  await page.goto(`/dashboard/agenda?dia=${day}`);
  await expect(page.getByTestId("agenda-day")).toBeVisible();
  // A phone gets its day alone: the wide screen's week, with its hundred free times, is not in the page.
  await expect(page.getByTestId("agenda-week")).toHaveCount(0);
  const counter = new TapCounter();
  await counter.tap(page.getByRole("link", { name: a.screens.bookAt("10:00"), exact: true }), () =>
    expect(page.getByRole("form", { name: a.form.title })).toBeVisible(),
  );
  const form = page.getByRole("form", { name: a.form.title });
  // The time came with the link.
  await expect(form.getByRole("radio", { name: "10:00" })).toBeChecked();
  await counter.choose(form.getByLabel(a.form.customer), "Carlos Pereira");
  // His one car is chosen for him.
  await expect(form.getByLabel(a.form.vehicle)).toHaveValue(vehicle!.id);
  await counter.tap(form.getByRole("checkbox", { name: OIL_CHANGE.name }), () =>
    expect(form.getByRole("checkbox", { name: OIL_CHANGE.name })).toBeChecked(),
  );
  await counter.tap(form.getByRole("button", { name: a.form.save }), () => page.waitForURL(`**/dashboard/agenda?dia=${day}`));
  await expect(toast(page, a.form.created)).toBeVisible();
  const line = page.getByTestId("appointment-line").filter({ hasText: "Carlos Pereira" });
  await expect(line).toContainText("10:00–11:00");
  await expect(line).toContainText(a.status.confirmed);
  const report = `agenda [cliente cadastrado]: ${counter.taps} taps`;
  console.log(report);
  test.info().annotations.push({ type: "agenda", description: report });
  expect(counter.taps).toBeLessThanOrEqual(6);

  // The request: 'Confirmar' on the list.
  const request = page.getByTestId("appointment-line").filter({ hasText: "Maria Souza" });
  await expect(request).toContainText(a.status.requested);
  await request.getByRole("button", { name: a.detail.confirm }).tap();
  await expect(toast(page, a.detail.confirmed)).toBeVisible();
  await expect(request).toContainText(a.status.confirmed);
  await expect(request.getByRole("button", { name: a.detail.confirm })).toHaveCount(0);

  // The car arrives: 'Chegou' on its page opens the check-in of a quote with the booked service.
  await line.getByRole("link").first().tap();
  await page.waitForURL(/\/dashboard\/agenda\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("appointment-history")).toContainText(a.detail.event.confirmed);
  await page.getByRole("button", { name: a.detail.arrived, exact: true }).tap();
  await page.waitForURL(/\/dashboard\/quotes\/[0-9a-f-]{36}\/check-in$/);
  const quoteId = /quotes\/([0-9a-f-]{36})\/check-in/.exec(page.url())![1]!;
  const [quote] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, mechanic.id)));
  expect(quote).toMatchObject({ customerId: customer!.id, vehicleId: vehicle!.id });
  const lines = await db
    .select({ description: quoteItems.description, unitPrice: quoteItems.unitPrice })
    .from(quoteItems)
    .where(eq(quoteItems.quoteId, quoteId));
  expect(lines).toEqual([{ description: OIL_CHANGE.name, unitPrice: "149.90" }]);
  const [booked] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.shopId, mechanic.id), eq(appointments.quoteId, quoteId)));
  expect(booked).toMatchObject({ status: "arrived" });
  expect(shopDayAndMinutes(booked!.startsAt)).toEqual({ day, minutes: 10 * 60 });
});

test("a half-filled appointment is not dropped by Back: the phone asks, staying keeps the notes, leaving goes", async ({ page }) => {
  const u = messages.unsavedChanges;
  const leaveDialog = page.getByRole("alertdialog", { name: u.title });
  const day = nextWorkday();
  await page.goto(`/dashboard/agenda?dia=${day}`);
  await page.getByRole("link", { name: a.screens.bookAt("09:00"), exact: true }).tap();
  const notes = page.getByLabel(a.form.notes);
  await waitForHydration(notes);
  await notes.fill("Cliente pediu para ver o freio também");

  await historyGuardUp(page);
  await page.goBack();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole("button", { name: u.stay }).tap();
  await expect(leaveDialog).toBeHidden();
  await expect(notes).toHaveValue("Cliente pediu para ver o freio também");
  expect(new URL(page.url()).pathname).toBe("/dashboard/agenda/new");

  await historyGuardUp(page);
  await page.goBack();
  await leaveDialog.getByRole("button", { name: u.leave }).tap();
  await page.waitForURL((url) => url.pathname === "/dashboard/agenda");
});

test("a customer past the newest hundred is found by the search, and what was typed stays while it looks", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const day = nextWorkday();
  await insertCustomers(accountsDatabase, mechanic.id, [{ name: "Zuleica Antiga", phone: "(21) 99876-1234" }]);
  // Newer than her: the form's list without a search holds these.
  await accountsDatabase.db.insert(customers).values(
    Array.from({ length: 100 }, (_, index) => ({
      shopId: mechanic.id,
      name: `Cliente ${String(index).padStart(3, "0")}`,
      createdAt: new Date(Date.now() + (index + 1) * 1000),
    })),
  );
  await page.goto(`/dashboard/agenda?dia=${day}`);
  await page.getByRole("link", { name: a.screens.bookAt("11:00"), exact: true }).tap();
  const form = page.getByRole("form", { name: a.form.title });
  const notes = form.getByLabel(a.form.notes);
  await waitForHydration(notes);
  await notes.fill("Trazer a nota do pneu");
  const choice = form.getByLabel(a.form.customer);
  await expect(choice.locator("option", { hasText: "Zuleica Antiga" })).toHaveCount(0);

  await form.getByLabel(a.form.searchCustomer).fill("zuleica");
  await expect(choice.locator("option", { hasText: "Zuleica Antiga" })).toHaveCount(1);
  await expect(notes).toHaveValue("Trazer a nota do pneu");
  await expect(form.getByRole("radio", { name: "11:00" })).toBeChecked();
  await choice.selectOption({ label: "Zuleica Antiga" });
  await form.getByRole("checkbox", { name: a.form.otherService }).check();
  await form.getByLabel(a.form.otherServiceLabel).fill("Rodízio dos pneus");
  await form.getByRole("button", { name: a.form.save }).tap();
  await page.waitForURL(`**/dashboard/agenda?dia=${day}`);
  await expect(page.getByTestId("appointment-line").filter({ hasText: "Zuleica Antiga" })).toContainText("11:00–12:00");
});
