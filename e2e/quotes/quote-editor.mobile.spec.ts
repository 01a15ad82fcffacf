/**
 * The quote editor on a 375 px phone with touch: a quote in progress survives the Back
 * gesture and a reload as a draft offered back; 'Novo orçamento' from a car opens on that car;
 * every mistake comes back in one round with its real reason, and the totals never go negative;
 * placeholders read as examples; nothing spills over another button.
 */
import { eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { quotes, vehicles } from "../../db/schema";
import { formatAmount } from "../../lib/format";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { layoutProblems } from "../support/phone-layout";
import { itemRow, lineTotal, seedQuoteShop, totalLine } from "../support/quote-editor";
import type { Account, AccountsDatabase } from "../support/accounts";
import { insertCustomer, insertQuote } from "../support/rows";

const m = messages.quoteEditor;
const d = messages.quoteDraft;
const QUOTE_PAGE = /\/dashboard\/quotes\/[0-9a-f-]{36}$/;
const newQuoteUrl = (customerId: string, query = "") => `/dashboard/customers/${customerId}/quotes/new${query}`;
/** 'Continuar o rascunho de hoje, 14:32?', whatever the minute. */
const OFFER_TODAY = /^Continuar o rascunho de hoje, \d\d:\d\d\?$/;

async function addRow(page: Page, button: string) {
  const add = page.getByRole("button", { name: button, exact: true });
  await waitForHydration(add);
  await add.tap();
}

/** The draft keys the page keeps on the phone. */
const storedDrafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes("rascunho")));

async function insertVehicle(
  { db }: AccountsDatabase,
  mechanic: Account,
  customerId: string,
  fields: { plate: string; model: string; currentKm: number | null },
) {
  const [vehicle] = await db
    .insert(vehicles)
    .values({ shopId: mechanic.id, customerId, plate: fields.plate, make: "Volkswagen", model: fields.model, currentKm: fields.currentKm })
    .returning({ id: vehicles.id });
  return vehicle!.id;
}

test("a quote typed, then Back and Forward, then a reload: the draft is offered and restores what was typed; saving clears it", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const customerId = await seedQuoteShop(accountsDatabase, mechanic, { services: [], hourlyRate: "100.00" });
  await page.goto(`/dashboard/customers/${customerId}`);
  const newQuote = page.getByRole("link", { name: "Novo Orçamento" }).first();
  await waitForHydration(newQuote);
  await newQuote.tap();
  await page.waitForURL(`**${newQuoteUrl(customerId)}`);

  const description = page.getByLabel("Descrição *");
  await waitForHydration(description);
  await description.fill("Barulho na frente ao frear");
  await addRow(page, m.addPart);
  const part = itemRow(page, 1, "part");
  await part.getByLabel(m.itemDescription, { exact: true }).fill("Pastilha de freio dianteira");
  await part.getByLabel(m.quantity, { exact: true }).fill("2");
  await part.getByLabel(m.unitPrice, { exact: true }).fill("89,90");
  await part.getByLabel(m.condition, { exact: true }).selectOption("paralela");

  // The Back gesture: the customer's page, without a question; Forward: the editor again.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Paula Andrade", level: 1 })).toBeVisible();
  await page.goForward();
  const offer = page.getByRole("status", { name: d.label });
  await expect(offer.getByText(OFFER_TODAY)).toBeVisible();

  async function expectRestored() {
    await expect(page.getByLabel("Descrição *")).toHaveValue("Barulho na frente ao frear");
    const restored = itemRow(page, 1, "part");
    await expect(restored.getByLabel(m.itemDescription, { exact: true })).toHaveValue("Pastilha de freio dianteira");
    await expect(restored.getByLabel(m.quantity, { exact: true })).toHaveValue("2");
    await expect(restored.getByLabel(m.unitPrice, { exact: true })).toHaveValue("89,90");
    await expect(restored.getByLabel(m.condition, { exact: true })).toHaveValue("paralela");
    await expect(lineTotal(restored)).toHaveText(formatAmount(179.8));
  }
  const resume = offer.getByRole("button", { name: d.continue });
  await waitForHydration(resume);
  await resume.tap();
  await expect(offer).toBeHidden();
  await expectRestored();

  // A reload (or a closed tab opened again): the browser may ask first; leaving is the answer.
  page.on("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect(offer.getByText(OFFER_TODAY)).toBeVisible();
  await waitForHydration(offer.getByRole("button", { name: d.continue }));
  await offer.getByRole("button", { name: d.continue }).tap();
  await expectRestored();

  await page.getByRole("button", { name: m.submitCreate }).tap();
  await page.waitForURL(QUOTE_PAGE);
  expect(await storedDrafts(page)).toEqual([]);
  await page.goto(newQuoteUrl(customerId));
  await waitForHydration(page.getByLabel("Descrição *"));
  await expect(page.getByLabel("Descrição *")).toHaveValue("");
  await expect(offer).toHaveCount(0);
});

test("'Descartar' forgets the draft; an edit's draft is its own and warns when the quote was saved since", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const customerId = await seedQuoteShop(accountsDatabase, mechanic, { services: [], hourlyRate: "100.00" });
  const quoteId = await insertQuote(accountsDatabase, mechanic.id, customerId, { description: "Revisão", cost: "100.00" });
  page.on("dialog", (dialog) => void dialog.accept()); // a reload with changes typed may ask first
  await page.goto(`/dashboard/quotes/${quoteId}/edit`);
  const description = page.getByLabel("Descrição *");
  await waitForHydration(description);
  await description.fill("Revisão e alinhamento");
  await expect.poll(() => storedDrafts(page)).toHaveLength(1);

  // Saved elsewhere meanwhile: the draft is offered with a warning, never put over the new version silently.
  await accountsDatabase.db.update(quotes).set({ description: "Revisão completa", version: 2 }).where(eq(quotes.id, quoteId));
  await page.reload();
  const offer = page.getByRole("status", { name: d.label });
  await expect(offer.getByText(d.newerSaved)).toBeVisible();
  await expect(page.getByLabel("Descrição *")).toHaveValue("Revisão completa");
  const discard = offer.getByRole("button", { name: d.discard });
  await waitForHydration(discard);
  await discard.tap();
  await expect(offer).toBeHidden();
  await expect(page.getByLabel("Descrição *")).toHaveValue("Revisão completa");
  expect(await storedDrafts(page)).toEqual([]);
  await page.reload();
  await waitForHydration(page.getByLabel("Descrição *"));
  await expect(offer).toHaveCount(0);
  // The new quote's page of the same customer has no draft of this edit.
  await page.goto(newQuoteUrl(customerId));
  await waitForHydration(page.getByLabel("Descrição *"));
  await expect(offer).toHaveCount(0);
});

test("'Novo orçamento' from a car opens on that car with its last km; the only car is chosen; 'Duplicar' keeps car and complaint", async ({
  page,
  mechanic,
  accountsDatabase,
  createMechanic,
}) => {
  const customerId = await seedQuoteShop(accountsDatabase, mechanic, { services: [], hourlyRate: "100.00" });
  await insertVehicle(accountsDatabase, mechanic, customerId, { plate: "ABC1234", model: "Gol", currentKm: 98000 });
  const polo = await insertVehicle(accountsDatabase, mechanic, customerId, { plate: "BRA2E19", model: "Polo", currentKm: 45000 });
  const vehicle = page.getByLabel(m.vehicle, { exact: true });
  const km = page.getByLabel(m.checkInKm, { exact: true });

  // From the car's own page.
  await page.goto(`/dashboard/customers/${customerId}/vehicles/${polo}`);
  const link = page.getByRole("link", { name: messages.vehiclePage.newQuote }).first();
  await waitForHydration(link);
  await link.tap();
  await page.waitForURL(`**${newQuoteUrl(customerId, `?veiculo=${polo}`)}`);
  await expect(vehicle.locator("option:checked")).toHaveText("BRA2E19 · Volkswagen Polo");
  await expect(km).toHaveValue("45.000");
  // Another car of the customer: the km follows it while nobody typed one.
  await waitForHydration(vehicle);
  await vehicle.selectOption({ label: "ABC-1234 · Volkswagen Gol" });
  await expect(km).toHaveValue("98.000");

  // Another shop's car (or no id at all) is ignored: with two cars, none is chosen.
  const other = await createMechanic();
  const otherCustomer = await insertCustomer(accountsDatabase, other.id, { name: "De outra oficina" });
  const otherCar = await insertVehicle(accountsDatabase, other, otherCustomer, { plate: "XYZ9A88", model: "Up", currentKm: 1000 });
  for (const id of [otherCar, "nao-e-um-id"]) {
    await page.goto(newQuoteUrl(customerId, `?veiculo=${id}`));
    await expect(vehicle.locator("option:checked")).toHaveText(m.noVehicle);
    await expect(km).toHaveValue("");
    await expect(page.getByText("XYZ9A88")).toHaveCount(0);
  }

  // A customer with one car: that car.
  const single = await insertCustomer(accountsDatabase, mechanic.id, { name: "Um carro só" });
  await insertVehicle(accountsDatabase, mechanic, single, { plate: "QWE4R56", model: "Fox", currentKm: 120500 });
  await page.goto(newQuoteUrl(single));
  await expect(vehicle.locator("option:checked")).toHaveText("QWE4R56 · Volkswagen Fox");
  await expect(km).toHaveValue("120.500");

  // 'Duplicar' for the same customer: the complaint and the car come along.
  const quoteId = await insertQuote(accountsDatabase, mechanic.id, customerId, {
    description: "Troca de óleo a cada 10 mil",
    cost: "150.00",
  });
  await accountsDatabase.db.update(quotes).set({ vehicleId: polo }).where(eq(quotes.id, quoteId));
  await page.goto(newQuoteUrl(customerId, `?duplicar=${quoteId}`));
  await expect(page.getByLabel("Descrição *")).toHaveValue("Troca de óleo a cada 10 mil");
  await expect(vehicle.locator("option:checked")).toHaveText("BRA2E19 · Volkswagen Polo");
  await expect(km).toHaveValue("45.000");
  await page.goto(newQuoteUrl(single, `?duplicar=${quoteId}`));
  await expect(page.getByLabel("Descrição *")).toHaveValue("");
});

test("every mistake in one round, with its real reason; the totals count the rows that read and never go negative", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const customerId = await seedQuoteShop(accountsDatabase, mechanic, { services: [], hourlyRate: "100.00" });
  await page.goto(newQuoteUrl(customerId));
  await waitForHydration(page.getByLabel("Descrição *"));
  await page.getByLabel("Descrição *").fill("Revisão");
  await addRow(page, m.addPart);
  const oil = itemRow(page, 1, "part");
  await oil.getByLabel(m.itemDescription, { exact: true }).fill("Óleo 5W30");
  await oil.getByLabel(m.quantity, { exact: true }).fill("1.500");
  await oil.getByLabel(m.unitPrice, { exact: true }).fill("40");
  await addRow(page, m.addPart);
  const filter = itemRow(page, 2, "part");
  await filter.getByLabel(m.itemDescription, { exact: true }).fill("Filtro de óleo");
  await filter.getByLabel(m.unitPrice, { exact: true }).fill("100");

  const ambiguous = messages.quotes.quantityAmbiguous("1.500", "1,5", "1500");
  // Asked at once, not 'maior que zero'; the valid row still counts, the other is named.
  await expect(oil.getByText(ambiguous)).toBeVisible();
  await expect(lineTotal(oil)).toHaveText(m.lineUncounted);
  await expect(totalLine(page, "Subtotal")).toHaveText(formatAmount(100));
  await expect(totalLine(page, "Total")).toHaveText(formatAmount(100));
  await expect(page.getByText(m.uncounted([1]))).toBeVisible();

  // A discount above the subtotal: its reason, never a negative total.
  await page.getByLabel(m.discountValueAmount).fill("150");
  await expect(page.getByText(messages.quotes.discountTooLarge)).toBeVisible();
  await expect(totalLine(page, "Total")).toHaveText(m.notYet);
  await page.getByLabel(m.discountPercent).check();
  await page.getByLabel(m.discountValuePercent).fill("120");
  await expect(page.getByText(messages.quotes.percentTooLarge)).toBeVisible();
  await expect(totalLine(page, "Total")).toHaveText(m.notYet);
  await expect(page.getByRole("region", { name: m.totalsTitle })).not.toContainText("-R$");

  await page.getByLabel(m.estimatedStart, { exact: true }).fill("2030-01-10");
  await page.getByLabel(m.estimatedCompletion, { exact: true }).fill("2030-01-09");

  // One tap on 'Salvar': the item's, the discount's and the dates' messages together.
  await page.getByRole("button", { name: m.submitCreate }).tap();
  await expect(page.getByText(messages.quotes.completionBeforeStart)).toBeVisible();
  await expect(page.getByLabel(m.estimatedCompletion, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(oil.getByText(ambiguous)).toBeVisible();
  await expect(page.getByLabel(m.discountValuePercent)).toHaveAttribute("aria-invalid", "true");
  expect(await accountsDatabase.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.shopId, mechanic.id))).toEqual([]);
});

test("placeholders read as examples, and the editor's buttons fit a 375 px screen", async ({ page, mechanic, accountsDatabase }) => {
  const customerId = await seedQuoteShop(accountsDatabase, mechanic, { services: [], hourlyRate: "100.00" });
  const placeholders = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("main input[placeholder], main textarea[placeholder]"))
        .map((field) => field.placeholder)
        .filter((placeholder) => !placeholder.startsWith("Ex.: ")),
    );

  await page.goto(newQuoteUrl(customerId));
  await waitForHydration(page.getByLabel("Descrição *"));
  await addRow(page, m.addPart);
  await addRow(page, m.addLabour);
  await itemRow(page, 1, "part").getByLabel(m.quantity, { exact: true }).fill("");
  await itemRow(page, 2, "labour").getByLabel(m.hours, { exact: true }).fill("");
  await page.getByLabel(m.discountPercent).check();
  expect(await placeholders()).toEqual([]);
  // '+ Serviço do catálogo' over its neighbour was the fault.
  expect(await layoutProblems(page)).toEqual([]);

  const addVehicle = page.getByRole("button", { name: m.addVehicle });
  await waitForHydration(addVehicle);
  await addVehicle.tap();
  const dialog = page.getByRole("dialog", { name: m.addVehicleTitle });
  await expect(dialog).toBeVisible();
  expect(
    await dialog.evaluate((node) =>
      Array.from(node.querySelectorAll<HTMLInputElement>("input[placeholder]"))
        .map((field) => field.placeholder)
        .filter((placeholder) => !placeholder.startsWith("Ex.: ")),
    ),
  ).toEqual([]);

  await page.goto(`/dashboard/customers/${customerId}/vehicles/new`);
  await expect(page.getByLabel("Placa *")).toBeVisible();
  expect(await placeholders()).toEqual([]);
});
