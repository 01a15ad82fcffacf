/** The agenda: appointments, their history, and the days the shop is closed. */
import { sql } from "drizzle-orm";
import { check, date, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, idempotencyKey, version } from "./columns";
import { customers, vehicles } from "./customers";
import { appointmentEvent, appointmentSource, appointmentStatus } from "./enums";
import { shopId } from "./owner";
import { quotes } from "./quotes";
import { byMember, memberColumn } from "./team";

/** A service wanted at an appointment: a catalogue service (its id in the profile) or typed. */
export type AppointmentService = { id?: string; name: string };

/**
 * An appointment: a car expected at the shop from `starts_at` to `ends_at` (instants; shown in São
 * Paulo's time). Someone new is known by the contact columns until the car arrives and becomes a
 * customer and vehicle. `token` is the customer's link (/agendamento/<token>), 192 random bits kept
 * as is, like a quote link's: the shop sends the same link again in the reminder.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopId(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: appointmentStatus("status").notNull(),
    source: appointmentSource("source").notNull(),
    customerId: uuid("customer_id"),
    /** Checked against the shop when written; a deleted vehicle leaves the appointment its plate. */
    vehicleId: uuid("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    contactName: text("contact_name").notNull(),
    /** The WhatsApp number's digits (DDD and number). */
    contactPhone: text("contact_phone").notNull(),
    contactPlate: text("contact_plate"),
    contactEmail: text("contact_email"),
    services: jsonb("services").$type<AppointmentService[]>().notNull().default([]),
    notes: text("notes"),
    /** 'Responsável': who at the shop takes the car. */
    assignedTo: memberColumn("assigned_to"),
    token: text("token").notNull(),
    /** 'Confirmar presença' on the customer's link, for the current date and time. */
    customerConfirmedAt: timestamp("customer_confirmed_at", { withTimezone: true }),
    /** The job opened when the car arrived ('Chegou'). */
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    createdBy: memberColumn("created_by"),
    idempotencyKey: idempotencyKey(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("appointments_id_shop_id_key").on(t.id, t.shopId),
    unique("appointments_token_key").on(t.token),
    unique("appointments_shop_id_idempotency_key_key").on(t.shopId, t.idempotencyKey),
    // The agenda's days and weeks, the free slots, the reminders: a shop's appointments by time.
    index("appointments_shop_id_starts_at_idx").on(t.shopId, t.startsAt),
    // A phone's open requests (at most two per shop) and a customer's no-shows.
    index("appointments_shop_id_contact_phone_idx").on(t.shopId, t.contactPhone),
    index("appointments_customer_id_idx")
      .on(t.customerId)
      .where(sql`${t.customerId} IS NOT NULL`),
    index("appointments_vehicle_id_idx")
      .on(t.vehicleId)
      .where(sql`${t.vehicleId} IS NOT NULL`),
    index("appointments_quote_id_idx")
      .on(t.quoteId)
      .where(sql`${t.quoteId} IS NOT NULL`),
    check("appointments_time_check", sql`${t.endsAt} > ${t.startsAt} AND ${t.endsAt} <= ${t.startsAt} + interval '12 hours'`),
    check("appointments_contact_name_check", sql`char_length(${t.contactName}) BETWEEN 1 AND 120`),
    check("appointments_contact_phone_check", sql`${t.contactPhone} ~ '^[0-9]{10,11}$'`),
    check("appointments_contact_plate_check", sql`${t.contactPlate} ~ '^[A-Z0-9]{7}$'`),
    check("appointments_contact_email_check", sql`char_length(${t.contactEmail}) <= 254`),
    check("appointments_notes_check", sql`char_length(${t.notes}) <= 2000`),
    foreignKey({
      name: "appointments_customer_owner_fk",
      columns: [t.customerId, t.shopId],
      foreignColumns: [customers.id, customers.shopId],
    }).onDelete("cascade"),
    byMember("appointments_assigned_to_fk", t.assignedTo, t.shopId),
    byMember("appointments_created_by_fk", t.createdBy, t.shopId),
  ],
);

/**
 * An appointment's history, like a job's stages: each change of state, a reschedule (with the time
 * it had), the customer's confirmation; who did it (a member, or null for the customer on his link)
 * and why (a cancellation).
 */
export const appointmentEvents = pgTable(
  "appointment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shopId: shopId(),
    appointmentId: uuid("appointment_id").notNull(),
    event: appointmentEvent("event").notNull(),
    /** A reschedule: the time it was moved from. */
    previousStartsAt: timestamp("previous_starts_at", { withTimezone: true }),
    reason: text("reason"),
    byMember: memberColumn("by_member"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("appointment_events_appointment_id_at_idx").on(t.appointmentId, t.at),
    index("appointment_events_shop_id_idx").on(t.shopId),
    check("appointment_events_reason_check", sql`char_length(${t.reason}) <= 500`),
    foreignKey({
      name: "appointment_events_appointment_owner_fk",
      columns: [t.appointmentId, t.shopId],
      foreignColumns: [appointments.id, appointments.shopId],
    }).onDelete("cascade"),
    byMember("appointment_events_by_member_fk", t.byMember, t.shopId),
  ],
);

/** 'Fechado em 25/12': a day the agenda offers nothing (São Paulo's calendar). */
export const shopClosedDays = pgTable(
  "shop_closed_days",
  {
    shopId: shopId(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ name: "shop_closed_days_pkey", columns: [t.shopId, t.day] })],
);
