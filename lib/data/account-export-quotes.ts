import "server-only";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { customers, quoteAnswers, quoteItems, quoteSends, quoteVersions, quoteViews, serviceHistory, vehicles } from "@/db/schema";
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
  return and(eq(serviceHistory.userId, userId), after ? gte(serviceHistory.number, after.number) : undefined);
}

/** On (user_id, number). */
export function quoteBatches(userId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: number | undefined, limit) =>
      getDb()
        .select({
          id: serviceHistory.id,
          number: serviceHistory.number,
          customerId: serviceHistory.customerId,
          customerName: customers.name,
          plate: vehicles.plate,
          description: serviceHistory.description,
          status: serviceHistory.status,
          serviceDate: serviceHistory.serviceDate,
          checkInKm: serviceHistory.checkInKm,
          validUntil: serviceHistory.validUntil,
          paymentTerms: serviceHistory.paymentTerms,
          estimatedStart: serviceHistory.estimatedStart,
          estimatedCompletion: serviceHistory.estimatedCompletion,
          observations: serviceHistory.observations,
          warrantyText: serviceHistory.warrantyText,
          discountKind: serviceHistory.discountKind,
          discountValue: serviceHistory.discountValue,
          servicesTotal: serviceHistory.servicesTotal,
          partsTotal: serviceHistory.partsTotal,
          labourTotal: serviceHistory.labourTotal,
          discountTotal: serviceHistory.discountTotal,
          cost: serviceHistory.cost,
          approvedVersion: serviceHistory.approvedVersion,
          createdAt: serviceHistory.createdAt,
        })
        .from(serviceHistory)
        .innerJoin(customers, and(eq(customers.id, serviceHistory.customerId), eq(customers.userId, userId)))
        .leftJoin(vehicles, and(eq(vehicles.id, serviceHistory.vehicleId), eq(vehicles.userId, userId)))
        .where(and(eq(serviceHistory.userId, userId), after === undefined ? undefined : sql`${serviceHistory.number} > ${after}`))
        .orderBy(asc(serviceHistory.number))
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
          number: serviceHistory.number,
          position: quoteItems.position,
          kind: quoteItems.kind,
          description: quoteItems.description,
          partCondition: quoteItems.partCondition,
          labourPricing: quoteItems.labourPricing,
          quantity: quoteItems.quantity,
          unitPrice: quoteItems.unitPrice,
          total: quoteItems.total,
        })
        .from(quoteItems)
        .innerJoin(serviceHistory, and(eq(serviceHistory.id, quoteItems.quoteId), eq(serviceHistory.userId, quoteItems.userId)))
        .where(
          and(
            eq(quoteItems.userId, userId),
            fromQuote(userId, after),
            after ? sql`(${serviceHistory.number}, ${quoteItems.position}) > (${after.number}, ${after.position})` : undefined,
          ),
        )
        .orderBy(asc(serviceHistory.number), asc(quoteItems.position))
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
          number: serviceHistory.number,
          version: quoteVersions.number,
          sha256: quoteVersions.sha256,
          snapshot: quoteVersions.snapshot,
          createdAt: quoteVersions.createdAt,
        })
        .from(quoteVersions)
        .innerJoin(serviceHistory, and(eq(serviceHistory.id, quoteVersions.quoteId), eq(serviceHistory.userId, quoteVersions.userId)))
        .where(
          and(
            eq(quoteVersions.userId, userId),
            fromQuote(userId, after),
            after ? sql`(${serviceHistory.number}, ${quoteVersions.number}) > (${after.number}, ${after.version})` : undefined,
          ),
        )
        .orderBy(asc(serviceHistory.number), asc(quoteVersions.number))
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
          number: serviceHistory.number,
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
        .innerJoin(serviceHistory, and(eq(serviceHistory.id, quoteAnswers.quoteId), eq(serviceHistory.userId, quoteAnswers.userId)))
        .where(
          and(
            eq(quoteAnswers.userId, userId),
            fromQuote(userId, after),
            after ? sql`(${serviceHistory.number}, ${quoteAnswers.versionNumber}) > (${after.number}, ${after.version})` : undefined,
          ),
        )
        .orderBy(asc(serviceHistory.number), asc(quoteAnswers.versionNumber))
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
          number: serviceHistory.number,
          version: quoteVersions.number,
          clientAddress: quoteViews.clientAddress,
          userAgent: quoteViews.userAgent,
          viewedAt: quoteViews.viewedAt,
        })
        .from(quoteViews)
        .innerJoin(
          quoteVersions,
          and(eq(quoteVersions.id, quoteViews.versionId), eq(quoteVersions.quoteId, quoteViews.quoteId), eq(quoteVersions.userId, quoteViews.userId)),
        )
        .innerJoin(serviceHistory, and(eq(serviceHistory.id, quoteViews.quoteId), eq(serviceHistory.userId, quoteViews.userId)))
        .where(
          and(
            eq(quoteViews.userId, userId),
            fromQuote(userId, after),
            after ? sql`(${serviceHistory.number}, ${quoteVersions.number}) > (${after.number}, ${after.version})` : undefined,
          ),
        )
        .orderBy(asc(serviceHistory.number), asc(quoteVersions.number))
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
          number: serviceHistory.number,
          channel: quoteSends.channel,
          recipient: quoteSends.recipient,
          sentAt: quoteSends.sentAt,
          // Full precision, for the key (see exactTime in account-export.ts).
          at: sql<string>`${quoteSends.sentAt}::text`,
        })
        .from(quoteSends)
        .innerJoin(serviceHistory, and(eq(serviceHistory.id, quoteSends.quoteId), eq(serviceHistory.userId, quoteSends.userId)))
        .where(
          and(
            eq(quoteSends.userId, userId),
            fromQuote(userId, after),
            after
              ? sql`(${serviceHistory.number}, ${quoteSends.sentAt}, ${quoteSends.id}) > (${after.number}, ${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(serviceHistory.number), asc(quoteSends.sentAt), asc(quoteSends.id))
        .limit(limit),
    (row) => ({ number: row.number, at: row.at, id: row.id }),
  );
}
