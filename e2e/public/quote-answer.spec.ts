/**
 * The customer answers the quote on its link: on a phone, with no session, with JavaScript on and
 * off. He approves a quote with a 'paralela' and a 'usada' part (the name, 'Li e aprovo', and the
 * consent to those parts), sees the receipt and gets it in the PDF, and the shop is told by e-mail;
 * or he refuses with a reason. A quote past its validity cannot be answered, a version the shop
 * changed meanwhile is shown again, a complement lists what changed, and only the customer's visit
 * counts as 'Visualizado'.
 */
import { randomUUID } from "node:crypto";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { formatDateTime } from "../../lib/format";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { pdfText } from "../../tests/support/pdf-text";
import { mailsTo } from "../support/mail";
import { layoutProblems } from "../support/phone-layout";
import {
  addComplementPart,
  quoteAnswersOf,
  quoteViewsOf,
  setQuoteDescription,
  setQuoteValidity,
  setShopEmail,
} from "../support/public-quote";
import { seedShop } from "../support/seed";
import { axe } from "../support/axe";

const CUSTOMER = "Maria Aparecida dos Santos Conceição";
const STALE = messages.publicQuote.answer.notices.stale;

test.use({ plan: "pro", storageState: signedOut });

/** The customer: a phone, no session, an address of his own (the servers trust one proxy: e2e/env.ts). */
async function customer(browser: Browser, options: BrowserContextOptions = {}) {
  const address = `10.${randomUUID()}`;
  const context = await browser.newContext({
    storageState: signedOut,
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders: { "x-forwarded-for": address },
    ...options,
  });
  return { page: await context.newPage(), address, close: () => context.close() };
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await axe(page).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Nothing wider than the phone, nothing clipped, every target at least 24 × 24 px (phone-layout.spec.ts's rule). */
async function expectFitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await layoutProblems(page)).toEqual([]);
}

/** The code the page says its receipt will carry ("… · código 3f9a1c2b"). */
async function shownCode(page: Page) {
  const note = await page.getByTestId("answer-version").textContent();
  const code = /código ([0-9a-f]{8})$/.exec(note ?? "")?.[1];
  expect(code, note ?? "").toBeDefined();
  return code!;
}

for (const javaScriptEnabled of [true, false]) {
  // Two axe runs, a PDF and a mail on a shared machine.
  test(`on a phone (JavaScript ${javaScriptEnabled ? "on" : "off"}) the customer approves the non-original parts and gets the receipt, on the page and in the PDF`, async ({
    browser,
    mechanic,
    accountsDatabase,
  }) => {
    const shop = await seedShop(accountsDatabase, mechanic);
    await setQuoteValidity(accountsDatabase, mechanic.id, shop.quoteId, "2099-12-31");
    // The profile's e-mail is not where the notice goes: the account's confirmed address is.
    await setShopEmail(accountsDatabase, mechanic.id, `oficina-${randomUUID()}@e2e.test`);
    const shopEmail = mechanic.email;
    const { page, address, close } = await customer(browser, { javaScriptEnabled });
    const link = `/orcamento/${shop.linkToken}`;

    await page.goto(link);
    const answer = page.getByRole("region", { name: "Sua resposta" });
    await expect(answer.getByRole("heading", { name: "Aprovar orçamento" })).toBeVisible();
    // The parts the customer must accept by name (CDC art. 21), with their condition.
    const parts = answer.getByTestId("answer-non-original-parts").getByRole("listitem");
    await expect(parts).toHaveText(["Filtro de arEstado da peça: Paralela", "Alternador recondicionadoEstado da peça: Usada"]);
    await expectFitsThePhone(page);
    // axe runs in the page: only where scripts may run.
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    const code = await shownCode(page);

    // A name of spaces only: the browser refuses it and keeps the form as it was typed.
    const name = answer.getByLabel("Nome completo");
    await name.fill("   ");
    await answer.getByLabel("Li e aprovo este orçamento").check();
    await answer.getByLabel("Autorizo o uso das peças não originais listadas acima").check();
    await answer.getByRole("button", { name: "Aprovar orçamento" }).click();
    await expect(name).toHaveJSProperty("validity.patternMismatch", true);
    await expect(answer.getByLabel("Li e aprovo este orçamento")).toBeChecked();
    expect(await quoteAnswersOf(accountsDatabase, mechanic.id, shop.quoteId)).toEqual([]);

    await name.fill(CUSTOMER);
    await answer.getByRole("button", { name: "Aprovar orçamento" }).click();
    await page.waitForURL(`**${link}?aviso=aprovado#resposta`);
    await expect(page.getByTestId("answer-notice")).toHaveText("Aprovação registrada. A oficina já pode ver sua resposta.");
    await expect(page.getByTestId("answer-notice")).toHaveAttribute("role", "status");

    const [stored] = await quoteAnswersOf(accountsDatabase, mechanic.id, shop.quoteId);
    expect(stored).toMatchObject({
      answer: "approved",
      customerName: CUSTOMER,
      nonOriginalPartsConsent: true,
      clientAddress: address,
      versionNumber: 1,
    });
    const when = `${formatDateTime(stored!.answeredAt)} (horário de Brasília)`;

    const receipt = page.getByTestId("answer-receipt");
    await expect(receipt.getByRole("heading", { name: "Orçamento aprovado" })).toBeVisible();
    await expect(receipt.locator("dl")).toHaveText(
      [
        `Nome${CUSTOMER}`,
        `Data e hora${when}`,
        "Versão1",
        `Código do comprovante${code}`,
        "Peças não originaisAutorizadas (CDC, art. 21)",
      ].join(""),
    );
    await expect(answer.getByRole("button", { name: "Aprovar orçamento" })).toHaveCount(0);
    await expectFitsThePhone(page);
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    // 'Baixar PDF' under the receipt: the same receipt, and the history of answers.
    const pdfHref = await receipt.getByRole("link", { name: "Baixar PDF" }).getAttribute("href");
    expect(pdfHref).toBe(`${link}/pdf`);
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    const text = await pdfText(await pdf.body());
    for (const part of ["Comprovante de aprovação", CUSTOMER, when, code, "Histórico de aprovações"]) expect(text).toContain(part);

    // The shop is told, once the answer is committed.
    await expect
      .poll(async () => (await mailsTo(shopEmail)).map((mail) => mail.subject))
      .toEqual([`Orçamento Nº 0001 aprovado por ${CUSTOMER}`]);
    await close();
  });
}

test("the customer refuses with a reason and sees the refusal's receipt", async ({ browser, mechanic, accountsDatabase }) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  await setQuoteValidity(accountsDatabase, mechanic.id, shop.quoteId, null);
  const { page, close } = await customer(browser, { javaScriptEnabled: false });
  const link = `/orcamento/${shop.linkToken}`;
  await page.goto(link);

  await page.locator("summary", { hasText: "Recusar orçamento" }).click();
  const refusal = page.getByRole("form", { name: "Recusar orçamento" });
  await refusal.getByLabel("Motivo (opcional)").fill("Achei caro. Vou fazer só a troca de óleo.");
  await refusal.getByRole("button", { name: "Recusar" }).click();
  await page.waitForURL(`**${link}?aviso=recusado#resposta`);

  const receipt = page.getByTestId("answer-receipt");
  await expect(receipt.getByRole("heading", { name: "Orçamento recusado" })).toBeVisible();
  await expect(receipt).toContainText("MotivoAchei caro. Vou fazer só a troca de óleo.");
  expect(await quoteAnswersOf(accountsDatabase, mechanic.id, shop.quoteId)).toEqual([
    expect.objectContaining({ answer: "rejected", reason: "Achei caro. Vou fazer só a troca de óleo.", customerName: null }),
  ]);
  await close();
});

test("a quote past its validity cannot be answered: the customer is sent to the shop's WhatsApp", async ({
  browser,
  mechanic,
  accountsDatabase,
}) => {
  // The seeded quote was valid until 30/10/2026.
  const shop = await seedShop(accountsDatabase, mechanic);
  const { page, close } = await customer(browser);
  await page.goto(`/orcamento/${shop.linkToken}`);
  const expired = page.getByTestId("answer-expired");
  await expect(expired.getByText("Orçamento vencido em 30/10/2026. Fale com a oficina para atualizar.", { exact: true })).toBeVisible();
  await expect(expired.getByRole("link", { name: /Pedir atualização pelo WhatsApp/ })).toHaveAttribute(
    "href",
    `https://wa.me/5511987654321?text=${encodeURIComponent("Olá! O orçamento Nº 0001 venceu em 30/10/2026. Podem me enviar uma versão atualizada?")}`,
  );
  await expect(page.getByRole("button", { name: "Aprovar orçamento" })).toHaveCount(0);
  await close();
});

test("a version changed while the customer read it is shown again, and then approved", async ({ browser, mechanic, accountsDatabase }) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  await setQuoteValidity(accountsDatabase, mechanic.id, shop.quoteId, null);
  const { page, close } = await customer(browser);
  const link = `/orcamento/${shop.linkToken}`;
  await page.goto(link);
  await expect(page.getByTestId("answer-version")).toContainText("Versão 1 deste orçamento");

  await setQuoteDescription(accountsDatabase, mechanic.id, shop.quoteId, "Revisão dos 180 mil km, com troca do alternador");
  await page.getByLabel("Nome completo").fill(CUSTOMER);
  await page.getByLabel("Li e aprovo este orçamento").check();
  await page.getByLabel("Autorizo o uso das peças não originais listadas acima").check();
  await page.getByRole("button", { name: "Aprovar orçamento" }).click();
  await page.waitForURL(`**${link}?aviso=atualizado&de=1`);
  await expect(page.getByTestId("answer-notice")).toHaveText(STALE);
  await expect(page.getByTestId("answer-notice")).toHaveAttribute("role", "alert");
  await expect(page.getByText("Revisão dos 180 mil km, com troca do alternador")).toBeVisible();
  await expect(page.getByTestId("answer-version")).toContainText("Versão 2 deste orçamento");
  expect(await quoteAnswersOf(accountsDatabase, mechanic.id, shop.quoteId)).toEqual([]);
  // The name typed is kept, so a refused answer is not typed again.
  await expect(page.getByLabel("Nome completo")).toHaveValue(CUSTOMER);

  await page.getByLabel("Nome completo").fill(CUSTOMER);
  await page.getByLabel("Li e aprovo este orçamento").check();
  await page.getByLabel("Autorizo o uso das peças não originais listadas acima").check();
  await page.getByRole("button", { name: "Aprovar orçamento" }).click();
  await page.waitForURL(`**${link}?aviso=aprovado#resposta`);
  await expect(page.getByTestId("answer-receipt")).toContainText("Versão2");
  await close();
});

test("a complement lists what changed against the approved version, which stays readable with its receipt", async ({
  browser,
  mechanic,
  accountsDatabase,
}) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  await setQuoteValidity(accountsDatabase, mechanic.id, shop.quoteId, null);
  const { page, close } = await customer(browser);
  const link = `/orcamento/${shop.linkToken}`;
  await page.goto(link);
  await page.getByLabel("Nome completo").fill(CUSTOMER);
  await page.getByLabel("Li e aprovo este orçamento").check();
  await page.getByLabel("Autorizo o uso das peças não originais listadas acima").check();
  await page.getByRole("button", { name: "Aprovar orçamento" }).click();
  await page.waitForURL(`**${link}?aviso=aprovado#resposta`);

  await addComplementPart(accountsDatabase, mechanic.id, shop.quoteId, "Correia dentada");
  await page.goto(link);
  const complement = page.getByTestId("quote-complement");
  await expect(complement.getByRole("heading", { name: "Orçamento complementar" })).toBeVisible();
  await expect(complement).toContainText("Mudanças em relação à versão 1, que você aprovou:");
  await expect(complement.getByRole("listitem")).toHaveText([
    "Incluído:Correia dentada(Peça)Estado da peça: Original1 × R$ 80,00 = R$ 80,00",
  ]);
  await expect(complement).toContainText("Total aprovado anteriormenteR$ 1.234,56");
  await expect(complement).toContainText("Novo totalR$ 1.314,56");
  // The complement is answered on its own.
  await expect(page.getByTestId("answer-version")).toContainText("Versão 2 deste orçamento");
  await expect(page.getByRole("button", { name: "Aprovar orçamento" })).toBeVisible();
  const history = page.getByTestId("answer-history");
  await expect(history).toContainText("Versão 1: aprovada");
  await expect(history).toContainText(CUSTOMER);
  await expectFitsThePhone(page);
  await expectNoAxeViolations(page);

  await history.getByRole("link", { name: "Ver a versão 1" }).click();
  await page.waitForURL(`**${link}?versao=1`);
  await expect(page.getByTestId("read-only-version")).toContainText("Você está vendo a versão 1 deste orçamento, só para leitura.");
  await expect(page.getByTestId("quote-complement")).toHaveCount(0);
  await expect(page.getByText("Correia dentada")).toHaveCount(0);
  await expect(page.getByTestId("answer-receipt")).toContainText(`Nome${CUSTOMER}`);
  await expect(page.getByRole("button", { name: "Aprovar orçamento" })).toHaveCount(0);
  await close();
});

test("'Visualizado' is the customer's visit, not the shop's own", async ({ browser, mechanic, accountsDatabase, signedInPage }) => {
  const shop = await seedShop(accountsDatabase, mechanic);
  const link = `/orcamento/${shop.linkToken}`;

  const shopPage = await signedInPage(mechanic, { extraHTTPHeaders: { "x-forwarded-for": `10.${randomUUID()}` } });
  await shopPage.goto(link);
  await expect(shopPage.getByRole("heading", { level: 1, name: "Orçamento Nº 0001" })).toBeVisible();

  const { page, address, close } = await customer(browser);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Orçamento Nº 0001" })).toBeVisible();
  // Recorded after the response: the customer's one row, with his address, and none for the shop.
  await expect
    .poll(async () => (await quoteViewsOf(accountsDatabase, mechanic.id, shop.quoteId)).map((view) => view.clientAddress))
    .toEqual([address]);
  await close();
});
