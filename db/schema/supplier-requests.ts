/**
 * 'Cotar com fornecedores': a quote's parts sent to several suppliers at once, each answering on
 * its own link. Every row is the shop's (shop_id) and points at its parents by (id, shop_id), so
 * no row can reach another shop's; an answer points at its link and its part through the same
 * request, so a supplier's link reaches only its own request's parts.
 */
import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, numeric, pgTable, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, idempotencyKey } from "./columns";
import { partCondition } from "./enums";
import { shopId } from "./owner";
import { quotes } from "./quotes";
import { suppliers } from "./suppliers";

/** One 'cotação': the vehicle as the suppliers see it (never the customer or the plate) and the deadline. */
export const supplierRequests = pgTable(
  "supplier_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopId(),
    quoteId: uuid("quote_id").notNull(),
    /** 'VW Gol 2015', as the vehicle was when the request was made: make, model, year. */
    vehicle: text("vehicle").notNull(),
    /** 'Motor 1.6 8V', typed by the shop when it knows it. */
    engine: text("engine"),
    /** Answers are taken until then; after it the link says the request is closed. */
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    idempotencyKey: idempotencyKey(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("supplier_requests_id_shop_id_key").on(t.id, t.shopId),
    unique("supplier_requests_shop_id_idempotency_key_key").on(t.shopId, t.idempotencyKey),
    foreignKey({
      name: "supplier_requests_quote_owner_fk",
      columns: [t.quoteId, t.shopId],
      foreignColumns: [quotes.id, quotes.shopId],
    }).onDelete("cascade"),
    // A quote's requests, newest first (the editor and the job page).
    index("supplier_requests_quote_id_created_at_idx").on(t.quoteId, t.createdAt.desc()),
    index("supplier_requests_shop_id_idx").on(t.shopId),
    check("supplier_requests_vehicle_check", sql`char_length(${t.vehicle}) BETWEEN 1 AND 200`),
    check("supplier_requests_engine_check", sql`char_length(${t.engine}) BETWEEN 1 AND 60`),
  ],
);

/**
 * A part asked for, copied from a quote line when the request was made. `line_key` is the line's
 * (quote_items.line_key, kept across saves), so the editor shows the answers next to their line.
 */
export const supplierRequestParts = pgTable(
  "supplier_request_parts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id").notNull(),
    shopId: shopId(),
    position: integer("position").notNull(),
    lineKey: uuid("line_key").notNull(),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 10, scale: 3 }).notNull(),
    /** The condition the shop wants (the line's): a supplier may offer another. */
    condition: partCondition("condition").notNull(),
  },
  (t) => [
    unique("supplier_request_parts_id_request_id_shop_id_key").on(t.id, t.requestId, t.shopId),
    unique("supplier_request_parts_request_id_position_key").on(t.requestId, t.position),
    foreignKey({
      name: "supplier_request_parts_request_owner_fk",
      columns: [t.requestId, t.shopId],
      foreignColumns: [supplierRequests.id, supplierRequests.shopId],
    }).onDelete("cascade"),
    index("supplier_request_parts_shop_id_idx").on(t.shopId),
    check("supplier_request_parts_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/** One supplier's link to a request: its token is the supplier's only key (no login). */
export const supplierRequestLinks = pgTable(
  "supplier_request_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id").notNull(),
    shopId: shopId(),
    supplierId: uuid("supplier_id").notNull(),
    /** 192 random bits, base64url (lib/suppliers/link-token.ts). */
    token: text("token").notNull().unique(),
    /** The supplier's last answer (save) on the link; null while it has not answered. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("supplier_request_links_id_request_id_shop_id_key").on(t.id, t.requestId, t.shopId),
    unique("supplier_request_links_request_id_supplier_id_key").on(t.requestId, t.supplierId),
    foreignKey({
      name: "supplier_request_links_request_owner_fk",
      columns: [t.requestId, t.shopId],
      foreignColumns: [supplierRequests.id, supplierRequests.shopId],
    }).onDelete("cascade"),
    // Deleting a supplier takes its links and answers; the lines that chose it keep their cost.
    foreignKey({
      name: "supplier_request_links_supplier_owner_fk",
      columns: [t.supplierId, t.shopId],
      foreignColumns: [suppliers.id, suppliers.shopId],
    }).onDelete("cascade"),
    // A supplier's page: its links, newest first.
    index("supplier_request_links_supplier_id_created_at_idx").on(t.supplierId, t.createdAt.desc()),
    index("supplier_request_links_shop_id_idx").on(t.shopId),
  ],
);

/**
 * A supplier's answer for one part. A null price is 'não tenho' (then no condition and no delivery
 * time); `delivery_days` 0 is 'em estoque'. The supplier may change it until the deadline.
 */
export const supplierAnswers = pgTable(
  "supplier_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id").notNull(),
    linkId: uuid("link_id").notNull(),
    partId: uuid("part_id").notNull(),
    shopId: shopId(),
    /** The price of one unit, in reais. */
    price: numeric("price", { precision: 12, scale: 2 }),
    condition: partCondition("condition"),
    /** The make of a 'paralela' part ('Cofap', 'Bosch'); may name an original's too. */
    brand: text("brand"),
    deliveryDays: smallint("delivery_days"),
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("supplier_answers_link_id_part_id_key").on(t.linkId, t.partId),
    foreignKey({
      name: "supplier_answers_link_fk",
      columns: [t.linkId, t.requestId, t.shopId],
      foreignColumns: [supplierRequestLinks.id, supplierRequestLinks.requestId, supplierRequestLinks.shopId],
    }).onDelete("cascade"),
    foreignKey({
      name: "supplier_answers_part_fk",
      columns: [t.partId, t.requestId, t.shopId],
      foreignColumns: [supplierRequestParts.id, supplierRequestParts.requestId, supplierRequestParts.shopId],
    }).onDelete("cascade"),
    // The editor reads a quote's answers by request.
    index("supplier_answers_request_id_idx").on(t.requestId),
    index("supplier_answers_shop_id_idx").on(t.shopId),
    check("supplier_answers_price_check", sql`${t.price} > 0`),
    check(
      "supplier_answers_offer_check",
      sql`(${t.price} IS NULL) = (${t.condition} IS NULL) AND (${t.price} IS NULL) = (${t.deliveryDays} IS NULL)`,
    ),
    check("supplier_answers_delivery_days_check", sql`${t.deliveryDays} BETWEEN 0 AND 90`),
    check("supplier_answers_brand_check", sql`char_length(${t.brand}) BETWEEN 1 AND 60`),
    check("supplier_answers_note_check", sql`char_length(${t.note}) BETWEEN 1 AND 500`),
  ],
);
