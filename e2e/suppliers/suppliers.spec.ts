import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { confirmDeletion, createSupplier } from "../support/crm";
import { insertSupplier } from "../support/rows";
import { toast } from "../support/toast";

const f = messages.suppliers.form;

test("suppliers: add, search by part, edit, delete", async ({ page, mechanic, accountsDatabase }) => {
  await page.goto("/dashboard/suppliers");
  await expect(page.getByText(messages.suppliers.empty)).toBeVisible();

  await page.goto("/dashboard/suppliers/new");
  const tags = page.getByLabel(f.tags, { exact: true });
  await tags.fill("Pneus, rodas, pneus");
  // The chips show the list as it will be saved: once each.
  await expect(page.getByRole("list", { name: f.tagsPreview }).getByRole("listitem")).toHaveText(["Pneus", "rodas"]);
  await page.getByLabel(f.whatsapp, { exact: true }).fill("(11) 1234");
  await page.getByRole("button", { name: f.create }).click();
  await expect(toast(page, messages.suppliers.createError + f.nameRequired)).toBeVisible();
  await expect(page.getByText(f.whatsappInvalid)).toBeVisible();
  await expect(tags).toHaveValue("Pneus, rodas, pneus");
  await expect(page.getByLabel(f.whatsapp, { exact: true })).toHaveValue("(11) 1234");

  await createSupplier(page, { name: "Borracharia Central", phone: "(11) 3333-4444", tags: "Pneus, rodas" });
  // The form is proven once above; the second row only gives the search something to leave out.
  await insertSupplier(accountsDatabase, mechanic.id, { name: "Elétrica Ávila", tags: ["Baterias", "alternadores"] });
  await page.reload();

  const table = page.getByRole("table", { name: "Lista de fornecedores" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await page.getByRole("searchbox", { name: "Buscar fornecedores" }).fill("bateria");
  await page.getByRole("button", { name: "Buscar" }).click();
  await page.waitForURL(/busca=bateria/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("Elétrica Ávila");

  await table.getByRole("link", { name: "Editar Elétrica Ávila" }).click();
  await page.waitForURL(/\/dashboard\/suppliers\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel(f.tags, { exact: true })).toHaveValue("Baterias, alternadores");
  // Below the form, its history: never asked yet.
  const history = page.getByRole("region", { name: messages.suppliers.history.title });
  await expect(history).toContainText(messages.suppliers.history.chosen(0));
  await expect(history).toContainText(messages.suppliers.history.empty);
  await page.getByLabel(f.whatsapp, { exact: true }).fill("(11) 95555-0000");
  await page.getByRole("button", { name: f.save }).click();
  await expect(toast(page, messages.suppliers.updated)).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/dashboard/suppliers");
  await expect(table).toContainText("(11) 95555-0000");

  await table.getByRole("button", { name: "Excluir Borracharia Central" }).click();
  await confirmDeletion(page, "Borracharia Central será removido permanentemente");
  await expect(toast(page, messages.suppliers.deleted)).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).not.toContainText("Borracharia Central");
});
