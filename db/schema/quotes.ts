/** The quote, its number and its items. */
import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, integer, numeric, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { shops } from "./profile";
import { comparable, createdAt, idempotencyKey, version } from "./columns";
import { customers } from "./customers";
import { depositKind, discountKind, labourPricing, partCondition, quoteItemKind, quoteStatus } from "./enums";
import { shopId } from "./owner";
import { byMember, memberColumn } from "./team";

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id").notNull(),
    shopId: shopId(),
    /**
     * The shop's own count, 1, 2, 3… (shown "Nº 0042"). A trigger (migration 0011) sets it on every
     * insert from the shop's quote_counters row, whatever the insert says: the default only lets an
     * insert leave it out.
     */
    number: integer("number").notNull().default(0),
    description: text("description").notNull(),
    /** The description as the quote search compares it ('freio' finds 'Troca dos freios'). */
    descriptionKey: text("description_key")
      .notNull()
      .generatedAlwaysAs(() => comparable(sql`description`)),
    cost: numeric("cost", { precision: 12, scale: 2 }),
    status: quoteStatus("status").notNull().default("pending"),
    /**
     * When its car was checked in (check_ins.created_at), copied here by migration 0028's trigger on
     * check_ins: the Painel's 'Aguardando aprovação' (pending and checked in) is then a LIMIT on
     * one partial index instead of a join over every check-in the shop ever made.
     */
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    /** When the quote reached its stage: the Painel's 'Na oficina' says "since". */
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }).notNull().defaultNow(),
    quoteDate: timestamp("quote_date", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The car the quote is for, one of the same customer's. The foreign key (vehicle_id,
     * customer_id, shop_id) → vehicles is written by hand in migration 0015: deleting the vehicle
     * empties only vehicle_id (`SET NULL (vehicle_id)`), which drizzle cannot declare.
     */
    vehicleId: uuid("vehicle_id"),
    checkInKm: integer("check_in_km"),
    // CDC art. 40: how long the price holds, how it is paid, when the work starts and ends.
    validUntil: date("valid_until", { mode: "string" }),
    paymentTerms: text("payment_terms"),
    estimatedStart: date("estimated_start", { mode: "string" }),
    estimatedCompletion: date("estimated_completion", { mode: "string" }),
    observations: text("observations"),
    warrantyText: text("warranty_text"),
    discountKind: discountKind("discount_kind"),
    /** The discount as typed: reais, or a percentage when discount_kind is 'percent'. */
    discountValue: numeric("discount_value", { precision: 12, scale: 2 }),
    // The sums of the items, in reais, written with them (lib/data/quote-items.ts); `cost` is the
    // total. A quote without items keeps its typed cost and zero sums.
    servicesTotal: numeric("services_total", { precision: 12, scale: 2 }).notNull().default("0"),
    partsTotal: numeric("parts_total", { precision: 12, scale: 2 }).notNull().default("0"),
    labourTotal: numeric("labour_total", { precision: 12, scale: 2 }).notNull().default("0"),
    discountTotal: numeric("discount_total", { precision: 12, scale: 2 }).notNull().default("0"),
    itemCount: integer("item_count").notNull().default(0),
    // The shop's alone (never on the link, PDF or snapshot), written with the sums above: the part
    // lines' cost, Σ round(quantity × unit_cost, 2), and the totals of those same lines (lines
    // without a cost are in neither, only counted), so 'Financeiro''s margin on parts by month reads
    // the delivered quotes alone instead of their ~9 lines each (330 → 40 ms on the large shop).
    partsCost: numeric("parts_cost", { precision: 12, scale: 2 }).notNull().default("0"),
    costedPartsTotal: numeric("costed_parts_total", { precision: 12, scale: 2 }).notNull().default("0"),
    partLines: integer("part_lines").notNull().default(0),
    uncostedPartLines: integer("uncosted_part_lines").notNull().default(0),
    /**
     * The number of the last version the customer approved on the link. While it is set the quote
     * is locked (CDC art. 40 §2): a save is refused unless `amending`, an 'Orçamento complementar'
     * the shop opened, whose next version is approved on its own.
     */
    approvedVersion: integer("approved_version"),
    amending: boolean("amending").notNull().default(false),
    /**
     * 'Retorno em garantia': the delivered job whose warranty this quote is a return of. The
     * foreign key (warranty_of_quote_id, shop_id) → quotes is written by hand in migration 0025,
     * ON DELETE SET NULL (warranty_of_quote_id) only, as the vehicle's is.
     */
    warrantyOfQuoteId: uuid("warranty_of_quote_id"),
    /**
     * The deposit ('sinal') asked with the approval: an amount typed (deposit_value), or the parts'
     * total. What it came to is in each version's snapshot, so the approval record says it.
     */
    depositKind: depositKind("deposit_kind"),
    depositValue: numeric("deposit_value", { precision: 12, scale: 2 }),
    /**
     * The total the customer approved (the approved version's), set with approved_version: what is
     * owed is this minus paid_total, and a complement being typed changes neither.
     */
    approvedTotal: numeric("approved_total", { precision: 12, scale: 2 }),
    /**
     * The sum of the job's payments not cancelled, kept by migration 0029's trigger on payments in
     * the same statement that writes one, so every balance is read from the row.
     */
    paidTotal: numeric("paid_total", { precision: 12, scale: 2 }).notNull().default("0"),
    /** A customer answered on the link and the shop has not opened the quote since. */
    answerUnseen: boolean("answer_unseen").notNull().default(false),
    /**
     * When the quote first went to its customer priced (a send, 'Copiar link', 'Baixar PDF'): a
     * plan's monthly quote limit counts quotes by this month, so a check-in's quote that never got
     * a price costs nothing (lib/data/quote-first-send.ts).
     */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    idempotencyKey: idempotencyKey(),
    version: version(),
    createdAt: createdAt(),
    /** Who made the quote, who saved it last, and 'Responsável': who does the job (shop_members). */
    createdBy: memberColumn("created_by"),
    updatedBy: memberColumn("updated_by"),
    assignedTo: memberColumn("assigned_to"),
  },
  (t) => [
    byMember("quotes_created_by_fk", t.createdBy, t.shopId),
    byMember("quotes_updated_by_fk", t.updatedBy, t.shopId),
    byMember("quotes_assigned_to_fk", t.assignedTo, t.shopId),
    // The mechanic's Painel: his own jobs, and 'Comissões': the jobs behind each person's figure.
    index("quotes_shop_id_assigned_to_idx")
      .on(t.shopId, t.assignedTo, t.stageChangedAt)
      .where(sql`${t.assignedTo} IS NOT NULL`),
    // Lets quote_items reference (quote, owner), so an item can never point at another shop's quote.
    unique("quotes_id_shop_id_key").on(t.id, t.shopId),
    // A vehicle's own history, newest first.
    index("quotes_vehicle_id_quote_date_idx")
      .on(t.vehicleId, t.quoteDate.desc())
      .where(sql`${t.vehicleId} IS NOT NULL`),
    check("quotes_check_in_km_check", sql`${t.checkInKm} >= 0`),
    check("quotes_discount_check", sql`(${t.discountKind} IS NULL) = (${t.discountValue} IS NULL)`),
    check("quotes_deposit_check", sql`(${t.depositKind} IS NOT DISTINCT FROM 'amount') = (${t.depositValue} IS NOT NULL)`),
    check("quotes_deposit_value_check", sql`${t.depositValue} > 0`),
    check("quotes_paid_total_check", sql`${t.paidTotal} >= 0`),
    // Also the index for "every record of this shop" (shop_id leads it).
    unique("quotes_shop_id_idempotency_key_key").on(t.shopId, t.idempotencyKey),
    unique("quotes_shop_id_number_key").on(t.shopId, t.number),
    foreignKey({
      name: "quotes_customer_owner_fk",
      columns: [t.customerId, t.shopId],
      foreignColumns: [customers.id, customers.shopId],
    }).onDelete("cascade"),
    index("quotes_customer_id_quote_date_idx").on(t.customerId, t.quoteDate.desc()),
    // The shop's quote list, newest first, and the Painel's open work by status.
    index("quotes_shop_id_quote_date_idx").on(t.shopId, t.quoteDate.desc(), t.id.desc()),
    // The list's stage filter and the Painel's 'Na oficina': each stage's longest waiting jobs, a
    // LIMIT on the index's own order (the large shop's 8,000 approved jobs were sorted on every
    // visit without it: 15 ms → 0.5 ms). Not partial on the stages: a predicate naming 'ready'
    // cannot be built in the transaction that adds the value (migration 0025), and the migrator
    // runs every pending migration in one.
    index("quotes_shop_id_status_stage_changed_at_idx").on(t.shopId, t.status, t.stageChangedAt, t.id),
    // 'Na oficina': the cars checked in whose quote still waits for the customer.
    index("quotes_shop_id_checked_in_pending_idx")
      .on(t.shopId, t.checkedInAt, t.id)
      .where(sql`${t.status} = 'pending' AND ${t.checkedInAt} IS NOT NULL`),
    // 'A receber': approved jobs not fully paid, oldest first. Small: most jobs get paid.
    index("quotes_shop_id_owed_idx")
      .on(t.shopId, t.stageChangedAt, t.id)
      .where(sql`${t.approvedTotal} > ${t.paidTotal}`),
    // 'Financeiro''s margin on parts: a month's delivered jobs with parts, read from the index alone
    // (the large shop's 26,600 deliveries a year: 47 ms reading their rows, see docs/history/performance.md).
    index("quotes_shop_id_delivered_parts_idx")
      .on(t.shopId, t.stageChangedAt, t.costedPartsTotal, t.partsCost, t.partLines, t.uncostedPartLines)
      .where(sql`${t.status} = 'delivered' AND ${t.partLines} > 0`),
    // The quote search by description: a LIKE '%term%' on the key.
    index("quotes_description_key_trgm_idx").using("gin", sql`${t.descriptionKey} gin_trgm_ops`),
    // The Painel's and the quotes list's "answers not seen yet".
    index("quotes_shop_id_answer_unseen_idx")
      .on(t.shopId, t.quoteDate.desc())
      .where(sql`${t.answerUnseen}`),
    // 'Lembretes': the pending quotes whose validity ends in a range of days.
    index("quotes_shop_id_pending_valid_until_idx")
      .on(t.shopId, t.validUntil)
      .where(sql`${t.status} = 'pending' AND ${t.validUntil} IS NOT NULL`),
    // The plan's monthly limit: the shop's quotes first sent in a month.
    index("quotes_shop_id_sent_at_idx")
      .on(t.shopId, t.sentAt)
      .where(sql`${t.sentAt} IS NOT NULL`),
    // A delivered job's 'Retornos em garantia': few quotes have one, so the index is small.
    index("quotes_warranty_of_quote_id_idx")
      .on(t.warrantyOfQuoteId)
      .where(sql`${t.warrantyOfQuoteId} IS NOT NULL`),
  ],
);

/**
 * The last quote number each shop has handed out. The trigger that numbers a new quote takes the
 * next one while holding this row's lock, so two quotes created at the same instant get different
 * numbers, and a number stays used after its quote is deleted.
 */
export const quoteCounters = pgTable("quote_counters", {
  shopId: uuid("shop_id")
    .primaryKey()
    .references(() => shops.id, { onDelete: "cascade" }),
  lastNumber: integer("last_number").notNull(),
});

/**
 * A quote's lines, in the order the mechanic put them (`position` 0, 1, 2…). A save replaces them
 * all. `total` is quantity × unit price to the cent, computed by the database (the rule of
 * lib/quotes/totals.ts).
 */
export const quoteItems = pgTable(
  "quote_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id").notNull(),
    shopId: shopId(),
    position: integer("position").notNull(),
    kind: quoteItemKind("kind").notNull(),
    description: text("description").notNull(),
    /** The description as 'Montar com o assistente' compares it with what the mechanic typed ('pastilia' finds 'Pastilha'). */
    descriptionKey: text("description_key")
      .notNull()
      .generatedAlwaysAs(() => comparable(sql`description`)),
    /** The catalogue service it was picked from (an id in the profile's services), if any. */
    catalogueServiceId: text("catalogue_service_id"),
    /** Parts only: original, paralela or usada (CDC art. 21). */
    partCondition: partCondition("part_condition"),
    /** Labour only: by the hour (quantity = hours, unit price = rate) or a fixed price (quantity 1). */
    labourPricing: labourPricing("labour_pricing"),
    quantity: numeric("quantity", { precision: 10, scale: 3 }).notNull(),
    unitPrice: numeric("unit_price", { precision: 12, scale: 2 }).notNull(),
    /**
     * A part still waiting for its price ('Aguardando cotação', asked of suppliers): saved at 0 and
     * marked, so the quote is kept but cannot be sent or approved until the line is priced (lib/quotes/priced.ts).
     */
    awaitingPrice: boolean("awaiting_price").notNull().default(false),
    total: numeric("total", { precision: 12, scale: 2 })
      .notNull()
      .generatedAlwaysAs(() => sql`round(quantity * unit_price, 2)`),
    /**
     * The line across saves (a save replaces the rows, the editor posts each line's key back): what
     * a supplier request's parts point at, so the answers show next to their line.
     */
    lineKey: uuid("line_key").notNull().defaultRandom(),
    /**
     * Parts only, the shop's alone (never on the customer's link, PDF or snapshot): what one unit
     * cost the shop, and the supplier it came from. The foreign key (supplier_id, shop_id) →
     * suppliers is written by hand in migration 0032, ON DELETE SET NULL (supplier_id) only.
     */
    unitCost: numeric("unit_cost", { precision: 12, scale: 2 }),
    supplierId: uuid("supplier_id"),
  },
  (t) => [
    foreignKey({
      name: "quote_items_quote_owner_fk",
      columns: [t.quoteId, t.shopId],
      foreignColumns: [quotes.id, quotes.shopId],
    }).onDelete("cascade"),
    unique("quote_items_quote_id_position_key").on(t.quoteId, t.position),
    // Deleting an account removes its items through shop_id.
    index("quote_items_shop_id_idx").on(t.shopId),
    check("quote_items_quantity_check", sql`${t.quantity} > 0`),
    check("quote_items_unit_price_check", sql`${t.unitPrice} >= 0`),
    check("quote_items_condition_check", sql`(${t.kind} = 'part') = (${t.partCondition} IS NOT NULL)`),
    check("quote_items_pricing_check", sql`(${t.kind} = 'labour') = (${t.labourPricing} IS NOT NULL)`),
    check("quote_items_awaiting_price_check", sql`NOT ${t.awaitingPrice} OR (${t.kind} = 'part' AND ${t.unitPrice} = 0)`),
    check("quote_items_unit_cost_check", sql`${t.unitCost} >= 0`),
    check("quote_items_cost_part_check", sql`${t.kind} = 'part' OR (${t.unitCost} IS NULL AND ${t.supplierId} IS NULL)`),
    // A supplier's page: how many lines chose it.
    index("quote_items_supplier_id_idx")
      .on(t.supplierId)
      .where(sql`${t.supplierId} IS NOT NULL`),
    // The price check's last price of a part (lib/data/part-prices.ts): the shop's part lines of one
    // description, case and spaces aside. The expression must stay the query's, word for word.
    index("quote_items_shop_id_part_description_idx")
      .on(t.shopId, sql`lower(btrim(${t.description}))`)
      .where(sql`${t.kind} = 'part'`),
  ],
);
