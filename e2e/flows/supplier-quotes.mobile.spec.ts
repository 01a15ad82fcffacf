/**
 * Asking suppliers for prices, the whole flow on a 375 px phone: a quote with two parts is sent to three suppliers from the
 * editor ('Cotar com fornecedores'); two answer on their links, one of them with JavaScript off,
 * the third never does; the shop sees both answers under each part, takes the cheaper for one part
 * and the faster for the other, and the lines get the cost, the price with the shop's markup and
 * the answer's condition. The customer's link and PDF show the prices, never a cost or a supplier,
 * and the job's page shows the margin. The rules behind each step are proven in tests/integration
 * (supplier-requests, supplier-link, quote-item-costs, margins).
 */
import type { Browser, Locator } from "@playwright/test";
import { and, asc, eq } from "drizzle-orm";
import { customers, shops, quoteItems, quotes, suppliers, vehicles } from "../../db/schema";
import { formatAmount } from "../../lib/format";
import { messages } from "../../lib/messages";
import { pdfText } from "../../tests/support/pdf-text";
import { expect, signedOut, test } from "../fixtures";
import type { AccountsDatabase } from "../support/accounts";
import { renewQuoteToken, setQuoteValidity } from "../support/public-quote";
import { itemRow } from "../support/quote-editor";
import { insertQuote } from "../support/rows";
import { toast } from "../support/toast";

test.use({ plan: "pro" });

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, locale: "pt-BR", timezoneId: "America/Sao_Paulo" };
const asking = messages.supplierRequests;
const link = messages.supplierLink;
const choosing = messages.supplierAnswers;
const SOUTH = "Auto Peças Sul";
const NORTH = "Distribuidora Norte";
const SILENT = "Casa do Amortecedor";
const PADS = "Pastilha de freio dianteira";
const SHOCKS = "Amortecedor traseiro";

/** A pending quote for the customer's Gol: two parts (two of each) and an hour of labour, with its link. */
async function quoteWithTwoParts(database: AccountsDatabase, shopId: string) {
  const { db } = database;
  await db.update(shops).set({ shopName: "Oficina do Tião", partsMarkup: "40" }).where(eq(shops.id, shopId));
  const [customer] = await db.insert(customers).values({ shopId, name: "Carlos Pereira", phone: "(11) 91234-5678" }).returning();
  const [vehicle] = await db
    .insert(vehicles)
    .values({ shopId, customerId: customer!.id, plate: "ABC1D23", make: "Volkswagen", model: "Gol", year: 2015 })
    .returning();
  const quoteId = await insertQuote(database, shopId, customer!.id, { description: "Barulho na frente e atrás" });
  const lines = [
    { kind: "part", description: PADS, partCondition: "original", quantity: "2", unitPrice: "100.00" },
    { kind: "part", description: SHOCKS, partCondition: "original", quantity: "2", unitPrice: "300.00" },
    { kind: "labour", description: "Troca das peças", labourPricing: "fixed", quantity: "1", unitPrice: "150.00" },
  ] as const;
  await db.insert(quoteItems).values(
    lines.map((line, position) => ({
      quoteId,
      shopId,
      position,
      kind: line.kind,
      description: line.description,
      partCondition: "partCondition" in line ? line.partCondition : null,
      labourPricing: "labourPricing" in line ? line.labourPricing : null,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
  );
  await db
    .update(quotes)
    .set({
      vehicleId: vehicle!.id,
      partsTotal: "800.00",
      labourTotal: "150.00",
      itemCount: 3,
      cost: "950.00",
      partLines: 2,
      uncostedPartLines: 2,
    })
    .where(eq(quotes.id, quoteId));
  await setQuoteValidity(database, shopId, quoteId, "2099-12-31");
  await db.insert(suppliers).values([
    { shopId, name: SOUTH, phone: "(11) 98888-1111", tags: ["Freios"] },
    { shopId, name: NORTH, phone: "(11) 97777-2222", tags: ["Suspensão", "Amortecedores"] },
    { shopId, name: SILENT, phone: "(11) 96666-3333", tags: ["Amortecedores"] },
  ]);
  return { quoteId, linkToken: await renewQuoteToken(database, shopId, quoteId) };
}

/** The supplier's own link, as its WhatsApp message carries it. */
async function supplierLink(dialog: Locator, name: string) {
  const href = await dialog.getByRole("link", { name: asking.sendTo(name), exact: true }).getAttribute("href");
  const text = new URL(href!).searchParams.get("text")!;
  expect(text).toContain("Volkswagen Gol 2015");
  expect(text).toContain(`2x ${PADS}`);
  // The supplier never learns whose car it is (LGPD).
  for (const personal of ["Carlos", "ABC1D23", "91234"]) expect(text).not.toContain(personal);
  return new URL(text.match(/https?:\/\/\S+\/cotacao\/[A-Za-z0-9_-]{32}/)![0]).pathname;
}

type Offer = { price: string; condition: "Original" | "Paralela"; brand?: string; availability: string };

/** A supplier answers both parts on its own phone, with or without JavaScript. */
async function answer(browser: Browser, path: string, offers: Record<string, Offer>, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ ...PHONE, storageState: signedOut, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { name: link.heading })).toBeVisible();
  await expect(page.locator("body")).not.toContainText("Carlos");
  await expect(page.locator("body")).not.toContainText("ABC1D23");
  for (const [part, offer] of Object.entries(offers)) {
    const group = page.getByRole("group", { name: part });
    await group.getByLabel(link.form.price).fill(offer.price);
    await group.getByLabel(link.form.condition).selectOption({ label: offer.condition });
    if (offer.brand) await group.getByLabel(link.form.brand).fill(offer.brand);
    await group.getByLabel(link.form.availability).selectOption({ label: offer.availability });
  }
  await page.getByRole("button", { name: link.form.submit }).tap();
  await expect(page.getByTestId("supplier-link-notice")).toContainText(link.notices.sent("").split(".")[0]!);
  await context.close();
}

test("asks three suppliers, two answer (one without JavaScript), the shop picks, and the margin shows", async ({
  page,
  browser,
  request,
  mechanic,
  accountsDatabase,
}) => {
  const { quoteId, linkToken } = await quoteWithTwoParts(accountsDatabase, mechanic.id);
  const editPath = `/dashboard/quotes/${quoteId}/edit`;

  // The shop asks from the editor: both parts, the three suppliers, an answer by tomorrow 10h.
  await page.goto(editPath);
  await page.getByRole("button", { name: asking.open }).tap();
  const dialog = page.getByRole("dialog", { name: asking.title });
  await expect(dialog.getByRole("checkbox", { name: new RegExp(PADS) })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: new RegExp(SHOCKS) })).toBeChecked();
  await dialog.getByRole("button", { name: asking.quickDeadline(true, 10) }).tap();
  for (const name of [SOUTH, NORTH, SILENT]) await dialog.getByRole("checkbox", { name: new RegExp(name) }).check();
  await dialog.getByRole("button", { name: asking.submit }).tap();
  await expect(toast(page, asking.created)).toBeVisible();
  const southPath = await supplierLink(dialog, SOUTH);
  const northPath = await supplierLink(dialog, NORTH);
  await supplierLink(dialog, SILENT); // sent, and never answered
  await dialog.getByRole("button", { name: asking.close }).tap();

  // Auto Peças Sul answers with JavaScript; Distribuidora Norte on a phone without it.
  await answer(
    browser,
    southPath,
    {
      [PADS]: { price: "80,00", condition: "Original", availability: "2 dias" },
      [SHOCKS]: { price: "190,00", condition: "Original", availability: "5 dias" },
    },
    true,
  );
  await answer(
    browser,
    northPath,
    {
      [PADS]: { price: "95,00", condition: "Original", availability: "Em estoque" },
      [SHOCKS]: { price: "230,00", condition: "Paralela", brand: "Nakata", availability: "Em estoque" },
    },
    false,
  );

  // Back in the editor, both answers sit under each part: the pads from the cheaper (Sul), the
  // shocks from the faster (Norte, in stock, a 'paralela').
  await page.reload();
  const pads = itemRow(page, 1, "part");
  const shocks = itemRow(page, 2, "part");
  await expect(pads.getByText(choosing.listTitle(2))).toBeVisible();
  await expect(shocks.getByText(choosing.listTitle(2))).toBeVisible();
  await pads.getByRole("button", { name: choosing.useLabel(SOUTH, formatAmount(80), PADS) }).tap();
  await shocks.getByRole("button", { name: choosing.useLabel(NORTH, formatAmount(230), SHOCKS) }).tap();
  await expect(pads.getByLabel(choosing.unitCost)).toHaveValue("80,00");
  await expect(pads.getByLabel(messages.quoteEditor.unitPrice)).toHaveValue("112,00");
  await expect(pads.getByText(choosing.supplierShown(SOUTH))).toBeVisible();
  await expect(shocks.getByLabel(choosing.unitCost)).toHaveValue("230,00");
  await expect(shocks.getByLabel(messages.quoteEditor.unitPrice)).toHaveValue("322,00");
  await expect(shocks.getByLabel(messages.quoteEditor.condition)).toHaveValue("paralela");
  await page.getByRole("button", { name: messages.quoteEditor.submitEdit }).tap();
  await expect(toast(page, messages.quotes.updated)).toBeVisible();

  const saved = await accountsDatabase.db
    .select({
      unitCost: quoteItems.unitCost,
      unitPrice: quoteItems.unitPrice,
      condition: quoteItems.partCondition,
      supplier: suppliers.name,
    })
    .from(quoteItems)
    .leftJoin(suppliers, eq(suppliers.id, quoteItems.supplierId))
    .where(and(eq(quoteItems.quoteId, quoteId), eq(quoteItems.kind, "part")))
    .orderBy(asc(quoteItems.position));
  expect(saved).toEqual([
    { unitCost: "80.00", unitPrice: "112.00", condition: "original", supplier: SOUTH },
    { unitCost: "230.00", unitPrice: "322.00", condition: "paralela", supplier: NORTH },
  ]);

  // The customer sees the prices, never a cost or a supplier: on the link, and in its PDF.
  const customer = await browser.newContext({ ...PHONE, storageState: signedOut });
  const link = await customer.newPage();
  await link.goto(`/orcamento/${linkToken}`);
  const shown = await link.content();
  await customer.close();
  const pdf = await request.get(`/orcamento/${linkToken}/pdf`);
  expect(pdf.ok()).toBe(true);
  const printed = await pdfText(await pdf.body());
  for (const document of [shown, printed]) {
    expect(document).toContain("112,00");
    expect(document).toContain("322,00");
    for (const secret of ["80,00", "230,00", SOUTH, NORTH, "Nakata"]) expect(document).not.toContain(secret);
  }

  // The job's page: parts cost 2 × 80 + 2 × 230 = 620, price 868, margin 248; the job 1.018 less 620.
  await page.goto(`/dashboard/quotes/${quoteId}`);
  const margin = page.getByTestId("job-margin");
  await expect(margin.getByRole("heading", { name: messages.margins.job.heading })).toBeVisible();
  await expect(margin.getByTestId("job-margin-parts-cost")).toContainText("R$ 620,00");
  await expect(margin.getByTestId("job-margin-parts-price")).toContainText("R$ 868,00");
  await expect(margin.getByTestId("job-margin-parts-margin")).toContainText("R$ 248,00");
  await expect(margin.getByTestId("job-margin-job")).toContainText("R$ 398,00");
  const [sums] = await accountsDatabase.db.select({ partsCost: quotes.partsCost }).from(quotes).where(eq(quotes.id, quoteId));
  expect(sums?.partsCost).toBe("620.00");
});
