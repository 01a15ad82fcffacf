/**
 * The deposit ('sinal') asked with the approval, on a real Postgres: the editor's save refuses a
 * bad one with a clear message and writes nothing; a good one is stored and published in the
 * version; the approval through answerQuote records what the approved version asked; the job's
 * payments decide whether it is still to receive.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { payments, quotes } from "@/db/schema";
import type { QuoteItemInput } from "@/lib/validation/quote";
import { signInAs } from "../support/request";

const { createQuoteAction, updateQuoteAction } = await import("@/lib/actions/quotes");
const { createCustomer } = await import("@/lib/data/customers");
const { getQuote } = await import("@/lib/data/quote-document");
const { createQuote } = await import("@/lib/data/quotes");
const { getQuoteLinkToken } = await import("@/lib/data/quote-links");
const { getPublicQuote } = await import("@/lib/data/public-quote");
const { answerQuote, listQuoteAnswers } = await import("@/lib/data/quote-answers");
const { getApprovedDeposit } = await import("@/lib/data/deposits");
const { listQuoteVersions } = await import("@/lib/data/quote-versions");
const { messages } = await import("@/lib/messages");
const { renderQuotePdf } = await import("@/lib/quote-pdf");
const { createMechanic } = await import("../support/factories");
const { pdfText } = await import("../support/pdf-text");
const { submittedForm } = await import("../support/forms");
const { saveQuoteWith } = await import("../support/quotes");

const d = messages.deposit;

const ITEMS = [
  { kind: "service", description: "Revisão", quantity: "1", unitPrice: "200,00" },
  { kind: "part", description: "Pastilhas", quantity: "2", unitPrice: "75,50" },
];
const SERVICE_ONLY = [{ kind: "service", description: "Revisão", quantity: "1", unitPrice: "200,00" }];

async function shop() {
  const account = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(account.id, { name: "Maria", phone: "", email: "", notes: "" });
  signInAs(account.id);
  return { shopId: account.id, customerId: customer.id };
}

const post = (customerId: string, fields: Record<string, string>, items: object[] = ITEMS) =>
  createQuoteAction(customerId, null, submittedForm({ description: "Freios", items: JSON.stringify(items), ...fields }, randomUUID()));

const rowsOf = (shopId: string) =>
  getDb().select({ kind: quotes.depositKind, value: quotes.depositValue }).from(quotes).where(eq(quotes.shopId, shopId));

describe("the 'Sinal' on the quote's save", () => {
  it.each([
    ["letters", "abc", d.amountInvalid],
    ["hostile text", "<script>alert(1)</script>", d.amountInvalid],
    ["SQL", "1; DROP TABLE quotes", d.amountInvalid],
    ["a negative amount", "-10", d.amountInvalid],
    ["zero", "0,00", d.amountZero],
    ["nothing typed", "", d.amountRequired],
    ["more than the total (R$ 351,00)", "351,01", d.amountAboveTotal("R$\u00a0351,00")],
  ])("refuses %s with a clear message and writes nothing", async (_case, typed, message) => {
    const { shopId, customerId } = await shop();
    const result = await post(customerId, { depositKind: "amount", depositValue: typed });
    expect(result).toMatchObject({ ok: false, fieldErrors: { depositValue: [message] } });
    expect(await rowsOf(shopId)).toEqual([]);
  });

  it("refuses 'o valor das peças' on a quote without parts, and a forged kind", async () => {
    const { shopId, customerId } = await shop();
    expect(await post(customerId, { depositKind: "parts" }, SERVICE_ONLY)).toMatchObject({
      ok: false,
      fieldErrors: { depositValue: [d.partsWithoutParts] },
    });
    expect(await post(customerId, { depositKind: "tudo", depositValue: "10" })).toMatchObject({
      ok: false,
      fieldErrors: { depositKind: [d.kindInvalid] },
    });
    expect(await rowsOf(shopId)).toEqual([]);
  });

  it("refuses a typed deposit on a plain quote with no value", async () => {
    const { customerId } = await shop();
    const result = await post(customerId, { depositKind: "amount", depositValue: "50" }, []);
    expect(result).toMatchObject({ ok: false, fieldErrors: { depositValue: [d.amountWithoutTotal] } });
  });

  it("keeps a typed amount (the whole total allowed), then the parts' kind without a value, then none", async () => {
    const { shopId, customerId } = await shop();
    expect(await post(customerId, { depositKind: "amount", depositValue: "351,00" })).toMatchObject({ ok: true });
    expect(await rowsOf(shopId)).toEqual([{ kind: "amount", value: "351.00" }]);
    const [row] = await getDb().select({ id: quotes.id }).from(quotes).where(eq(quotes.shopId, shopId));
    const id = row?.id;
    const edit = async (fields: Record<string, string>) => {
      const quote = (await getQuote(shopId, id!))!;
      const form = { description: "Freios", items: JSON.stringify(ITEMS), version: String(quote.version), ...fields };
      return updateQuoteAction(id!, null, submittedForm(form, null));
    };
    // A value left in the hidden amount field does not travel with the parts' kind.
    expect(await edit({ depositKind: "parts", depositValue: "99" })).toMatchObject({ ok: true });
    expect(await rowsOf(shopId)).toEqual([{ kind: "parts", value: null }]);
    expect(await edit({ depositKind: "" })).toMatchObject({ ok: true });
    expect(await rowsOf(shopId)).toEqual([{ kind: null, value: null }]);
  });
});

const line = (fields: Pick<QuoteItemInput, "kind" | "description" | "quantity" | "unitPrice">): QuoteItemInput => ({
  catalogueServiceId: null,
  partCondition: fields.kind === "part" ? "original" : null,
  labourPricing: null,
  ...fields,
});

async function quoteOnLink(deposit: { kind: "amount" | "parts"; value: string | null } | null) {
  const { shopId, customerId } = await shop();
  const created = await createQuote(shopId, customerId, {
    description: "Freios",
    cost: null,
    items: [
      line({ kind: "service", description: "Revisão", quantity: "1", unitPrice: "200.00" }),
      line({ kind: "part", description: "Pastilhas", quantity: "2", unitPrice: "75.50" }),
    ],
    deposit,
  });
  const token = (await getQuoteLinkToken(shopId, created!.id))!;
  return { shopId, quoteId: created!.id, token };
}

const visitor = { clientAddress: "200.160.2.3", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile" };

async function approve(shopId: string, quoteId: string, token: string) {
  const view = (await getPublicQuote(token))!;
  return answerQuote(shopId, quoteId, {
    versionNumber: view.version.number,
    sha256: view.version.sha256,
    answer: "approved",
    customerName: "Maria",
    reason: null,
    nonOriginalPartsConsent: false,
    ...visitor,
  });
}

const pay = (shopId: string, quoteId: string, amount: string) =>
  getDb().insert(payments).values({ shopId, quoteId, amount, method: "pix", paidOn: "2026-11-26" });

describe("the deposit in the approved version", () => {
  it("is published with the version, and the approval through answerQuote records it", async () => {
    const { shopId, quoteId, token } = await quoteOnLink({ kind: "amount", value: "150.00" });
    const view = (await getPublicQuote(token))!;
    expect(view.version.snapshot.deposit).toBe("150.00");
    expect(view.version.canonical).toContain('"deposit":"150.00"');

    const outcome = await approve(shopId, quoteId, token);
    expect(outcome).toMatchObject({ ok: true, answer: { answer: "approved", deposit: "150.00" } });
    expect(await listQuoteAnswers(shopId, quoteId)).toMatchObject([{ versionNumber: 1, deposit: "150.00" }]);
    expect(await getApprovedDeposit(shopId, quoteId)).toEqual({ amount: "150.00", due: "150.00", isPaid: false });
  });

  it("takes the parts' total for 'o valor das peças', frozen at the approval", async () => {
    const { shopId, quoteId, token } = await quoteOnLink({ kind: "parts", value: null });
    await approve(shopId, quoteId, token);
    expect((await listQuoteAnswers(shopId, quoteId))[0]!.deposit).toBe("151.00");
  });

  it("is to receive until the payments reach it: less what was paid, then 'pago'", async () => {
    const { shopId, quoteId, token } = await quoteOnLink({ kind: "amount", value: "150.00" });
    await approve(shopId, quoteId, token);
    await pay(shopId, quoteId, "100.00");
    expect(await getApprovedDeposit(shopId, quoteId)).toEqual({ amount: "150.00", due: "50.00", isPaid: false });
    await pay(shopId, quoteId, "50.00");
    expect(await getApprovedDeposit(shopId, quoteId)).toEqual({ amount: "150.00", due: "0.00", isPaid: true });
  });

  it("makes a new version when the deposit changes (the customer must see it), none when it does not", async () => {
    const { shopId, quoteId, token } = await quoteOnLink(null);
    const first = (await getPublicQuote(token))!;
    expect(first.version.canonical).not.toContain("deposit");
    expect((await saveQuoteWith(shopId, quoteId, {})).ok).toBe(true);
    expect((await getPublicQuote(token))!.version.number).toBe(1);
    expect((await saveQuoteWith(shopId, quoteId, { deposit: { kind: "amount", value: "80.00" } })).ok).toBe(true);
    expect((await getPublicQuote(token))!.version.snapshot.deposit).toBe("80.00");
    expect((await listQuoteVersions(shopId, quoteId)).map((version) => version.number)).toEqual([1, 2]);
  });

  it("records no deposit for an approval of a version that asked none", async () => {
    const { shopId, quoteId, token } = await quoteOnLink(null);
    expect(await approve(shopId, quoteId, token)).toMatchObject({ ok: true, answer: { deposit: null } });
    expect(await getApprovedDeposit(shopId, quoteId)).toBeNull();
  });

  it("is in the PDF: asked before the approval, and the receipt says 'aprovado com sinal'", async () => {
    const { shopId, quoteId, token } = await quoteOnLink({ kind: "amount", value: "150.00" });
    const squeeze = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s+/g, " ");
    const before = await squeeze(await renderQuotePdf((await getPublicQuote(token))!.document));
    expect(before).toContain(`${d.askedLabel}: R$ 150,00`);
    const outcome = await approve(shopId, quoteId, token);
    if (!outcome?.ok) throw new Error("not approved");
    const view = (await getPublicQuote(token))!;
    const after = await squeeze(await renderQuotePdf(view.document, { receipt: outcome.answer, history: view.answers }));
    // The receipt's line and the history's row both say it.
    expect(after.split(d.approvedWith("R$ 150,00")).length - 1).toBe(2);
  });
});
