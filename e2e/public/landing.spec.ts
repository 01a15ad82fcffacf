import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { messages } from "../../lib/messages";

// Each test posts from its own client address: the lead form allows 5 per address per 15 min.
const extraHTTPHeaders = { "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250)}, 10.${randomUUID()}` };
test.use({ extraHTTPHeaders });

test("shows every section, with working anchors and calls to action", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const id of ["beneficios", "demonstracao", "como-funciona", "precos", "lead-form-section"]) {
    await expect(page.locator(`#${id}`)).toBeAttached();
  }
  const sections = page.getByRole("navigation", { name: "Seções da página" });
  await expect(sections.getByRole("link")).toHaveText(["Benefícios", "Como funciona", "Preços"]);

  await sections.getByRole("link", { name: "Preços" }).click();
  await expect(page).toHaveURL(/#precos$/);
  await expect(page.locator("#precos")).toBeInViewport();
  await expect(page.locator("#precos")).toContainText("Básico");
  await expect(page.locator("#precos")).toContainText("R$ 49,90");
  await expect(page.locator("#precos")).toContainText("Recomendado");

  await page.getByRole("link", { name: "Ver Demonstração" }).click();
  await expect(page.locator("#demonstracao")).toBeInViewport();

  // The closing call to action (the header's 'Comece Agora' goes to /auth instead).
  await page.getByRole("main").getByRole("link", { name: "Comece Agora" }).click();
  await expect(page.locator("#lead-form-section")).toBeInViewport();
  await expect(page.getByLabel("Nome")).toBeFocused();
});

test("Entrar opens the Entrar tab; Comece Agora and the hero's button open Cadastro", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Entrar" })).toHaveAttribute("aria-selected", "true");

  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Comece Agora" }).click();
  await expect(page).toHaveURL(/\/auth\?aba=cadastro$/);
  await expect(page.getByRole("tab", { name: "Cadastro" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("button", { name: "Criar conta" })).toBeVisible();

  await page.goto("/");
  const hero = page.getByRole("region", { name: /Sua oficina organizada/ });
  // The cheapest plan's price, written as money is: 'R$ 9,90'.
  await expect(hero.getByRole("link", { name: "Comece com apenas R$ 9,90", exact: true })).toHaveText("Comece com apenas R$ 9,90");
  await hero.getByRole("link", { name: "Comece com apenas R$ 9,90", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?aba=cadastro$/);
  await expect(page.getByRole("tab", { name: "Cadastro" })).toHaveAttribute("aria-selected", "true");
});

// The form is a plain post (the landing is a document, lib/documents/render.tsx): with JavaScript
// (the documents' script) and without it, the same pages answer.
test.describe("lead form", () => {
  test("sends a lead and confirms it on its own page", async ({ page }) => {
    await page.goto("/#lead-form-section");
    await page.getByLabel("Nome").fill("Ana Lima");
    await page.getByLabel("E-mail").fill(`ana-${randomUUID()}@exemplo.com`);
    await expect(page.getByLabel("Telefone")).toHaveAttribute("placeholder", "(00) 00000-0000");
    await page.getByLabel("Telefone").fill("(11) 91234-5678");
    await expect(page.getByLabel("Sou mecânico autônomo")).not.toBeChecked();
    await page.getByLabel("Sou mecânico autônomo").check();
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page).toHaveURL(/\/contato\/enviado/);
    await expect(page.getByRole("heading", { name: messages.leads.sentTitle })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(messages.leads.sent);
    // Back on the landing, the form is empty.
    await page.getByRole("link", { name: messages.errorPages.backHome }).click();
    await expect(page.getByLabel("Nome")).toHaveValue("");
  });

  test("refuses an invalid e-mail and keeps everything typed, without JavaScript too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders });
    const page = await context.newPage();
    await page.goto("/#lead-form-section");
    await page.getByLabel("Nome").fill("Ana Lima");
    await page.getByLabel("E-mail").fill("ana@");
    await page.getByLabel("Telefone").fill("(11) 91234-5678");
    await page.getByLabel("Sou mecânico autônomo").check();
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByRole("alert")).toHaveText(messages.leads.sendError + messages.validation.emailInvalid);
    await expect(page.locator("#lead-form-section")).toBeInViewport();
    await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription(messages.validation.emailInvalid);
    await expect(page.getByLabel("Nome")).toHaveValue("Ana Lima");
    await expect(page.getByLabel("E-mail")).toHaveValue("ana@");
    await expect(page.getByLabel("Telefone")).toHaveValue("(11) 91234-5678");
    await expect(page.getByLabel("Sou mecânico autônomo")).toBeChecked();
    await context.close();
  });
});
