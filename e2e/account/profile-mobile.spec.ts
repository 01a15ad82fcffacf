/**
 * The profile on a phone held in one hand (the "mobile" project: touch, 375 px): the tabs in one
 * row of thumb-sized targets, and 'Salvar Alterações' always on screen, at the bottom.
 */
import type { Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { openProfileTab, saveProfile } from "../support/profile";

test.use({ viewport: { width: 375, height: 812 } });

const saveButton = (page: Page) => page.getByRole("button", { name: "Salvar Alterações" });
const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

test("the six tabs sit in one row that scrolls sideways, each at least 44 px tall", async ({ page }) => {
  await page.goto("/dashboard/profile");
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(6);
  const boxes = await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()));
  for (const box of boxes) {
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.y).toBe(boxes[0]!.y);
  }
  // The tabs and the 'Nota fiscal' link beside them (a page of its own) share the row that scrolls.
  const row = page.locator("[data-scroll-row]").filter({ has: page.getByRole("tablist") });
  expect(await row.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
  const fiscal = await row.getByRole("link", { name: messages.fiscalSettings.tab }).boundingBox();
  expect(fiscal!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The last tab scrolls into reach and opens.
  await openProfileTab(page, "Dados e PIX");
  await expect(page.getByRole("tab", { name: "Dados e PIX" })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("heading", { name: "Dados da oficina e PIX", level: 2 })).toBeVisible();
});

test("'Salvar Alterações' stays at the bottom of the screen, covers no field, and saves from there", async ({ page }) => {
  await page.goto("/dashboard/profile");
  const hours = await openProfileTab(page, "Horário de Funcionamento");
  await hours.getByRole("switch", { name: "Domingo" }).tap();
  await hours.getByLabel("Abre às (Domingo)").fill("09:00");
  await hours.getByLabel("Fecha às (Domingo)").fill("13:00");
  await scrollToBottom(page);

  await expect(saveButton(page)).toBeInViewport({ ratio: 1 });
  const bar = await saveButton(page).boundingBox();
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(812);
  // Scrolled to the end, the last field is above the bar, not behind it.
  const lastField = await hours.getByLabel("Fecha às (Domingo)").boundingBox();
  expect(lastField!.y + lastField!.height).toBeLessThanOrEqual(bar!.y);

  await openProfileTab(page, "Informações Básicas");
  await page.getByLabel("WhatsApp da oficina").fill("(11) 91234-5678");
  await scrollToBottom(page);
  await expect(saveButton(page)).toBeInViewport({ ratio: 1 });
  await saveProfile(page);

  await page.reload();
  await expect(page.getByLabel("WhatsApp da oficina")).toHaveValue("(11) 91234-5678");
  await openProfileTab(page, "Horário de Funcionamento");
  await expect(page.getByLabel("Abre às (Domingo)")).toHaveValue("09:00");
  await expect(page.getByLabel("Fecha às (Domingo)")).toHaveValue("13:00");
});

test("with unsaved changes, a link in the menu sheet asks first, and leaving closes the sheet", async ({ page }) => {
  await page.goto("/dashboard/profile");
  const basic = await openProfileTab(page, "Informações Básicas");
  await basic.getByLabel("Nome da oficina").fill("Ainda não salva");

  await page.getByRole("button", { name: "Abrir menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("link", { name: "Clientes", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: messages.unsavedChanges.title });
  await dialog.getByRole("button", { name: messages.unsavedChanges.leave }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard/customers");
  await expect(menu).toBeHidden();
  await expect(dialog).toHaveCount(0);
});
