/**
 * The deposit ('Sinal') on a phone (375 px, touch): the shop asks R$ 300,00 in the
 * editor; the customer's link says it before 'Aprovar' and, right after, the receipt says
 * 'aprovado com sinal' and the deposit's PIX charges exactly that amount. Back on the job, the
 * deposit not paid yet is 'não pago' (never 'a receber', the balance of jobs ready or delivered)
 * and 'Registrar pagamento' starts at it, not at the whole total.
 */
import { eq } from "drizzle-orm";
import { shops, quotes } from "../../db/schema";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { setQuoteValidity } from "../support/public-quote";
import { seedShop } from "../support/seed";

const d = messages.deposit;
const t = messages.publicQuote.answer;
const p = messages.payments;
test.use({ plan: "pro" });

test("a deposit asked in the editor is shown on the link, then charged by PIX after 'Aprovar'", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const { db } = accountsDatabase;
  const shop = await seedShop(accountsDatabase, mechanic);
  // Nº 0001 as a quote still awaiting its customer's answer (the seed delivered it).
  await db.update(quotes).set({ status: "pending" }).where(eq(quotes.id, shop.quoteId));
  await setQuoteValidity(accountsDatabase, mechanic.id, shop.quoteId, null);
  await db
    .update(shops)
    .set({ pixKeyType: "cpf", pixKey: "12345678909", pixName: "Jose Carlos", pixCity: "Sao Paulo" })
    .where(eq(shops.id, mechanic.id));

  await page.goto(`/dashboard/quotes/${shop.quoteId}/edit`);
  await page.getByRole("group", { name: d.legend }).getByLabel(d.kindAmount).tap();
  await page.getByLabel(d.amountLabel).fill("300,00");
  await page.getByRole("button", { name: messages.quoteEditor.submitEdit }).tap();
  await expect(page.getByTestId("deposit-status")).toHaveText(d.jobLine("R$\u00a0300,00"));

  await page.goto(`/orcamento/${shop.linkToken}`);
  await expect(page.getByTestId("deposit-asked")).toContainText(`${d.askedLabel}: R$\u00a0300,00`);
  await page.getByLabel(t.nameLabel).fill("Maria Aparecida");
  await page.getByLabel(t.readAndApprove).tap();
  await page.getByLabel(t.partsConsent).tap();
  await page.getByRole("button", { name: t.approve }).tap();

  await expect(page.getByTestId("answer-receipt")).toContainText(d.approvedWith("R$\u00a0300,00"));
  const charge = page.getByTestId("deposit-charge");
  await expect(charge.getByRole("heading", { name: d.payHeading })).toBeVisible();
  // The BR Code's amount field (54, six characters): exactly the deposit.
  await expect(charge.locator("[data-pix-payload]")).toHaveValue(/5406300\.00/);
  // 'Copiar código', run by the document's own script (lib/documents/scripts.ts), copies it and says so.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const copy = charge.locator("button[data-copy]");
  await expect(copy).toHaveText(messages.pix.copy);
  await copy.tap();
  await expect(copy).toHaveText(messages.pix.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/5406300\.00/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The shop's job page: what is due now is the deposit.
  await page.goto(`/dashboard/quotes/${shop.quoteId}`);
  const status = page.getByTestId("deposit-status");
  await expect(status).toContainText(`${d.jobLine("R$\u00a0300,00")}${d.unpaid}`);
  await expect(status).not.toContainText("a receber");
  await page.getByTestId("job-payments").getByRole("button", { name: p.register }).tap();
  const dialog = page.getByRole("dialog", { name: p.registerTitle });
  await expect(dialog.getByLabel(p.amountLabel)).toHaveValue("300,00");
  await expect(dialog).toContainText(p.amountHintDeposit(await page.getByTestId("payment-owed").innerText()));
});
