/** What the customer paid for a job: each payment the shop marked received. */
import { sql } from "drizzle-orm";
import { check, date, foreignKey, index, integer, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, idempotencyKey } from "./columns";
import { paymentMethod } from "./enums";
import { shopId } from "./owner";
import { byMember, memberColumn } from "./team";
import { quotes } from "./quotes";

/**
 * A payment the shop received for a job (PIX, cash, card…): there is no payment provider, the shop
 * marks it. Never edited: a mistake is cancelled with a reason (cancelled_at, cancel_reason) and
 * stays in the job's history; migration 0029's trigger refuses any other UPDATE. The same trigger
 * keeps quotes.paid_total, the sum of the payments not cancelled.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id").notNull(),
    shopId: shopId(),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    method: paymentMethod("method").notNull(),
    /** The day it was received, as the shop says (São Paulo's calendar). */
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    /** A credit card's installments ('3x'); null for every other method. */
    installments: integer("installments"),
    note: text("note"),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    /** Who registered it, and who cancelled it (shop_members). */
    registeredBy: memberColumn("registered_by"),
    cancelledBy: memberColumn("cancelled_by"),
  },
  (t) => [
    byMember("payments_registered_by_fk", t.registeredBy, t.shopId),
    byMember("payments_cancelled_by_fk", t.cancelledBy, t.shopId),
    unique("payments_shop_id_idempotency_key_key").on(t.shopId, t.idempotencyKey),
    unique("payments_id_shop_id_key").on(t.id, t.shopId),
    // A job's payments in the order they came.
    index("payments_quote_id_created_at_idx").on(t.quoteId, t.createdAt),
    // The month's payments received, for 'Financeiro''s export (its totals read payment_months).
    index("payments_shop_id_paid_on_idx")
      .on(t.shopId, t.paidOn, t.method, t.amount)
      .where(sql`${t.cancelledAt} IS NULL`),
    check("payments_amount_check", sql`${t.amount} > 0`),
    check(
      "payments_installments_check",
      sql`${t.installments} IS NULL OR (${t.installments} BETWEEN 1 AND 24 AND ${t.method} = 'credit_card')`,
    ),
    check("payments_cancel_check", sql`(${t.cancelledAt} IS NULL) = (${t.cancelReason} IS NULL)`),
    foreignKey({
      name: "payments_quote_owner_fk",
      columns: [t.quoteId, t.shopId],
      foreignColumns: [quotes.id, quotes.shopId],
    }).onDelete("cascade"),
  ],
);

/**
 * The money each shop received per month and method, for 'Financeiro' and the Painel's 'Recebido
 * no mês': adding up a large shop's year of payments (32,000) on each visit cost Postgres 15-40 ms.
 * Kept by migration 0047's trigger in the statement that writes a payment, as quotes.paid_total
 * is: a payment adds its amount to its month (the first day of its paid_on's month), its
 * cancellation or its deletion with its quote takes it away.
 */
export const paymentMonths = pgTable(
  "payment_months",
  {
    shopId: shopId(),
    /** The first day of the month. */
    month: date("month", { mode: "string" }).notNull(),
    method: paymentMethod("method").notNull(),
    total: numeric("total", { precision: 14, scale: 2 }).notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.month, t.method] })],
);
