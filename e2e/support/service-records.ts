/** Service records added through the customer's 'Novo Orçamento' form. */
import { expect, type Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { toast } from "./toast";

/**
 * Registers a record for the customer, waits for the quote's page, where the form leads, and opens
 * the customer's history, where the callers look for it.
 */
export async function createServiceRecord(page: Page, customerId: string, fields: { description: string; cost?: string }) {
  await page.goto(`/dashboard/customers/${customerId}/services/new`);
  await page.getByLabel("Descrição *").fill(fields.description);
  if (fields.cost) await page.getByLabel("Valor (R$)").fill(fields.cost);
  await page.getByRole("button", { name: "Registrar Atendimento" }).click();
  await expect(toast(page, messages.services.created).last()).toBeVisible();
  await page.waitForURL(/\/dashboard\/services\/[0-9a-f-]{36}$/);
  await page.goto(`/dashboard/customers/${customerId}?aba=historico`);
}
