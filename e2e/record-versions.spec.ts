/**
 * Customers and service records open in two tabs: the older tab's save is refused and keeps what
 * was typed (these forms are uncontrolled: only the cancelled form reset keeps it), and a record's
 * page, which stays on screen after a save, can save again and again.
 */
import { messages } from "../lib/messages";
import { expect, test } from "./fixtures";
import { createCustomer } from "./support/crm";
import { toast } from "./support/toast";

test.slow(); // several screens, each a server round trip
test.use({ plan: "pro" });

test("a customer saved in another tab: the older tab's save is refused and keeps its text", async ({ page: tabA }) => {
  const id = await createCustomer(tabA, { name: "Marta Reis" });
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

test("a service record's page saves twice in a row, then refuses a tab opened before", async ({ page }) => {
  const customerId = await createCustomer(page, { name: "Paula Andrade" });
  await page.goto(`/dashboard/customers/${customerId}/services/new`);
  await page.getByLabel("Descrição *").fill("Troca das pastilhas de freio");
  await page.getByRole("button", { name: "Registrar Atendimento" }).click();
  await page.waitForURL(`**/dashboard/customers/${customerId}?aba=historico`);
  await page.getByRole("table", { name: "Histórico de atendimentos" }).getByRole("link", { name: "Detalhes" }).click();
  await page.waitForURL(/\/dashboard\/services\/[0-9a-f-]{36}$/);
  const older = await page.context().newPage();
  await older.goto(page.url());

  // The form's own status field (the page's header has a quick one of its own).
  const formStatus = (of: typeof page) => of.getByLabel("Status", { exact: true });
  const version = page.locator('input[type="hidden"][name="version"]');
  await expect(version).toHaveValue("1");
  for (const [status, next] of [["approved", "2"], ["in_progress", "3"]] as const) {
    await formStatus(page).selectOption(status);
    await page.getByRole("button", { name: "Salvar Alterações" }).click();
    // The save's answer brought the refreshed page, and with it the version the next save sends.
    await expect(version).toHaveValue(next);
  }
  await expect(toast(page, messages.services.stale)).toHaveCount(0);

  await formStatus(older).selectOption("canceled");
  await older.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(toast(older, messages.services.stale)).toBeVisible();
  await expect(formStatus(older)).toHaveValue("canceled");
  await page.reload();
  await expect(formStatus(page)).toHaveValue("in_progress");
});
