import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { confirmDeletion } from "../support/crm";
import { insertCustomers } from "../support/rows";
import { toast } from "../support/toast";

// The customer list's row actions say what they do, 'Editar' edits, and a customer's page leads
// back to the list and can delete the customer. After a new customer is saved, Back does not
// reopen the empty form.

test("row actions have text labels, and 'Editar' opens the edit form", async ({ page, mechanic, accountsDatabase }) => {
  await insertCustomers(accountsDatabase, mechanic.id, [{ name: "Ana Reis", phone: "(11) 97777-1234" }]);
  await page.goto("/dashboard/customers");
  const row = page.getByRole("table", { name: "Lista de clientes" }).getByRole("row").filter({ hasText: "Ana Reis" });
  await expect(row.getByRole("link", { name: "Novo orçamento para Ana Reis" })).toHaveText("Novo orçamento");
  // Deleting is on the customer's page: not a red button on every row.
  await expect(row.getByRole("button", { name: "Excluir Ana Reis" })).toHaveCount(0);
  const edit = row.getByRole("link", { name: "Editar Ana Reis" });
  await expect(edit).toHaveText("Editar");
  await edit.click();
  await page.waitForURL(/\/dashboard\/customers\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Editar cliente" })).toBeVisible();
  await expect(page.getByLabel("Nome *")).toHaveValue("Ana Reis");

  // On a phone the labels stay, and the page does not scroll sideways.
  await page.goto("/dashboard/customers");
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(row.getByRole("link", { name: "Editar Ana Reis" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a long e-mail never wraps inside a word on a phone", async ({ page, mechanic, accountsDatabase }) => {
  const local = "maria.conceicao.da.silva.souza";
  const email = `${local}@oficinaexemplo.com.br`;
  await insertCustomers(accountsDatabase, mechanic.id, [{ name: "Maria", email }]);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/dashboard/customers");
  const table = page.getByRole("table", { name: "Lista de clientes" });
  await expect(table).toContainText(local);
  // Each part of the address (before and from the @) sits on one line: the characters of a part
  // share one line box.
  const linesOf = (part: string, scope = table) =>
    scope.evaluate((element, text) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const start = node.textContent?.indexOf(text) ?? -1;
        if (start < 0) continue;
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + text.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return -1;
    }, part);
  expect(await linesOf(local)).toBe(1);
  expect(await linesOf("@oficinaexemplo.com.br")).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The customer's page too.
  await table.getByRole("link", { name: "Maria", exact: true }).click();
  const info = page.getByRole("tabpanel", { name: "Informações" });
  await expect(info).toContainText(local);
  expect(await linesOf(local, info)).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("after a new customer is saved, Back returns to the list, not to an empty form", async ({ page }) => {
  await page.goto("/dashboard/customers");
  await page.getByRole("link", { name: "Novo Cliente" }).click();
  await page.waitForURL("**/dashboard/customers/new");
  await page.getByLabel("Nome *").fill("Carlos Novo");
  await page.getByRole("button", { name: "Adicionar Cliente" }).click();
  await expect(toast(page, messages.customers.created)).toBeVisible();
  await page.waitForURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Carlos Novo" })).toBeVisible();

  await page.goBack();
  await page.waitForURL((url) => url.pathname === "/dashboard/customers");
  await expect(page.getByRole("table", { name: "Lista de clientes" })).toContainText("Carlos Novo");
  await expect(page.getByRole("heading", { level: 1, name: "Novo cliente" })).toHaveCount(0);
});

test("a customer's page leads back to the list and deletes the customer after confirming", async ({ page, mechanic, accountsDatabase }) => {
  await insertCustomers(accountsDatabase, mechanic.id, [{ name: "Duda Souza" }, { name: "Fica Aqui" }]);
  await page.goto("/dashboard/customers");
  await page.getByRole("link", { name: "Duda Souza", exact: true }).click();
  await page.waitForURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);

  await page.getByRole("link", { name: "Voltar para clientes" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard/customers");
  await page.getByRole("link", { name: "Duda Souza", exact: true }).click();
  await page.waitForURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);

  // Cancelling keeps the customer.
  const remove = page.getByRole("button", { name: "Excluir Duda Souza" });
  await remove.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Duda Souza" })).toBeVisible();

  await remove.click();
  await confirmDeletion(page, messages.customers.deleteDescription("Duda Souza"));
  await expect(toast(page, messages.customers.deleted)).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/dashboard/customers");
  const table = page.getByRole("table", { name: "Lista de clientes" });
  await expect(table).toContainText("Fica Aqui");
  await expect(table).not.toContainText("Duda Souza");
});
