/** Bringing customers back: the next service each vehicle is due, what the shop did about each reminder, the e-mails sent on their own. */
import { sql } from "drizzle-orm";
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { comparable, createdAt, version } from "./columns";
import { customers, vehicles } from "./customers";
import { automaticEmailKind, reminderChannel, reminderKind } from "./enums";
import { shopId } from "./owner";
import { quotes } from "./quotes";

/**
 * 'Próxima revisão': when a vehicle is due for a service again, by date, by km, or both (whichever
 * comes first). Set when a job with a catalogue service that has an interval is delivered, and
 * editable on the vehicle. One per service per vehicle: the next delivery of the same service
 * replaces it.
 */
export const serviceDues = pgTable(
  "service_dues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopId(),
    vehicleId: uuid("vehicle_id").notNull(),
    /** 'Troca de óleo', as the catalogue named it when it was set (or as the shop typed it). */
    serviceName: text("service_name").notNull(),
    /** The service as the uniqueness compares it: 'troca de oleo'. */
    serviceKey: text("service_key")
      .notNull()
      .generatedAlwaysAs(() => comparable(sql`service_name`)),
    /** The catalogue service it came from (an id in the profile's services), if any. */
    catalogueServiceId: text("catalogue_service_id"),
    /** The interval it was computed from ('6 meses ou 10.000 km'), kept to say why. */
    intervalMonths: integer("interval_months"),
    intervalKm: integer("interval_km"),
    dueOn: date("due_on", { mode: "string" }),
    dueKm: integer("due_km"),
    /**
     * The day 'Lembretes' shows it: the earlier of due_on and the day the vehicle's km pace
     * (vehicles.km_per_day) reaches due_km. Kept on the row, so the list is a range on one index.
     */
    remindOn: date("remind_on", { mode: "string" }).notNull(),
    /** The delivered job that set it; null when the shop typed it, or the job was deleted. */
    sourceQuoteId: uuid("source_quote_id").references(() => quotes.id, { onDelete: "set null" }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("service_dues_id_shop_id_key").on(t.id, t.shopId),
    unique("service_dues_vehicle_id_service_key_key").on(t.vehicleId, t.serviceKey),
    // 'Lembretes' and the daily e-mails: a shop's dues in a range of days.
    index("service_dues_shop_id_remind_on_idx").on(t.shopId, t.remindOn, t.id),
    index("service_dues_source_quote_id_idx")
      .on(t.sourceQuoteId)
      .where(sql`${t.sourceQuoteId} IS NOT NULL`),
    check("service_dues_due_check", sql`${t.dueOn} IS NOT NULL OR ${t.dueKm} IS NOT NULL`),
    check("service_dues_due_km_check", sql`${t.dueKm} >= 0`),
    check("service_dues_interval_months_check", sql`${t.intervalMonths} BETWEEN 1 AND 120`),
    check("service_dues_interval_km_check", sql`${t.intervalKm} BETWEEN 1 AND 1000000`),
    check("service_dues_service_name_check", sql`char_length(${t.serviceName}) BETWEEN 1 AND 120`),
    // A deleted vehicle takes its dues with it: nothing is left to remind, or to e-mail.
    foreignKey({
      name: "service_dues_vehicle_owner_fk",
      columns: [t.vehicleId, t.shopId],
      foreignColumns: [vehicles.id, vehicles.shopId],
    }).onDelete("cascade"),
  ],
);

/**
 * What the shop did about one reminder: 'Feito' (who, when, which channel) or 'Adiar' (until a
 * day). A reminder is named by its kind, the row it is about (a service due, a quote, a lead) and
 * its occurrence (the day it is about, so the same job's next due is a new reminder). No foreign
 * key on subject_id: it names rows of three tables; a reminder whose row is gone is never listed.
 */
export const reminderActions = pgTable(
  "reminder_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopId(),
    kind: reminderKind("kind").notNull(),
    subjectId: uuid("subject_id").notNull(),
    /**
     * Which occurrence of the reminder (lib/data/reminders.ts): a service due's 'due_on|due_km' (a
     * new pace moves the day it shows, not the due itself), a day 'yyyy-MM-dd', or '' when the
     * reminder has one occurrence only.
     */
    occurrence: text("occurrence").notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    /** Who marked it, as the account was named then. */
    doneBy: text("done_by"),
    doneChannel: reminderChannel("done_channel"),
    /** 'Adiar': hidden until this day (São Paulo's calendar). */
    snoozedUntil: date("snoozed_until", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("reminder_actions_shop_id_kind_subject_id_occurrence_key").on(t.shopId, t.kind, t.subjectId, t.occurrence),
    check(
      "reminder_actions_done_check",
      sql`(${t.doneAt} IS NULL) = (${t.doneBy} IS NULL) AND (${t.doneAt} IS NULL) = (${t.doneChannel} IS NULL)`,
    ),
    check("reminder_actions_state_check", sql`${t.doneAt} IS NOT NULL OR ${t.snoozedUntil} IS NOT NULL`),
    check("reminder_actions_occurrence_check", sql`char_length(${t.occurrence}) <= 40`),
  ],
);

/**
 * Each e-mail the queue sent on its own, by a key naming what it was ('service-reminder:{due}:{day}',
 * 'daily-summary:{day}'). Written in the transaction that sends it, under the row's lock: a second
 * worker (another instance, a retry) finds the row and sends nothing.
 */
export const automaticEmails = pgTable(
  "automatic_emails",
  {
    shopId: shopId(),
    dedupeKey: text("dedupe_key").notNull(),
    kind: automaticEmailKind("kind").notNull(),
    /** The customer a reminder went to; deleting the customer deletes the record with the rest of his data. */
    customerId: uuid("customer_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "automatic_emails_pkey", columns: [t.shopId, t.dedupeKey] }),
    index("automatic_emails_customer_id_idx")
      .on(t.customerId)
      .where(sql`${t.customerId} IS NOT NULL`),
    foreignKey({
      name: "automatic_emails_customer_owner_fk",
      columns: [t.customerId, t.shopId],
      foreignColumns: [customers.id, customers.shopId],
    }).onDelete("cascade"),
  ],
);
