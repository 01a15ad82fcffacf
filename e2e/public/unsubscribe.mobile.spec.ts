/**
 * On a 375 px phone with JavaScript off, as a mail app's browser may be: the customer
 * opens the unsubscribe link of a reminder e-mail (nothing changes on opening it), taps 'Não quero
 * mais receber lembretes', and the shop's record says the consent was withdrawn.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { customers } from "../../db/schema";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { seedShop } from "../support/seed";

const m = messages.reminderEmails.unsubscribe;

test.use({ plan: "pro", storageState: signedOut, javaScriptEnabled: false });

test("the unsubscribe link asks first, then withdraws the consent, without JavaScript", async ({ page, mechanic, accountsDatabase }) => {
  const { db } = accountsDatabase;
  const shop = await seedShop(accountsDatabase, mechanic);
  const consent = () =>
    db
      .select({ given: customers.emailRemindersConsentedAt, revoked: customers.emailRemindersRevokedAt, token: customers.unsubscribeToken })
      .from(customers)
      .where(eq(customers.id, shop.customerId));
  await db.update(customers).set({ emailRemindersConsentedAt: new Date() }).where(eq(customers.id, shop.customerId));
  const [{ token } = { token: "" }] = await consent();
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `10.${randomUUID()}` });

  const response = await page.goto(`/lembretes/sair/${token}`);
  expect(response?.headers()["referrer-policy"]).toBe("same-origin");
  await expect(page.getByText(m.question("Auto Mecânica São Judas Tadeu"))).toBeVisible();
  expect((await consent())[0]!.given).not.toBeNull();

  const button = page.getByRole("button", { name: m.button });
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await button.tap();
  await expect(page.getByText(m.done("Auto Mecânica São Judas Tadeu"))).toBeVisible();
  expect((await consent())[0]).toMatchObject({ given: null, revoked: expect.any(Date) });
});
