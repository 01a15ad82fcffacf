/**
 * The customer's quote (/orcamento/{token}) as the customer opens it: no session, on a phone, with
 * or without JavaScript. It shows the shop, the quote and its PDF, never the customer's phone,
 * e-mail or the shop's notes; it answers with private headers; any other token is a 404, and an
 * address that misses too often gets 404 for every token (lib/public-quote/access.ts).
 */
import { randomUUID } from "node:crypto";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { pdfText } from "../../tests/support/pdf-text";
import { renewQuoteToken, unknownQuoteToken } from "../support/public-quote";
import { SEEDED_QUOTE as Q } from "../support/quote-seed";
import { seedShop } from "../support/seed";
import { axe } from "../support/axe";

// What the seeded shop holds of its customer that the page must never show (e2e/support/seed.ts).
const PRIVATE = [
  "(11) 91234-5678",
  "11912345678",
  "91234-5678",
  "maria.aparecida.conceicao@exemplo.com.br",
  "Prefere contato por WhatsApp",
];
const CUSTOMER = "Maria Aparecida dos Santos Conceição";
const SHOP = "Auto Mecânica São Judas Tadeu";
/** QUOTE_LINK_MISSES.limit (lib/rate-limit.ts, server-only and so not importable here). */
const MISSES_LIMIT = 20;

/**
 * A client address of its own (the servers trust one proxy: e2e/env.ts), so each test's misses
 * are its own and parallel runs do not add up.
 */
const newAddress = () => `10.${randomUUID()}`;

test.use({ plan: "pro", storageState: signedOut });

async function visitor(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    storageState: signedOut,
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders: { "x-forwarded-for": newAddress() },
    ...options,
  });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Everything the quote shows, as text in the document: true with or without JavaScript. */
async function expectWholeQuote(page: Page, token: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Orçamento Nº 0001" })).toBeVisible();
  await expect(page.getByTestId("public-quote-shop")).toHaveText(SHOP);
  await expect(page.getByText("Responsável: José Carlos Pereira da Silva")).toBeVisible();
  await expect(page.getByRole("link", { name: /Falar com a oficina/ })).toHaveAttribute("href", "https://wa.me/5511987654321");
  await expect(page.getByRole("link", { name: "Baixar PDF" })).toHaveAttribute("href", `/orcamento/${token}/pdf`);

  const summary = page.locator("dl").first();
  await expect(summary).toContainText(`Cliente${CUSTOMER}`);
  await expect(summary).toContainText("VeículoABC1D23Fiat Palio Weekend Adventure 1.8 Locker 2012");
  await expect(summary).toContainText(`Km na entrada${Q.checkInKm}`);

  // On a phone the lines are cards; each part says its condition in words, and with a sign when it is not original.
  const cards = page.getByRole("list", { name: "Itens do orçamento" }).getByRole("listitem");
  await expect(cards).toHaveCount(7);
  await expect(cards.nth(0)).toHaveText(["Serviço", "Troca de óleo e filtro", "1 × R$ 149,90", "R$ 149,90"].join(""));
  await expect(cards.nth(2)).toContainText(`Peça${messages.quotePage.conditionPrefix}ParalelaFiltro de ar`);
  await expect(cards.nth(2).locator("[data-condition='paralela'] svg")).toHaveCount(1);
  await expect(cards.nth(4)).toContainText(`${messages.quotePage.conditionPrefix}UsadaAlternador recondicionado`);
  await expect(cards.nth(3).locator("[data-condition='original'] svg")).toHaveCount(0);

  await expect(page.getByTestId("quote-totals").locator("[data-total]")).toHaveText([
    `Serviços${Q.services}`,
    `Peças${Q.parts}`,
    `Mão de obra${Q.labour}`,
    `Subtotal${Q.subtotal}`,
    `Desconto (5%)− ${Q.discount}`,
    `Total${Q.total}`,
  ]);

  const terms = page.getByRole("heading", { name: "Condições do orçamento" }).locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(terms).toContainText(`Validade${Q.validUntil}${messages.quotePage.expired}`);
  await expect(terms).toContainText("Previsão de início21/10/2026");
  await expect(terms).toContainText("Previsão de conclusão23/10/2026");
  await expect(terms).toContainText("Condições de pagamentoPIX, cartão ou dinheiro na entrega");
  await expect(terms).toContainText("Garantia de 90 dias para os serviços executados (CDC, art. 26).");
  await expect(terms).toContainText("Cliente autorizou por telefone a peça paralela e a usada.");
  await expect(page.getByTestId("public-quote-footnote")).toHaveText(messages.quotes.footnote(Q.validUntil));
}

function expectNothingPrivate(html: string) {
  for (const text of PRIVATE) expect(html, `the page must not carry "${text}"`).not.toContain(text);
}

test(
  "a visitor on a phone sees the whole quote, and nothing private of the customer's",
  { tag: "@smoke" },
  async ({ browser, mechanic, accountsDatabase }) => {
    const shop = await seedShop(accountsDatabase, mechanic);
    const token = shop.linkToken;
    const { page, close } = await visitor(browser);

    const response = await page.goto(`/orcamento/${token}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Orçamento Nº 0001 — ${SHOP}`);
    await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", /noindex, nofollow/);
    await expectWholeQuote(page, token);
    expectNothingPrivate(await response!.text());
    expectNothingPrivate(await page.content());
    // No dashboard chrome: no sidebar, no way into the shop's screens.
    await expect(page.locator("a[href^='/dashboard']")).toHaveCount(0);
    // 375 px wide and nothing wider.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const { violations } = await axe(page).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual(
      [],
    );

    // The keyboard reaches the two actions, with a visible focus.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: /Falar com a oficina/ })).toBeFocused();
    await page.keyboard.press("Tab");
    const pdfLink = page.getByRole("link", { name: "Baixar PDF" });
    await expect(pdfLink).toBeFocused();
    expect(await pdfLink.evaluate((link) => getComputedStyle(link).boxShadow)).not.toBe("none");
    await close();
  },
);

test("with JavaScript off the whole quote is there", async ({ browser, mechanic, accountsDatabase }) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  const token = shop.linkToken;
  const { page, close } = await visitor(browser, { javaScriptEnabled: false });
  await page.goto(`/orcamento/${token}`);
  await expectWholeQuote(page, token);
  await close();
});

test("the page and its PDF answer privately; the PDF is the quote's, without the customer's phone", async ({
  mechanic,
  accountsDatabase,
  playwright,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  const token = shop.linkToken;
  const request = await playwright.request.newContext({ storageState: signedOut, extraHTTPHeaders: { "x-forwarded-for": newAddress() } });

  for (const path of [
    `/orcamento/${token}`,
    `/orcamento/${token}/pdf`,
    `/orcamento/${unknownQuoteToken()}`,
    `/orcamento/${unknownQuoteToken()}/pdf`,
  ]) {
    const headers = (await request.get(path, { maxRedirects: 0 })).headers();
    expect(headers["cache-control"], `${path}: Cache-Control`).toBe("private, no-store");
    expect(headers["referrer-policy"], `${path}: Referrer-Policy`).toBe("same-origin");
    expect(headers["x-robots-tag"], `${path}: X-Robots-Tag`).toBe("noindex, nofollow");
    expect(headers["x-content-type-options"], `${path}: nosniff`).toBe("nosniff");
  }
  // The page's scripts run under the per-request nonce policy, as the dashboard's do.
  const page = await request.get(`/orcamento/${token}`);
  const policy = page.headers()["content-security-policy"];
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  // A document, not an app (lib/documents/render.tsx): compressed, no framework, no payload for
  // one, and its only script inline under the request's nonce.
  expect(page.headers()["content-encoding"]).toBe("gzip");
  const html = await page.text();
  expect(html).not.toMatch(/<script[^>]*\ssrc=|<link[^>]+(?:modulepreload|as="script")|__next_f/);
  const nonce = /'nonce-([^']+)'/.exec(policy!)![1];
  for (const [tag] of html.matchAll(/<script[^>]*>/g)) expect(tag).toContain(`nonce="${nonce}"`);

  const pdf = await request.get(`/orcamento/${token}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  // Nº 0001 is a delivered job: its document is the ordem de serviço, and is named so.
  expect(pdf.headers()["content-disposition"]).toBe('inline; filename="ordem-de-servico-0001.pdf"');
  const text = await pdfText(await pdf.body());
  expect(text).toContain("Nº 0001");
  for (const secret of PRIVATE) expect(text).not.toContain(secret);
  await request.dispose();
});

test("unknown, malformed and revoked tokens are a 404; only a revoked one names its shop", async ({
  browser,
  mechanic,
  accountsDatabase,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  const revoked = shop.linkToken;
  const renewed = await renewQuoteToken(accountsDatabase, mechanic.id, shop.quoteId);
  const { page, close } = await visitor(browser);

  const t = messages.publicQuote.deadLink;
  for (const token of [unknownQuoteToken(), "abc", "x".repeat(65), "or%C3%A7amento", revoked]) {
    const response = await page.goto(`/orcamento/${token}`);
    expect(response?.status(), token).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    // A guessed token learns nothing of any shop; the customer with a revoked one is told whose it was.
    await expect(page.getByText(SHOP)).toHaveCount(token === revoked ? 1 : 0);
  }
  expect((await page.request.get(`/orcamento/${revoked}/pdf`)).status()).toBe(404);

  // The new link opens the same quote.
  expect((await page.goto(`/orcamento/${renewed}`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Orçamento Nº 0001" })).toBeVisible();
  await close();
});

test("an address that misses too often gets 404 for every link; the customer elsewhere does not", async ({
  mechanic,
  accountsDatabase,
  playwright,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  const token = shop.linkToken;
  const guesserAddress = newAddress();
  const guesser = await playwright.request.newContext({ storageState: signedOut, extraHTTPHeaders: { "x-forwarded-for": guesserAddress } });

  const miss = async () => expect((await guesser.get(`/orcamento/${unknownQuoteToken()}`)).status()).toBe(404);
  // One miss counted per request (the page and its metadata share one lookup), none for a hit.
  for (let guess = 1; guess < MISSES_LIMIT; guess++) await miss();
  expect((await guesser.get(`/orcamento/${token}`)).status()).toBe(200);
  expect((await guesser.get(`/orcamento/${token}/pdf`)).status()).toBe(200);
  await miss();
  expect((await guesser.get(`/orcamento/${token}`)).status()).toBe(404);
  expect((await guesser.get(`/orcamento/${token}/pdf`)).status()).toBe(404);

  // A first X-Forwarded-For entry of the guesser's choosing changes nothing: the proxy's is read.
  const spoofed = await guesser.get(`/orcamento/${token}`, { headers: { "x-forwarded-for": `198.51.100.99, ${guesserAddress}` } });
  expect(spoofed.status()).toBe(404);

  const customer = await playwright.request.newContext({ storageState: signedOut, extraHTTPHeaders: { "x-forwarded-for": newAddress() } });
  expect((await customer.get(`/orcamento/${token}`)).status()).toBe(200);
  expect((await customer.get(`/orcamento/${token}/pdf`)).status()).toBe(200);
  await guesser.dispose();
  await customer.dispose();
});
