/**
 * A check-in's quote before it is priced (no items): nothing approves it, on the link's route, by
 * answerQuote itself or in person, and nothing is written; its WhatsApp message is the check-in's,
 * never a quote "no valor de R$ 0,00"; it starts with a new quote's km, validity and warranty. Once
 * the shop adds items, the same link approves as any other quote.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { shops, quoteAnswers, quotes } from "@/db/schema";
import { setClientAddress, signInAs } from "../support/request";
import { resolve } from "../support/server-render";

const { POST } = await import("@/app/(public-quote)/orcamento/[token]/resposta/route");
const { SendSection } = await import("@/components/quotes/send-section");
const { createWalkInCheckInAction, saveCheckInAction, startCheckInAction } = await import("@/lib/actions/check-ins");
const { recordInPersonApprovalAction } = await import("@/lib/actions/job-stages");
const { getPublicQuote } = await import("@/lib/data/public-quote");
const { answerQuote, listQuoteAnswers } = await import("@/lib/data/quote-answers");
const { getQuote, getQuoteDocument } = await import("@/lib/data/quote-document");
const { getQuoteLinkToken } = await import("@/lib/data/quote-links");
const { messages } = await import("@/lib/messages");
const { siteOrigin } = await import("@/lib/site-url");
const { quoteLinkPath } = await import("@/lib/quotes/link-token");
const { defaultValidUntil } = await import("@/lib/validation/quote");
const { createMechanic } = await import("../support/factories");
const { saveQuoteWith } = await import("../support/quotes");
const { shopWithData } = await import("../support/shops");
const { submittedForm: form } = await import("../support/forms");

const ORIGIN = "http://localhost:3000";
const USER_AGENT = "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile";
const visitor = { clientAddress: "200.160.2.3", userAgent: USER_AGENT };
const WARRANTY = "Garantia de 6 meses para peças e serviços.";
const PAYMENT = "PIX ou cartão em até 3x.";

/** The check-in form as the page posts it. */
const checkInForm = (km: string) => form({ version: "0", km, fuel: "4", complaint: "Barulho na suspensão", notes: "" }, null);

/** A shop with custom defaults, a walk-in's check-in saved at `km` on his new quote (no items), and its link. */
async function walkInCheckedIn(km = "62.300") {
  const shop = await createMechanic({ plan: "pro" });
  await getDb()
    .update(shops)
    .set({ shopName: "Oficina do Zé", warrantyText: WARRANTY, paymentTerms: PAYMENT })
    .where(eq(shops.id, shop.id));
  signInAs(shop.id);
  const walkIn = { name: "Carlos Lima", phone: "(11) 98888-7777", plate: "abc1d23", make: "Fiat", model: "Uno" };
  const started = await createWalkInCheckInAction(null, form(walkIn));
  if (!started.ok) throw new Error(`walk-in refused: ${JSON.stringify(started)}`);
  const quoteId = started.redirectTo!.split("/")[3]!;
  const saved = await saveCheckInAction(quoteId, null, checkInForm(km));
  if (!saved.ok) throw new Error(`check-in refused: ${JSON.stringify(saved)}`);
  const token = (await getQuoteLinkToken(shop.id, quoteId))!;
  return { shop, quoteId, token };
}

function post(token: string, fields: Record<string, string>) {
  const request = new Request(`${ORIGIN}/orcamento/${token}/resposta`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "user-agent": USER_AGENT, host: "localhost:3000", origin: ORIGIN, "sec-fetch-site": "same-origin" },
  });
  return POST(request, { params: Promise.resolve({ token }) });
}

const approvalOf = (version: { number: number; sha256: string }) => ({
  answer: "approve",
  version: String(version.number),
  hash: version.sha256,
  name: "Carlos Lima",
  agreed: "sim",
});

/** The quote's answer columns and every answer row: what an approval would have written. */
async function written(shopId: string, quoteId: string) {
  const [row] = await getDb()
    .select({ status: quotes.status, approvedVersion: quotes.approvedVersion, approvedTotal: quotes.approvedTotal })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  const answers = await getDb().select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quoteId));
  return { ...row, answers: answers.length };
}
const nothingWritten = { status: "pending", approvedVersion: null, approvedTotal: null, answers: 0 };

/** The WhatsApp message the quote page's 'Enviar por WhatsApp' opens, or null when it offers none. */
async function whatsAppText(shopId: string, quoteId: string) {
  const document = (await getQuoteDocument(shopId, quoteId))!;
  const tree = await SendSection({ shopId, plan: "pro", document, unconfirmedEmail: null });
  const html = renderToStaticMarkup(<>{await resolve(tree)}</>);
  const href = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(html)?.[1];
  return href ? new URL(href.replaceAll("&amp;", "&")).searchParams.get("text") : null;
}

describe("a check-in's quote without items", () => {
  it("is not approved through the link's route, however the form is forged: nothing is written", async () => {
    const { shop, quoteId, token } = await walkInCheckedIn();
    setClientAddress("200.160.9.9");
    const view = (await getPublicQuote(token))!;
    expect(view.version.snapshot.items).toEqual([]);

    const approved = await post(token, approvalOf(view.version));
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe(`/orcamento/${token}?aviso=sem-itens`);
    const refused = await post(token, { answer: "refuse", version: String(view.version.number), hash: view.version.sha256, reason: "" });
    expect(refused.headers.get("location")).toBe(`/orcamento/${token}?aviso=sem-itens`);
    expect(await written(shop.id, quoteId)).toEqual(nothingWritten);
    expect(await listQuoteAnswers(shop.id, quoteId)).toEqual([]);
  });

  it("is refused by answerQuote itself, under the lock, approval or refusal", async () => {
    const { shop, quoteId, token } = await walkInCheckedIn();
    const { version } = (await getPublicQuote(token))!;
    const base = { versionNumber: version.number, sha256: version.sha256, nonOriginalPartsConsent: false, ...visitor };
    expect(await answerQuote(shop.id, quoteId, { ...base, answer: "approved", customerName: "Carlos", reason: null })).toEqual({
      ok: false,
      reason: "noItems",
    });
    expect(await answerQuote(shop.id, quoteId, { ...base, answer: "rejected", customerName: null, reason: "Caro" })).toEqual({
      ok: false,
      reason: "noItems",
    });
    expect(await written(shop.id, quoteId)).toEqual(nothingWritten);
  });

  it("is not approved in person: the shop is told why, nothing is written", async () => {
    const { shop, quoteId } = await walkInCheckedIn();
    const a = messages.inPersonApproval;
    const result = await recordInPersonApprovalAction(quoteId, null, form({ customerName: "Carlos Lima", takenBy: "Zé" }, null));
    expect(result).toEqual({ ok: false, message: a.error + a.noItems });
    expect(await written(shop.id, quoteId)).toEqual(nothingWritten);
  });

  it("opens WhatsApp with the check-in's own message, never a quote 'no valor de R$ 0,00'", async () => {
    const { shop, quoteId, token } = await walkInCheckedIn();
    const link = siteOrigin() + quoteLinkPath(token);
    const text = await whatsAppText(shop.id, quoteId);
    expect(text).toBe(`Confira a entrada do seu Fiat Uno: ${link}`);
    expect(text).toBe(messages.checkIn.whatsAppText("Fiat Uno", link));
  });

  it("starts with the check-in's km, the default validity, the profile's payment terms and warranty", async () => {
    const { shop, quoteId } = await walkInCheckedIn("62.300");
    expect(await getQuote(shop.id, quoteId)).toMatchObject({
      checkInKm: 62300,
      validUntil: defaultValidUntil(),
      paymentTerms: PAYMENT,
      warrantyText: WARRANTY,
      items: [],
    });
  });

  it("for a car the shop has: the car's km at once, then the km the check-in read", async () => {
    const shop = await shopWithData("entrada-padroes");
    signInAs(shop.id);
    const started = await startCheckInAction(shop.vehicleId, null, form({}));
    const quoteId = started.ok ? started.redirectTo!.split("/")[3]! : "";
    expect(await getQuote(shop.id, quoteId)).toMatchObject({ checkInKm: 45000, validUntil: defaultValidUntil() });
    expect((await getQuote(shop.id, quoteId))!.warrantyText).toBeTruthy();
    expect(await saveCheckInAction(quoteId, null, checkInForm("45.800"))).toMatchObject({ ok: true });
    expect(await getQuote(shop.id, quoteId)).toMatchObject({ checkInKm: 45800 });
  });

  it("once the shop adds items: the quote's message, and the same link approves", async () => {
    const { shop, quoteId, token } = await walkInCheckedIn();
    const item = {
      kind: "service" as const,
      description: "Troca de amortecedores",
      catalogueServiceId: null,
      partCondition: null,
      labourPricing: null,
      quantity: "1",
      unitPrice: "480.00",
    };
    expect((await saveQuoteWith(shop.id, quoteId, { items: [item] })).ok).toBe(true);
    expect(await whatsAppText(shop.id, quoteId)).toMatch(/no valor de R\$\s480,00/);

    setClientAddress("200.160.9.10");
    const { version } = (await getPublicQuote(token))!;
    const response = await post(token, approvalOf(version));
    expect(response.headers.get("location")).toBe(`/orcamento/${token}?aviso=aprovado#resposta`);
    expect(await written(shop.id, quoteId)).toMatchObject({ status: "approved", approvedVersion: version.number, answers: 1 });
  });

  it("priced by its value alone (no items, the editor's 'Valor'): offered and approved as any quote", async () => {
    const { shop, quoteId, token } = await walkInCheckedIn();
    expect((await saveQuoteWith(shop.id, quoteId, { items: [], cost: "350.00" })).ok).toBe(true);
    expect(await whatsAppText(shop.id, quoteId)).toMatch(/no valor de R\$\s350,00/);

    setClientAddress("200.160.9.11");
    const { version } = (await getPublicQuote(token))!;
    const response = await post(token, approvalOf(version));
    expect(response.headers.get("location")).toBe(`/orcamento/${token}?aviso=aprovado#resposta`);
    expect(await written(shop.id, quoteId)).toMatchObject({ status: "approved", approvedVersion: version.number, answers: 1 });
  });
});
