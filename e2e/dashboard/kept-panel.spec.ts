/**
 * The Painel is kept rendered for the shop (lib/shop-cache.ts) and keyed by the shop's version,
 * which every committed write moves: the shop sees each write at once, its own from the dashboard
 * and one from elsewhere (a test's insert stands for a customer's answer or a job queue's write).
 */
import { eq } from "drizzle-orm";
import { shopCounts } from "../../db/schema";
import { KEPT_MINUTES } from "../../lib/shop-cache";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { insertSuppliers } from "../support/rows";
import { toast } from "../support/toast";

const count = (page: import("@playwright/test").Page, label: string) => page.getByTestId(`count-${label}`).locator("p");

test("the Painel is kept for the shop, and each write shows on it at once", async ({ page, mechanic, accountsDatabase }) => {
  // The kept render lasts its five minutes of the clock: start well inside them.
  const span = KEPT_MINUTES * 60_000;
  await expect.poll(() => span - (Date.now() % span), { timeout: 35_000 }).toBeGreaterThan(30_000);

  await page.goto("/dashboard");
  await expect(count(page, "Clientes")).toHaveText("0");

  // A change no write of the app makes (the counter alone, which moves no version): the Painel
  // still shows what it kept, so it is kept.
  await accountsDatabase.db.update(shopCounts).set({ customers: 7 }).where(eq(shopCounts.shopId, mechanic.id));
  await page.reload();
  await expect(count(page, "Clientes")).toHaveText("0");

  // The shop's own write: the Painel renders again and shows the count as the write left it.
  await page.getByRole("link", { name: "Novo Cliente", exact: true }).click();
  await page.getByLabel("Nome *").fill("Ana Lima");
  await page.getByRole("button", { name: "Adicionar Cliente" }).click();
  await expect(toast(page, messages.customers.created)).toBeVisible();
  await page.getByRole("navigation", { name: "Painel" }).getByRole("link", { name: "Painel", exact: true }).click();
  await expect(count(page, "Clientes")).toHaveText("1");

  // A write from elsewhere, committed by another connection.
  await insertSuppliers(accountsDatabase, mechanic.id, [{ name: "Auto Peças Central" }]);
  await page.reload();
  await expect(count(page, "Fornecedores")).toHaveText("1");
  await expect(count(page, "Clientes")).toHaveText("1");
});
