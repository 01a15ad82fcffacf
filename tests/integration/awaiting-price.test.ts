/**
 * A part asked of suppliers and saved before its price arrives ('Aguardando cotação'): the quote
 * is kept, but no path sends, shows a price for, or approves it until every line has a price;
 * then the supplier's price is applied and the quote goes out as any other.
 */
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";
import { GET } from "@/app/dashboard/quotes/[id]/pdf/route";
import { updateQuoteAction } from "@/lib/actions/quotes";
import { createCustomer } from "@/lib/data/customers";
import { countQuotesThisMonth } from "@/lib/data/plan-usage";
import { getPublicQuote } from "@/lib/data/public-quote";
import { answerQuote } from "@/lib/data/quote-answers";
import { getQuoteLinkToken } from "@/lib/data/quote-links";
import { markQuoteHandedOut } from "@/lib/data/quote-sends";
import { getQuote } from "@/lib/data/quote-document";
import { createQuote } from "@/lib/data/quotes";
import { messages } from "@/lib/messages";
import { awaitingPriceCount, isPriced } from "@/lib/quotes/priced";
import { snapshotIsPriced } from "@/lib/quotes/snapshot";
import { createMechanic } from "../support/factories";
import { submittedForm as form } from "../support/forms";

const visitor = { clientAddress: "200.160.2.3", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile" };
const service = { kind: "service", description: "Troca das pastilhas", quantity: "1", unitPrice: "120,00" };
const pads = (unitPrice: string) => ({
  kind: "part",
  description: "Pastilha de freio dianteira",
  quantity: "1",
  condition: "original",
  unitPrice,
});

async function quoteWithPads() {
  const shop = await createMechanic({ plan: "basic" });
  signInAs(shop.id);
  const customer = await createCustomer(shop.id, { name: "Carlos Lima", phone: "11988887777", email: "", notes: "" });
  const quote = (await createQuote(shop.id, customer.id, { description: "Freios", cost: null }))!;
  const save = async (items: object[]) => {
    const { version } = (await getQuote(shop.id, quote.id))!;
    return updateQuoteAction(
      quote.id,
      null,
      form({ description: "Freios", cost: "", items: JSON.stringify(items), version: String(version) }),
    );
  };
  return { shop, quoteId: quote.id, save };
}

describe("a part 'Aguardando cotação'", () => {
  it("is saved without a price, marked, and the quote is not priced", async () => {
    const { shop, quoteId, save } = await quoteWithPads();
    expect(await save([service, pads("")])).toMatchObject({ ok: true });
    const quote = (await getQuote(shop.id, quoteId))!;
    expect(quote.items.map((item) => [item.kind, item.unitPrice, item.awaitingPrice])).toEqual([
      ["service", "120.00", false],
      ["part", "0.00", true],
    ]);
    expect(isPriced(quote)).toBe(false);
    expect(awaitingPriceCount(quote)).toBe(1);
  });

  it("is only for a part: a service or labour line still needs its price", async () => {
    const { save } = await quoteWithPads();
    expect(await save([{ ...service, unitPrice: "" }])).toMatchObject({
      ok: false,
      fieldErrors: { "items.0.unitPrice": [messages.quotes.priceRequired] },
    });
  });

  it("keeps the quote from going out: the link shows no price, no answer is taken, the PDF and the limit wait", async () => {
    const { shop, quoteId, save } = await quoteWithPads();
    await save([service, pads("")]);
    const token = (await getQuoteLinkToken(shop.id, quoteId))!;
    const { version } = (await getPublicQuote(token))!;
    expect(snapshotIsPriced(version.snapshot)).toBe(false);
    const forged = { versionNumber: version.number, sha256: version.sha256, nonOriginalPartsConsent: false, ...visitor };
    expect(await answerQuote(shop.id, quoteId, { ...forged, answer: "approved", customerName: "Carlos", reason: null })).toEqual({
      ok: false,
      reason: "noItems",
    });
    const pdf = await GET(new Request(`http://localhost/dashboard/quotes/${quoteId}/pdf`), { params: Promise.resolve({ id: quoteId }) });
    expect(pdf.status).toBe(409);
    expect(await pdf.text()).toBe(messages.quoteSending.awaitingPrice(1));
    await markQuoteHandedOut(shop.id, quoteId);
    expect(await countQuotesThisMonth(shop.id)).toBe(0);
  });

  it("gets the supplier's price when the shop applies it, and the quote then goes out", async () => {
    const { shop, quoteId, save } = await quoteWithPads();
    await save([service, pads("")]);
    expect(await save([service, pads("189,90")])).toMatchObject({ ok: true });
    const quote = (await getQuote(shop.id, quoteId))!;
    expect(quote.items[1]).toMatchObject({ unitPrice: "189.90", awaitingPrice: false });
    expect(isPriced(quote)).toBe(true);
    const token = (await getQuoteLinkToken(shop.id, quoteId))!;
    const { version } = (await getPublicQuote(token))!;
    expect(snapshotIsPriced(version.snapshot)).toBe(true);
    expect(version.snapshot.items[1]).not.toHaveProperty("awaitingPrice");
    const answer = { versionNumber: version.number, sha256: version.sha256, nonOriginalPartsConsent: false, ...visitor };
    expect(await answerQuote(shop.id, quoteId, { ...answer, answer: "approved", customerName: "Carlos", reason: null })).toMatchObject({
      ok: true,
    });
  });
});
