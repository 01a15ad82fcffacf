/**
 * A car that arrives before it is priced, on a 375 px phone: 'Entrada do veículo' for a walk-in,
 * 'Salvar entrada', and the check-in's own WhatsApp message. The customer's link (JavaScript off,
 * as on a cheap phone) shows only the check-in to acknowledge: no value, no terms, no approval; a
 * forged approval posted with the version's real hash is refused and writes nothing. Once the shop
 * adds an item and sends the quote, the same link approves it.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { shops, quoteAnswers, quoteVersions, quotes } from "../../db/schema";
import { messages } from "../../lib/messages";
import { expect, signedOut, test } from "../fixtures";
import { itemRow } from "../support/quote-editor";

test.use({ plan: "pro" });

const m = messages.checkIn;
const link = messages.checkInLink;
const answer = messages.publicQuote.answer;
const sending = messages.quoteSending;
const editor = messages.quoteEditor;
const start = messages.quoteStart;

test("a check-in's link shows only the check-in until the quote has items, then approves", async ({
  page,
  browser,
  mechanic,
  accountsDatabase,
}) => {
  const { db } = accountsDatabase;
  await db.update(shops).set({ shopName: "Oficina do Zé" }).where(eq(shops.id, mechanic.id));
  // WhatsApp itself is not this test's business (and there is no internet here).
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));

  // The walk-in: an unknown plate from 'Entrada do veículo', then the check-in form.
  await page.goto("/dashboard/quotes/new?entrada=1&busca=abc1d23");
  const walkIn = page.getByRole("form", { name: start.registerTitle });
  await walkIn.getByLabel(start.make).fill("Volkswagen");
  await walkIn.getByLabel(start.model).fill("Gol");
  await walkIn.getByLabel(start.name).fill("Carlos Pereira");
  await walkIn.getByLabel(start.phone).fill("11987654321");
  await walkIn.getByRole("button", { name: start.submitCheckIn }).tap();
  await page.waitForURL(/\/dashboard\/quotes\/[0-9a-f-]{36}\/check-in$/);
  const quoteId = page.url().split("/").at(-2)!;

  await page.getByLabel(m.km).fill("62.300");
  await page.getByLabel(m.complaint).fill("Barulho na suspensão");
  await page.getByRole("button", { name: m.save }).tap();
  await page.waitForURL(`**/dashboard/quotes/${quoteId}`);

  // One send, the check-in's: its own message, never "orçamento … no valor de R$ 0,00"; no approval in person.
  await expect(page.getByRole("link", { name: sending.whatsapp })).toHaveCount(0);
  await expect(page.getByRole("button", { name: messages.inPersonApproval.open })).toHaveCount(0);
  const whatsapp = page.getByRole("link", { name: sending.whatsappCheckIn });
  const text = new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text")!;
  expect(text).toMatch(/^Confira a entrada do seu Volkswagen Gol: http\S+\/orcamento\/[\w-]+$/);
  const token = text.split("/orcamento/")[1]!;
  const popup = page.waitForEvent("popup");
  await whatsapp.tap();
  await (await popup).close();
  await expect(page.getByTestId("quote-sends").getByRole("listitem")).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The customer, on a phone without JavaScript.
  const customer = await browser.newContext({
    storageState: signedOut,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": `10.${randomUUID()}` },
  });
  const phone = await customer.newPage();
  const path = `/orcamento/${token}`;
  await phone.goto(path);
  await expect(phone.getByRole("heading", { level: 1, name: "Entrada do veículo Nº 0001" })).toBeVisible();
  await expect(phone.getByText(messages.quotePage.checkInKm)).toBeVisible();
  const main = phone.getByRole("main");
  // No 'Valor: Não informado' (the fuel may still say 'Não informado': it is the check-in's).
  await expect(main.locator("dl").first()).not.toContainText(messages.quotePage.value);
  await expect(main).not.toContainText("R$");
  await expect(phone.getByRole("heading", { name: answer.approveHeading })).toHaveCount(0);
  await expect(phone.getByRole("button", { name: answer.approve })).toHaveCount(0);
  await expect(phone.getByRole("link", { name: messages.publicQuote.downloadPdf })).toHaveCount(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const checkIn = phone.getByTestId("check-in-link");
  await expect(checkIn).toContainText("Barulho na suspensão");
  await checkIn.getByLabel(link.name).fill("Carlos Pereira");
  await checkIn.getByRole("button", { name: link.confirm }).tap();
  await phone.waitForURL(`**${path}?entrada=conferido#entrada`);
  await expect(phone.getByTestId("check-in-link-acknowledged")).toContainText("Carlos Pereira");

  // A forged approval, with the very version and hash the link published: refused, nothing written.
  const [version] = await db
    .select({ number: quoteVersions.number, sha256: quoteVersions.sha256 })
    .from(quoteVersions)
    .where(and(eq(quoteVersions.shopId, mechanic.id), eq(quoteVersions.quoteId, quoteId)))
    .orderBy(desc(quoteVersions.number))
    .limit(1);
  const origin = new URL(phone.url()).origin;
  const forged = await customer.request.post(`${path}/resposta`, {
    form: { answer: "approve", version: String(version!.number), hash: version!.sha256, name: "Carlos Pereira", agreed: "sim" },
    headers: { origin, "sec-fetch-site": "same-origin" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(303);
  expect(forged.headers().location).toBe(`${path}?aviso=sem-itens`);
  expect(await db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quoteId))).toEqual([]);
  const [pending] = await db
    .select({ status: quotes.status, approvedVersion: quotes.approvedVersion })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  expect(pending).toEqual({ status: "pending", approvedVersion: null });
  await phone.goto(`${path}?aviso=sem-itens`);
  await expect(phone.getByTestId("answer-notice")).toHaveText(answer.notices.noItems);

  // The shop prices the job and sends the quote.
  await page.goto(`/dashboard/quotes/${quoteId}/edit`);
  await page.getByRole("button", { name: editor.addService, exact: true }).tap();
  const row = itemRow(page, 1, "service");
  await row.getByLabel(editor.itemDescription, { exact: true }).fill("Troca dos amortecedores dianteiros");
  await row.getByLabel(editor.unitPrice, { exact: true }).fill("480,00");
  await page.getByRole("button", { name: editor.submitEdit }).tap();
  await page.waitForURL(`**/dashboard/quotes/${quoteId}`);
  const send = page.getByRole("link", { name: sending.whatsapp });
  expect(new URL((await send.getAttribute("href"))!).searchParams.get("text")).toMatch(/no valor de R\$\s480,00/);
  const sent = page.waitForEvent("popup");
  await send.tap();
  await (await sent).close();
  await expect(page.getByTestId("quote-sends").getByRole("listitem")).toHaveCount(2);

  // The same link is now the quote, and it approves; the acknowledged check-in stays below.
  await phone.goto(path);
  await expect(phone.getByRole("heading", { level: 1, name: "Orçamento Nº 0001" })).toBeVisible();
  await expect(phone.getByTestId("check-in-link-acknowledged")).toContainText("Carlos Pereira");
  const form = phone.getByRole("region", { name: answer.heading });
  await form.getByLabel(answer.nameLabel).fill("Carlos Pereira");
  await form.getByLabel(answer.readAndApprove).check();
  await form.getByRole("button", { name: answer.approve }).tap();
  await phone.waitForURL(`**${path}?aviso=aprovado#resposta`);
  await expect(phone.getByTestId("answer-notice")).toHaveText(answer.notices.approved);
  const [approved] = await db
    .select({ status: quotes.status, approvedTotal: quotes.approvedTotal })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  expect(approved).toEqual({ status: "approved", approvedTotal: "480.00" });
  await customer.close();
});
