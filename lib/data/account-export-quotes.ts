import "server-only";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { getDb } from "@/db";
import {
  customers,
  payments,
  quoteAnswers,
  quoteItems,
  quoteSends,
  quoteVersions,
  quoteViews,
  quotes,
  suppliers,
  vehicles,
} from "@/db/schema";
import { EXPORT_BATCH_SIZE, keysetBatches, type BatchOptions } from "@/lib/data/account-export";

/**
 * The quotes of 'Baixar meus dados' and everything hanging off them, in quote-number order and
 * in batches (see lib/data/account-export.ts). A child table is paged by (quote number, its own
 * order) through the quote: `number >= last` lets Postgres start the (user_id, number) index
 * where the last batch ended instead of walking every earlier quote again.
 */

type AfterQuote = { number: number };

/** Rows of the quotes at or after `after.number`, the shop's alone. */
function fromQuote(userId: string, after: AfterQuote | undefined) {
  return and(eq(quotes.userId, userId), after ? gte(quotes.number, after.number) : undefined);
}

/** On (user_id, number). */
export function quoteBatches(userId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: number | undefined, limit) =>
      getDb()
        .select({
          id: quotes.id,
          number: quotes.number,
          customerId: quotes.customerId,
          customerName: customers.name,
          plate: vehicles.plate,
          description: quotes.description,
          status: quotes.status,
          serviceDate: quotes.serviceDate,
          checkInKm: quotes.checkInKm,
          validUntil: quotes.validUntil,
          paymentTerms: quotes.paymentTerms,
          estimatedStart: quotes.estimatedStart,
          estimatedCompletion: quotes.estimatedCompletion,
          observations: quotes.observations,
          warrantyText: quotes.warrantyText,
          discountKind: quotes.discountKind,
          discountValue: quotes.discountValue,
          servicesTotal: quotes.servicesTotal,
          partsTotal: quotes.partsTotal,
          labourTotal: quotes.labourTotal,
          discountTotal: quotes.discountTotal,
          cost: quotes.cost,
          approvedVersion: quotes.approvedVersion,
          createdAt: quotes.createdAt,
        })
        .from(quotes)
        .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.userId, userId)))
        .leftJoin(vehicles, and(eq(vehicles.id, quotes.vehicleId), eq(vehicles.userId, userId)))
        .where(and(eq(quotes.userId, userId), after === undefined ? undefined : sql`${quotes.number} > ${after}`))
        .orderBy(asc(quotes.number))
        .limit(limit),
    (row) => row.number,
  );
}

export function quoteItemBatches(userId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: (AfterQuote & { position: number }) | undefined, limit) =>
      getDb()
        .select({
          number: quotes.number,
          position: quoteItems.position,
          kind: quoteItems.kind,
          description: quoteItems.description,
          partCondition: quoteItems.partCondition,
          labourPricing: quoteItems.labourPricing,
          quantity: quoteItems.quantity,
          unitPrice: quoteItems.unitPrice,
          total: quoteItems.total,
          // The shop's own cost and supplier of a part line: in the shop's archive, never the customer's.
          unitCost: quoteItems.unitCost,
          supplierId: quoteItems.supplierId,
          supplierName: suppliers.name,
        })
        .from(quoteItems)
        .innerJoin(quotes, and(eq(quotes.id, quoteItems.quoteId), eq(quotes.userId, quoteItems.userId)))
        .leftJoin(suppliers, and(eq(suppliers.id, quoteItems.supplierId), eq(suppliers.userId, userId)))
        .where(
          and(
            eq(quoteItems.userId, userId),
            fromQuote(userId, after),
            after ? sql`(${quotes.number}, ${quoteItems.position}) > (${after.number}, ${after.position})` : undefined,
          ),
        )
        .orderBy(asc(quotes.number), asc(quoteItems.position))
        .limit(limit),
    (row) => ({ number: row.number, position: row.position }),
  );
}

export function quoteVersionBatches(userId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: (AfterQuote & { version: number }) | undefined, limit) =>
      getDb()
        .select({
          number: quotes.number,
          version: quoteVersions.number,
          sha256: quoteVersions.sha256,
          snapshot: quoteVersions.snapshot,
          createdAt: quoteVersions.createdAt,
        })
        .from(quoteVersions)
        .innerJoin(quotes, and(eq(quotes.id, quoteVersions.quoteId), eq(quotes.userId, quoteVersions.userId)))
        .where(
          and(
            eq(quoteVersions.userId, userId),
            fromQuote(userId, after),
            after ? sql`(${quotes.number}, ${quoteVersions.number}) > (${after.number}, ${after.version})` : undefined,
          ),
        )
        .orderBy(asc(quotes.number), asc(quoteVersions.number))
        .limit(limit),
    (row) => ({ number: row.number, version: row.version }),
  );
}

export function quoteAnswerBatches(userId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: (AfterQuote & { version: number }) | undefined, limit) =>
      getDb()
        .select({
          number: quotes.number,
          version: quoteAnswers.versionNumber,
          sha256: quoteAnswers.sha256,
          answer: quoteAnswers.answer,
          customerName: quoteAnswers.customerName,
          reason: quoteAnswers.reason,
          nonOriginalPartsConsent: quoteAnswers.nonOriginalPartsConsent,
          clientAddress: quoteAnswers.clientAddress,
          userAgent: quoteAnswers.userAgent,
          answeredAt: quoteAnswers.answeredAt,
        })
        .from(quoteAnswers)
        .innerJoin(quotes, and(eq(quotes.id, quoteAnswers.quoteId), eq(quotes.userId, quoteAnswers.userId)))
        .where(
          and(
            eq(quoteAnswers.userId, userId),
            fromQuote(userId, after),
            after ? sql`(${quotes.number}, ${quoteAnswers.versionNumber}) > (${after.number}, ${after.version})` : undefined,
          ),
        )
        .orderBy(asc(quotes.number), asc(quoteAnswers.versionNumber))
        .limit(limit),
    (row) => ({ number: row.number, version: row.version }),
  );
}

export function quoteViewBatches(userId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: (AfterQuote & { version: number }) | undefined, limit) =>
      getDb()
        .select({
          number: quotes.number,
          version: quoteVersions.number,
          clientAddress: quoteViews.clientAddress,
          userAgent: quoteViews.userAgent,
          viewedAt: quoteViews.viewedAt,
        })
        .from(quoteViews)
        .innerJoin(
          quoteVersions,
          and(
            eq(quoteVersions.id, quoteViews.versionId),
            eq(quoteVersions.quoteId, quoteViews.quoteId),
            eq(quoteVersions.userId, quoteViews.userId),
          ),
        )
        .innerJoin(quotes, and(eq(quotes.id, quoteViews.quoteId), eq(quotes.userId, quoteViews.userId)))
        .where(
          and(
            eq(quoteViews.userId, userId),
            fromQuote(userId, after),
            after ? sql`(${quotes.number}, ${quoteVersions.number}) > (${after.number}, ${after.version})` : undefined,
          ),
        )
        .orderBy(asc(quotes.number), asc(quoteVersions.number))
        .limit(limit),
    (row) => ({ number: row.number, version: row.version }),
  );
}

export function quoteSendBatches(userId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: (AfterQuote & { at: string; id: string }) | undefined, limit) =>
      getDb()
        .select({
          id: quoteSends.id,
          number: quotes.number,
          channel: quoteSends.channel,
          recipient: quoteSends.recipient,
          sentAt: quoteSends.sentAt,
          // Full precision, for the key (see exactTime in account-export.ts).
          at: sql<string>`${quoteSends.sentAt}::text`,
        })
        .from(quoteSends)
        .innerJoin(quotes, and(eq(quotes.id, quoteSends.quoteId), eq(quotes.userId, quoteSends.userId)))
        .where(
          and(
            eq(quoteSends.userId, userId),
            fromQuote(userId, after),
            after
              ? sql`(${quotes.number}, ${quoteSends.sentAt}, ${quoteSends.id}) > (${after.number}, ${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(quotes.number), asc(quoteSends.sentAt), asc(quoteSends.id))
        .limit(limit),
    (row) => ({ number: row.number, at: row.at, id: row.id }),
  );
}

/** Every payment of the shop's jobs, cancelled ones too (with the reason): the job's money record. */
export function paymentBatches(userId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: (AfterQuote & { at: string; id: string }) | undefined, limit) =>
      getDb()
        .select({
          id: payments.id,
          number: quotes.number,
          amount: payments.amount,
          method: payments.method,
          paidOn: payments.paidOn,
          installments: payments.installments,
          note: payments.note,
          createdAt: payments.createdAt,
          cancelledAt: payments.cancelledAt,
          cancelReason: payments.cancelReason,
          // Full precision, for the key (see exactTime in account-export.ts).
          at: sql<string>`${payments.createdAt}::text`,
        })
        .from(payments)
        .innerJoin(quotes, and(eq(quotes.id, payments.quoteId), eq(quotes.userId, payments.userId)))
        .where(
          and(
            eq(payments.userId, userId),
            fromQuote(userId, after),
            after
              ? sql`(${quotes.number}, ${payments.createdAt}, ${payments.id}) > (${after.number}, ${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(quotes.number), asc(payments.createdAt), asc(payments.id))
        .limit(limit),
    (row) => ({ number: row.number, at: row.at, id: row.id }),
  );
}
