import { shopToday } from "@/lib/calendar";
import type { QuoteStatus } from "@/lib/enums";

/** The part of a quote its lock and validity are read from. */
export type QuoteLockState = { approvedVersion: number | null; amending: boolean; validUntil: string | null };

/**
 * Approved on the link and no complement open: it binds both parties and changes only by a new,
 * separately approved version (CDC art. 40 §2). The same rule as updateQuote's SQL.
 */
export const isQuoteLocked = (quote: QuoteLockState) => quote.approvedVersion !== null && !quote.amending;

/** The validity has passed: calendar days compare as yyyy-MM-dd, today is the shop's (America/Sao_Paulo). */
export const isQuoteExpired = (quote: QuoteLockState, today = shopToday()) => quote.validUntil !== null && quote.validUntil < today;

/**
 * Whether the quote awaits its customer's word, so it may be sent for approval ('aprove por aqui'):
 * pending, refused (open to a new version), or a complement under way, whatever the work's status.
 * A job approved, under way, done, delivered or cancelled has nothing to approve.
 */
export const awaitsApproval = (quote: QuoteLockState & { status: QuoteStatus }) =>
  !isQuoteLocked(quote) && (quote.amending || quote.status === "pending" || quote.status === "rejected");

/**
 * Whether the quote's page offers 'Prorrogar validade': expired and still awaiting its customer's
 * word. Otherwise (work under way, done or cancelled) the validity no longer matters, and the offer
 * would only be noise.
 */
export const offersValidityExtension = (quote: QuoteLockState & { status: QuoteStatus }, today = shopToday()) =>
  awaitsApproval(quote) && isQuoteExpired(quote, today);
