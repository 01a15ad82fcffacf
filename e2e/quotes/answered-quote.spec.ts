/**
 * On the quote page: a quote its customer answered on the link is cancelled, never
 * deleted ('Cancelar orçamento' instead of 'Excluir orçamento'), its customer's delete is refused
 * with the legal reason as a toast (CDC art. 27), and an account whose e-mail is not confirmed is
 * told why it cannot send the quote by e-mail, with 'Reenviar e-mail' at hand. The shop is written
 * to the database (./support/seed.ts); the answer too (./support/quote-answer.ts), after the
 * customer opened the link.
 */
import { eq } from "drizzle-orm";
import { quotes, users } from "../../db/schema";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { answerOnLink } from "../support/quote-answer";
import { seedShop } from "../support/seed";
import { toast } from "../support/toast";

test.use({ plan: "pro" });

const j = messages.jobStages;

test("an answered quote offers 'Cancelar' with a reason, not a delete; its customer's delete says why it is refused", async ({
  page,
  browser,
  mechanic,
  accountsDatabase,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  await accountsDatabase.db.update(quotes).set({ status: "pending", validUntil: null }).where(eq(quotes.id, shop.quoteId));
  const customer = await browser.newContext({ storageState: signedOut });
  const link = await customer.newPage();
  await link.goto(`/orcamento/${shop.linkToken}`);
  await expect(link.getByRole("heading", { level: 1 })).toContainText("Nº 0001");
  await customer.close();
  await answerOnLink(accountsDatabase, mechanic.id, shop.quoteId, { answer: "rejected", reason: "Achei caro" });

  await page.goto(`/dashboard/quotes/${shop.quoteId}`);
  await expect(page.getByRole("button", { name: messages.quotePage.deleteLabel })).toHaveCount(0);
  await page.getByRole("button", { name: j.cancel, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: j.cancelTitle });
  await expect(dialog).toContainText("art. 27");
  // The reason is asked first: without it nothing changes, and the dialog stays open.
  await dialog.getByRole("button", { name: j.cancelConfirm }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(j.reasonLabel).fill("Cliente desistiu do serviço");
  await dialog.getByRole("button", { name: j.cancelConfirm }).click();
  await expect(toast(page, j.canceled)).toBeVisible();
  await expect(page.getByTestId("quote-stage")).toHaveText("Cancelado");
  await expect(page.getByRole("button", { name: j.cancel, exact: true })).toHaveCount(0);

  await page.goto(`/dashboard/customers/${shop.customerId}`);
  await page.getByRole("button", { name: "Excluir Maria Aparecida dos Santos Conceição" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Excluir" }).click();
  await expect(toast(page, messages.customers.deleteError + messages.customers.answeredReason)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/dashboard/customers/${shop.customerId}`);
});

test("an unconfirmed account is told why it cannot send by e-mail, and can ask for the link again", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic, { firstQuote: "pending" });
  await accountsDatabase.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, mechanic.id));
  await page.goto(`/dashboard/quotes/${shop.quoteId}`);
  const notice = page.getByTestId("quote-email-unconfirmed");
  await expect(notice).toContainText(messages.quoteSending.emailUnverified(mechanic.email));
  await expect(page.getByRole("button", { name: messages.quoteSending.email })).toHaveCount(0);
  await notice.getByRole("button", { name: messages.accountAccess.resendVerification }).click();
  await expect(toast(page, messages.accountAccess.verificationSent(mechanic.email))).toBeVisible();
});
