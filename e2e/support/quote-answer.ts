/**
 * The customer's view and answer on the link, written straight into the e2e database as
 * lib/data/quote-versions.ts (recordQuoteView) and lib/data/quote-answers.ts (answerQuote) write
 * them: those modules are server-only, so not importable here. The version must already be
 * published: open /orcamento/{token} first, as the customer would.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { quoteAnswers, quoteVersions, quoteViews, quotes } from "../../db/schema";
import type { AccountsDatabase } from "./accounts";

export const CUSTOMER_VISITOR = {
  clientAddress: "200.160.2.3",
  userAgent: "Mozilla/5.0 (Linux; Android 14; moto g54) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36",
};

type Answer = { answer: "approved"; customerName: string } | { answer: "rejected"; reason: string | null };

/**
 * The latest version's first view, then the answer to it; the quote's status and lock as answerQuote
 * leaves them. `visitor`: the address and browser the answer came from (the record keeps them raw).
 */
export async function answerOnLink(
  { db }: AccountsDatabase,
  shopId: string,
  quoteId: string,
  given: Answer,
  visitor: typeof CUSTOMER_VISITOR = CUSTOMER_VISITOR,
) {
  return db.transaction(async (tx) => {
    const [version] = await tx
      .select({ id: quoteVersions.id, number: quoteVersions.number, sha256: quoteVersions.sha256 })
      .from(quoteVersions)
      .where(and(eq(quoteVersions.shopId, shopId), eq(quoteVersions.quoteId, quoteId)))
      .orderBy(desc(quoteVersions.number))
      .limit(1);
    if (!version) throw new Error("no version published: open the quote's link first");
    await tx
      .insert(quoteViews)
      .values({ versionId: version.id, quoteId, shopId, ...visitor })
      .onConflictDoNothing();
    const approving = given.answer === "approved";
    await tx.insert(quoteAnswers).values({
      versionId: version.id,
      quoteId,
      shopId,
      versionNumber: version.number,
      sha256: version.sha256,
      answer: given.answer,
      customerName: approving ? given.customerName : null,
      reason: approving ? null : given.reason,
      // The seeded quote has paralela and usada parts: an approval carries the consent (CDC art. 21).
      nonOriginalPartsConsent: approving ? true : null,
      ...visitor,
    });
    await tx
      .update(quotes)
      .set(
        approving
          ? {
              approvedVersion: version.number,
              amending: false,
              answerUnseen: true,
              status: sql`CASE WHEN ${quotes.status} IN ('pending', 'rejected') THEN 'approved'::quote_status ELSE ${quotes.status} END`,
              version: sql`${quotes.version} + 1`,
            }
          : {
              answerUnseen: true,
              status: sql`CASE WHEN ${quotes.approvedVersion} IS NULL AND ${quotes.status} = 'pending' THEN 'rejected'::quote_status ELSE ${quotes.status} END`,
              version: sql`${quotes.version} + 1`,
            },
      )
      .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
    return { number: version.number, code: version.sha256.slice(0, 8) };
  });
}
