/**
 * Changes to the profile (and a quote) are never dropped without a word: a link inside the app asks first, and
 * closing the tab gets the browser's own question. With nothing to lose, nothing asks.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { openProfileTab, saveProfile } from "../support/profile";
import { insertCustomer } from "../support/rows";
import { toast } from "../support/toast";

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Menu principal" });
const savedVersion = (page: Page) => page.locator('input[type="hidden"][name="version"]');
const leaveDialog = (page: Page) => page.getByRole("alertdialog", { name: messages.unsavedChanges.title });

test("a sidebar link with the shop name edited asks first: staying keeps the text, leaving goes", async ({ page }) => {
  await page.goto("/dashboard/profile");
  const basic = await openProfileTab(page, "Informações Básicas");
  await basic.getByLabel("Nome da oficina").fill("Nome ainda não salvo");

  await sidebar(page).getByRole("link", { name: "Clientes" }).click();
  const dialog = leaveDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(messages.unsavedChanges.description);
  // The safe choice has the focus: Enter or Esc keep the text.
  await expect(dialog.getByRole("button", { name: messages.unsavedChanges.stay })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe("/dashboard/profile");
  await expect(basic.getByLabel("Nome da oficina")).toHaveValue("Nome ainda não salvo");

  await sidebar(page).getByRole("link", { name: "Clientes" }).click();
  await dialog.getByRole("button", { name: messages.unsavedChanges.stay }).click();
  await expect(dialog).toBeHidden();
  await expect(basic.getByLabel("Nome da oficina")).toHaveValue("Nome ainda não salvo");

  await sidebar(page).getByRole("link", { name: "Clientes" }).click();
  await dialog.getByRole("button", { name: messages.unsavedChanges.leave }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard/customers");
  await expect(page.getByRole("heading", { name: "Clientes", level: 1 })).toBeVisible();
});

test("a change in another tab of the form (the hours) counts; undoing it, or saving, lets links go without asking", async ({ page }) => {
  await page.goto("/dashboard/profile");
  const hours = await openProfileTab(page, "Horário de Funcionamento");
  const sunday = hours.getByRole("switch", { name: "Domingo" });
  await sunday.click();
  await sidebar(page).getByRole("link", { name: "Fornecedores" }).click();
  await expect(leaveDialog(page)).toBeVisible();
  await page.keyboard.press("Escape");

  // Back as loaded: nothing to lose.
  await sunday.click();
  await expect(sunday).toHaveAttribute("aria-checked", "false");
  await sidebar(page).getByRole("link", { name: "Fornecedores" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard/suppliers");
  await expect(leaveDialog(page)).toHaveCount(0);

  // Saved: nothing to lose either.
  await page.goto("/dashboard/profile");
  const basic = await openProfileTab(page, "Informações Básicas");
  const tag = randomUUID().slice(0, 8);
  await basic.getByLabel("Nome da oficina").fill(`  Oficina Salva ${tag}  `);
  await saveProfile(page);
  // The save's answer brought the page as stored (the slug derived from the name).
  await expect(basic.getByLabel("Endereço da página pública")).toHaveValue(`oficina-salva-${tag}`);
  await sidebar(page).getByRole("link", { name: "Painel", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await expect(leaveDialog(page)).toHaveCount(0);
});

test("closing the tab with unsaved changes gets the browser's question; a saved form closes at once", async ({ page }) => {
  await page.goto("/dashboard/profile");
  const basic = await openProfileTab(page, "Informações Básicas");
  await basic.getByLabel("Nome do responsável").fill("José");

  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe("beforeunload");
  await question.dismiss(); // stay
  expect(page.isClosed()).toBe(false);
  await expect(basic.getByLabel("Nome do responsável")).toHaveValue("José");

  // Saved: the tab closes with no question.
  await saveProfile(page);
  await expect(savedVersion(page)).toHaveValue("2");
  let questions = 0;
  page.on("dialog", (dialog) => {
    questions += 1;
    void dialog.accept();
  });
  const closed = page.waitForEvent("close");
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(questions).toBe(0);
});

test("the quote editor: a row added (nothing typed in it) counts; removing it again, or saving, lets links go", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const customerId = await insertCustomer(accountsDatabase, mechanic.id, { name: "Rui Barbosa" });
  await page.goto(`/dashboard/customers/${customerId}/quotes/new`);
  await page.getByRole("button", { name: messages.quoteEditor.addPart, exact: true }).click();
  await sidebar(page).getByRole("link", { name: "Fornecedores" }).click();
  await expect(leaveDialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("group", { name: "Item 1: Peça" })).toBeVisible();

  await page.getByRole("button", { name: messages.quoteEditor.remove("item 1") }).click();
  await sidebar(page).getByRole("link", { name: "Fornecedores" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard/suppliers");
  await expect(leaveDialog(page)).toHaveCount(0);

  await page.goto(`/dashboard/customers/${customerId}/quotes/new`);
  await page.getByLabel("Descrição *").fill("Troca de óleo");
  await page.getByRole("button", { name: "Salvar orçamento" }).click();
  await expect(toast(page, messages.quotes.created)).toBeVisible();
  await sidebar(page).getByRole("link", { name: "Fornecedores" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard/suppliers");
  await expect(leaveDialog(page)).toHaveCount(0);
});
