/** The job after the approval: its stage changes, the check-in and its acknowledgement, photos, the delivery. */
import { sql } from "drizzle-orm";
import { check, date, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, version } from "./columns";
import { answerChannel, jobPhotoKind, quoteStatus, replacedPartsOutcome } from "./enums";
import { shopId } from "./owner";
import { byMember, memberColumn } from "./team";
import { quotes } from "./quotes";

/**
 * Every change of a quote's stage the shop made ('Iniciar serviço', 'Carro pronto', a step back,
 * a cancellation), with what it said: 'Histórico do orçamento' lists them. The customer's own
 * answers are in quote_answers, not here.
 */
export const quoteStageChanges = pgTable(
  "quote_stage_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id").notNull(),
    shopId: shopId(),
    fromStatus: quoteStatus("from_status").notNull(),
    toStatus: quoteStatus("to_status").notNull(),
    /** Why: required to go back a stage or cancel. */
    reason: text("reason"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who moved it (shop_members). */
    changedBy: memberColumn("changed_by"),
  },
  (t) => [
    byMember("quote_stage_changes_changed_by_fk", t.changedBy, t.shopId),
    index("quote_stage_changes_quote_id_changed_at_idx").on(t.quoteId, t.changedAt),
    index("quote_stage_changes_shop_id_idx").on(t.shopId),
    foreignKey({
      name: "quote_stage_changes_quote_owner_fk",
      columns: [t.quoteId, t.shopId],
      foreignColumns: [quotes.id, quotes.shopId],
    }).onDelete("cascade"),
  ],
);

/** One item of the check-in's checklist: its id (lib/jobs/checklist.ts), ok or a problem, and a note. */
export type ChecklistEntry = { item: string; state: "ok" | "problem"; note?: string };

/**
 * 'Entrada do veículo': how the car arrived, one per quote. Editable until the customer
 * acknowledges it (check_in_acknowledgements); then it is what he signed and stays as it is.
 */
export const checkIns = pgTable(
  "check_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id").notNull(),
    shopId: shopId(),
    km: integer("km"),
    /** Fuel in eighths of the tank, 0 (empty) to 8 (full). */
    fuelEighths: integer("fuel_eighths"),
    /** 'Relato do cliente': the complaint in the customer's words. */
    complaint: text("complaint"),
    checklist: jsonb("checklist").$type<ChecklistEntry[]>().notNull().default([]),
    notes: text("notes"),
    version: version(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who took the check-in (shop_members): the OS names him. */
    takenBy: memberColumn("taken_by"),
  },
  (t) => [
    byMember("check_ins_taken_by_fk", t.takenBy, t.shopId),
    unique("check_ins_quote_id_key").on(t.quoteId),
    unique("check_ins_id_quote_id_shop_id_key").on(t.id, t.quoteId, t.shopId),
    index("check_ins_shop_id_idx").on(t.shopId),
    check("check_ins_km_check", sql`${t.km} >= 0`),
    check("check_ins_fuel_eighths_check", sql`${t.fuelEighths} BETWEEN 0 AND 8`),
    foreignKey({
      name: "check_ins_quote_owner_fk",
      columns: [t.quoteId, t.shopId],
      foreignColumns: [quotes.id, quotes.shopId],
    }).onDelete("cascade"),
  ],
);

/**
 * The customer's acknowledgement of a check-in, with the same record as an approval: who (the name
 * typed), when (server time), from where (address, user agent), and what: the canonical text of
 * exactly what was shown, photos by their SHA-256, and its hash. One per check-in, append-only
 * like quote_answers (migration 0025's triggers).
 */
export const checkInAcknowledgements = pgTable(
  "check_in_acknowledgements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    checkInId: uuid("check_in_id").notNull(),
    quoteId: uuid("quote_id").notNull(),
    // No reference to users: the row goes only with its quote (see quote_versions).
    shopId: uuid("shop_id").notNull(),
    snapshot: text("snapshot").notNull(),
    sha256: text("sha256").notNull(),
    channel: answerChannel("channel").notNull(),
    customerName: text("customer_name").notNull(),
    takenBy: text("taken_by"),
    clientAddress: text("client_address").notNull(),
    userAgent: text("user_agent").notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("check_in_acknowledgements_check_in_id_key").on(t.checkInId),
    index("check_in_acknowledgements_quote_id_idx").on(t.quoteId),
    index("check_in_acknowledgements_shop_id_idx").on(t.shopId),
    check("check_in_acknowledgements_sha256_check", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check("check_in_acknowledgements_taken_by_check", sql`(${t.channel} = 'in_person') = (${t.takenBy} IS NOT NULL)`),
    foreignKey({
      name: "check_in_acknowledgements_check_in_fk",
      columns: [t.checkInId, t.quoteId, t.shopId],
      foreignColumns: [checkIns.id, checkIns.quoteId, checkIns.shopId],
    }).onDelete("cascade"),
  ],
);

/**
 * A photo of the job, re-encoded on the server and kept in the object storage under `storage_key`
 * (`{shopId}-photo-{uuid}.jpg`, never served by /api/uploads: only through the shop's pages and
 * the quote's link). Check-in photos, and a part's 'Prova da troca', named by the part line's
 * description (a complement's save renumbers the lines, the description stays).
 */
export const jobPhotos = pgTable(
  "job_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id").notNull(),
    shopId: shopId(),
    kind: jobPhotoKind("kind").notNull(),
    /** 'part' only: the part line the photo proves. */
    partDescription: text("part_description"),
    storageKey: text("storage_key").notNull(),
    /** SHA-256 of the stored bytes: how an acknowledgement names the photo. */
    sha256: text("sha256").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("job_photos_storage_key_key").on(t.storageKey),
    index("job_photos_quote_id_created_at_idx").on(t.quoteId, t.createdAt),
    index("job_photos_shop_id_idx").on(t.shopId),
    check("job_photos_part_check", sql`(${t.kind} = 'part') = (${t.partDescription} IS NOT NULL)`),
    check("job_photos_sha256_check", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    foreignKey({
      name: "job_photos_quote_owner_fk",
      columns: [t.quoteId, t.shopId],
      foreignColumns: [quotes.id, quotes.shopId],
    }).onDelete("cascade"),
  ],
);

/**
 * 'Registrar entrega': when the car left, its km, what became of the replaced parts, and the
 * warranty, which runs from this day (CDC art. 26 §1) for the shop's term at the time.
 */
export const quoteDeliveries = pgTable(
  "quote_deliveries",
  {
    quoteId: uuid("quote_id").primaryKey(),
    shopId: shopId(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }).notNull(),
    km: integer("km"),
    replacedParts: replacedPartsOutcome("replaced_parts").notNull(),
    notes: text("notes"),
    warrantyDays: integer("warranty_days").notNull(),
    /** The last day of the warranty, in São Paulo's calendar. */
    warrantyUntil: date("warranty_until", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    /** Who handed the car over (shop_members). */
    deliveredBy: memberColumn("delivered_by"),
  },
  (t) => [
    byMember("quote_deliveries_delivered_by_fk", t.deliveredBy, t.shopId),
    index("quote_deliveries_shop_id_warranty_until_idx").on(t.shopId, t.warrantyUntil),
    // 'Comissões': a month's deliveries of the shop, one range (84,000 deliveries in two shops: a
    // sequential scan of them all, 40 ms, without it; lib/data/commissions.ts).
    index("quote_deliveries_shop_id_delivered_at_idx").on(t.shopId, t.deliveredAt, t.quoteId),
    check("quote_deliveries_km_check", sql`${t.km} >= 0`),
    check("quote_deliveries_warranty_days_check", sql`${t.warrantyDays} BETWEEN 1 AND 3650`),
    foreignKey({
      name: "quote_deliveries_quote_owner_fk",
      columns: [t.quoteId, t.shopId],
      foreignColumns: [quotes.id, quotes.shopId],
    }).onDelete("cascade"),
  ],
);

/**
 * Stored objects whose row is gone, waiting for the queue's 'maintenance.stored-objects' to remove
 * them from the storage. Filled by migration 0034's trigger on every deleted job_photos row,
 * whatever deleted it (one photo, its quote, the quote's customer, a hand-written DELETE), in the
 * same transaction: a rolled-back delete queues nothing, a committed one cannot lose its key.
 * No reference to users, so a cascade from the account leaves the keys here; the account's
 * deletion removes its own (every object of its prefix goes with it anyway).
 */
export const storedObjectDeletions = pgTable("stored_object_deletions", {
  storageKey: text("storage_key").primaryKey(),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
});
