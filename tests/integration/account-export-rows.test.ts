/**
 * The quote files' reads of 'Baixar meus dados' (lib/data/account-export-quotes.ts), row for row:
 * every row of a shop with several quotes, an approval record, sends and payments (some at the
 * same moment, so the pages' tie-breaks matter), read a page of 2 at a time and all at once, then
 * compared whole with the stored file. Ids, hashes, times and the shop's random labels are
 * replaced by their order of appearance, so the file holds only what the reads decide.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { payments, quoteSends } from "@/db/schema";
import { quoteExportBatches, QUOTE_EXPORT_TABLES, type QuoteExportTable } from "@/lib/data/account-export-quotes";
import { createQuote } from "@/lib/data/quotes";
import { getPublicQuote } from "@/lib/data/public-quote";
import { answerQuote } from "@/lib/data/quote-answers";
import { recordQuoteView } from "@/lib/data/quote-versions";
import type { QuoteItemInput } from "@/lib/validation/quote";
import { shopWithData } from "../support/shops";

const visitor = { clientAddress: "200.160.2.3", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile" };

const line = (kind: QuoteItemInput["kind"], description: string, unitPrice: string): QuoteItemInput => ({
  kind,
  description,
  catalogueServiceId: null,
  partCondition: kind === "part" ? "original" : null,
  labourPricing: kind === "labour" ? "fixed" : null,
  quantity: "2",
  unitPrice,
});

async function shopWithRecord() {
  const shop = await shopWithData("Export");
  const view = (await getPublicQuote(shop.linkToken))!;
  await recordQuoteView(shop.id, shop.quoteId, view.version.id, visitor);
  await recordQuoteView(shop.id, shop.quoteId, view.version.id, visitor);
  const answer = await answerQuote(shop.id, shop.quoteId, {
    versionNumber: view.version.number,
    sha256: view.version.sha256,
    answer: "approved",
    customerName: "Maria",
    reason: null,
    nonOriginalPartsConsent: true,
    ...visitor,
  });
  if (!answer?.ok) throw new Error("quote not approved");
  for (const description of ["Freios", "Suspensão"]) {
    await createQuote(shop.id, shop.customerId, {
      description,
      cost: null,
      items: [line("service", "Revisão", "100.00"), line("part", "Pastilha", "50.00"), line("labour", "Mão de obra", "80.00")],
    });
  }
  const at = new Date("2026-11-20T13:00:00.123Z");
  const later = new Date("2026-11-21T09:30:00Z");
  const send = { shopId: shop.id, quoteId: shop.quoteId, channel: "email" as const, recipient: "maria@exemplo.com" };
  await getDb()
    .insert(quoteSends)
    .values([
      { ...send, sentAt: at },
      { ...send, sentAt: at },
      { ...send, sentAt: later },
    ]);
  const paid = { shopId: shop.id, quoteId: shop.quoteId, amount: "10.00", method: "pix" as const, paidOn: "2026-11-20" };
  await getDb()
    .insert(payments)
    .values([
      { ...paid, createdAt: at },
      { ...paid, createdAt: at },
      { ...paid, amount: "5.50", method: "cash" as const, createdAt: later },
    ]);
  return shop;
}

async function rowsOf(table: QuoteExportTable, shopId: string, batchSize?: number) {
  const rows: unknown[] = [];
  for await (const batch of quoteExportBatches(shopId, table, { batchSize })) rows.push(...batch);
  return rows;
}

/** Each distinct id, hash, time, day and random label by its order of appearance. */
function normalised(value: unknown, random: string[]) {
  const seen = new Map<string, string>();
  const ordinal = (kind: string) => (match: string) => {
    const key = `${kind}:${match}`;
    if (!seen.has(key)) seen.set(key, `<${kind} ${[...seen.keys()].filter((k) => k.startsWith(`${kind}:`)).length + 1}>`);
    return seen.get(key)!;
  };
  let text = JSON.stringify(value, null, 1);
  for (const literal of random) text = text.replaceAll(literal, ordinal("random")(literal));
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ordinal("id"))
    .replace(/[0-9a-f]{64}/g, ordinal("sha256"))
    .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:\d{2})?)?/g, ordinal("time"))
    .replace(/\d{4}-\d{2}-\d{2}/g, ordinal("day"));
}

describe("the quote files' rows", () => {
  it("are every row once, page by page as all at once, and what the stored file says", async () => {
    const shop = await shopWithRecord();
    const all: Record<string, unknown[]> = {};
    for (const table of QUOTE_EXPORT_TABLES) {
      const paged = await rowsOf(table, shop.id, 2);
      expect(paged).toEqual(await rowsOf(table, shop.id));
      all[table] = paged;
    }
    const tag = /Export-[0-9a-f]{8}/.exec(JSON.stringify(all))![0];
    await expect(normalised(all, [tag, shop.plate, shop.phone, shop.phone.replace(/\D/g, ""), shop.customerEmail])).toMatchFileSnapshot(
      "./__snapshots__/account-export-rows.json",
    );
  });
});
