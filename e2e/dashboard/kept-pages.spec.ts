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
import { expect, test, type Account } from "../fixtures";
import type { AccountsDatabase } from "../support/accounts";
import { createCustomer } from "../support/crm";
import { insertOilChangeDue, insertSuppliers } from "../support/rows";

test.use({ plan: "pro" });

const count = (page: Page, label: string) => page.getByTestId(`count-${label}`).locator("p");

/**
 * Proves the page's reads are kept: after `change`, which moves no version, a reload still shows
 * what `shown` read before it. A read is kept for the five minutes of the clock it was read in: a
 * reload that crossed into the next five read again, and is tried once more with the next change.
 */
async function expectKept(page: Page, shown: () => Promise<string>, change: (attempt: number) => Promise<unknown>) {
  for (let attempt = 1; attempt <= 2; attempt++) {
    const before = await shown();
    await change(attempt);
    await page.reload();
    if ((await shown()) === before) return;
  }
  throw new Error("the page read again after a change that moved no version: its reads are not kept");
}

/** Any committed write of the shop's, here one the page does not show. */
const anotherWrite = (database: AccountsDatabase, shop: Account) => insertSuppliers(database, shop.id, [{ name: "Auto Peças Central" }]);

/**
 * Sets the shop's customer counter alone, as no write of the app does: a new shop has no counter
 * row until its first customer, so it is made here, and neither moves the version.
 */
const setCustomerCount = (database: AccountsDatabase, shop: Account, customers: number) =>
  database.db
    .insert(shopCounts)
    .values({ shopId: shop.id, customers })
    .onConflictDoUpdate({ target: shopCounts.shopId, set: { customers } })
    .then(() => {});

/**
 * Opens the Painel and proves its customer count kept through counter changes that move no
 * version, each made together with `alongside` when given; answers the count last set.
 */
async function keepCustomerCount(page: Page, database: AccountsDatabase, shop: Account, alongside?: (attempt: number) => Promise<unknown>) {
  await page.goto("/dashboard");
  await expect(count(page, "Clientes")).toHaveText("0");
  let counted = 0;
  await expectKept(
    page,
    () => count(page, "Clientes").innerText(),
    async (attempt) => {
      await setCustomerCount(database, shop, (counted = 6 + attempt));
      await alongside?.(attempt);
    },
  );
  return counted;
}

test("the Painel's reads are kept for the shop, and each write shows on it at once", async ({ page, mechanic, accountsDatabase }) => {
  const counted = await keepCustomerCount(page, accountsDatabase, mechanic);

  // The shop's own write: the Painel renders again and shows the count as the write left it.
  await createCustomer(page, { name: "Ana Lima" });
  await page.getByRole("navigation", { name: "Painel" }).getByRole("link", { name: "Painel", exact: true }).click();
  await expect(count(page, "Clientes")).toHaveText(String(counted + 1));

  // A write from elsewhere, committed by another connection.
  await anotherWrite(accountsDatabase, mechanic);
  await page.reload();
  await expect(count(page, "Fornecedores")).toHaveText("1");
  await expect(count(page, "Clientes")).toHaveText(String(counted + 1));
});

test("another shop's write leaves the shop's kept reads in place", async ({
  page,
  mechanic,
  accountsDatabase,
  createMechanic,
  signedInPage,
}) => {
  const otherPage = await signedInPage(await createMechanic({ prefix: "kept-pages-outra" }));
  // Another shop's save is what a server with many shops does all day: it must not make this
  // shop's Painel read again.
  const counted = await keepCustomerCount(page, accountsDatabase, mechanic, (attempt) =>
    createCustomer(otherPage, { name: `Cliente ${attempt}` }),
  );

  await anotherWrite(accountsDatabase, mechanic);
  await page.reload();
  await expect(count(page, "Clientes")).toHaveText(String(counted));
});

test("'Financeiro' is kept for the shop until a write", async ({ page, mechanic, accountsDatabase }) => {
  await page.goto("/dashboard/finance");
  const total = page.getByTestId("received-this-month-total");
  await expect(total).toHaveText(formatAmount(0));

  // The month's row alone (only the payments' trigger writes it, and it moves no version).
  let received = 0;
  await expectKept(
    page,
    () => total.innerText(),
    async (attempt) => {
      received = attempt * 100;
      const row = { shopId: mechanic.id, month: `${currentMonth()}-01`, method: "pix" as const, total: `${received}.00` };
      await accountsDatabase.db
        .insert(paymentMonths)
        .values(row)
        .onConflictDoUpdate({ target: [paymentMonths.shopId, paymentMonths.month, paymentMonths.method], set: { total: row.total } });
    },
  );

  await anotherWrite(accountsDatabase, mechanic);
  await page.reload();
  await expect(total).toHaveText(formatAmount(received));
});

test("'Lembretes' is kept for the shop until a write", async ({ page, mechanic, accountsDatabase: database }) => {
  const { db } = database;
  await insertOilChangeDue(database, mechanic.id, shopToday());

  await page.goto("/dashboard/reminders");
  const line = page.getByTestId("reminder");
  await expect(line).toHaveCount(1);

  // Renamed without its trigger (as a replica applies rows): the version stays.
  let service = "";
  await expectKept(
    page,
    () => line.innerText(),
    (attempt) =>
      db.transaction(async (tx) => {
        service = `Troca de filtro ${attempt}`;
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.update(serviceDues).set({ serviceName: service }).where(eq(serviceDues.shopId, mechanic.id));
      }),
  );

  await anotherWrite(database, mechanic);
  await page.reload();
  await expect(line).toContainText(`${service} do Gol ABC1D23`);
});

test("'Agenda' is kept for the shop until a write", async ({ page, mechanic, accountsDatabase: database }) => {
  const { db } = database;
  // Next week's Wednesday at 08:00: a working day with every hour still ahead.
  const wednesday = addDaysToDay(mondayOf(shopToday()), 9);
  await page.goto(`/dashboard/agenda?semana=${mondayOf(wednesday)}`);
  const week = page.getByTestId("agenda-week");
  await expect(week).toBeVisible();

  // Booked without its trigger (as a replica applies rows): the version stays.
  const booked = week.getByRole("link", { name: /Ana Semana/ });
  await expectKept(
    page,
    async () => String(await booked.count()),
    (attempt) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.insert(appointments).values({
          shopId: mechanic.id,
          source: "public_page",
          services: [],
          contactPhone: "11977770000",
          startsAt: shopInstant(wednesday, (7 + attempt) * 60),
          endsAt: shopInstant(wednesday, (8 + attempt) * 60),
          status: "confirmed",
          contactName: "Ana Semana",
          token: randomBytes(24).toString("base64url"),
          idempotencyKey: randomUUID(),
        });
      }),
  );

  await anotherWrite(database, mechanic);
  await page.reload();
  await expect(booked.first()).toContainText("08:00");
});
