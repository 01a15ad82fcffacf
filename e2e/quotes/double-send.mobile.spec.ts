/**
 * Two submits of 'Enviar por e-mail' in the same instant (a double tap before the
 * button shows 'Enviando...') are one entry: one e-mail reaches the customer and one send is
 * recorded. The second submit used to wait behind the first and then go out under a new key,
 * because the key was renewed after the first success and stamped only when the queued submit ran.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { customers, quoteSends } from "../../db/schema";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { mailsTo } from "../support/mail";
import { seedShop } from "../support/seed";
import { toast } from "../support/toast";

const m = messages.quoteSending;
test.use({ plan: "pro" });

test("two submits of the e-mail in the same instant send one e-mail and record one send", async ({ page, mechanic, accountsDatabase }) => {
  const { db } = accountsDatabase;
  const shop = await seedShop(accountsDatabase, mechanic, { firstQuote: "pending" });
  const to = `duplo-${randomUUID()}@exemplo.com.br`;
  await db.update(customers).set({ email: to }).where(eq(customers.id, shop.customerId));
  await page.goto(`/dashboard/quotes/${shop.quoteId}`);

  await page.getByRole("button", { name: m.email }).tap();
  const dialog = page.getByRole("dialog", { name: m.emailTitle });
  await expect(dialog.getByLabel(m.emailLabel)).toHaveValue(to);
  // Both in one task: the second is queued before React has rendered the first one's pending state.
  await dialog.locator("form").evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });

  // Each submit is answered (the second: the first one's answer, sending nothing).
  await expect(toast(page, m.emailSent(to))).toHaveCount(2);
  expect((await mailsTo(to)).map((mail) => mail.subject)).toEqual(["Orçamento Nº 0001 — Auto Mecânica São Judas Tadeu"]);
  const sends = await db
    .select({ id: quoteSends.id })
    .from(quoteSends)
    .where(and(eq(quoteSends.quoteId, shop.quoteId), eq(quoteSends.channel, "email")));
  expect(sends).toHaveLength(1);
});
