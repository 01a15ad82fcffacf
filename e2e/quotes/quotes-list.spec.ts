/**
 * Orçamentos (/dashboard/quotes): every quote of the shop across its customers, newest first,
 * with status chips and a search by number or customer, all kept in the URL.
 */
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { seedShop } from "../support/seed";

const list = (page: import("@playwright/test").Page) => page.getByRole("list", { name: "Lista de orçamentos" }).getByRole("listitem");

test("the shop's quotes, newest first, filtered by status and found by number or customer", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  await seedShop(accountsDatabase, mechanic);
  await page.goto("/dashboard");
  // The Painel's work in hand: pending, approved and in progress; R$ 890 in progress + R$ 180 approved.
  await expect(page.getByTestId("open-work-count")).toHaveText("3");
  await expect(page.getByTestId("open-work-value")).toHaveText(/^R\$\s1\.070,00$/);
  await expect(page.getByRole("link", { name: "Orçamentos: 5" })).toHaveAttribute("href", "/dashboard/quotes");
  await page.getByRole("navigation", { name: "Painel" }).getByRole("link", { name: "Orçamentos", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard/quotes");
  await expect(page.getByRole("heading", { level: 1, name: "Orçamentos" })).toBeVisible();

  await expect(list(page)).toHaveCount(5);
  await expect(list(page).first()).toContainText("Nº 0001 · 20/10/2026");
  await expect(list(page).first()).toContainText("R$ 1.234,56");
  await expect(list(page).first()).toContainText("Maria Aparecida dos Santos Conceição");
  await expect(list(page).first()).toContainText("Entregue");
  await expect(page.getByText("5 orçamentos")).toBeVisible();

  // One status: the chip is marked, the URL says so (in Portuguese: a shared link reads), and only that status is listed.
  await page.getByRole("link", { name: "Aprovado", exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("situacao") === "aprovado");
  await expect(page.getByRole("link", { name: "Aprovado", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(list(page)).toHaveCount(1);
  await expect(list(page).first()).toContainText("Alinhamento, balanceamento e rodízio de pneus");

  // A search keeps the status; a number is found however it is written.
  await page.getByRole("link", { name: "Todos" }).click();
  await page.waitForURL((url) => !url.searchParams.has("situacao"));
  await page.getByLabel("Buscar orçamentos").fill("Nº 3");
  await page.waitForURL((url) => url.searchParams.get("busca") === "Nº 3");
  await expect(list(page)).toHaveCount(1);
  await expect(list(page).first()).toContainText("Diagnóstico de ruído na suspensão traseira");
  await page.getByRole("link", { name: "Cancelado" }).click();
  await page.waitForURL((url) => url.searchParams.get("situacao") === "cancelado" && url.searchParams.get("busca") === "Nº 3");
  await expect(page.getByText("Nenhum orçamento encontrado para “Nº 3”.")).toBeVisible();

  // A link from before (?status=canceled) still opens its list, moved to its Portuguese address.
  await page.goto("/dashboard/quotes?busca=conceicao&status=canceled");
  await page.waitForURL((url) => url.searchParams.get("situacao") === "cancelado" && !url.searchParams.has("status"));
  await expect(list(page)).toHaveCount(1);
  await expect(list(page).first()).toContainText("Nº 0005");

  // The whole card opens the quote.
  await list(page)
    .first()
    .click({ position: { x: 8, y: 8 } });
  await page.waitForURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Orçamento Nº 0005" })).toBeVisible();
});

test("a quote is found by its vehicle's plate in either format, and each row shows the plate", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  await seedShop(accountsDatabase, mechanic);
  await page.goto("/dashboard/quotes");
  // Nº 0001 and Nº 0002 are the Palio's (ABC1D23); the others name no vehicle.
  await expect(list(page).filter({ hasText: "ABC1D23" })).toHaveCount(2);
  await expect(list(page).first()).toContainText("Maria Aparecida dos Santos Conceição · ABC1D23");

  const search = page.getByLabel("Buscar orçamentos");
  await expect(search).toHaveAttribute("placeholder", "Nº, cliente, placa ou descrição");
  // The Mercosul plate as stored, and the old plate it converts from (ABC-1323 → ABC1D23), typed lower case.
  for (const typed of ["ABC1D23", "abc-1323", "abc1d"]) {
    await search.fill(typed);
    await page.waitForURL((url) => url.searchParams.get("busca") === typed);
    await expect(page.getByText("2 orçamentos")).toBeVisible();
    await expect(list(page)).toHaveCount(2);
    await expect(list(page).nth(0)).toContainText("Nº 0001");
    await expect(list(page).nth(1)).toContainText("Nº 0002");
  }
  // The other car has no quote: its plate finds nothing.
  await search.fill("GOL-2008");
  await page.waitForURL((url) => url.searchParams.get("busca") === "GOL-2008");
  await expect(page.getByText("Nenhum orçamento encontrado para “GOL-2008”.")).toBeVisible();
});

test("a shop with no quote yet is told how to make one", async ({ page }) => {
  await page.goto("/dashboard/quotes");
  await expect(page.getByText(messages.quotes.emptyList)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Novo orçamento" })).toHaveAttribute("href", "/dashboard/quotes/new");
  await page.goto("/dashboard/quotes?status=approved");
  await expect(page.getByText("Nenhum orçamento encontrado com este filtro.")).toBeVisible();
});
