import type { Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { formatDate } from "../../lib/format";
import { SUBSCRIPTION_LENGTH_MS } from "../../lib/plans";
import { expect, test } from "../fixtures";
import { waitForHydration } from "../support/hydration";
import { currentPath, sendHeldDashboardRequest, trackNetwork, waitForNetworkQuiet } from "../support/network";
import { choosePlan } from "../support/plans";
import { toast } from "../support/toast";

// Signed in without a plan, as a new mechanic is after the sign-up: the plan is chosen here, for real.
test.use({ plan: null });

const card = (page: Page, id: "basic" | "pro") => page.getByTestId(`plan-${id}`);

test("each plan's name is a heading under the page's h1", async ({ page }) => {
  await page.goto("/dashboard/plans");
  await expect(page.getByRole("heading", { level: 1, name: "Escolha seu Plano" })).toBeVisible();
  await expect(card(page, "basic").getByRole("heading", { level: 2, name: "Básico", exact: true })).toBeVisible();
  await expect(card(page, "pro").getByRole("heading", { level: 2, name: "Profissional", exact: true })).toBeVisible();
});

test("subscribing to Básico, then switching to Profissional", async ({ page }) => {
  await page.goto("/dashboard/plans");
  await expect(page.getByText(messages.guard.planRequired)).toBeVisible();
  await expect(page.getByText(messages.plans.billingNote(30, 7))).toBeVisible();
  await expect(page.getByText("SEU PLANO", { exact: true })).toHaveCount(0);
  await expect(card(page, "pro").getByText("Recomendado")).toBeVisible();
  await expect(card(page, "basic")).toContainText("R$ 9,90/mês");
  await expect(card(page, "pro")).toContainText("R$ 49,90/mês");
  await expect(card(page, "basic").getByText("Até 20 clientes cadastrados")).toBeVisible();
  await expect(card(page, "pro").getByText("Clientes ilimitados")).toBeVisible();

  // Básico: a processing state, then the toast and the overview at once.
  await waitForHydration(card(page, "basic").getByRole("button", { name: "Assinar Básico" }));
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
  await expect(card(page, "basic").getByText("SEU PLANO", { exact: true })).toBeVisible();
  await expect(card(page, "basic").getByRole("button", { name: "Plano Atual" })).toBeDisabled();
  await expect(card(page, "pro").getByText("SEU PLANO", { exact: true })).toHaveCount(0);
  await expect(card(page, "pro").getByRole("button", { name: "Assinar Profissional" })).toBeEnabled();
  const endDate = formatDate(new Date(Date.now() + SUBSCRIPTION_LENGTH_MS));
  await expect(page.getByText(`Seu plano Básico está ativo até ${endDate}.`)).toBeVisible();

  // Switching to Profissional: an upgrade, confirmed first, to the same end date (plan-change.mobile.spec.ts).
  await card(page, "pro").getByRole("button", { name: "Assinar Profissional" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: messages.plans.change.confirmUpgrade }).click();
  await expect(card(page, "pro").getByRole("button", { name: /Processando pagamento\.\.\./ })).toBeVisible();
  await expect(toast(page, messages.plans.upgraded("Profissional", endDate))).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await expect(page.getByRole("heading", { name: "Painel" })).toBeVisible();

  await page.goto("/dashboard/plans");
  await expect(card(page, "pro").getByText("SEU PLANO", { exact: true })).toBeVisible();
  await expect(card(page, "pro").getByRole("button", { name: "Plano Atual" })).toBeDisabled();
  await expect(card(page, "basic").getByText("SEU PLANO", { exact: true })).toHaveCount(0);
  await expect(card(page, "basic").getByRole("button", { name: "Assinar Básico" })).toBeEnabled();
  await expect(page.getByText(`Seu plano Profissional está ativo até ${endDate}.`)).toBeVisible();
});

test("a new plan is not undone by a response that was in flight", async ({ page }) => {
  trackNetwork(page);
  await page.goto("/dashboard/plans");
  await waitForNetworkQuiet(page);

  // A request leaves before the plan change (with the plan-less session) and is answered after
  // the app's own requests that follow the change. proxy.ts once re-issued the session cookie on
  // every response, and such a late response put the plan-less session back.
  const inFlight = await sendHeldDashboardRequest(page);

  await choosePlan(page, "Básico");
  await waitForNetworkQuiet(page);
  inFlight.release();
  expect(await inFlight.status).toBe(200);

  // The mechanic has paid: the overview must open, not the plans page.
  await page.goto("/dashboard");
  expect(currentPath(page)).toBe("/dashboard");
});
