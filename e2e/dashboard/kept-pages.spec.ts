/**
 * The reads of the Painel, 'Financeiro', 'Lembretes' and 'Agenda' are kept for the shop
 * (lib/kept-reads.ts), keyed by the shop's version, which every committed write moves: the shop
 * sees each write at once, its own from the dashboard and one from elsewhere (a test's insert
 * stands for a customer's answer or a job queue's write). Each test first changes what the page
 * shows without moving the version, to prove the page's reads are kept at all.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { eq, sql } from "drizzle-orm";
import { appointments, paymentMonths, serviceDues, shopCounts } from "../../db/schema";
import { mondayOf } from "../../lib/agenda/display";
import { shopInstant } from "../../lib/agenda/slots";
import { addDaysToDay, shopToday } from "../../lib/calendar";
import { currentMonth } from "../../lib/finance/months";
import { formatAmount } from "../../lib/format";
import { KEPT_MINUTES } from "../../lib/kept-reads";
import { messages } from "../../lib/messages";
import { expect, test, type Account } from "../fixtures";
import type { AccountsDatabase } from "../support/accounts";
import { insertOilChangeDue, insertSuppliers } from "../support/rows";
import { toast } from "../support/toast";

test.use({ plan: "pro" });

const count = (page: Page, label: string) => page.getByTestId(`count-${label}`).locator("p");

/** A kept read lasts its five minutes of the clock: each test starts well inside them. */
test.beforeEach(async () => {
  const span = KEPT_MINUTES * 60_000;
  await expect.poll(() => span - (Date.now() % span), { timeout: 20_000 }).toBeGreaterThan(15_000);
});

/** Any committed write of the shop's, here one the page does not show. */
const anotherWrite = (database: AccountsDatabase, shop: Account) => insertSuppliers(database, shop.id, [{ name: "Auto Peças Central" }]);

test("the Painel's reads are kept for the shop, and each write shows on it at once", async ({ page, mechanic, accountsDatabase }) => {
  await page.goto("/dashboard");
  await expect(count(page, "Clientes")).toHaveText("0");

  // A change no write of the app makes (the counter alone, which moves no version): the Painel
  // still shows what it kept, so it is kept.
  await accountsDatabase.db.update(shopCounts).set({ customers: 7 }).where(eq(shopCounts.shopId, mechanic.id));
  await page.reload();
  await expect(count(page, "Clientes")).toHaveText("0");

  // The shop's own write: the Painel renders again and shows the count as the write left it.
  await page.getByRole("link", { name: "Novo Cliente", exact: true }).click();
  await page.getByLabel("Nome *").fill("Ana Lima");
  await page.getByRole("button", { name: "Adicionar Cliente" }).click();
  await expect(toast(page, messages.customers.created)).toBeVisible();
  await page.getByRole("navigation", { name: "Painel" }).getByRole("link", { name: "Painel", exact: true }).click();
  await expect(count(page, "Clientes")).toHaveText("1");

  // A write from elsewhere, committed by another connection.
  await anotherWrite(accountsDatabase, mechanic);
  await page.reload();
  await expect(count(page, "Fornecedores")).toHaveText("1");
  await expect(count(page, "Clientes")).toHaveText("1");
});

test("'Financeiro' is kept for the shop until a write", async ({ page, mechanic, accountsDatabase }) => {
  await page.goto("/dashboard/finance");
  const total = page.getByTestId("received-this-month-total");
  await expect(total).toHaveText(formatAmount(0));

  // The month's row alone (only the payments' trigger writes it, and it moves no version).
  await accountsDatabase.db
    .insert(paymentMonths)
    .values({ shopId: mechanic.id, month: `${currentMonth()}-01`, method: "pix", total: "100.00" });
  await page.reload();
  await expect(total).toHaveText(formatAmount(0));

  await anotherWrite(accountsDatabase, mechanic);
  await page.reload();
  await expect(total).toHaveText(formatAmount(100));
});

test("'Lembretes' is kept for the shop until a write", async ({ page, mechanic, accountsDatabase: database }) => {
  const { db } = database;
  await insertOilChangeDue(database, mechanic.id, shopToday());

  await page.goto("/dashboard/reminders");
  await expect(page.getByTestId("reminder")).toHaveCount(1);

  // Gone without its trigger (as a replica applies rows): the version stays, the line stays.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.delete(serviceDues).where(eq(serviceDues.shopId, mechanic.id));
  });
  await page.reload();
  await expect(page.getByTestId("reminder")).toHaveCount(1);

  await anotherWrite(database, mechanic);
  await page.reload();
  await expect(page.getByTestId("reminder")).toHaveCount(0);
  await expect(page.getByTestId("reminders-empty")).toBeVisible();
});

test("'Agenda' is kept for the shop until a write", async ({ page, mechanic, accountsDatabase: database }) => {
  const { db } = database;
  // Next week's Wednesday at 08:00: a working day with every hour still ahead.
  const wednesday = addDaysToDay(mondayOf(shopToday()), 9);
  await page.goto(`/dashboard/agenda?semana=${mondayOf(wednesday)}`);
  const week = page.getByTestId("agenda-week");
  await expect(week).toBeVisible();

  // Booked without its trigger: the version stays, and so does the week as it was kept.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.insert(appointments).values({
      shopId: mechanic.id,
      source: "public_page",
      services: [],
      contactPhone: "11977770000",
      startsAt: shopInstant(wednesday, 8 * 60),
      endsAt: shopInstant(wednesday, 9 * 60),
      status: "confirmed",
      contactName: "Ana Semana",
      token: randomBytes(24).toString("base64url"),
      idempotencyKey: randomUUID(),
    });
  });
  await page.reload();
  await expect(week).toBeVisible();
  await expect(week.getByRole("link", { name: /Ana Semana/ })).toHaveCount(0);

  await anotherWrite(database, mechanic);
  await page.reload();
  await expect(week.getByRole("link", { name: /Ana Semana/ })).toContainText("08:00");
});
