import "server-only";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
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
import { memberNameOf } from "@/lib/data/member-names";

/**
 * The quotes of 'Baixar meus dados' and everything hanging off them, in quote-number order and
 * in batches (see lib/data/account-export.ts). A child table is paged by (quote number, its own
 * order) through the quote: `number >= last` lets Postgres start the (shop_id, number) index
 * where the last batch ended instead of walking every earlier quote again. One reader pages every
 * file; each file is a row of READS.
 */

/** A column of a file's order after the quote's number: `field` is where its row holds it, `cast` its type as a key. */
type KeyPart = { column: AnyPgColumn; field: string; cast?: "timestamptz" | "uuid" };

type Read<Query extends PgSelect> = {
  /** The file's columns and joins (each join filtered by the shop), before the shop's filter and the order. */
  select: (shopId: string) => Query;
  /** The table's shop column. */
  owner: AnyPgColumn;
  /** The order within a quote, which ends on something unique. */
  key: KeyPart[];
};

const read = <Query extends PgSelect>(spec: Read<Query>) => spec;

/** Full precision, for the key (see exactTime in account-export.ts). */
const exactTime = (column: AnyPgColumn) => sql<string>`${column}::text`;

const READS = {
  /** On (shop_id, number). */
  quotes: read({
    select: (shopId) =>
      getDb()
        .select({
          id: quotes.id,
          number: quotes.number,
          customerId: quotes.customerId,
          customerName: customers.name,
          plate: vehicles.plate,
          description: quotes.description,
          status: quotes.status,
          quoteDate: quotes.quoteDate,
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
          createdBy: memberNameOf(quotes.createdBy, quotes.shopId),
          updatedBy: memberNameOf(quotes.updatedBy, quotes.shopId),
          assignedTo: memberNameOf(quotes.assignedTo, quotes.shopId),
        })
        .from(quotes)
        .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.shopId, shopId)))
        .leftJoin(vehicles, and(eq(vehicles.id, quotes.vehicleId), eq(vehicles.shopId, shopId)))
        .$dynamic(),
    owner: quotes.shopId,
    key: [],
  }),
  items: read({
    select: (shopId) =>
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
        .innerJoin(quotes, and(eq(quotes.id, quoteItems.quoteId), eq(quotes.shopId, quoteItems.shopId)))
        .leftJoin(suppliers, and(eq(suppliers.id, quoteItems.supplierId), eq(suppliers.shopId, shopId)))
        .$dynamic(),
    owner: quoteItems.shopId,
    key: [{ column: quoteItems.position, field: "position" }],
  }),
  versions: read({
    select: () =>
      getDb()
        .select({
          number: quotes.number,
          version: quoteVersions.number,
          sha256: quoteVersions.sha256,
          snapshot: quoteVersions.snapshot,
          createdAt: quoteVersions.createdAt,
        })
        .from(quoteVersions)
        .innerJoin(quotes, and(eq(quotes.id, quoteVersions.quoteId), eq(quotes.shopId, quoteVersions.shopId)))
        .$dynamic(),
    owner: quoteVersions.shopId,
    key: [{ column: quoteVersions.number, field: "version" }],
  }),
  answers: read({
    select: () =>
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
        .innerJoin(quotes, and(eq(quotes.id, quoteAnswers.quoteId), eq(quotes.shopId, quoteAnswers.shopId)))
        .$dynamic(),
    owner: quoteAnswers.shopId,
    key: [{ column: quoteAnswers.versionNumber, field: "version" }],
  }),
  views: read({
    select: () =>
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
            eq(quoteVersions.shopId, quoteViews.shopId),
          ),
        )
        .innerJoin(quotes, and(eq(quotes.id, quoteViews.quoteId), eq(quotes.shopId, quoteViews.shopId)))
        .$dynamic(),
    owner: quoteViews.shopId,
    key: [{ column: quoteVersions.number, field: "version" }],
  }),
  sends: read({
    select: () =>
      getDb()
        .select({
          id: quoteSends.id,
          number: quotes.number,
          channel: quoteSends.channel,
          recipient: quoteSends.recipient,
          sentAt: quoteSends.sentAt,
          at: exactTime(quoteSends.sentAt),
        })
        .from(quoteSends)
        .innerJoin(quotes, and(eq(quotes.id, quoteSends.quoteId), eq(quotes.shopId, quoteSends.shopId)))
        .$dynamic(),
    owner: quoteSends.shopId,
    key: [
      { column: quoteSends.sentAt, field: "at", cast: "timestamptz" },
      { column: quoteSends.id, field: "id", cast: "uuid" },
    ],
  }),
  /** Every payment of the shop's jobs, cancelled ones too (with the reason): the job's money record. */
  payments: read({
    select: () =>
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
          registeredBy: memberNameOf(payments.registeredBy, payments.shopId),
          cancelledBy: memberNameOf(payments.cancelledBy, payments.shopId),
          at: exactTime(payments.createdAt),
        })
        .from(payments)
        .innerJoin(quotes, and(eq(quotes.id, payments.quoteId), eq(quotes.shopId, payments.shopId)))
        .$dynamic(),
    owner: payments.shopId,
    key: [
      { column: payments.createdAt, field: "at", cast: "timestamptz" },
      { column: payments.id, field: "id", cast: "uuid" },
    ],
  }),
};

export type QuoteExportTable = keyof typeof READS;
export const QUOTE_EXPORT_TABLES = Object.keys(READS) as QuoteExportTable[];
export type QuoteExportRow<Table extends QuoteExportTable> = Awaited<ReturnType<(typeof READS)[Table]["select"]>>[number];

/** `table`'s rows of the shop, in quote-number order then the table's own, `batchSize` at a time. */
export function quoteExportBatches<Table extends QuoteExportTable>(
  shopId: string,
  table: Table,
  { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {},
) {
  const { select, owner, key } = READS[table] as Read<PgSelect>;
  const order = [{ column: quotes.number, field: "number" } as KeyPart, ...key];
  const columns = sql.join(
    order.map((part) => sql`${part.column}`),
    sql`, `,
  );
  const valuesOf = (after: Record<string, unknown>) =>
    sql.join(
      order.map((part) => (part.cast ? sql`${after[part.field]}::${sql.raw(part.cast)}` : sql`${after[part.field]}`)),
      sql`, `,
    );
  return keysetBatches(
    batchSize,
    async (after: Record<string, unknown> | undefined, limit) =>
      (await select(shopId)
        .where(
          and(
            eq(owner, shopId),
            // The quote's row of a child table: where the last batch ended, found on (shop_id, number).
            table === "quotes" ? undefined : and(eq(quotes.shopId, shopId), after ? gte(quotes.number, after.number as number) : undefined),
            after ? sql`(${columns}) > (${valuesOf(after)})` : undefined,
          ),
        )
        .orderBy(...order.map((part) => asc(part.column)))
        .limit(limit)) as QuoteExportRow<Table>[],
    (row) => row as Record<string, unknown>,
  );
}
