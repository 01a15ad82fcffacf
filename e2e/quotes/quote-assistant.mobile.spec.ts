/**
 * 'Montar com o assistente' on a 375 px phone with touch: one sentence becomes draft lines from the
 * shop's catalogue, its past quotes and its hourly rate, each saying where its price came from; the
 * mechanic changes a price, adds the lines, saves, and the quote holds them. Nothing before his save
 * is stored.
 */
import { asc, eq } from "drizzle-orm";
import { quoteItems, quotes } from "../../db/schema";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { layoutProblems } from "../support/phone-layout";
import { itemRow, seedQuoteShop } from "../support/quote-editor";
import { insertQuote } from "../support/rows";

const m = messages.quoteEditor;
const a = m.assistant;
const QUOTE_PAGE = /\/dashboard\/quotes\/[0-9a-f-]{36}$/;

// The assistant is Profissional's.
test.use({ plan: "pro" });

test("one sentence becomes the quote's lines, a price changed, and the saved quote has them", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const customerId = await seedQuoteShop(accountsDatabase, mechanic, {
    services: [{ id: "oil", name: "Troca de óleo", price: 90 }],
    hourlyRate: "110.00",
  });
  // A past quote of the shop's: the pads' price he charged before.
  const pastId = await insertQuote(accountsDatabase, mechanic.id, customerId, { description: "Freios" });
  await accountsDatabase.db.insert(quoteItems).values({
    quoteId: pastId,
    shopId: mechanic.id,
    position: 0,
    kind: "part",
    description: "Pastilha de freio dianteira",
    partCondition: "original",
    quantity: "1",
    unitPrice: "260.00",
  });
  const [past] = await accountsDatabase.db.select({ number: quotes.number }).from(quotes).where(eq(quotes.id, pastId));

  await page.goto(`/dashboard/customers/${customerId}/quotes/new`);
  const open = page.getByRole("button", { name: a.open });
  await waitForHydration(open);
  await page.getByLabel("Descrição *").fill("Revisão e freios");
  await open.tap();

  const dialog = page.getByRole("dialog", { name: a.title });
  await dialog.getByLabel(a.sentence).fill("troca de óleo, pastilha dianteira, filtro de cabine, 1,5h de mão de obra");
  await dialog.getByRole("button", { name: a.build }).tap();

  const lines = dialog.getByRole("list", { name: a.linesTitle });
  await expect(lines.locator("[data-line-source]")).toHaveText([
    a.fromCatalogue,
    a.fromQuote(`Nº ${String(past!.number).padStart(4, "0")}`),
    a.noPrice,
    a.fromHourlyRate,
  ]);
  expect(await layoutProblems(page)).toEqual([]);

  // The cabin filter was never priced: he fills it; the pads are dearer now.
  const filter = lines.getByRole("group", { name: "Item 3: Peça" });
  await filter.getByLabel(m.unitPrice, { exact: true }).fill("45,00");
  const pads = lines.getByRole("group", { name: "Item 2: Peça" });
  await expect(pads.getByLabel(m.unitPrice, { exact: true })).toHaveValue("260,00");
  await pads.getByLabel(m.unitPrice, { exact: true }).fill("280,00");
  await dialog.getByRole("button", { name: a.add(4) }).tap();
  await expect(dialog).toBeHidden();

  // Rows of the editor now, not saved: the page still has no new quote.
  await expect(itemRow(page, 4, "labour").getByLabel(m.hours, { exact: true })).toHaveValue("1,5");
  const saved = () => accountsDatabase.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.shopId, mechanic.id));
  expect(await saved()).toHaveLength(1);
  await page.getByRole("button", { name: m.submitCreate }).tap();
  await page.waitForURL(QUOTE_PAGE);

  const quoteId = page.url().split("/").pop()!;
  const items = await accountsDatabase.db
    .select({
      kind: quoteItems.kind,
      description: quoteItems.description,
      catalogueServiceId: quoteItems.catalogueServiceId,
      quantity: quoteItems.quantity,
      unitPrice: quoteItems.unitPrice,
      labourPricing: quoteItems.labourPricing,
    })
    .from(quoteItems)
    .where(eq(quoteItems.quoteId, quoteId))
    .orderBy(asc(quoteItems.position));
  expect(items).toEqual([
    {
      kind: "service",
      description: "Troca de óleo",
      catalogueServiceId: "oil",
      quantity: "1.000",
      unitPrice: "90.00",
      labourPricing: null,
    },
    {
      kind: "part",
      description: "Pastilha de freio dianteira",
      catalogueServiceId: null,
      quantity: "1.000",
      unitPrice: "280.00",
      labourPricing: null,
    },
    { kind: "part", description: "Filtro de cabine", catalogueServiceId: null, quantity: "1.000", unitPrice: "45.00", labourPricing: null },
    {
      kind: "labour",
      description: "Mão de obra",
      catalogueServiceId: null,
      quantity: "1.500",
      unitPrice: "110.00",
      labourPricing: "hours",
    },
  ]);
});

test("a sentence refused keeps what was typed, with its reason in the panel", async ({ page, mechanic, accountsDatabase }) => {
  const customerId = await seedQuoteShop(accountsDatabase, mechanic, { services: [], hourlyRate: "100.00" });
  await page.goto(`/dashboard/customers/${customerId}/quotes/new`);
  const open = page.getByRole("button", { name: a.open });
  await waitForHydration(open);
  await open.tap();
  const dialog = page.getByRole("dialog", { name: a.title });
  const sentence = dialog.getByLabel(a.sentence);
  await sentence.fill("   ");
  await dialog.getByRole("button", { name: a.build }).tap();
  await expect(dialog.getByText(a.sentenceRequired)).toBeVisible();
  await expect(sentence).toHaveAttribute("aria-invalid", "true");
  await sentence.fill(`filtro ${"x".repeat(2100)}`);
  await dialog.getByRole("button", { name: a.build }).tap();
  await expect(dialog.getByText(a.sentenceTooLong(2000))).toBeVisible();
  await expect(sentence).toHaveValue(`filtro ${"x".repeat(2100)}`);
});
