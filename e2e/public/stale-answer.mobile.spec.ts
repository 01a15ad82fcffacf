/**
 * On a phone (375 px, touch) with JavaScript off, as a customer's cheap phone may
 * be: he approves a version the shop changed while he read it. The refusal says what changed since
 * the version he answered (the complement's view: the line changed, before and now, both totals),
 * and the name he typed is still in the field.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { quoteItems, quotes } from "../../db/schema";
import { formatAmount } from "../../lib/format";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { quoteAnswersOf, setQuoteValidity } from "../support/public-quote";
import { seedShop } from "../support/seed";

const t = messages.publicQuote.answer;
const CUSTOMER = "Maria Aparecida dos Santos Conceição";

test.use({ plan: "pro", storageState: signedOut, javaScriptEnabled: false });

test("an answer to a changed version says what changed and keeps the typed name, without JavaScript", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const { db } = accountsDatabase;
  const shop = await seedShop(accountsDatabase, mechanic);
  await setQuoteValidity(accountsDatabase, mechanic.id, shop.quoteId, null);
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `10.${randomUUID()}` });
  const link = `/orcamento/${shop.linkToken}`;
  await page.goto(link);
  await expect(page.getByTestId("answer-version")).toContainText("Versão 1 deste orçamento");

  // Meanwhile the shop takes one of the two air filters off (2 × R$ 45,50 → 1 ×).
  await db.transaction(async (tx) => {
    await tx
      .update(quoteItems)
      .set({ quantity: "1" })
      .where(and(eq(quoteItems.quoteId, shop.quoteId), eq(quoteItems.description, "Filtro de ar")));
    await tx
      .update(quotes)
      .set({ partsTotal: sql`parts_total - 45.50`, cost: sql`cost - 45.50`, version: sql`version + 1` })
      .where(and(eq(quotes.id, shop.quoteId), eq(quotes.shopId, mechanic.id)));
  });

  await page.getByLabel(t.nameLabel).fill(CUSTOMER);
  await page.getByLabel(t.readAndApprove).tap();
  await page.getByLabel(t.partsConsent).tap();
  await page.getByRole("button", { name: t.approve }).tap();
  await page.waitForURL(`**${link}?aviso=atualizado&de=1`);

  await expect(page.getByTestId("answer-notice")).toHaveText(t.notices.stale);
  const changes = page.getByTestId("quote-version-changes");
  await expect(changes.getByRole("heading", { name: t.changes.heading })).toBeVisible();
  await expect(changes).toContainText(t.changes.intro(1));
  await expect(changes.locator("[data-change=changed]")).toContainText("Filtro de ar");
  await expect(changes.locator("[data-change=changed]")).toContainText(`antes 2 × ${formatAmount(45.5)}`);
  await expect(changes).toContainText(formatAmount(1234.56));
  await expect(changes).toContainText(formatAmount(1189.06));
  await expect(page.getByTestId("answer-version")).toContainText("Versão 2 deste orçamento");
  await expect(page.getByLabel(t.nameLabel)).toHaveValue(CUSTOMER);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await quoteAnswersOf(accountsDatabase, mechanic.id, shop.quoteId)).toEqual([]);

  // Answered again, it is recorded, and the name is no longer kept.
  await page.getByLabel(t.readAndApprove).tap();
  await page.getByLabel(t.partsConsent).tap();
  await page.getByRole("button", { name: t.approve }).tap();
  await page.waitForURL(`**${link}?aviso=aprovado#resposta`);
  expect((await quoteAnswersOf(accountsDatabase, mechanic.id, shop.quoteId)).map((answer) => answer.customerName)).toEqual([CUSTOMER]);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("answer_name");
});
