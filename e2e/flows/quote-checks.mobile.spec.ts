/**
 * At 375 px: a part waiting for suppliers' prices saves as 'Aguardando cotação' and holds the
 * quote back until priced; a supplier who types "11850" for brake pads is asked to confirm before
 * the price goes; Básico's plans page says a check-in does not count against the monthly limit.
 * The rules behind each are proven in tests/integration (awaiting-price, supplier-link, plan-limits).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  customers,
  shops,
  quoteItems,
  quotes,
  supplierRequestLinks,
  supplierRequestParts,
  supplierRequests,
  suppliers,
} from "../../db/schema";
import { messages } from "../../lib/messages";
import { newSupplierLinkToken } from "../../lib/suppliers/link-token";
import { expect, signedOut, test } from "../fixtures";
import type { AccountsDatabase } from "../support/accounts";
import { itemRow } from "../support/quote-editor";
import { insertQuote } from "../support/rows";
import { toast } from "../support/toast";

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, locale: "pt-BR", timezoneId: "America/Sao_Paulo" };
const editor = messages.quoteEditor;
const PADS = "Pastilha de freio dianteira";

/** A pending quote with one priced service line. */
async function quoteWithService({ db, ...database }: AccountsDatabase, shopId: string) {
  await db.update(shops).set({ shopName: "Oficina do Tião" }).where(eq(shops.id, shopId));
  const [customer] = await db.insert(customers).values({ shopId, name: "Carlos Pereira", phone: "(11) 91234-5678" }).returning();
  const quoteId = await insertQuote({ db, ...database }, shopId, customer!.id, { description: "Freios" });
  await db
    .insert(quoteItems)
    .values({ quoteId, shopId, position: 0, kind: "service", description: "Revisão dos freios", quantity: "1", unitPrice: "120.00" });
  await db.update(quotes).set({ servicesTotal: "120.00", itemCount: 1, cost: "120.00" }).where(eq(quotes.id, quoteId));
  return { quoteId, customerId: customer!.id };
}

test.describe("Profissional", () => {
  test.use({ plan: "pro" });

  test("a part without a price saves 'Aguardando cotação', and the quote says it cannot go yet", async ({
    page,
    mechanic,
    accountsDatabase,
  }) => {
    const { quoteId } = await quoteWithService(accountsDatabase, mechanic.id);
    await page.goto(`/dashboard/quotes/${quoteId}/edit`);
    await page.getByRole("button", { name: editor.addPart, exact: true }).tap();
    const part = itemRow(page, 2, "part");
    await part.getByLabel(editor.itemDescription).fill(PADS);
    await expect(part.locator("output[data-line-total]")).toHaveText(editor.awaitingPrice);
    await expect(page.getByTestId("quote-awaiting")).toHaveText(editor.awaitingTotals([2]));
    await page.getByRole("button", { name: editor.submitEdit }).tap();
    await expect(toast(page, messages.quotes.updated)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${quoteId}$`));
    await expect(page.getByTestId("send-awaiting-price")).toHaveText(messages.quoteSending.awaitingPrice(1));
    await expect(page.getByText(editor.awaitingPrice).first()).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(messages.quoteSending.whatsapp) })).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  test("a supplier's '11850' for brake pads is asked about before it goes, then sent once confirmed", async ({
    browser,
    page,
    mechanic,
    accountsDatabase,
  }) => {
    const { db } = accountsDatabase;
    const { quoteId, customerId } = await quoteWithService(accountsDatabase, mechanic.id);
    // What the shop paid for the pads last time: R$ 118,50.
    const earlier = await insertQuote(accountsDatabase, mechanic.id, customerId, { description: "Freios, em março" });
    await db.insert(quoteItems).values({
      quoteId: earlier,
      shopId: mechanic.id,
      position: 0,
      kind: "part",
      description: PADS,
      partCondition: "original",
      quantity: "2",
      unitPrice: "160.00",
      unitCost: "118.50",
    });
    const [supplier] = await db
      .insert(suppliers)
      .values({ shopId: mechanic.id, name: "Auto Peças Sul", phone: "(11) 98888-1111" })
      .returning();
    const [request] = await db
      .insert(supplierRequests)
      .values({ shopId: mechanic.id, quoteId, vehicle: "Volkswagen Gol 2015", deadline: new Date(Date.now() + 3_600_000) })
      .returning();
    await db.insert(supplierRequestParts).values({
      requestId: request!.id,
      shopId: mechanic.id,
      position: 0,
      lineKey: randomUUID(),
      description: PADS,
      quantity: "2",
      condition: "original",
    });
    const token = newSupplierLinkToken();
    await db.insert(supplierRequestLinks).values({ requestId: request!.id, shopId: mechanic.id, supplierId: supplier!.id, token });

    const context = await browser.newContext({ ...PHONE, storageState: signedOut });
    const phone = await context.newPage();
    await phone.goto(`/cotacao/${token}`);
    const group = phone.getByRole("group", { name: PADS });
    await group.getByLabel(messages.supplierLink.form.price).fill("11850");
    await group.getByLabel(messages.supplierLink.form.availability).selectOption({ index: 1 });
    await phone.getByRole("button", { name: messages.supplierLink.form.submit }).tap();
    await expect(phone.getByTestId("supplier-link-notice")).toHaveText(messages.supplierLink.notices.check);
    const check = phone.getByTestId("supplier-price-check");
    await expect(check).toContainText(messages.supplierLink.form.priceCheck.aboveLast);
    await expect(group.getByLabel(messages.supplierLink.form.price)).toHaveValue("11.850,00");
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await check.getByLabel(messages.supplierLink.form.priceCheck.confirm).check();
    await phone.getByRole("button", { name: messages.supplierLink.form.submit }).tap();
    await expect(phone.getByTestId("supplier-link-notice")).toContainText(messages.supplierLink.notices.sent("").split(".")[0]!);
    await context.close();

    // The shop sees the price marked under the part, in the editor.
    await db
      .update(quoteItems)
      .set({ lineKey: (await db.select().from(supplierRequestParts).where(eq(supplierRequestParts.requestId, request!.id)))[0]!.lineKey })
      .where(eq(quoteItems.quoteId, quoteId));
    await db.update(quoteItems).set({ kind: "part", partCondition: "original", description: PADS }).where(eq(quoteItems.quoteId, quoteId));
    await page.goto(`/dashboard/quotes/${quoteId}/edit`);
    await expect(page.getByTestId("supplier-answer-price-check")).toHaveText(messages.supplierAnswers.priceCheck.aboveLast);
  });
});

test.describe("Básico", () => {
  test.use({ plan: "basic" });

  test("the plans page says a quote counts when sent, and a check-in does not", async ({ page }) => {
    await page.goto("/dashboard/plans");
    await expect(page.getByText("Até 5 orçamentos enviados por mês (a entrada do veículo não conta)").first()).toBeVisible();
    await expect(page.getByTestId("usage-quotes")).toContainText("0 de 5 orçamentos enviados este mês");
    await expect(page.getByTestId("usage-quotes-rule")).toHaveText(messages.planLimits.quotesCountRule);
  });
});
