/** Quotes (quotes) added through the customer's 'Novo orçamento' editor. */
import { expect, type Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { toast } from "./toast";

const QUOTE_PAGE = /\/dashboard\/quotes\/([0-9a-f-]{36})$/;

/** The id of the quote whose page is open. */
export function openQuoteId(page: Page) {
  return QUOTE_PAGE.exec(new URL(page.url()).pathname)![1]!;
}

/**
 * Registers a record with only a description (and a value) for the customer and waits for the
 * quote's page, where the editor leads; answers its id.
 */
export async function createQuote(page: Page, customerId: string, fields: { description: string; cost?: string }) {
  await page.goto(`/dashboard/customers/${customerId}/quotes/new`);
  await page.getByLabel("Descrição *").fill(fields.description);
  if (fields.cost) await page.getByLabel("Valor (R$)").fill(fields.cost);
  await page.getByRole("button", { name: "Salvar orçamento" }).click();
  await expect(toast(page, messages.quotes.created).last()).toBeVisible();
  await page.waitForURL(QUOTE_PAGE);
  return openQuoteId(page);
}

/** The customer's page on its history tab. */
export async function openHistory(page: Page, customerId: string) {
  await page.goto(`/dashboard/customers/${customerId}?aba=historico`);
}
