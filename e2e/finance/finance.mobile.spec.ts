/**
 * 'Financeiro' on a 375 px phone: the month's money by method, 'A receber' with its WhatsApp
 * reminder, the chart with its table, nothing wider than the screen. The sums' rules (São Paulo's
 * months, cancelled payments, other shops) are proven in tests/integration/finance.test.ts; this is
 * what only a browser shows; and, on a phone held sideways, that nothing scrolls sideways beside
 * the menu.
 */
import { eq } from "drizzle-orm";
import { payments, quotes } from "../../db/schema";
import { shopToday } from "../../lib/calendar";
import { formatAmount } from "../../lib/format";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { layoutProblems, settle } from "../support/phone-layout";
import { seedShop } from "../support/seed";

const t = messages.finance;
const brl = formatAmount;
test.use({ plan: "pro" });

test("shows the month's money, who owes and the chart at 375 px", async ({ page, mechanic, accountsDatabase }) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  const { db } = accountsDatabase;
  // Nº 0001 was delivered for R$ 1.234,56: R$ 500,00 by PIX and R$ 300,00 in cash today, one typed twice and cancelled.
  await db.update(quotes).set({ approvedTotal: "1234.56" }).where(eq(quotes.id, shop.quoteId));
  const today = shopToday();
  const base = { shopId: mechanic.id, quoteId: shop.quoteId, paidOn: today };
  await db.insert(payments).values([
    { ...base, amount: "500.00", method: "pix" },
    { ...base, amount: "300.00", method: "cash" },
    { ...base, amount: "300.00", method: "cash", cancelledAt: new Date(), cancelReason: "Lançado em dobro" },
  ]);

  await page.goto("/dashboard");
  await expect(page.getByTestId("money-received-this-month")).toContainText(brl(800));
  await page.getByRole("link", { name: `${t.overview.receivable}: ${brl(434.56)}` }).tap();

  await expect(page).toHaveURL("/dashboard/finance");
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  const month = page.getByTestId("received-this-month");
  await expect(month.getByTestId("received-this-month-total")).toHaveText(brl(800));
  await expect(month.locator('[data-method="pix"]')).toHaveText(brl(500));
  await expect(month.locator('[data-method="cash"]')).toHaveText(brl(300));

  const owed = page.getByTestId("receivable");
  await expect(owed).toHaveCount(1);
  await expect(owed).toContainText("ABC1D23");
  await expect(owed).toContainText(brl(434.56));
  const remind = owed.getByRole("link", { name: t.receivables.paymentRequestLabel("Maria Aparecida dos Santos Conceição", brl(434.56)) });
  await expect(remind).toHaveAttribute("href", /^https:\/\/wa\.me\/5511912345678\?text=.*434%2C56/);
  expect((await remind.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  await expect(page.getByRole("img", { name: /Gráfico de barras do faturamento/ })).toBeVisible();
  await expect(page.getByTestId("revenue-table").getByRole("row")).toHaveCount(13);
  expect(await layoutProblems(page)).toEqual([]);
});

test.describe("a phone held sideways (812 × 375)", () => {
  // As the screen draws it: the mobile emulation would zoom a too-wide page out to fit.
  test.use({ isMobile: false, hasTouch: true, viewport: { width: 812, height: 375 } });

  test("'Financeiro' fits beside the menu, its export form included", async ({ page, mechanic, accountsDatabase }) => {
    const shop = await seedShop(accountsDatabase, mechanic);
    await accountsDatabase.db.update(quotes).set({ approvedTotal: "1234.56" }).where(eq(quotes.id, shop.quoteId));
    await accountsDatabase.db
      .insert(payments)
      .values({ shopId: mechanic.id, quoteId: shop.quoteId, paidOn: shopToday(), amount: "500.00", method: "pix" });
    await page.goto("/dashboard/finance");
    await settle(page);
    await expect(page.getByRole("button", { name: t.export.xlsx })).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
  });
});
