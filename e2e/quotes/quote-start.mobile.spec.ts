/**
 * On a phone (375 px, touch): 'Novo orçamento' from the Orçamentos list and the
 * Painel asks for a plate or a name. A plate the shop has opens its owner's new quote for that car;
 * a name lists the customers it finds, each a tap from his new quote; a name nobody has offers to
 * register him, keeping what was typed when a field is refused. Another shop's plate is unknown.
 */
import { eq } from "drizzle-orm";
import { customers, vehicles } from "../../db/schema";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { insertCustomer } from "../support/rows";

const q = messages.quoteStart;
const NEW_QUOTE = /\/dashboard\/customers\/([0-9a-f-]{36})\/quotes\/new(\?veiculo=([0-9a-f-]{36}))?$/;

test("a known plate, typed the old way, opens its owner's new quote for that car", async ({ page, mechanic, accountsDatabase }) => {
  const { db } = accountsDatabase;
  const carlos = await insertCustomer(accountsDatabase, mechanic.id, { name: "Carlos Pereira" });
  const [gol] = await db
    .insert(vehicles)
    .values({ shopId: mechanic.id, customerId: carlos, plate: "ABC1C34", make: "Volkswagen", model: "Gol" })
    .returning({ id: vehicles.id });

  await page.goto("/dashboard/quotes");
  await page.getByRole("main").getByRole("link", { name: q.action }).tap();
  await page.waitForURL("**/dashboard/quotes/new");
  await page.getByLabel(q.searchLabel).fill("abc-1234");
  await page.getByRole("button", { name: q.searchSubmit }).tap();
  await page.waitForURL(NEW_QUOTE);
  expect(page.url()).toMatch(`/dashboard/customers/${carlos}/quotes/new?veiculo=${gol!.id}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a name lists the customers it finds with their cars; a tap opens his new quote", async ({ page, mechanic, accountsDatabase }) => {
  const { db } = accountsDatabase;
  const carlos = await insertCustomer(accountsDatabase, mechanic.id, { name: "Carlos Pereira" });
  await insertCustomer(accountsDatabase, mechanic.id, { name: "Ana Souza" });
  await db.insert(vehicles).values({ shopId: mechanic.id, customerId: carlos, plate: "ABC1D23", make: "Volkswagen", model: "Gol" });

  await page.goto("/dashboard");
  await page.getByRole("main").getByLabel(q.searchLabel).fill("carlos");
  await page.getByRole("main").getByRole("button", { name: q.searchSubmit }).tap();
  const found = page.getByRole("list", { name: q.foundLabel });
  await expect(found.getByRole("listitem")).toHaveCount(1);
  await expect(found).toContainText("ABC1D23 Volkswagen Gol");
  await found.getByRole("link", { name: q.quoteFor("Carlos Pereira") }).tap();
  await page.waitForURL(NEW_QUOTE);
  expect(page.url()).toMatch(`/dashboard/customers/${carlos}/quotes/new`);
});

test("a name nobody has offers to register him; a refused field keeps what was typed", async ({ page, mechanic, accountsDatabase }) => {
  await page.goto("/dashboard/quotes/new?busca=Joana%20Lima");
  await expect(page.getByText(q.notFound("Joana Lima"))).toBeVisible();
  const form = page.getByRole("form", { name: q.registerTitle });
  await expect(form.getByLabel(q.name)).toHaveValue("Joana Lima");
  await form.getByLabel(q.plate).fill("AB-12");
  await form.getByLabel(q.model).fill("Uno");
  await form.getByRole("button", { name: q.submit }).tap();
  await expect(form.getByText(messages.vehicles.plateInvalid)).toBeVisible();
  await expect(form.getByLabel(q.model)).toHaveValue("Uno");
  await expect(form.getByLabel(q.name)).toHaveValue("Joana Lima");

  await form.getByLabel(q.plate).fill("FGH2B45");
  await form.getByRole("button", { name: q.submit }).tap();
  await page.waitForURL(NEW_QUOTE);
  const [joana] = await accountsDatabase.db.select().from(customers).where(eq(customers.shopId, mechanic.id));
  expect(joana).toMatchObject({ name: "Joana Lima" });
  const [uno] = await accountsDatabase.db.select().from(vehicles).where(eq(vehicles.customerId, joana!.id));
  expect(uno).toMatchObject({ plate: "FGH2B45", model: "Uno" });
  expect(page.url()).toMatch(`/dashboard/customers/${joana!.id}/quotes/new?veiculo=${uno!.id}`);
});

test("another shop's plate is unknown here: it offers to register the car for this shop", async ({
  page,
  createMechanic,
  accountsDatabase,
}) => {
  const other = await createMechanic();
  const theirs = await insertCustomer(accountsDatabase, other.id, { name: "Cliente de Outra Oficina" });
  await accountsDatabase.db.insert(vehicles).values({ shopId: other.id, customerId: theirs, plate: "QWE1R23" });
  await page.goto("/dashboard/quotes/new?busca=QWE1R23");
  await expect(page.getByText(q.unknownPlate("QWE1R23"))).toBeVisible();
  await expect(page.getByText("Cliente de Outra Oficina")).toHaveCount(0);
});
