/**
 * Getting paid, the whole flow on a 375 px phone with touch: the car is ready; the customer opens the link
 * and sees what he owes with the shop's PIX QR code (decoded here from the screen: the amount and
 * the key are right); the shop registers half by PIX and half in cash and the job turns 'Pago';
 * the job's receipt reads the amount in words; 'Financeiro' shows the money in this month, by
 * method; and the link says it is paid, with no charge left.
 */
import { randomUUID } from "node:crypto";
import { convertCurrencyToWords } from "@brazilian-utils/brazilian-utils";
import Big from "big.js";
import { eq, sql } from "drizzle-orm";
import { shops, quotes } from "../../db/schema";
import { formatAmount } from "../../lib/format";
import { messages } from "../../lib/messages";
import { pdfText } from "../../tests/support/pdf-text";
import { decodeQr, emvField } from "../../tests/support/pix-qr";
import { expect, signedOut, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { seedShop } from "../support/seed";
import { toast } from "../support/toast";

test.use({ plan: "pro" });

const m = messages.payments;
const brl = (amount: Big) => formatAmount(amount.toFixed(2));

test("the customer sees the PIX QR, pays half by PIX and half in cash, gets a receipt, and 'Financeiro' has it", async ({
  page,
  browser,
  mechanic,
  accountsDatabase,
}) => {
  const { db } = accountsDatabase;
  const shop = await seedShop(accountsDatabase, mechanic);
  await db
    .update(shops)
    .set({ pixKeyType: "phone", pixKey: "+5511987654321", pixName: "Auto Mecanica Sao Judas", pixCity: "Sao Paulo" })
    .where(eq(shops.id, mechanic.id));
  // Nº 0001, approved for its total and ready for pick-up.
  const [job] = await db
    .update(quotes)
    .set({ status: "ready", approvedTotal: sql`${quotes.cost}` })
    .where(eq(quotes.id, shop.quoteId))
    .returning({ total: quotes.approvedTotal });
  const total = new Big(job!.total!);
  const half = total.div(2).round(2, Big.roundDown);
  const rest = total.minus(half);

  // The customer, on his phone: the amount owed and a QR code his bank's app can read.
  const phone = await browser.newContext({
    storageState: signedOut,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    hasTouch: true,
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomUUID()}` },
  });
  const customer = await phone.newPage();
  await customer.goto(`/orcamento/${shop.linkToken}`);
  const charge = customer.getByRole("region", { name: messages.pix.heading });
  await expect(charge).toContainText(brl(total));
  // Read as a camera would: retried until the drawn code decodes (a screenshot mid-layout may not).
  const qr = charge.locator("[data-pix-qr]");
  let payload: string | null = null;
  await expect.poll(async () => (payload = await decodeQr(await qr.screenshot()))).not.toBeNull();
  expect(emvField(payload!, "54")).toBe(total.toFixed(2));
  expect(emvField(emvField(payload!, "26")!, "01")).toBe("+5511987654321");
  expect(await charge.getByLabel(messages.pix.copyPasteLabel).inputValue()).toBe(payload);

  // The shop: half by PIX, then the rest (prefilled) in cash.
  await page.goto(`/dashboard/quotes/${shop.quoteId}`);
  const card = page.getByTestId("job-payments");
  const dialog = page.getByRole("dialog", { name: m.registerTitle });
  await waitForHydration(card.getByRole("button", { name: m.register }));
  await card.getByRole("button", { name: m.register }).tap();
  await dialog.getByLabel(m.amountLabel).fill(half.toFixed(2).replace(".", ","));
  await dialog.getByRole("radio", { name: m.methods.pix }).tap();
  await dialog.getByRole("button", { name: m.submit, exact: true }).tap();
  await expect(card.getByTestId("payment-owed")).toContainText(brl(rest));
  await card.getByRole("button", { name: m.register }).tap();
  await expect(dialog.getByLabel(m.amountLabel)).toHaveValue(rest.toFixed(2).replace(".", ","));
  await dialog.getByRole("radio", { name: m.methods.cash }).tap();
  await dialog.getByRole("button", { name: m.submit, exact: true }).tap();
  await expect(toast(page, m.registeredPaid)).toBeVisible();
  await expect(card.getByTestId("paid-badge")).toHaveText(m.paidBadge);

  // The job's receipt: the whole amount in figures and in words.
  const receipt = await page.request.get(`/dashboard/quotes/${shop.quoteId}/receipt`);
  expect(receipt.status()).toBe(200);
  const text = (await pdfText(await receipt.body())).replace(/\s+/g, " ");
  expect(text).toContain(`${brl(total).replace(/\s/g, " ")} (${convertCurrencyToWords(Number(total))})`);

  // 'Financeiro': this month's money, by method.
  await page.goto("/dashboard/finance");
  const month = page.getByTestId("received-this-month");
  await expect(month.locator('[data-method="pix"]')).toHaveText(brl(half));
  await expect(month.locator('[data-method="cash"]')).toHaveText(brl(rest));
  await expect(month.getByTestId("received-this-month-total")).toHaveText(brl(total));

  // The link: paid, nothing left to charge.
  await customer.reload();
  await expect(customer.getByTestId("public-owed")).toHaveText(m.publicPaid);
  await expect(customer.locator("[data-pix-qr]")).toHaveCount(0);
  await phone.close();
});
