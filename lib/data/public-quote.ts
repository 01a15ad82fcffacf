import "server-only";
import { listQuoteAnswers } from "@/lib/data/quote-answers";
import type { QuoteStatus } from "@/lib/enums";
import { findQuoteByToken } from "@/lib/data/quote-links";
import { publishQuoteVersion, type QuoteVersion } from "@/lib/data/quote-versions";
import { snapshotDocument } from "@/lib/quotes/snapshot";
import type { PublicQuote, StoredAnswer } from "@/lib/quotes/types";

/** What a customer's link shows: the latest version, drawn from its frozen snapshot, and every answer. */
export type PublicQuoteView = {
  shopId: string;
  quoteId: string;
  version: QuoteVersion;
  /** The version as the page and the PDF draw a quote: the snapshot, with the live logo. */
  document: PublicQuote;
  /** Every answer the quote received, oldest first (the receipts). */
  answers: StoredAnswer[];
  /**
   * The job's stage now ('Pronto para retirada' at the top): the quote's live row, not the
   * version's snapshot, which freezes what the customer agreed to and knows no stage.
   */
  stage: { status: QuoteStatus; validUntil: string | null };
};

/**
 * The quote a live link's token opens, as its customer may see it; undefined for any other token.
 * The one read not keyed by a shop: the visitor has no session, and the token is the capability.
 * Opening it publishes the quote's current state as a new version when it changed.
 */
export async function getPublicQuote(token: string): Promise<PublicQuoteView | undefined> {
  const link = await findQuoteByToken(token);
  if (!link) return undefined;
  const [published, answers] = await Promise.all([
    publishQuoteVersion(link.shopId, link.quoteId),
    listQuoteAnswers(link.shopId, link.quoteId),
  ]);
  if (!published) return undefined;
  const { version, document } = published;
  const live = { quoteId: link.quoteId, customerId: document.quote.customerId, logoUrl: document.shop.logoUrl, email: document.shop.email };
  const stage = { status: document.quote.status, validUntil: document.quote.validUntil };
  return { ...link, version, document: snapshotDocument(version.snapshot, live), answers, stage };
}
