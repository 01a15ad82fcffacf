import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getDb, type DatabaseOrTransaction } from "@/db";
import { payments, quotes } from "@/db/schema";
import { owedSql } from "@/lib/data/payment-balance";
import { isChargeable } from "@/lib/finance/chargeable";
import { insertedOrExisting } from "@/lib/data/insert-once";
import { memberNameOf } from "@/lib/data/member-names";
import type { PaymentMethod } from "@/lib/enums";
import { isRecordId } from "@/lib/record-id";

// Every function takes the shop's id first and filters by it in the same statement.

export type PaymentWrite = {
  /** Reais as a decimal string, "1234.50" (lib/validation/payment.ts). */
  amount: string;
  method: PaymentMethod;
  /** yyyy-MM-dd, São Paulo's calendar. */
  paidOn: string;
  installments: number | null;
  note: string | null;
  /** The shop said yes to an amount above what is owed (a tip, or paid ahead). */
  confirmOverpayment: boolean;
  /** Who registered it: the member signed in. */
  registeredBy?: string | null;
};

/** The job's money after a write, as decimal strings. */
export type PaymentBalance = { approved: string | null; paid: string; owed: string };

export type RegisterPaymentOutcome =
  | { ok: true; paymentId: string; balance: PaymentBalance }
  /** Not the shop's quote (or gone): the same answer for both. */
  | { ok: false; reason: "notFound" }
  /** Not approved, or cancelled: nothing is owed. */
  | { ok: false; reason: "notChargeable" }
  /** More than is owed, without the shop's confirmation: nothing written; the form asks, then resubmits. */
  | { ok: false; reason: "overpayment"; owed: string };

const balanceColumns = { approved: quotes.approvedTotal, paid: quotes.paidTotal, owed: owedSql };

async function readBalance(db: DatabaseOrTransaction, shopId: string, quoteId: string): Promise<PaymentBalance> {
  const [row] = await db
    .select(balanceColumns)
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  return row!;
}

/**
 * 'Registrar pagamento', in one transaction that holds the quote's row (SELECT … FOR UPDATE, by
 * the shop's id too): two tabs paying the full balance at once run one after the other, and the
 * second finds nothing owed, so it is asked to confirm an overpayment rather than doubling it.
 * A repeated submit of the same form (its idempotency key) finds the first payment, before any
 * other check, so a double tap gives one payment and the same answer.
 * The comparison is Postgres's, on numeric: no float ever decides whether money is owed.
 */
export async function registerPayment(
  shopId: string,
  quoteId: string,
  input: PaymentWrite & { idempotencyKey: string },
): Promise<RegisterPaymentOutcome> {
  if (!isRecordId(quoteId)) return { ok: false, reason: "notFound" };
  return getDb().transaction(async (tx) => {
    const [quote] = await tx
      .select({
        status: quotes.status,
        owed: owedSql,
        over: sql<boolean>`${input.amount}::numeric > ${owedSql}`,
      })
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)))
      .for("update");
    if (!quote) return { ok: false, reason: "notFound" };

    const byKey = () =>
      tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.shopId, shopId), eq(payments.idempotencyKey, input.idempotencyKey), eq(payments.quoteId, quoteId)));
    const [repeated] = await byKey();
    if (repeated) return { ok: true, paymentId: repeated.id, balance: await readBalance(tx, shopId, quoteId) };

    if (!isChargeable(quote.status)) return { ok: false, reason: "notChargeable" };
    if (quote.over && !input.confirmOverpayment) return { ok: false, reason: "overpayment", owed: quote.owed };

    const { amount, method, paidOn, installments, note, idempotencyKey, registeredBy = null } = input;
    const inserted = await tx
      .insert(payments)
      .values({ amount, method, paidOn, installments, note, idempotencyKey, quoteId, shopId, registeredBy })
      .onConflictDoNothing({ target: [payments.shopId, payments.idempotencyKey] })
      .returning({ id: payments.id });
    // A key already used on another of the shop's jobs (a forged form): nothing is found by byKey, and the insert throws.
    const row = await insertedOrExisting(inserted, byKey);
    return { ok: true, paymentId: row.id, balance: await readBalance(tx, shopId, quoteId) };
  });
}

export type CancelPaymentOutcome =
  | { ok: true; quoteId: string; balance: PaymentBalance }
  | { ok: false; reason: "notFound" | "alreadyCancelled" };

/**
 * 'Cancelar pagamento': once, with a reason (migration 0029's trigger refuses any other change and
 * takes the amount off the job's paid total in the same statement). Of two cancels at once, one changes the
 * row and the other finds it cancelled.
 */
export async function cancelPayment(
  shopId: string,
  paymentId: string,
  reason: string,
  by: string | null = null,
): Promise<CancelPaymentOutcome> {
  if (!isRecordId(paymentId)) return { ok: false, reason: "notFound" };
  return getDb().transaction(async (tx) => {
    const [changed] = await tx
      .update(payments)
      .set({ cancelledAt: sql`now()`, cancelReason: reason, cancelledBy: by })
      .where(and(eq(payments.id, paymentId), eq(payments.shopId, shopId), isNull(payments.cancelledAt)))
      .returning({ quoteId: payments.quoteId });
    if (changed) return { ok: true, quoteId: changed.quoteId, balance: await readBalance(tx, shopId, changed.quoteId) };
    const [exists] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.shopId, shopId)));
    return { ok: false, reason: exists ? "alreadyCancelled" : "notFound" };
  });
}

export type Payment = {
  id: string;
  amount: string;
  method: PaymentMethod;
  paidOn: string;
  installments: number | null;
  note: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
  cancelReason: string | null;
  /** Who registered it and who cancelled it, by name. */
  registeredBy: string | null;
  cancelledBy: string | null;
};

const paymentColumns = {
  id: payments.id,
  amount: payments.amount,
  method: payments.method,
  paidOn: payments.paidOn,
  installments: payments.installments,
  note: payments.note,
  createdAt: payments.createdAt,
  cancelledAt: payments.cancelledAt,
  cancelReason: payments.cancelReason,
  registeredBy: memberNameOf(payments.registeredBy, payments.shopId),
  cancelledBy: memberNameOf(payments.cancelledBy, payments.shopId),
};

/** The job's payments in the order they were registered, cancelled ones included (struck through on screen). */
export async function listPayments(shopId: string, quoteId: string, db: DatabaseOrTransaction = getDb()): Promise<Payment[]> {
  if (!isRecordId(quoteId)) return [];
  return db
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.quoteId, quoteId), eq(payments.shopId, shopId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
