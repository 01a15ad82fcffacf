/**
 * On a phone (375 px, touch): a customer's row names his cars ("o Gol
 * prata") and he is found by the car's make or model; a quote is found by its description. A row
 * keeps two actions and no red 'Excluir' under the thumb: deleting is on the customer's page.
 */
import { quotes, vehicles } from "../../db/schema";
import { expect, test } from "../fixtures";
import { insertCustomer } from "../support/rows";

test("a row names the customer's cars, the search finds him by 'gol', and deleting is on his page", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const { db } = accountsDatabase;
  const carlos = await insertCustomer(accountsDatabase, mechanic.id, { name: "Carlos Pereira", phone: "(11) 98765-4321" });
  await insertCustomer(accountsDatabase, mechanic.id, { name: "Ana Souza" });
  await db.insert(vehicles).values({ shopId: mechanic.id, customerId: carlos, plate: "ABC1234", make: "Volkswagen", model: "Gol" });

  await page.goto("/dashboard/customers");
  const table = page.getByRole("table", { name: "Lista de clientes" });
  const row = table.getByRole("row").filter({ hasText: "Carlos Pereira" });
  await expect(row.getByRole("list", { name: "Veículos" })).toHaveText("ABC-1234 · Volkswagen Gol");
  // Two actions, none of them a delete.
  await expect(row.getByRole("link", { name: "Novo orçamento para Carlos Pereira" })).toBeVisible();
  await expect(row.getByRole("link", { name: "Editar Carlos Pereira" })).toBeVisible();
  await expect(table.getByRole("button", { name: /^Excluir/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole("searchbox", { name: "Buscar clientes" }).fill("gol");
  await page.waitForURL(/busca=gol/);
  await expect(table.getByRole("row")).toHaveCount(2); // the header and Carlos
  await expect(table).toContainText("Carlos Pereira");

  await row.getByRole("link", { name: "Carlos Pereira", exact: true }).tap();
  await page.waitForURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("button", { name: "Excluir Carlos Pereira" })).toBeVisible();
});

test("the quote list finds a quote by its description", async ({ page, mechanic, accountsDatabase }) => {
  const { db } = accountsDatabase;
  const customerId = await insertCustomer(accountsDatabase, mechanic.id, { name: "Carlos Pereira" });
  await db.insert(quotes).values([
    { shopId: mechanic.id, customerId, description: "Troca das pastilhas de freio" },
    { shopId: mechanic.id, customerId, description: "Troca de óleo" },
  ]);
  await page.goto("/dashboard/quotes");
  await page.getByRole("searchbox", { name: "Buscar orçamentos" }).fill("freio");
  await page.waitForURL(/busca=freio/);
  const list = page.getByRole("list", { name: "Lista de orçamentos" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Troca das pastilhas de freio");
});
