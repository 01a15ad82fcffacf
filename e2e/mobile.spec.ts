import { expect, test, type Page } from "@playwright/test";
import { newMechanic } from "./helpers";

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("the overview fits the screen and its sidebar is a sheet opened by 'Abrir menu'", async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(375);
  const { email } = await newMechanic(page, { plan: "Básico" });

  await expect(page.getByRole("heading", { name: "Painel" })).toBeVisible();
  expect(await scrollWidth(page), "the overview fits the screen").toBeLessThanOrEqual(375);
  await expect(page.getByRole("complementary", { name: "Menu principal" })).toBeHidden();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toHaveCount(0);

  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(menu).toBeVisible();
  for (const label of ["Painel", "Clientes", "Fornecedores", "Interessados", "Assistente de IA", "Pagamento e Planos", "Suporte", "Perfil da Oficina"]) {
    await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(menu.getByText("Ferramentas", { exact: true })).toBeVisible();
  await expect(menu.getByText(`Logado como ${email}`)).toBeVisible();
  await expect(menu.getByRole("button", { name: "Sair" })).toBeVisible();

  // A link closes the sheet, even one to the page already open.
  await menu.getByRole("link", { name: "Painel", exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { name: "Painel" })).toBeVisible();

  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Clientes", exact: true }).click();
  await expect(menu).toBeHidden();
  await page.waitForURL((url) => url.pathname === "/dashboard/customers");
});

test("/auth has no horizontal scroll at 375 px", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  await page.getByRole("tab", { name: "Cadastro" }).click();
  await expect(page.getByRole("button", { name: "Criar conta" })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
});

test("support and the AI assistant fit a 375 px screen", async ({ page }) => {
  await newMechanic(page, { plan: "Básico" });
  for (const path of ["/dashboard/support", "/dashboard/ai-assistant"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: /Enviar ticket|Salvar configurações/ })).toBeVisible();
    expect(await scrollWidth(page), `${path} fits the screen`).toBeLessThanOrEqual(375);
  }
});
