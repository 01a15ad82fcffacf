import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Transaction } from "@/db";
import { quotes, quoteStageChanges } from "@/db/schema";
import { undoDeliveryIn } from "@/lib/data/delivery-dues";
import { memberNameOf } from "@/lib/data/member-names";
import type { QuoteStatus } from "@/lib/enums";
import { moveNeedsReason, stageMoveKind } from "@/lib/quotes/stages";
import { isRecordId } from "@/lib/record-id";

// Every function takes the shop's id first and filters by it in the same statement.

export type StageMove = {
  /** The stage the shop's page showed: the move happens only if the quote is still there. */
  from: QuoteStatus;
  to: QuoteStatus;
  reason?: string | null;
  /** Who moved it: the member signed in (shop_members). */
  by?: string | null;
};

export type StageMoveOutcome =
  | { ok: true }
  /** Not the shop's quote (or gone): the same answer for both. */
  | { ok: false; reason: "notFound" }
  /** The quote is no longer at `from` (another tap, another tab): nothing changed. */
  | { ok: false; reason: "stale"; status: QuoteStatus }
  /** A move the rules do not allow (a skipped stage, 'Aprovado' by hand, a step back without a reason). */
  | { ok: false; reason: "notAllowed" };

/**
 * Moves the quote from one stage to the next (lib/quotes/stages.ts) and logs it, in `tx`. The
 * UPDATE itself requires the quote to be at `from`: of two taps, or two tabs, sending the same
 * move, one changes the stage and the other finds it moved ("stale"). Callers that record more
 * with the move (the delivery) pass their transaction.
 */
export async function moveJobStageIn(tx: Transaction, shopId: string, quoteId: string, move: StageMove): Promise<StageMoveOutcome> {
  if (!isRecordId(quoteId)) return { ok: false, reason: "notFound" };
  const kind = stageMoveKind(move.from, move.to);
  const reason = move.reason?.trim() || null;
  if (!kind || (moveNeedsReason(kind) && !reason)) return { ok: false, reason: "notAllowed" };
  const own = and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId));
  const moved = await tx
    .update(quotes)
    .set({ status: move.to, stageChangedAt: sql`now()`, version: sql`${quotes.version} + 1` })
    .where(and(own, eq(quotes.status, move.from)))
    .returning({ id: quotes.id });
  if (moved.length === 0) {
    const [row] = await tx.select({ status: quotes.status }).from(quotes).where(own);
    return row ? { ok: false, reason: "stale", status: row.status } : { ok: false, reason: "notFound" };
  }
  await tx
    .insert(quoteStageChanges)
    .values({ quoteId, shopId, fromStatus: move.from, toStatus: move.to, reason, changedBy: move.by ?? null });
  // Back from 'Entregue': the delivery was a mistake, and the warranty it started goes with it.
  if (move.from === "delivered") await undoDeliveryIn(tx, shopId, quoteId);
  return { ok: true };
}

/** moveJobStageIn in a transaction of its own. */
export async function moveJobStage(shopId: string, quoteId: string, move: StageMove): Promise<StageMoveOutcome> {
  return getDb().transaction((tx) => moveJobStageIn(tx, shopId, quoteId, move));
}

export type StageChange = { fromStatus: QuoteStatus; toStatus: QuoteStatus; reason: string | null; changedAt: Date; by: string | null };

/** The quote's stage changes, oldest first, if it is this shop's. */
export async function listStageChanges(shopId: string, quoteId: string): Promise<StageChange[]> {
  if (!isRecordId(quoteId)) return [];
  return getDb()
    .select({
      fromStatus: quoteStageChanges.fromStatus,
      toStatus: quoteStageChanges.toStatus,
      reason: quoteStageChanges.reason,
      changedAt: quoteStageChanges.changedAt,
      by: memberNameOf(quoteStageChanges.changedBy, quoteStageChanges.shopId),
    })
    .from(quoteStageChanges)
    .where(and(eq(quoteStageChanges.shopId, shopId), eq(quoteStageChanges.quoteId, quoteId)))
    .orderBy(asc(quoteStageChanges.changedAt));
}
