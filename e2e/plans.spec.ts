import { expect, test, type Page } from "@playwright/test";
import { messages } from "../lib/messages";
import { formatDate } from "../lib/format";
import { SUBSCRIPTION_LENGTH_MS } from "../lib/plans";
import { newMechanic, toast } from "./helpers";

const card = (page: Page, id: "basic" | "pro") => page.getByTestId(`plan-${id}`);

test("subscribing to Básico, then switching to Profissional", async ({ page }) => {
  await newMechanic(page);
  await expect(page.getByText(messages.guard.planRequired)).toBeVisible();
  await expect(page.getByText("Aceitamos cartão de crédito, boleto e PIX.")).toBeVisible();
  await expect(page.getByText("SEU PLANO")).toHaveCount(0);
  await expect(card(page, "pro").getByText("Recomendado")).toBeVisible();

  // Básico: a processing state, then the toast and the overview at once.
  await card(page, "basic").getByRole("button", { name: "Assinar Básico" }).click();
  await expect(card(page, "basic").getByRole("button", { name: /Processando pagamento\.\.\./ })).toBeDisabled();
  await expect(card(page, "pro").getByRole("button", { name: "Assinar Profissional" })).toBeDisabled();
  await expect(toast(page, messages.plans.activated.basic)).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { name: "Painel" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/dashboard");

  // The plans page now shows Básico as the current plan.
  await page.goto("/dashboard/plans");
  await expect(page.getByText(messages.guard.planRequired)).toHaveCount(0);
  await expect(card(page, "basic").getByText("SEU PLANO")).toBeVisible();
  await expect(card(page, "basic").getByRole("button", { name: "Plano Atual" })).toBeDisabled();
  await expect(card(page, "pro").getByText("SEU PLANO")).toHaveCount(0);
  await expect(card(page, "pro").getByRole("button", { name: "Assinar Profissional" })).toBeEnabled();
  const endDate = formatDate(new Date(Date.now() + SUBSCRIPTION_LENGTH_MS));
  await expect(page.getByText(`Seu plano Básico está ativo até ${endDate}.`)).toBeVisible();

  // Switching to Profissional.
  await card(page, "pro").getByRole("button", { name: "Assinar Profissional" }).click();
  await expect(card(page, "pro").getByRole("button", { name: /Processando pagamento\.\.\./ })).toBeVisible();
  await expect(toast(page, messages.plans.activated.pro)).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { name: "Painel" })).toBeVisible();

  await page.goto("/dashboard/plans");
  await expect(card(page, "pro").getByText("SEU PLANO")).toBeVisible();
  await expect(card(page, "pro").getByRole("button", { name: "Plano Atual" })).toBeDisabled();
  await expect(card(page, "basic").getByText("SEU PLANO")).toHaveCount(0);
  await expect(card(page, "basic").getByRole("button", { name: "Assinar Básico" })).toBeEnabled();
  await expect(page.getByText("Seu plano Profissional está ativo até")).toBeVisible();
  await expect(page.getByText("Aceitamos cartão de crédito, boleto e PIX.")).toBeVisible();
});

test("the plans page shows both plans with their prices and features", async ({ page }) => {
  await newMechanic(page);
  await expect(page.getByRole("heading", { name: "Escolha seu Plano" })).toBeVisible();
  await expect(card(page, "basic")).toContainText("R$ 9,90");
  await expect(card(page, "pro")).toContainText("R$ 49,90");
  await expect(card(page, "basic").getByText("Até 20 clientes cadastrados")).toBeVisible();
  await expect(card(page, "pro").getByText("Clientes ilimitados")).toBeVisible();
});
