/**
 * A customer's vehicles on a phone: added with the plate typed any usual way, shown formatted, the
 * owner found in the customers list by the same car's Mercosul plate, edited, a duplicate plate
 * refused with the form keeping what was typed, and deleted.
 */
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { confirmDeletion } from "../support/crm";
import { waitForHydration } from "../support/hydration";
import { insertCustomer } from "../support/rows";
import { toast } from "../support/toast";

test.use({ plan: "pro", viewport: { width: 375, height: 812 } });

const m = messages.vehicles;

test("a vehicle from the customer's page to deletion, found by its plate in either format", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const customerId = await insertCustomer(accountsDatabase, mechanic.id, { name: "Rosa Pereira" });
  await insertCustomer(accountsDatabase, mechanic.id, { name: "Outro Cliente" });
  await page.goto(`/dashboard/customers/${customerId}`);
  const section = page.getByRole("region", { name: "Veículos" });
  await expect(section).toContainText(m.empty);

  await section.getByRole("link", { name: "Adicionar veículo" }).click();
  await page.waitForURL(`**/dashboard/customers/${customerId}/vehicles/new`);
  const add = page.getByRole("button", { name: "Adicionar veículo" });
  await waitForHydration(add);
  await page.getByLabel("Placa *").fill("abc-1234");
  await page.getByLabel("Marca").fill("Volkswagen");
  await page.getByLabel("Modelo").fill("Gol");
  await page.getByLabel("Ano").fill("2012");
  await page.getByLabel("Cor").fill("Prata");
  await page.getByLabel("Quilometragem atual").fill("45000");
  await add.click();
  await expect(toast(page, m.created)).toBeVisible();
  await page.waitForURL((url) => url.pathname === `/dashboard/customers/${customerId}`);

  const vehicles = page.getByRole("list", { name: "Veículos do cliente" });
  const gol = vehicles.getByRole("listitem").filter({ hasText: "ABC-1234" });
  await expect(gol).toContainText("Volkswagen Gol 2012");
  await expect(gol).toContainText("Prata · 45.000 km");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The same car written the Mercosul way finds its owner, and only them.
  await page.goto("/dashboard/customers");
  await page.getByRole("searchbox", { name: "Buscar clientes" }).fill("ABC1C34");
  await page.getByRole("button", { name: "Buscar" }).click();
  await page.waitForURL(/busca=ABC1C34/);
  const table = page.getByRole("table", { name: "Lista de clientes" });
  await expect(table.getByRole("row")).toHaveCount(2); // header + Rosa
  await expect(table).toContainText("Rosa Pereira");
  await expect(table).not.toContainText("Outro Cliente");

  // Edit: the km changes, the plate is shown formatted in the form.
  await page.goto(`/dashboard/customers/${customerId}`);
  await gol.getByRole("link", { name: "Editar veículo ABC-1234" }).click();
  await page.waitForURL(/\/vehicles\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByLabel("Placa *")).toHaveValue("ABC-1234");
  const save = page.getByRole("button", { name: "Salvar Alterações" });
  await waitForHydration(save);
  await page.getByLabel("Quilometragem atual").fill("46.500");
  await save.click();
  await expect(toast(page, m.updated)).toBeVisible();
  await page.waitForURL((url) => url.pathname === `/dashboard/customers/${customerId}`);
  await expect(gol).toContainText("Prata · 46.500 km");

  // The same car typed the Mercosul way cannot be added again: refused under the plate, the rest kept.
  await page.goto(`/dashboard/customers/${customerId}/vehicles/new`);
  await waitForHydration(page.getByRole("button", { name: "Adicionar veículo" }));
  await page.getByLabel("Placa *").fill("abc1c34");
  await page.getByLabel("Modelo").fill("Gol G5");
  await page.getByLabel("Quilometragem atual").fill("12000");
  await page.getByRole("button", { name: "Adicionar veículo" }).click();
  await expect(toast(page, m.createError + m.plateTaken)).toBeVisible();
  await expect(page.getByText(m.plateTaken, { exact: true })).toBeVisible();
  await expect(page.getByLabel("Placa *")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Placa *")).toHaveValue("abc1c34");
  await expect(page.getByLabel("Modelo")).toHaveValue("Gol G5");
  await expect(page.getByLabel("Quilometragem atual")).toHaveValue("12000");
  await expect(page).toHaveURL(/\/vehicles\/new$/);

  // An impossible plate: its own message.
  await page.getByLabel("Placa *").fill("ABC12D3");
  await page.getByRole("button", { name: "Adicionar veículo" }).click();
  await expect(page.getByText(m.plateInvalid, { exact: true })).toBeVisible();
  await expect(page.getByLabel("Modelo")).toHaveValue("Gol G5");

  // Leaving with what was typed asks first.
  await page.getByRole("link", { name: "Voltar para o cliente" }).click();
  const leave = page.getByRole("alertdialog", { name: messages.unsavedChanges.title });
  await leave.getByRole("button", { name: messages.unsavedChanges.leave }).click();
  await page.waitForURL((url) => url.pathname === `/dashboard/customers/${customerId}`);

  // Delete, after the confirmation.
  const remove = gol.getByRole("button", { name: "Excluir veículo ABC-1234" });
  await waitForHydration(remove);
  await remove.click();
  await confirmDeletion(page, m.deleteDescription("ABC-1234"));
  await expect(toast(page, m.deleted)).toBeVisible();
  await expect(page.getByRole("region", { name: "Veículos" })).toContainText(m.empty);
});
