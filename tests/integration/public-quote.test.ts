/**
 * The customer's link (/orcamento/{token}): which tokens open a quote, and the rule against
 * guessing them (lib/public-quote/access.ts, QUOTE_LINK_MISSES): misses counted per client
 * address, hits never, and an address over the limit gets nothing, not even its own quote.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getPdf } from "@/app/(public-quote)/orcamento/[token]/pdf/route";
import { getDb } from "@/db";
import { rateLimits } from "@/db/schema";
import { getQuoteLinkToken, renewQuoteLink } from "@/lib/data/quote-links";
import { newQuoteLinkToken } from "@/lib/quotes/link-token";
import { openPublicQuote, quoteLinkMissKey } from "@/lib/public-quote/access";
import { QUOTE_LINK_MISSES } from "@/lib/rate-limit";
import { shopWithData } from "../support/shops";
import { setClientAddress } from "../support/request";
import { pdfText } from "../support/pdf-text";
import { putAtStage } from "../support/stages";

/** An address no other test uses: the counters start from zero. */
const address = () => `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID()}`;

async function misses(at: string) {
  const [row] = await getDb()
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, quoteLinkMissKey(at)));
  return row?.count ?? 0;
}

async function linkedShop() {
  const shop = await shopWithData("link");
  const token = await getQuoteLinkToken(shop.id, shop.quoteId);
  if (!token) throw new Error("the new quote has no link");
  return { shop, token };
}

describe("the customer's quote link", () => {
  it("opens the quote with the customer's name and nothing else of his", async () => {
    const { shop, token } = await linkedShop();
    const quote = await openPublicQuote(token, address());
    expect(quote?.document.quote.id).toBe(shop.quoteId);
    expect(quote?.document.customer).toEqual({ name: expect.stringMatching(/^Cliente link-/) });
    const everything = JSON.stringify(quote);
    expect(everything).not.toContain(shop.phone);
    expect(everything).not.toContain(shop.customerEmail);
  });

  it("carries the job's live stage, which the version's snapshot does not know", async () => {
    const { shop, token } = await linkedShop();
    expect((await openPublicQuote(token, address()))?.stage.status).toBe("pending");
    await putAtStage(shop.id, shop.quoteId, "ready");
    const quote = await openPublicQuote(token, address());
    expect(quote?.stage).toEqual({ status: "ready", validUntil: null });
    // The snapshot keeps what the customer was shown: no stage in it.
    expect(quote?.document.quote.status).toBe("pending");
  });

  it("counts unknown tokens as misses of that address, and a hit as nothing", async () => {
    const { token } = await linkedShop();
    const at = address();
    for (let open = 0; open < QUOTE_LINK_MISSES.limit + 5; open++) expect(await openPublicQuote(token, at)).toBeDefined();
    expect(await misses(at)).toBe(0);
    expect(await openPublicQuote(newQuoteLinkToken(), at)).toBeUndefined();
    expect(await openPublicQuote(newQuoteLinkToken(), at)).toBeUndefined();
    expect(await misses(at)).toBe(2);
    // What cannot be a token is not a guess at one: no query, nothing counted.
    expect(await openPublicQuote("nada", at)).toBeUndefined();
    expect(await openPublicQuote("../../etc/passwd", at)).toBeUndefined();
    expect(await misses(at)).toBe(2);
  });

  it("refuses every token to an address over the limit, and only to that address", async () => {
    const { token } = await linkedShop();
    const guesser = address();
    for (let guess = 0; guess < QUOTE_LINK_MISSES.limit; guess++)
      expect(await openPublicQuote(newQuoteLinkToken(), guesser)).toBeUndefined();
    expect(await misses(guesser)).toBe(QUOTE_LINK_MISSES.limit);

    // A live token too: past the limit nothing is looked up, so nothing more is counted either.
    expect(await openPublicQuote(token, guesser)).toBeUndefined();
    expect(await openPublicQuote(newQuoteLinkToken(), guesser)).toBeUndefined();
    expect(await misses(guesser)).toBe(QUOTE_LINK_MISSES.limit);

    // The customer, elsewhere, still opens it.
    expect(await openPublicQuote(token, address())).toBeDefined();
  });

  it("opens again once the address's window has passed", async () => {
    const { token } = await linkedShop();
    const guesser = address();
    for (let guess = 0; guess < QUOTE_LINK_MISSES.limit; guess++) await openPublicQuote(newQuoteLinkToken(), guesser);
    expect(await openPublicQuote(token, guesser)).toBeUndefined();
    await getDb()
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, quoteLinkMissKey(guesser)));
    expect(await openPublicQuote(token, guesser)).toBeDefined();
  });

  it("answers nothing for a revoked token, and opens the new one", async () => {
    const { shop, token } = await linkedShop();
    const renewed = await renewQuoteLink(shop.id, shop.quoteId);
    expect(renewed).toBeDefined();
    const at = address();
    expect(await openPublicQuote(token, at)).toBeUndefined();
    expect(await misses(at)).toBe(1);
    expect((await openPublicQuote(renewed!, at))?.document.quote.id).toBe(shop.quoteId);
  });
});

describe("GET /orcamento/{token}/pdf", () => {
  const get = (token: string) => getPdf(new Request(`http://localhost/orcamento/${token}/pdf`), { params: Promise.resolve({ token }) });

  it("is the quote's PDF, private, named after its number, without the customer's phone", async () => {
    const { shop, token } = await linkedShop();
    const { quote } = (await openPublicQuote(token, address()))!.document;
    setClientAddress(address());
    const response = await get(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename="orcamento-\d{4,}\.pdf"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const text = await pdfText(await response.arrayBuffer());
    // The number as the quote shows it (the layout around it is lib/quote-pdf's business).
    expect(text).toContain(`Nº ${String(quote.number).padStart(4, "0")}`);
    expect(text).not.toContain(shop.phone);
    expect(text).not.toContain(shop.customerEmail);
  });

  it("is a 404 for an unknown token, counted against the address like the page's", async () => {
    const at = address();
    setClientAddress(at);
    const response = await get(newQuoteLinkToken());
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await misses(at)).toBe(1);
  });
});
