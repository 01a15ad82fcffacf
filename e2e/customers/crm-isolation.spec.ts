import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { insertCustomer, insertQuote, insertSupplier } from "../support/rows";

test.use({ plan: "pro" });

test("another shop, and a malformed id, get 'not found' screens and never the data", async ({
  page: intruder,
  accountsDatabase,
  createMechanic,
}) => {
  // The owner's rows, straight in the database: the forms that add them have their own specs.
  const owner = await createMechanic({ plan: "pro", prefix: "dono" });
  const customerId = await insertCustomer(accountsDatabase, owner.id, { name: "Segredo do Dono", phone: "(11) 90000-0001" });
  const serviceUrl = `/dashboard/quotes/${await insertQuote(accountsDatabase, owner.id, customerId, { description: "Retífica do motor" })}`;
  const supplierUrl = `/dashboard/suppliers/${await insertSupplier(accountsDatabase, owner.id, { name: "Fornecedor do Dono" })}`;

  for (const [path, title] of [
    [`/dashboard/customers/${customerId}`, messages.customers.notFound],
    [`/dashboard/customers/${customerId}/edit`, messages.customers.notFound],
    [`/dashboard/customers/${customerId}/quotes/new`, messages.customers.notFound],
    [serviceUrl, messages.quotes.notFound],
    [`${serviceUrl}/edit`, messages.quotes.notFound],
    [supplierUrl, messages.suppliers.notFound],
    ["/dashboard/customers/nao-e-um-id", messages.customers.notFound],
    ["/dashboard/quotes/%27%20OR%201=1", messages.quotes.notFound],
  ] as const) {
    const response = await intruder.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(intruder.getByRole("heading", { name: title })).toBeVisible();
    await expect(intruder.locator("body")).not.toContainText("Segredo do Dono");
    await expect(intruder.locator("body")).not.toContainText("Retífica do motor");
  }
  await intruder.getByRole("link", { name: /Voltar para/ }).click();
  await intruder.goto("/dashboard/customers?busca=Segredo");
  await expect(intruder.getByText("Nenhum cliente encontrado para “Segredo”.")).toBeVisible();
});
