import "server-only";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { qualified } from "@/db/qualified";
import { quoteAnswers, quotes, quoteVersions } from "@/db/schema";
import { publishLocked, type QuoteVersion, type VisitorStamp } from "@/lib/data/quote-versions";
import { shopToday } from "@/lib/calendar";
import type { AnswerChannel, QuoteAnswer } from "@/lib/enums";
import type { StoredAnswer } from "@/lib/quotes/types";
import { nonOriginalParts, snapshotExpired, snapshotIsPriced } from "@/lib/quotes/snapshot";
import { isRecordId } from "@/lib/record-id";

// Every function takes the shop's id first and filters by it in the same statement.

/**
 * The deposit the answered version asked, from its own snapshot (the record says it: 'aprovado com
 * sinal de R$ …'); null when the snapshot has no such key.
 */
const VERSION_DEPOSIT = sql<string | null>`(
  SELECT ${quoteVersions.snapshot}::json ->> 'deposit' FROM ${quoteVersions}
  WHERE ${quoteVersions.id} = ${qualified(quoteAnswers.versionId)} AND ${quoteVersions.shopId} = ${qualified(quoteAnswers.shopId)}
)`;

const ANSWER_COLUMNS = {
  versionNumber: quoteAnswers.versionNumber,
  sha256: quoteAnswers.sha256,
  answer: quoteAnswers.answer,
  customerName: quoteAnswers.customerName,
  reason: quoteAnswers.reason,
  nonOriginalPartsConsent: quoteAnswers.nonOriginalPartsConsent,
  clientAddress: quoteAnswers.clientAddress,
  userAgent: quoteAnswers.userAgent,
  answeredAt: quoteAnswers.answeredAt,
  channel: quoteAnswers.channel,
  takenBy: quoteAnswers.takenBy,
  deposit: VERSION_DEPOSIT,
};

/** What the customer posted: the version and hash the page showed, and the answer. */
export type AnswerSubmission = {
  versionNumber: number;
  sha256: string;
  answer: QuoteAnswer;
  customerName: string | null;
  reason: string | null;
  nonOriginalPartsConsent: boolean;
  /**
   * 'in_person' when the shop records what the customer said in person ('Aprovação presencial'),
   * with who took it; the stamp is then the shop's request. Default: the customer's link.
   */
  channel?: AnswerChannel;
  takenBy?: string | null;
} & VisitorStamp;

export type AnswerOutcome =
  | { ok: true; answer: StoredAnswer }
  /** The page showed another version (older, or a hash that is not the version's): show the latest. */
  | { ok: false; reason: "stale" }
  | { ok: false; reason: "expired"; validUntil: string }
  /** This version was answered already (a second answer, or one that lost a race): its final state. */
  | { ok: false; reason: "answered"; answer: StoredAnswer }
  /** An approval of non-original parts without the consent to them (CDC art. 21). */
  | { ok: false; reason: "consentRequired" }
  /**
   * The version lists no items (a check-in's quote before it is priced): there is nothing to
   * approve or refuse yet (CDC art. 40 asks for the labour and parts broken down).
   */
  | { ok: false; reason: "noItems" };

/**
 * Records the customer's answer to the version the link shows, once. Everything is decided under
 * the quote's row lock, in one transaction: the version is published again first (a save since
 * the page was opened makes a new one, and the answer to the old one is refused), then the version
 * and hash posted must be exactly the latest's, unanswered and within its validity. The answer,
 * the quote's status and lock are written together; version_id is unique, so even outside this
 * lock a version cannot hold two answers. A version without items (a check-in's quote not yet
 * priced) takes no answer at all, from the link or in person. Undefined when the quote is not this shop's.
 */
export async function answerQuote(
  shopId: string,
  quoteId: string,
  submission: AnswerSubmission,
  today = shopToday(),
): Promise<AnswerOutcome | undefined> {
  if (!isRecordId(quoteId)) return undefined;
  return getDb().transaction(async (tx) => {
    const published = await publishLocked(tx, shopId, quoteId);
    if (!published) return undefined;
    const { version } = published;
    if (version.number !== submission.versionNumber || version.sha256 !== submission.sha256) return { ok: false, reason: "stale" };
    const [previous] = await tx
      .select(ANSWER_COLUMNS)
      .from(quoteAnswers)
      .where(and(eq(quoteAnswers.shopId, shopId), eq(quoteAnswers.versionId, version.id)));
    if (previous) return { ok: false, reason: "answered", answer: previous };
    // Decided here, on the version just published under the lock, whatever the page showed or hid.
    if (!snapshotIsPriced(version.snapshot)) return { ok: false, reason: "noItems" };
    if (snapshotExpired(version.snapshot, today)) return { ok: false, reason: "expired", validUntil: version.snapshot.terms.validUntil! };
    const approving = submission.answer === "approved";
    const needsConsent = nonOriginalParts(version.snapshot).length > 0;
    if (approving && needsConsent && !submission.nonOriginalPartsConsent) return { ok: false, reason: "consentRequired" };

    const [answer] = await tx
      .insert(quoteAnswers)
      .values({
        versionId: version.id,
        quoteId,
        shopId,
        versionNumber: version.number,
        sha256: version.sha256,
        answer: submission.answer,
        customerName: submission.customerName,
        reason: approving ? null : submission.reason,
        nonOriginalPartsConsent: approving && needsConsent ? true : null,
        clientAddress: submission.clientAddress,
        userAgent: submission.userAgent.slice(0, 500),
        channel: submission.channel ?? "link",
        takenBy: submission.channel === "in_person" ? submission.takenBy : null,
      })
      .returning(ANSWER_COLUMNS);
    await tx
      .update(quotes)
      // Recorded by the shop itself: nothing for its Painel to announce ('Nova resposta').
      .set({
        ...(approving ? approvedQuote(version) : refusedQuote()),
        ...(submission.channel === "in_person" ? { answerUnseen: false } : {}),
      })
      .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
    return { ok: true, answer: answer! };
  });
}

/**
 * An approval locks the quote at this version and closes any complement. The status becomes
 * 'Orçamento Aprovado' unless the work has already moved on (a complement approved mid-job).
 */
function approvedQuote(version: QuoteVersion) {
  return {
    approvedVersion: version.number,
    // What is owed from now on (lib/data/payments.ts): this version's total, whatever is typed next.
    approvedTotal: version.snapshot.totals.total,
    amending: false,
    answerUnseen: true,
    status: sql`CASE WHEN ${quotes.status} IN ('pending', 'rejected') THEN 'approved'::quote_status ELSE ${quotes.status} END`,
    // 'Na oficina' counts the time in a stage from here.
    stageChangedAt: sql`CASE WHEN ${quotes.status} IN ('pending', 'rejected') THEN now() ELSE ${quotes.stageChangedAt} END`,
    version: sql`${quotes.version} + 1`,
  };
}

/** A refusal: 'Orçamento Recusado' for a quote never approved; a refused complement leaves the approved work as it was. */
function refusedQuote() {
  return {
    answerUnseen: true,
    status: sql`CASE WHEN ${quotes.approvedVersion} IS NULL AND ${quotes.status} = 'pending' THEN 'rejected'::quote_status ELSE ${quotes.status} END`,
    stageChangedAt: sql`CASE WHEN ${quotes.approvedVersion} IS NULL AND ${quotes.status} = 'pending' THEN now() ELSE ${quotes.stageChangedAt} END`,
    version: sql`${quotes.version} + 1`,
  };
}

/** Every answer the quote received, oldest first, if it is this shop's. */
export async function listQuoteAnswers(shopId: string, quoteId: string): Promise<StoredAnswer[]> {
  if (!isRecordId(quoteId)) return [];
  return getDb()
    .select(ANSWER_COLUMNS)
    .from(quoteAnswers)
    .where(and(eq(quoteAnswers.shopId, shopId), eq(quoteAnswers.quoteId, quoteId)))
    .orderBy(asc(quoteAnswers.answeredAt));
}

/**
 * 'Orçamento complementar': unlocks the approved quote for changes, which the link then shows as
 * a new version listing what changed, approved on its own (CDC art. 40 §2). False when the quote
 * is not this shop's, was never approved on the link, or already has a complement open.
 */
export async function openQuoteComplement(shopId: string, quoteId: string): Promise<boolean> {
  if (!isRecordId(quoteId)) return false;
  const updated = await getDb()
    .update(quotes)
    .set({ amending: true, version: sql`${quotes.version} + 1` })
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId), isNotNull(quotes.approvedVersion), eq(quotes.amending, false)))
    .returning({ id: quotes.id });
  return updated.length === 1;
}

/** The shop opened the quote: its customer's answers are no longer news. */
export async function markQuoteAnswersSeen(shopId: string, quoteId: string) {
  if (!isRecordId(quoteId)) return;
  await getDb()
    .update(quotes)
    .set({ answerUnseen: false })
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId), eq(quotes.answerUnseen, true)));
}
