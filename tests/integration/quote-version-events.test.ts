/**
 * The quote history's versions (lib/data/quote-versions.ts listQuoteVersionEvents): what the page
 * shows of each, read without parsing the snapshots, must say what parsing them says.
 */
import { describe, expect, it } from "vitest";
import { answerQuote, openQuoteComplement } from "@/lib/data/quote-answers";
import { getPublicQuote } from "@/lib/data/public-quote";
import { listQuoteVersionEvents, listQuoteVersions } from "@/lib/data/quote-versions";
import { getQuote } from "@/lib/data/quote-document";
import { itemsAsLoaded, saveQuoteWith } from "../support/quotes";
import { shopWithData } from "../support/shops";

const visitor = { clientAddress: "200.160.2.3", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile" };

describe("the versions of the quote's history", () => {
  it("are numbered and dated as stored, a complement's naming the version it amends", async () => {
    const shop = await shopWithData("version-events");
    const view = (await getPublicQuote(shop.linkToken))!;
    const answered = await answerQuote(shop.id, shop.quoteId, {
      versionNumber: view.version.number,
      sha256: view.version.sha256,
      answer: "approved",
      customerName: "Maria Souza",
      reason: null,
      nonOriginalPartsConsent: true,
      ...visitor,
    });
    expect(answered?.ok).toBe(true);
    expect(await openQuoteComplement(shop.id, shop.quoteId)).toBe(true);
    const items = itemsAsLoaded((await getQuote(shop.id, shop.quoteId))!);
    items.push({
      kind: "part",
      description: "Pastilha de freio",
      catalogueServiceId: null,
      partCondition: "original",
      labourPricing: null,
      quantity: "1",
      unitPrice: "80.00",
    });
    expect((await saveQuoteWith(shop.id, shop.quoteId, { items })).ok).toBe(true);
    expect((await getPublicQuote(shop.linkToken))!.version.number).toBe(2);

    const events = await listQuoteVersionEvents(shop.id, shop.quoteId);
    expect(events).toEqual([
      { number: 1, createdAt: expect.any(Date), snapshot: { complement: null } },
      { number: 2, createdAt: expect.any(Date), snapshot: { complement: { amendsVersion: 1 } } },
    ]);
    const parsed = await listQuoteVersions(shop.id, shop.quoteId);
    expect(events.map((event) => event.createdAt)).toEqual(parsed.map((version) => version.createdAt));
    expect(events.map((event) => event.snapshot.complement?.amendsVersion ?? null)).toEqual(
      parsed.map((version) => version.snapshot.complement?.amendsVersion ?? null),
    );
  });
});
