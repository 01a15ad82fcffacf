import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import type { AppointmentService } from "@/db/schema";
import { addDaysToDay } from "@/lib/calendar";
import type { AppointmentStatus } from "@/lib/enums";
import { SHOP_TIME_ZONE } from "@/lib/format";
import { shopMaySend } from "@/lib/data/automatic-emails";

/**
 * The agenda's e-mails (lib/agenda/emails.ts): which shops owe day-before reminders at an hour,
 * which appointments each owes, the send itself exactly once per automatic_emails row, and what the
 * confirmation and the shop's request e-mail say. Every read names the shop.
 */

/** The first instant of a São Paulo day (yyyy-MM-dd), in SQL. */
const startOf = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}`;

/** The moment of the shop's (p) reminder on the day before `day`: its hour, São Paulo's clock. */
const reminderMomentOf = (day: string) =>
  sql`((${addDaysToDay(day, -1)}::date)::timestamp + make_interval(hours => p.appointment_reminder_hour)) AT TIME ZONE ${SHOP_TIME_ZONE}`;

/** 'appointment-reminder:{id}:{starts_at ISO}': one e-mail per appointment and time (a reschedule makes a new one). */
const reminderKey = sql`'appointment-reminder:' || a.id || ':' || to_char(a.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The address an appointment's e-mail goes to: the one given with it, or its customer's. */
const recipient = sql`coalesce(a.contact_email, c.email)`;

/**
 * An appointment (a) of `day` owed a reminder, with its customer (c, left joined): still requested
 * or confirmed, an address to write to, a customer who did not withdraw his consent to e-mails
 * (customers.email_reminders_revoked_at, unless he consented again since), booked before the
 * reminder's moment (one booked after it just had its confirmation, and is in 'Lembretes'), and
 * not sent yet.
 */
const appointmentToRemind = (day: string) => sql`a.status IN ('requested', 'confirmed')
  AND a.starts_at >= ${startOf(day)} AND a.starts_at < ${startOf(addDaysToDay(day, 1))}
  AND ${recipient} IS NOT NULL
  AND (c.id IS NULL OR c.email_reminders_revoked_at IS NULL OR c.email_reminders_consented_at IS NOT NULL)
  AND a.created_at < ${reminderMomentOf(day)}
  AND NOT EXISTS (SELECT 1 FROM automatic_emails e WHERE e.shop_id = a.shop_id AND e.dedupe_key = ${reminderKey})`;

const ownerJoins = sql`JOIN shop_members o ON o.shop_id = p.id AND o.role = 'owner' AND o.removed_at IS NULL JOIN users u ON u.id = o.user_id`;
const customerJoin = sql`LEFT JOIN customers c ON c.id = a.customer_id AND c.shop_id = a.shop_id`;

/**
 * The shops whose reminder hour has come by `hour` (São Paulo's, 0–23) and that still owe a
 * reminder for an appointment of `day` (tomorrow): the hourly sweep's fan-out. An hour the queue
 * missed (an outage at 18:00) is caught up by the next tick of the same evening; what went is
 * never sent again (automatic_emails). Across every shop, or `onlyShops`.
 */
export async function shopsOwingAppointmentReminders(day: string, hour: number, onlyShops?: string[]): Promise<string[]> {
  const only = onlyShops ? sql`AND p.id = ANY(${`{${onlyShops.join(",")}}`}::uuid[])` : sql``;
  const rows = await getDb().execute<{ id: string }>(sql`
    SELECT p.id FROM shops p ${ownerJoins}
    WHERE ${shopMaySend} AND p.appointment_reminder_hour <= ${hour} ${only}
      AND EXISTS (SELECT 1 FROM appointments a ${customerJoin} WHERE a.shop_id = p.id AND ${appointmentToRemind(day)})
    ORDER BY p.id`);
  return rows.map((row) => row.id);
}

/** The shop's appointments of `day` owed a reminder, in time order. */
export async function appointmentRemindersToEmail(shopId: string, day: string): Promise<string[]> {
  const rows = await getDb().execute<{ id: string }>(sql`
    SELECT a.id FROM appointments a ${customerJoin} JOIN shops p ON p.id = a.shop_id ${ownerJoins}
    WHERE a.shop_id = ${shopId} AND ${shopMaySend} AND ${appointmentToRemind(day)}
    ORDER BY a.starts_at, a.id`);
  return rows.map((row) => row.id);
}

/** What an appointment's e-mail to its customer says. */
export type AppointmentMailFacts = {
  appointmentId: string;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  customerName: string;
  customerEmail: string;
  /** The customer's one-click unsubscribe (a registered customer only). */
  unsubscribeToken: string | null;
  plate: string | null;
  vehicle: { make: string | null; model: string | null } | null;
  services: AppointmentService[];
  token: string;
  shopName: string;
  shopAddress: {
    street: string | null;
    streetNumber: string | null;
    district: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
    taxId: null;
  };
  /** The owner's confirmed address: the Reply-To. */
  shopEmail: string;
};

type FactsRow = {
  id: string;
  starts_at: string;
  ends_at: string;
  status: AppointmentStatus;
  customer_name: string;
  customer_email: string;
  unsubscribe_token: string | null;
  plate: string | null;
  make: string | null;
  model: string | null;
  vehicle_id: string | null;
  services: AppointmentService[];
  token: string;
  shop_name: string | null;
  street: string | null;
  street_number: string | null;
  district: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  shop_email: string;
  customer_id: string | null;
  dedupe_key: string;
};

const factsColumns = sql`a.id, a.starts_at, a.ends_at, a.status, coalesce(c.name, a.contact_name) AS customer_name,
  ${recipient} AS customer_email, c.unsubscribe_token::text AS unsubscribe_token, c.id AS customer_id,
  coalesce(v.plate, a.contact_plate) AS plate, v.id AS vehicle_id, v.make, v.model, a.services, a.token,
  p.shop_name, p.street, p.street_number, p.district, p.city, p.state, p.postal_code, u.email AS shop_email,
  ${reminderKey} AS dedupe_key`;
const vehicleJoin = sql`LEFT JOIN vehicles v ON v.id = a.vehicle_id AND v.shop_id = a.shop_id`;

function factsOf(row: FactsRow): AppointmentMailFacts {
  return {
    appointmentId: row.id,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    status: row.status,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    unsubscribeToken: row.unsubscribe_token,
    plate: row.plate,
    vehicle: row.vehicle_id ? { make: row.make, model: row.model } : null,
    services: row.services,
    token: row.token,
    shopName: row.shop_name ?? "",
    shopAddress: {
      street: row.street,
      streetNumber: row.street_number,
      district: row.district,
      city: row.city,
      state: row.state,
      postalCode: row.postal_code,
      taxId: null,
    },
    shopEmail: row.shop_email,
  };
}

/** Thrown inside the transaction to undo the dedupe row of an e-mail that must not go. */
class NothingToSend extends Error {}

/**
 * Sends one appointment's day-before reminder at most once, as a next-service reminder is
 * (lib/data/automatic-emails.ts sendServiceReminderOnce): in ONE transaction, the appointment, its
 * customer, the shop and its owner read again and locked (FOR SHARE: a cancellation or a withdrawn
 * consent waits for this send, or this send sees it and sends nothing), the automatic_emails row
 * written (ON CONFLICT DO NOTHING), `send` called, committed. A `send` that throws rolls the row
 * back and the error goes on (the task is retried).
 */
export async function sendAppointmentReminderOnce(
  shopId: string,
  appointmentId: string,
  day: string,
  send: (facts: AppointmentMailFacts) => Promise<unknown>,
): Promise<"sent" | "skipped"> {
  try {
    return await getDb().transaction(async (tx) => {
      const [row] = await tx.execute<FactsRow>(sql`
        SELECT ${factsColumns}
        FROM appointments a ${customerJoin} ${vehicleJoin} JOIN shops p ON p.id = a.shop_id ${ownerJoins}
        WHERE a.shop_id = ${shopId} AND a.id = ${appointmentId} AND ${shopMaySend} AND ${appointmentToRemind(day)}
        FOR SHARE OF a, p, o, u`);
      if (!row) throw new NothingToSend();
      if (row.customer_id) {
        // The customer's consent, read again under a lock (a left join cannot be locked above).
        const [consent] = await tx.execute(sql`
          SELECT 1 FROM customers c WHERE c.shop_id = ${shopId} AND c.id = ${row.customer_id}
            AND (c.email_reminders_revoked_at IS NULL OR c.email_reminders_consented_at IS NOT NULL) FOR SHARE`);
        if (!consent) throw new NothingToSend();
      }
      const inserted = await tx.execute(sql`
        INSERT INTO automatic_emails (shop_id, dedupe_key, kind, customer_id)
        VALUES (${shopId}, ${row.dedupe_key}, 'appointment_reminder', ${row.customer_id})
        ON CONFLICT DO NOTHING RETURNING dedupe_key`);
      if (inserted.length === 0) throw new NothingToSend();
      await send(factsOf(row));
      return "sent" as const;
    });
  } catch (error) {
    if (error instanceof NothingToSend) return "skipped";
    throw error;
  }
}

/**
 * What the customer's confirmation says, for a confirmed appointment with an address (its own, or
 * its customer's), of a shop that may send; undefined otherwise (no e-mail to write).
 */
export async function confirmedAppointmentMail(shopId: string, appointmentId: string): Promise<AppointmentMailFacts | undefined> {
  const [row] = await getDb().execute<FactsRow>(sql`
    SELECT ${factsColumns}
    FROM appointments a ${customerJoin} ${vehicleJoin} JOIN shops p ON p.id = a.shop_id ${ownerJoins}
    WHERE a.shop_id = ${shopId} AND a.id = ${appointmentId} AND a.status = 'confirmed'
      AND ${recipient} IS NOT NULL AND ${shopMaySend}`);
  return row ? factsOf(row) : undefined;
}

/** What the shop's e-mail about a request says; undefined when it is no longer a request of this shop. */
export async function appointmentRequestMail(shopId: string, appointmentId: string) {
  const [row] = await getDb().execute<{
    name: string;
    phone: string;
    plate: string | null;
    starts_at: string;
    services: AppointmentService[];
    notes: string | null;
    status: "requested" | "confirmed";
  }>(sql`
    SELECT a.contact_name AS name, a.contact_phone AS phone, a.contact_plate AS plate, a.starts_at, a.services, a.notes, a.status
    FROM appointments a WHERE a.shop_id = ${shopId} AND a.id = ${appointmentId} AND a.status IN ('requested', 'confirmed')`);
  return row ? { ...row, startsAt: new Date(row.starts_at) } : undefined;
}
