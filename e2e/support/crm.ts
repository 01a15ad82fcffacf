/** Customers and suppliers added through their forms, and the delete confirmation they share. */
import { expect, type Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { toast } from "./toast";

/** Adds a customer through /dashboard/customers/new; answers its id (the page it lands on). */
export async function createCustomer(page: Page, fields: { name: string; phone?: string; email?: string; notes?: string }) {
  await page.goto("/dashboard/customers/new");
  await page.getByLabel("Nome *").fill(fields.name);
  if (fields.phone) await page.getByLabel("Telefone").fill(fields.phone);
  if (fields.email) await page.getByLabel("E-mail", { exact: true }).fill(fields.email);
  if (fields.notes) await page.getByLabel("Observações").fill(fields.notes);
  await page.getByRole("button", { name: "Adicionar Cliente" }).click();
  await expect(toast(page, messages.customers.created)).toBeVisible();
  await page.waitForURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split("/").at(-1)!;
}

/** Adds a supplier through /dashboard/suppliers/new and waits for the list. */
export async function createSupplier(page: Page, fields: { name: string; phone?: string; tags?: string }) {
  await page.goto("/dashboard/suppliers/new");
  await page.getByLabel("Nome *").fill(fields.name);
  if (fields.phone) await page.getByLabel("WhatsApp", { exact: true }).fill(fields.phone);
  if (fields.tags) await page.getByLabel("Peças e marcas").fill(fields.tags);
  await page.getByRole("button", { name: "Adicionar Fornecedor" }).click();
  await expect(toast(page, messages.suppliers.created)).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/dashboard/suppliers");
}

/**
 * Adds a vehicle to the customer through /dashboard/customers/{id}/vehicles/new, back on the
 * customer's page; answers its id (from its 'Editar' link there).
 */
export async function createVehicle(page: Page, customerId: string, fields: { plate: string; model?: string; km?: string }) {
  await page.goto(`/dashboard/customers/${customerId}/vehicles/new`);
  await page.getByLabel("Placa *").fill(fields.plate);
  if (fields.model) await page.getByLabel("Modelo").fill(fields.model);
  if (fields.km) await page.getByLabel("Quilometragem atual").fill(fields.km);
  await page.getByRole("button", { name: "Adicionar veículo" }).click();
  await expect(toast(page, messages.vehicles.created)).toBeVisible();
  await page.waitForURL((url) => url.pathname === `/dashboard/customers/${customerId}`);
  const edit = page
    .getByRole("list", { name: "Veículos do cliente" })
    .getByRole("link", { name: /^Editar veículo / })
    .last();
  return (await edit.getAttribute("href"))!.split("/").at(-2)!;
}

/** Confirms the open alert dialog after checking what it says. */
export async function confirmDeletion(page: Page, expectedText: string | RegExp) {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(expectedText);
  await dialog.getByRole("button", { name: "Excluir" }).click();
}
