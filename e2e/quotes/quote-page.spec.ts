/**
 * The screens that read a quote: its page (lines as cards on a phone and a table on a wide screen,
 * part conditions, totals to the cent, the CDC art. 40 terms), 'Duplicar' choosing the customer,
 * and the vehicle's own page with its history. The quote is written straight into the database
 * (e2e/support/quote-seed.ts): the editor that makes one on screen has its own spec.
 */
import type { Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { expect, test } from "../fixtures";
import { SEEDED_QUOTE as Q } from "../support/quote-seed";
import { seedShop } from "../support/seed";

test.use({ plan: "pro" });

const itemCards = (page: Page) => page.getByRole("list", { name: "Itens do orçamento" }).getByRole("listitem");
const itemRows = (page: Page) => page.getByRole("table", { name: "Itens do orçamento" }).getByRole("row");

/** Every totals line, exactly: the seeded quote's sums, its 5% discount and its total. */
async function expectTotals(page: Page) {
  await expect(page.getByTestId("quote-totals").locator("[data-total]")).toHaveText([
    `Serviços${Q.services}`,
    `Peças${Q.parts}`,
    `Mão de obra${Q.labour}`,
    `Subtotal${Q.subtotal}`,
    `Desconto (5%)− ${Q.discount}`,
    `Total${Q.total}`,
  ]);
}

/** The terms the quote states (CDC art. 40), its validity marked as past. */
async function expectTerms(page: Page) {
  const terms = page.getByRole("heading", { name: "Condições do orçamento" }).locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(terms.getByTestId("quote-valid-until")).toHaveText(Q.validUntil);
  await expect(terms).toContainText(`Validade${Q.validUntil}${messages.quotePage.expired}`);
  await expect(terms).toContainText("Previsão de início21/10/2026");
  await expect(terms).toContainText("Previsão de conclusão23/10/2026");
  await expect(terms).toContainText("Condições de pagamentoPIX, cartão ou dinheiro na entrega");
  await expect(terms).toContainText("Garantia de 90 dias para os serviços executados (CDC, art. 26).");
  await expect(terms).toContainText("Cliente autorizou por telefone a peça paralela e a usada.");
}

test("on a wide screen the quote's lines are a table, with conditions, quantities and totals to the cent", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  await page.goto(`/dashboard/quotes/${shop.quoteId}`);

  await expect(page.getByRole("heading", { level: 1, name: "Orçamento Nº 0001" })).toBeVisible();
  await expect(page.getByTestId("quote-stage")).toHaveText("Entregue");
  await expect(page.getByRole("link", { name: "Editar", exact: true })).toHaveAttribute("href", `/dashboard/quotes/${shop.quoteId}/edit`);
  await expect(page.getByRole("link", { name: "Maria Aparecida dos Santos Conceição" })).toHaveAttribute(
    "href",
    `/dashboard/customers/${shop.customerId}`,
  );
  const details = page.locator("dl").first();
  await expect(details).toContainText("VeículoABC1D23Fiat Palio Weekend Adventure 1.8 Locker 2012");
  await expect(details).toContainText(`Km na entrada${Q.checkInKm}`);
  // The editing form is its own route now: none on this page.
  await expect(page.getByRole("button", { name: "Salvar Alterações" })).toHaveCount(0);

  await expect(itemCards(page).first()).toBeHidden();
  const rows = itemRows(page);
  await expect(rows).toHaveCount(8); // the header and seven lines
  await expect(rows.nth(1)).toHaveText(["Serviço", "Troca de óleo e filtro", "1", "R$ 149,90", "R$ 149,90"].join(""));
  await expect(rows.nth(3).getByRole("cell")).toHaveText(["Peça", "Filtro de arEstado da peça: Paralela", "2", "R$ 45,50", "R$ 91,00"]);
  await expect(rows.nth(4).getByRole("cell")).toHaveText([
    "Peça",
    "Óleo 5W30 sintético (litro)Estado da peça: Original",
    "4,5",
    "R$ 52,90",
    "R$ 238,05",
  ]);
  await expect(rows.nth(5).getByRole("cell")).toHaveText([
    "Peça",
    "Alternador recondicionadoEstado da peça: Usada",
    "1",
    "R$ 275,69",
    "R$ 275,69",
  ]);
  await expect(rows.nth(6).getByRole("cell")).toHaveText(["Mão de obra", "Mão de obra mecânica", "1,5 h", "R$ 90,00", "R$ 135,00"]);
  await expect(rows.nth(7).getByRole("cell")).toHaveText([
    "Mão de obra",
    "Diagnóstico eletrônico",
    "Preço fechado",
    "R$ 120,00",
    "R$ 120,00",
  ]);

  // Paralela and usada stand apart from original (CDC art. 21): each its own colours.
  const backgrounds = await page
    .getByRole("table", { name: "Itens do orçamento" })
    .locator("[data-condition]")
    .evaluateAll((badges) =>
      Object.fromEntries(badges.map((badge) => [badge.getAttribute("data-condition"), getComputedStyle(badge).backgroundColor])),
    );
  expect(new Set([backgrounds.original, backgrounds.paralela, backgrounds.usada]).size).toBe(3);

  await expectTotals(page);
  await expectTerms(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the quote's lines are cards that fit the screen, each with its quantity × price and total", async ({
    page,
    mechanic,
    accountsDatabase,
  }) => {
    const shop = await seedShop(accountsDatabase, mechanic);
    await page.goto(`/dashboard/quotes/${shop.quoteId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Orçamento Nº 0001" })).toBeVisible();

    await expect(page.getByRole("table", { name: "Itens do orçamento" })).toBeHidden();
    const cards = itemCards(page);
    await expect(cards).toHaveCount(7);
    await expect(cards.nth(0)).toHaveText("ServiçoTroca de óleo e filtro1 × R$ 149,90R$ 149,90");
    await expect(cards.nth(2)).toHaveText("PeçaEstado da peça: ParalelaFiltro de ar2 × R$ 45,50R$ 91,00");
    await expect(cards.nth(3)).toHaveText("PeçaEstado da peça: OriginalÓleo 5W30 sintético (litro)4,5 × R$ 52,90R$ 238,05");
    await expect(cards.nth(4)).toHaveText("PeçaEstado da peça: UsadaAlternador recondicionado1 × R$ 275,69R$ 275,69");
    await expect(cards.nth(5)).toHaveText("Mão de obraMão de obra mecânica1,5 h × R$ 90,00R$ 135,00");
    await expect(cards.nth(6)).toHaveText("Mão de obraDiagnóstico eletrônicoPreço fechadoR$ 120,00");
    await expectTotals(page);
    await expectTerms(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test("a record with only a description and a value reads as before, with its value", async ({ page, mechanic, accountsDatabase }) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  await page.goto("/dashboard/quotes?busca=Nº 5");
  await page.getByRole("link", { name: "Troca do kit de embreagem" }).click();
  await page.waitForURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Orçamento Nº 0005" })).toBeVisible();
  await expect(page.locator("dl").first()).toContainText("ValorR$ 2.150,40");
  await expect(page.getByRole("heading", { name: "Itens" })).toHaveCount(0);
  await expect(page.getByTestId("quote-totals")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Condições do orçamento" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Maria Aparecida dos Santos Conceição" })).toHaveAttribute(
    "href",
    `/dashboard/customers/${shop.customerId}`,
  );
});

test("'Duplicar' asks for whom, the quote's own customer first, and opens the editor with ?duplicar=", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  await page.goto(`/dashboard/quotes/${shop.quoteId}`);
  await page.getByRole("link", { name: "Duplicar", exact: true }).click();
  await page.waitForURL(`**/dashboard/quotes/${shop.quoteId}/duplicate`);
  await expect(page.getByRole("heading", { level: 1, name: "Duplicar orçamento Nº 0001" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Para qual cliente?" })).toBeVisible();

  const same = page.getByRole("link", { name: "Duplicar para Maria Aparecida dos Santos Conceição" }).first();
  await expect(same).toHaveAttribute("href", `/dashboard/customers/${shop.customerId}/quotes/new?duplicar=${shop.quoteId}`);
  const choices = page.getByRole("list", { name: "Clientes para o novo orçamento" }).getByRole("link");
  await expect(choices).toHaveCount(3);

  // The customers' own search, on the server: by name, and by a vehicle's plate.
  await page.getByRole("searchbox", { name: "Buscar clientes" }).fill("joão");
  await page.waitForURL((url) => url.searchParams.get("busca") === "joão");
  await expect(choices).toHaveText(["João Batista(21) 3456-7890"]);
  await page.getByRole("searchbox", { name: "Buscar clientes" }).fill("abc-1323");
  await page.waitForURL((url) => url.searchParams.get("busca") === "abc-1323");
  await expect(choices).toHaveText([/^Maria Aparecida/]);
  await page.getByRole("searchbox", { name: "Buscar clientes" }).fill("joão");
  await page.waitForURL((url) => url.searchParams.get("busca") === "joão");

  await choices.first().click();
  await page.waitForURL((url) => url.pathname.endsWith("/quotes/new") && url.searchParams.get("duplicar") === shop.quoteId);
  expect(new URL(page.url()).pathname).not.toContain(shop.customerId);
});

test("a vehicle's page shows the car and its quotes, newest first, and starts a quote for it", async ({
  page,
  mechanic,
  accountsDatabase,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  await page.goto(`/dashboard/customers/${shop.customerId}`);
  const vehicles = page.getByRole("list", { name: "Veículos do cliente" }).getByRole("listitem");
  await expect(vehicles.filter({ hasText: "ABC1D23" })).toContainText("2 orçamentos · última visita 20/10/2026");
  await expect(vehicles.filter({ hasText: "GOL-2008" })).toContainText("Nenhum orçamento ainda");
  await page.getByRole("link", { name: "Ver veículo ABC1D23 e seu histórico" }).click();
  await page.waitForURL(`**/dashboard/customers/${shop.customerId}/vehicles/${shop.vehicleId}`);

  await expect(page.getByRole("heading", { level: 1, name: "ABC1D23" })).toBeVisible();
  const details = page.locator("dl").first();
  for (const text of ["MarcaFiat", "ModeloPalio Weekend Adventure 1.8 Locker", "Ano2012", "CorVermelho Alpine", "Km atual187.450 km"]) {
    await expect(details).toContainText(text);
  }
  await expect(details).toContainText("Barulho na suspensão dianteira ao passar em lombadas.");
  await expect(page.getByRole("link", { name: "Editar veículo" })).toHaveAttribute(
    "href",
    `/dashboard/customers/${shop.customerId}/vehicles/${shop.vehicleId}/edit`,
  );
  await expect(page.getByRole("link", { name: "Novo orçamento", exact: true })).toHaveAttribute(
    "href",
    `/dashboard/customers/${shop.customerId}/quotes/new?veiculo=${shop.vehicleId}`,
  );

  const quotes = page.getByRole("list", { name: "Orçamentos do veículo" }).getByRole("listitem");
  await expect(quotes).toHaveCount(2);
  await expect(quotes.nth(0)).toContainText(`Nº 0001 · 20/10/2026${Q.total}`);
  await expect(quotes.nth(0)).toContainText(`Entrada com ${Q.checkInKm}`);
  await expect(quotes.nth(0)).toContainText("Entregue");
  await expect(quotes.nth(1)).toContainText("Nº 0002 · 13/10/2026R$ 890,00Troca da correia dentada e tensor");
  await expect(quotes.nth(1)).toContainText("Entrada com 182.300 km");
  await quotes.nth(1).click({ position: { x: 8, y: 8 } });
  await page.waitForURL(/\/dashboard\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Orçamento Nº 0002" })).toBeVisible();
});

test("another shop's quote and vehicle answer 404 on these pages", async ({ page, mechanic, createMechanic, accountsDatabase }) => {
  const own = await seedShop(accountsDatabase, mechanic);
  const other = await seedShop(accountsDatabase, await createMechanic({ plan: "pro", prefix: "outra-oficina" }));
  const cases = [
    [`/dashboard/quotes/${other.quoteId}`, messages.quotes.notFound],
    [`/dashboard/quotes/${other.quoteId}/duplicate`, messages.quotes.notFound],
    [`/dashboard/customers/${other.customerId}/vehicles/${other.vehicleId}`, messages.customers.notFound],
    [`/dashboard/customers/${own.customerId}/vehicles/${other.vehicleId}`, messages.vehicles.notFound],
  ] as const;
  for (const [url, title] of cases) {
    const response = await page.request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(404);
    const html = await response.text();
    expect(html, url).toContain(title);
    expect(html, url).not.toContain("Alternador recondicionado");
    expect(html, url).not.toContain("Palio Weekend");
  }
  for (const url of [`/dashboard/quotes/${own.quoteId}/duplicate`, `/dashboard/customers/${own.customerId}/vehicles/${own.vehicleId}`]) {
    expect((await page.request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);
  }
});
