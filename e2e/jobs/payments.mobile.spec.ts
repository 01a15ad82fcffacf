/**
 * 'Registrar pagamento' on a 375 px phone with touch: the amount starts at what is owed, half in
 * cash leaves half owed, an amount above it is asked about first (a tip or a mistake?) and, once
 * confirmed, the job turns 'Pago'. The rules (sums, races, double taps, forged input, other shops)
 * are proven in tests/integration/payments.test.ts; this is what only a browser shows.
 */
import { eq } from "drizzle-orm";
import { quotes } from "../../db/schema";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { seedShop } from "../support/seed";
import { toast } from "../support/toast";

const m = messages.payments;
test.use({ plan: "pro" });

test("registers half in cash, asks before an overpayment, and turns the job 'Pago' at 375 px", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  await accountsDatabase.db.update(quotes).set({ status: "ready", approvedTotal: "300.00" }).where(eq(quotes.id, shop.quoteId));
  await page.goto(`/dashboard/quotes/${shop.quoteId}`);

  const card = page.getByTestId("job-payments");
  await card.getByRole("button", { name: m.register }).tap();
  const dialog = page.getByRole("dialog", { name: m.registerTitle });
  const amount = dialog.getByLabel(m.amountLabel);
  await expect(amount).toHaveValue("300,00");
  await expect(amount).toHaveAttribute("inputmode", "decimal");
  await amount.fill("150,00");
  const cash = dialog.getByRole("radio", { name: m.methods.cash });
  await cash.tap();
  await expect(cash).toBeChecked();
  expect((await dialog.locator("label").filter({ hasText: m.methods.cash }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await dialog.getByRole("button", { name: m.submit, exact: true }).tap();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId("payment-owed")).toContainText("150,00");

  await card.getByRole("button", { name: m.register }).tap();
  await expect(amount).toHaveValue("150,00");
  await amount.fill("160,00");
  await dialog.getByRole("button", { name: m.submit, exact: true }).tap();
  await expect(dialog.getByTestId("overpayment")).toContainText(m.overpaymentTitle);
  await dialog.getByRole("button", { name: m.confirmOverpayment }).tap();
  await expect(toast(page, m.registeredPaid)).toBeVisible();
  await expect(card.getByTestId("paid-badge")).toHaveText(m.paidBadge);
  await expect(card.getByRole("link", { name: m.receiptOfJob })).toBeVisible();
});
