/**
 * The quote editor on a phone: a mechanic builds a quote with a catalogue
 * service, two parts (one paralela), 1,5 h of labour and a discount in under a minute, and every
 * total is right to the cent as typed, on the saved quote and in the database. Then bad input,
 * a vehicle added without leaving, reordering on edit, and 'Duplicar'.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { customers, quoteItems, quotes, vehicles } from "../../db/schema";
import { addDaysToDay, shopToday } from "../../lib/calendar";
import { formatAmount } from "../../lib/format";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { seriousViolations } from "../support/axe";
import { waitForHydration } from "../support/hydration";
import { itemRow, lineTotal, seedQuoteShop, totalLine } from "../support/quote-editor";
import { openQuoteId } from "../support/quotes";
import { toast } from "../support/toast";

test.use({ viewport: { width: 375, height: 812 } });

const OIL_CHANGE = { id: crypto.randomUUID(), name: "Troca de óleo e filtro", price: 149.9 };
const brl = (amount: number) => formatAmount(amount);
const m = messages.quoteEditor;
const QUOTE_PAGE = /\/dashboard\/quotes\/[0-9a-f-]{36}$/;

/** The rows' descriptions, in the order on screen. */
async function expectRows(page: Page, descriptions: string[]) {
  const fields = page.getByRole("list", { name: m.itemsTitle }).getByLabel(m.itemDescription, { exact: true });
  await expect.poll(() => fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(descriptions);
}

async function add(page: Page, button: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
}

test("a quote with a catalogue service, two parts, 1,5 h of labour and a discount, in under a minute, right to the cent", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const customerId = await seedQuoteShop(accountsDatabase, mechanic, { services: [OIL_CHANGE], hourlyRate: "120.00" });

  const started = Date.now();
  await page.goto(`/dashboard/customers/${customerId}/quotes/new`);
  await page.getByLabel("Descrição *").fill("Barulho ao frear; revisão dos freios e troca de óleo");

  await add(page, m.addCatalogue);
  await page.getByRole("button", { name: /^Troca de óleo e filtro/ }).click();
  const service = itemRow(page, 1, "service");
  await expect(service.getByLabel(m.itemDescription, { exact: true })).toHaveValue("Troca de óleo e filtro");
  await expect(service.getByLabel(m.unitPrice, { exact: true })).toHaveValue("149,90");

  await add(page, m.addPart);
  const pads = itemRow(page, 2, "part");
  await pads.getByLabel(m.itemDescription, { exact: true }).fill("Pastilha de freio dianteira (jogo)");
  await pads.getByLabel(m.quantity, { exact: true }).fill("2");
  await pads.getByLabel(m.unitPrice, { exact: true }).fill("89,90");
  await expect(pads.getByLabel(m.condition, { exact: true })).toHaveValue("original");

  await add(page, m.addPart);
  const fluid = itemRow(page, 3, "part");
  await fluid.getByLabel(m.itemDescription, { exact: true }).fill("Fluido de freio DOT 4 (500 ml)");
  await fluid.getByLabel(m.quantity, { exact: true }).fill("2");
  await fluid.getByLabel(m.unitPrice, { exact: true }).fill("32,50");
  await fluid.getByLabel(m.condition, { exact: true }).selectOption("paralela");

  await add(page, m.addLabour);
  const labour = itemRow(page, 4, "labour");
  await labour.getByLabel(m.itemDescription, { exact: true }).fill("Troca das pastilhas e sangria");
  // The shop's hourly rate is where the rate starts.
  await expect(labour.getByLabel(m.hourlyRate, { exact: true })).toHaveValue("120,00");
  await labour.getByLabel(m.hours, { exact: true }).fill("1,5");

  await page.getByLabel(m.discountPercent).check();
  await page.getByLabel(m.discountValuePercent).fill("5");

  // As typed: 2 × 89,90 + 2 × 32,50; 1,5 h × 120,00; 5% of 574,70 is 28,735, rounded half up.
  await expect(lineTotal(service)).toHaveText(brl(149.9));
  await expect(lineTotal(pads)).toHaveText(brl(179.8));
  await expect(lineTotal(fluid)).toHaveText(brl(65));
  await expect(lineTotal(labour)).toHaveText(brl(180));
  await expect(totalLine(page, "Serviços")).toHaveText(brl(149.9));
  await expect(totalLine(page, "Peças")).toHaveText(brl(244.8));
  await expect(totalLine(page, "Mão de obra")).toHaveText(brl(180));
  await expect(totalLine(page, "Subtotal")).toHaveText(brl(574.7));
  await expect(totalLine(page, "Desconto")).toHaveText(brl(28.74));
  await expect(totalLine(page, "Total")).toHaveText(brl(545.96));
  // The CDC defaults: 10 days, the shop's terms and the legal warranty.
  await expect(page.getByLabel(m.validUntil, { exact: true })).toHaveValue(addDaysToDay(shopToday(), 10));
  await expect(page.getByLabel(m.paymentTerms, { exact: true })).toHaveValue("PIX, cartão ou dinheiro na entrega");
  await expect(page.getByLabel(m.warrantyText, { exact: true })).toHaveValue(
    "Garantia de 90 dias para os serviços executados (CDC, art. 26).",
  );
  // A phone's width holds it all.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole("button", { name: "Salvar orçamento" }).click();
  await expect(toast(page, messages.quotes.created)).toBeVisible();
  await page.waitForURL(QUOTE_PAGE);
  expect(Date.now() - started).toBeLessThan(60_000);
  await expect(page.getByText(brl(545.96)).first()).toBeVisible();

  const { db } = accountsDatabase;
  const [quote] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, openQuoteId(page)), eq(quotes.shopId, mechanic.id)));
  expect(quote).toMatchObject({
    cost: "545.96",
    servicesTotal: "149.90",
    partsTotal: "244.80",
    labourTotal: "180.00",
    discountTotal: "28.74",
    discountKind: "percent",
    discountValue: "5.00",
    itemCount: 4,
    validUntil: addDaysToDay(shopToday(), 10),
  });
  const items = await db
    .select({
      kind: quoteItems.kind,
      condition: quoteItems.partCondition,
      pricing: quoteItems.labourPricing,
      catalogue: quoteItems.catalogueServiceId,
      quantity: quoteItems.quantity,
      unitPrice: quoteItems.unitPrice,
      total: quoteItems.total,
    })
    .from(quoteItems)
    .where(eq(quoteItems.quoteId, quote!.id))
    .orderBy(asc(quoteItems.position));
  expect(items).toEqual([
    { kind: "service", condition: null, pricing: null, catalogue: OIL_CHANGE.id, quantity: "1.000", unitPrice: "149.90", total: "149.90" },
    { kind: "part", condition: "original", pricing: null, catalogue: null, quantity: "2.000", unitPrice: "89.90", total: "179.80" },
    { kind: "part", condition: "paralela", pricing: null, catalogue: null, quantity: "2.000", unitPrice: "32.50", total: "65.00" },
    { kind: "labour", condition: null, pricing: "hours", catalogue: null, quantity: "1.500", unitPrice: "120.00", total: "180.00" },
  ]);
});

test("bad input stays on screen with its message next to the item, and nothing is saved", async ({ page, mechanic, accountsDatabase }) => {
  const customerId = await seedQuoteShop(accountsDatabase, mechanic, { services: [], hourlyRate: "100.00" });
  await page.goto(`/dashboard/customers/${customerId}/quotes/new`);
  await page.getByLabel("Descrição *").fill("Revisão");
  // An empty catalogue says where to fill it.
  await add(page, m.addCatalogue);
  await expect(page.getByText(m.catalogueEmpty)).toBeVisible();
  await expect(page.getByRole("link", { name: m.catalogueLink })).toHaveAttribute("href", "/dashboard/profile");

  await add(page, m.addPart);
  const part = itemRow(page, 1, "part");
  await part.getByLabel(m.itemDescription, { exact: true }).fill("Correia dentada");
  await part.getByLabel(m.quantity, { exact: true }).fill("0");
  await part.getByLabel(m.unitPrice, { exact: true }).fill("250");
  await add(page, m.addService);
  const service = itemRow(page, 2, "service");
  await service.getByLabel(m.itemDescription, { exact: true }).fill("Regulagem");
  await service.getByLabel(m.unitPrice, { exact: true }).fill("-10");
  await expect(lineTotal(part)).toHaveText(m.lineUncounted);

  await page.getByRole("button", { name: "Salvar orçamento" }).click();
  await expect(toast(page, new RegExp(`^${messages.quotes.createError}`))).toBeVisible();
  await expect(part.getByText(messages.quotes.quantityInvalid)).toBeVisible();
  await expect(part.getByLabel(m.quantity, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(service.getByText(messages.money.negative)).toBeVisible();
  await expect(part.getByLabel(m.quantity, { exact: true })).toHaveValue("0");
  await expect(service.getByLabel(m.unitPrice, { exact: true })).toHaveValue("-10");
  await expect(page.getByLabel("Descrição *")).toHaveValue("Revisão");
  // Rows with their errors next to their fields: nothing axe calls serious.
  expect(await seriousViolations(page, 'form[aria-label="Novo orçamento"]')).toEqual([]);

  // Fixed; now a validity that has passed.
  await part.getByLabel(m.quantity, { exact: true }).fill("1");
  await service.getByLabel(m.unitPrice, { exact: true }).fill("10");
  await page.getByLabel(m.validUntil, { exact: true }).fill(addDaysToDay(shopToday(), -1));
  await page.getByRole("button", { name: "Salvar orçamento" }).click();
  await expect(page.getByText(messages.quotes.validityPast, { exact: true })).toBeVisible();
  await expect(page.getByLabel(m.validUntil, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(itemRow(page, 1, "part").getByLabel(m.itemDescription, { exact: true })).toHaveValue("Correia dentada");
  expect(new URL(page.url()).pathname).toBe(`/dashboard/customers/${customerId}/quotes/new`);
  expect(await accountsDatabase.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.shopId, mechanic.id))).toEqual([]);
});

test("a vehicle added from the editor is selected, and nothing typed is lost", async ({ page, mechanic, accountsDatabase }) => {
  const customerId = await seedQuoteShop(accountsDatabase, mechanic, { services: [], hourlyRate: "100.00" });
  await page.goto(`/dashboard/customers/${customerId}/quotes/new`);
  await page.getByLabel("Descrição *").fill("Luz da injeção acesa");
  await add(page, m.addService);
  await itemRow(page, 1, "service").getByLabel(m.itemDescription, { exact: true }).fill("Diagnóstico com scanner");
  await itemRow(page, 1, "service").getByLabel(m.unitPrice, { exact: true }).fill("150");

  await page.getByRole("button", { name: m.addVehicle }).click();
  const dialog = page.getByRole("dialog", { name: m.addVehicleTitle });
  await dialog.getByLabel("Placa *").fill("abc-1234");
  await dialog.getByLabel("Modelo").fill("Onix 1.0");
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole("button", { name: m.addVehicleSubmit }).click();
  await expect(toast(page, messages.vehicles.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  const vehicle = page.getByLabel(m.vehicle, { exact: true });
  await expect(vehicle.locator("option:checked")).toHaveText("ABC-1234 · Onix 1.0");
  await expect(page.getByLabel("Descrição *")).toHaveValue("Luz da injeção acesa");
  await expect(itemRow(page, 1, "service").getByLabel(m.unitPrice, { exact: true })).toHaveValue("150,00");
  await page.getByLabel(m.checkInKm, { exact: true }).fill("45.000");

  await page.getByRole("button", { name: "Salvar orçamento" }).click();
  await expect(toast(page, messages.quotes.created)).toBeVisible();
  await page.waitForURL(QUOTE_PAGE);
  const [saved] = await accountsDatabase.db
    .select({ plate: vehicles.plate, km: quotes.checkInKm, vehicleKm: vehicles.currentKm, cost: quotes.cost })
    .from(quotes)
    .innerJoin(vehicles, eq(vehicles.id, quotes.vehicleId))
    .where(eq(quotes.id, openQuoteId(page)));
  expect(saved).toEqual({ plate: "ABC1234", km: 45000, vehicleKm: 45000, cost: "150.00" });
});

test("editing keeps the order the rows were moved to; 'Duplicar' starts a new quote from the items", async ({
  page,
  mechanic,
  accountsDatabase,
  createMechanic,
}) => {
  const customerId = await seedQuoteShop(accountsDatabase, mechanic, { services: [], hourlyRate: "90.00" });
  await page.goto(`/dashboard/customers/${customerId}/quotes/new`);
  await page.getByLabel("Descrição *").fill("Revisão dos 40 mil km");
  for (const [position, name] of [
    [1, "Alinhamento"],
    [2, "Balanceamento"],
    [3, "Rodízio"],
  ] as const) {
    await add(page, m.addService);
    await itemRow(page, position, "service").getByLabel(m.itemDescription, { exact: true }).fill(name);
    await itemRow(page, position, "service").getByLabel(m.unitPrice, { exact: true }).fill("50");
  }
  await add(page, m.addLabour);
  const labour = itemRow(page, 4, "labour");
  await labour.getByLabel(m.itemDescription, { exact: true }).fill("Mão de obra da revisão");
  await labour.getByLabel(m.pricing, { exact: true }).selectOption("fixed");
  await labour.getByLabel(m.fixedPrice, { exact: true }).fill("200");
  await page.getByRole("button", { name: "Salvar orçamento" }).click();
  await page.waitForURL(QUOTE_PAGE);
  const quoteId = openQuoteId(page);

  await page.goto(`/dashboard/quotes/${quoteId}/edit`);
  await expect(page.getByRole("heading", { name: "Editar orçamento Nº 0001" })).toBeVisible();
  await expect(page.locator('input[type="hidden"][name="version"]')).toHaveValue("1");
  await expectRows(page, ["Alinhamento", "Balanceamento", "Rodízio", "Mão de obra da revisão"]);
  await expect(itemRow(page, 4, "labour").getByLabel(m.fixedPrice, { exact: true })).toHaveValue("200,00");

  // By keyboard: the focus stays on the button that moved the row (once React listens to it).
  const moveUp = page.getByRole("button", { name: 'Mover "Rodízio" para cima' });
  await waitForHydration(moveUp);
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect(moveUp).toBeFocused();
  await page.keyboard.press("Enter");
  await expectRows(page, ["Rodízio", "Alinhamento", "Balanceamento", "Mão de obra da revisão"]);
  // At the top, moving up is over: the focus went to its neighbour, not lost.
  await expect(moveUp).toBeDisabled();
  await expect(page.getByRole("button", { name: 'Mover "Rodízio" para baixo' })).toBeFocused();
  await page.getByRole("button", { name: 'Mover "Balanceamento" para baixo' }).click();
  await page.getByRole("button", { name: 'Remover "Alinhamento"' }).click();
  await expectRows(page, ["Rodízio", "Mão de obra da revisão", "Balanceamento"]);
  await expect(totalLine(page, "Total")).toHaveText(brl(300));
  await page.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(toast(page, messages.quotes.updated)).toBeVisible();
  await page.waitForURL(`**/dashboard/quotes/${quoteId}`);

  await page.goto(`/dashboard/quotes/${quoteId}/edit`);
  await expectRows(page, ["Rodízio", "Mão de obra da revisão", "Balanceamento"]);
  await expect(page.locator('input[type="hidden"][name="version"]')).toHaveValue("2");

  // 'Duplicar' for the same customer: the items, texts and the complaint come along (for another
  // customer the complaint is that customer's own: quote-editor.mobile.spec.ts).
  await page.goto(`/dashboard/customers/${customerId}/quotes/new?duplicar=${quoteId}`);
  await expect(page.getByRole("heading", { name: "Novo orçamento" })).toBeVisible();
  await expectRows(page, ["Rodízio", "Mão de obra da revisão", "Balanceamento"]);
  await expect(page.getByLabel("Descrição *")).toHaveValue("Revisão dos 40 mil km");
  await expect(totalLine(page, "Total")).toHaveText(brl(300));

  // Another shop's quote (or an unknown id) starts empty and says nothing about it.
  const other = await createMechanic();
  const [otherCustomer] = await accountsDatabase.db
    .insert(customers)
    .values({ shopId: other.id, name: "Cliente de outra oficina" })
    .returning({ id: customers.id });
  const [otherQuote] = await accountsDatabase.db
    .insert(quotes)
    .values({ shopId: other.id, customerId: otherCustomer!.id, description: "Segredo de outra oficina" })
    .returning({ id: quotes.id });
  await accountsDatabase.db.insert(quoteItems).values({
    shopId: other.id,
    quoteId: otherQuote!.id,
    position: 0,
    kind: "part",
    partCondition: "original",
    description: "Peça de outra oficina",
    quantity: "1",
    unitPrice: "10",
  });
  for (const id of [otherQuote!.id, crypto.randomUUID(), "nao-e-um-id"]) {
    await page.goto(`/dashboard/customers/${customerId}/quotes/new?duplicar=${id}`);
    await expect(page.getByText(m.noItems)).toBeVisible();
    await expect(page.getByText("Peça de outra oficina")).toHaveCount(0);
  }
});
