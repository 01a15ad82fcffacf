/** Tenant isolation: 'Montar com o assistente' (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import { type Attack, type Shop } from "../fixtures";

const draftActions = await import("@/lib/actions/quote-drafts");
const quoteDraftsData = await import("@/lib/data/quote-drafts");
const { submittedForm: form } = await import("../../../support/forms");
const { getDb } = await import("@/db");
const { eq } = await import("drizzle-orm");
const { quoteItems } = await import("@/db/schema");

/** A's and B's lines have the same words and prices: B's own get a price of their own, so A's would show. */
const B_PRICE = "9.99";
async function repriceOwnLines(b: Shop) {
  await getDb().update(quoteItems).set({ unitPrice: B_PRICE }).where(eq(quoteItems.shopId, b.id));
}
const A_WORDS = ["Revisão", "Filtro", "Troca"];

export const attacks: Record<string, Attack> = {
  "lib/data/quote-drafts.ts#listPastLinesLike": async (_a, b) => {
    await repriceOwnLines(b);
    const found = await quoteDraftsData.listPastLinesLike(b.id, A_WORDS);
    expect(found.map(({ description, unitPrice }) => [description, unitPrice.toFixed(2)]).sort()).toEqual([
      ["Filtro", B_PRICE],
      ["Revisão", B_PRICE],
      ["Troca", B_PRICE],
    ]);
  },
  "lib/actions/quote-drafts.ts#draftQuoteFromSentenceAction": async (_a, b) => {
    await repriceOwnLines(b);
    const result = await draftActions.draftQuoteFromSentenceAction(null, form({ sentence: A_WORDS.join(", ") }));
    expect(result.ok && result.data?.map(({ unitPrice }) => unitPrice)).toEqual([B_PRICE, B_PRICE, B_PRICE]);
  },
};

export const exempt: Record<string, string> = {};
