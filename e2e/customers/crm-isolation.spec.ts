import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { createCustomer, createSupplier } from "../support/crm";
import { toast } from "../support/toast";

// Two shops and a dozen screens: more than the default 30 s on a busy machine.
test.slow();
test.use({ plan: "pro" });

test("another shop, and a malformed id, get 'not found' screens and never the data", async ({ page: owner, createMechanic, signedInPage }) => {
  const customerId = await createCustomer(owner, { name: "Segredo do Dono", phone: "(11) 90000-0001" });
  await owner.goto(`/dashboard/customers/${customerId}/services/new`);
  await owner.getByLabel("Descrição *").fill("Retífica do motor");
  await owner.getByRole("button", { name: "Salvar orçamento" }).click();
  await expect(toast(owner, messages.quotes.created)).toBeVisible();
  // The editor leads to the quote's page.
  await owner.waitForURL(/\/dashboard\/services\/[0-9a-f-]{36}$/);
  const serviceUrl = new URL(owner.url()).pathname;
  await createSupplier(owner, { name: "Fornecedor do Dono" });
  await owner.getByRole("link", { name: "Editar Fornecedor do Dono" }).click();
  await owner.waitForURL(/\/dashboard\/suppliers\/[0-9a-f-]{36}$/);
  const supplierUrl = new URL(owner.url()).pathname;

  const intruder = await signedInPage(await createMechanic({ plan: "pro", prefix: "intruso" }));
  for (const [path, title] of [
    [`/dashboard/customers/${customerId}`, messages.customers.notFound],
    [`/dashboard/customers/${customerId}/edit`, messages.customers.notFound],
    [`/dashboard/customers/${customerId}/services/new`, messages.customers.notFound],
    [serviceUrl, messages.quotes.notFound],
    [`${serviceUrl}/edit`, messages.quotes.notFound],
    [supplierUrl, messages.suppliers.notFound],
    ["/dashboard/customers/nao-e-um-id", messages.customers.notFound],
    ["/dashboard/services/%27%20OR%201=1", messages.quotes.notFound],
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
