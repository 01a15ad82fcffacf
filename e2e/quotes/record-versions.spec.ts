/**
 * Customers and quotes open in two tabs: the older tab's save is refused and keeps what was typed
 * (these forms keep it: only the cancelled form reset would drop it), and each save from a freshly
 * opened editor carries the version it loaded.
 */
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { insertCustomer, insertQuote } from "../support/rows";
import { toast } from "../support/toast";

test.use({ plan: "pro" });

test("a customer saved in another tab: the older tab's save is refused and keeps its text", async ({
  page: tabA,
  mechanic,
  accountsDatabase,
}) => {
  const id = await insertCustomer(accountsDatabase, mechanic.id, { name: "Marta Reis" });
  const tabB = await tabA.context().newPage();
  await tabA.goto(`/dashboard/customers/${id}/edit`);
  await tabB.goto(`/dashboard/customers/${id}/edit`);

  await tabB.getByLabel("Telefone").fill("(11) 98888-7777");
  await tabB.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(toast(tabB, messages.customers.updated)).toBeVisible();

  await tabA.getByLabel("Observações").fill("Gol 2012, revisão em março");
  await tabA.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(toast(tabA, messages.customers.stale)).toBeVisible();
  await expect(tabA.getByLabel("Observações")).toHaveValue("Gol 2012, revisão em março");
  expect(new URL(tabA.url()).pathname).toBe(`/dashboard/customers/${id}/edit`);

  await tabB.goto(`/dashboard/customers/${id}/edit`);
  await expect(tabB.getByLabel("Telefone")).toHaveValue("(11) 98888-7777");
  await expect(tabB.getByLabel("Observações")).toHaveValue("");
});

test("a quote saved twice in a row from its editor, then an editor opened before is refused and keeps its text", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const customerId = await insertCustomer(accountsDatabase, mechanic.id, { name: "Paula Andrade" });
  const quoteId = await insertQuote(accountsDatabase, mechanic.id, customerId, { description: "Troca das pastilhas de freio" });
  const editPath = `/dashboard/quotes/${quoteId}/edit`;
  const older = await page.context().newPage();
  await older.goto(editPath);

  const version = (of: typeof page) => of.locator('input[type="hidden"][name="version"]');
  for (const [description, loaded] of [
    ["Troca das pastilhas e dos discos", "1"],
    ["Troca das pastilhas, discos e fluido", "2"],
  ] as const) {
    await page.goto(editPath);
    await expect(version(page)).toHaveValue(loaded);
    // A fill before React hydrates the editor can land at the caret instead of replacing the text.
    await waitForHydration(page.getByLabel("Descrição *"));
    await page.getByLabel("Descrição *").fill(description);
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    await expect(toast(page, messages.quotes.updated).last()).toBeVisible();
    await page.waitForURL((url) => url.pathname === `/dashboard/quotes/${quoteId}`);
  }
  await expect(toast(page, messages.quotes.stale)).toHaveCount(0);

  await expect(version(older)).toHaveValue("1");
  await waitForHydration(older.getByLabel("Descrição *"));
  await older.getByLabel("Descrição *").fill("Só as pastilhas");
  await older.getByLabel("Observações").fill("Cliente pediu para esperar");
  await older.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(toast(older, messages.quotes.stale)).toBeVisible();
  await expect(older.getByLabel("Descrição *")).toHaveValue("Só as pastilhas");
  await expect(older.getByLabel("Observações")).toHaveValue("Cliente pediu para esperar");
  expect(new URL(older.url()).pathname).toBe(editPath);
  await page.goto(editPath);
  await expect(page.getByLabel("Descrição *")).toHaveValue("Troca das pastilhas, discos e fluido");
  await expect(page.getByLabel("Observações")).toHaveValue("");
});
