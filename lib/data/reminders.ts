import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { getDb, type DatabaseOrTransaction } from "@/db";
import { mechanicProfiles } from "@/db/schema";
import { pixReceiverOf } from "@/lib/data/pix";
import { addDaysToDay } from "@/lib/calendar";
import type { ReminderKind } from "@/lib/enums";
import { SHOP_TIME_ZONE } from "@/lib/format";
import type { ReminderShop } from "@/lib/reminders/lines";

/**
 * 'Lembretes': what the shop should do about its customers today and in the next days, from the
 * rows it already has. Nothing is stored for a reminder until the shop acts on it
 * (reminder_actions): each line is computed from its source, so it can never go stale.
 *
 * Each reminder has a `day`, the day it asks for action:
 * - service_due: the service's remind_on (its date, or the day the km pace reaches its km);
 * - warranty_ending: WARRANTY_NOTICE_DAYS before the warranty's last day (a check-in invitation);
 * - balance_owed: the delivery day, while the delivered job still owes;
 * - quote_unanswered: UNANSWERED_AFTER_DAYS after the last send of a quote still pending;
 * - validity_ending: the day before a pending quote's validity ends;
 * - new_lead: the day a lead came in, while nobody answered it.
 * The list shows every day up to HORIZON_DAYS ahead, and the missed ones of the last OVERDUE_DAYS.
 */
export const HORIZON_DAYS = 7;
export const OVERDUE_DAYS = 30;
export const WARRANTY_NOTICE_DAYS = 10;
export const UNANSWERED_AFTER_DAYS = 3;

export type Reminder = {
  kind: ReminderKind;
  /** The row it is about: a service due, a quote, or a lead. */
  subjectId: string;
  /** Which occurrence ('yyyy-MM-dd', or ''): with kind and subjectId, what 'Feito' and 'Adiar' name. */
  occurrence: string;
  /** The day it asks for action (yyyy-MM-dd). */
  day: string;
  /** The day it is about: the service's due date, the warranty's or validity's last day, the send, the delivery, the lead. */
  aboutDay: string;
  /** Set when an 'Adiar' brought it back today. */
  snoozedUntil: string | null;
  customerId: string | null;
  /** The customer's, or the lead's. */
  name: string;
  phone: string | null;
  email: string | null;
  vehicle: { id: string; plate: string; make: string | null; model: string | null } | null;
  quote: { id: string; number: number } | null;
  /** service_due: what, and at what km (the date is aboutDay when set). */
  service: { name: string; dueOn: string | null; dueKm: number | null } | null;
  /** balance_owed: what is still owed, in reais ("150.00"). */
  owed: string | null;
  /** The quote's live link token (the customer's link), for the follow-ups of a quote. */
  linkToken: string | null;
};

/** One page of the list, and how many reminders the whole list has (today's, missed ones included). */
export type ReminderPage = { reminders: Reminder[]; hasMore: boolean; dueToday: number; total: number };

type Row = {
  kind: ReminderKind;
  subject_id: string;
  occurrence: string;
  day: string;
  about_day: string;
  snoozed_until: string | null;
  customer_id: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  vehicle_id: string | null;
  plate: string | null;
  make: string | null;
  model: string | null;
  quote_id: string | null;
  quote_number: number | null;
  service_name: string | null;
  due_on: string | null;
  due_km: number | null;
  owed: string | null;
  link_token: string | null;
  due_today: number;
  total: number;
};

/** A whole number of days in the SQL text (constants of this module only: never user input). */
const days = (count: number) => sql.raw(String(Math.trunc(count)));

const spDay = (timestamp: SQL) => sql`(${timestamp} AT TIME ZONE ${SHOP_TIME_ZONE})::date`;

/**
 * Every reminder source as one row set (kind, subject, occurrence, day, …) for `userId`, with day
 * between `from` and `to`. Each branch reads its own index (service_dues (user_id, remind_on),
 * quote_deliveries (user_id, warranty_until), the owed quotes' partial index, the quotes by
 * status, leads (owner_id, created_at)).
 */
function remindersBetween(userId: string, from: string, to: string) {
  const customerAndCar = sql`c.id AS customer_id, c.name, c.phone, c.email, v.id AS vehicle_id, v.plate, v.make, v.model`;
  const noService = sql`NULL::text AS service_name, NULL::text AS due_on, NULL::int AS due_km`;
  const quoteJoins = sql`
    JOIN customers c ON c.id = q.customer_id AND c.user_id = q.user_id
    LEFT JOIN vehicles v ON v.id = q.vehicle_id AND v.user_id = q.user_id`;
  const lastSent = sql`(SELECT max(s.sent_at) FROM quote_sends s WHERE s.quote_id = q.id AND s.user_id = q.user_id)`;
  return sql`
    SELECT 'service_due'::reminder_kind AS kind, d.id AS subject_id, d.remind_on::text AS occurrence,
      d.remind_on::text AS day, coalesce(d.due_on, d.remind_on)::text AS about_day, ${customerAndCar},
      NULL::uuid AS quote_id, NULL::int AS quote_number,
      d.service_name, d.due_on::text AS due_on, d.due_km, NULL::text AS owed
    FROM service_dues d
    JOIN vehicles v ON v.id = d.vehicle_id AND v.user_id = d.user_id
    JOIN customers c ON c.id = v.customer_id AND c.user_id = v.user_id
    WHERE d.user_id = ${userId} AND d.remind_on BETWEEN ${from}::date AND ${to}::date
  UNION ALL
    SELECT 'warranty_ending', q.id, qd.warranty_until::text,
      (qd.warranty_until - ${days(WARRANTY_NOTICE_DAYS)})::text, qd.warranty_until::text, ${customerAndCar},
      q.id, q.number, ${noService}, NULL
    FROM quote_deliveries qd
    JOIN quotes q ON q.id = qd.quote_id AND q.user_id = qd.user_id ${quoteJoins}
    WHERE qd.user_id = ${userId} AND q.status = 'delivered'
      AND qd.warranty_until BETWEEN ${from}::date + ${days(WARRANTY_NOTICE_DAYS)} AND ${to}::date + ${days(WARRANTY_NOTICE_DAYS)}
      AND qd.warranty_until >= ${from}::date + ${days(OVERDUE_DAYS)}
  UNION ALL
    SELECT 'balance_owed', q.id, '', ${spDay(sql.raw("qd.delivered_at"))}::text, ${spDay(sql.raw("qd.delivered_at"))}::text,
      ${customerAndCar}, q.id, q.number, ${noService},
      (q.approved_total - q.paid_total)::text
    FROM quotes q
    JOIN quote_deliveries qd ON qd.quote_id = q.id AND qd.user_id = q.user_id ${quoteJoins}
    WHERE q.user_id = ${userId} AND q.approved_total > q.paid_total AND q.status = 'delivered'
      AND ${spDay(sql.raw("qd.delivered_at"))} <= ${to}::date
  UNION ALL
    SELECT 'quote_unanswered', q.id, sent.day::text, (sent.day + ${days(UNANSWERED_AFTER_DAYS)})::text, sent.day::text,
      ${customerAndCar}, q.id, q.number, ${noService}, NULL
    FROM quotes q
    CROSS JOIN LATERAL (SELECT ${spDay(sql`${lastSent}`)} AS day) sent ${quoteJoins}
    WHERE q.user_id = ${userId} AND q.status = 'pending'
      AND sent.day + ${days(UNANSWERED_AFTER_DAYS)} BETWEEN ${from}::date AND ${to}::date
      -- the validity's reminder says it already
      AND (q.valid_until IS NULL OR q.valid_until - 1 > ${to}::date OR q.valid_until < ${from}::date + ${days(OVERDUE_DAYS)})
  UNION ALL
    SELECT 'validity_ending', q.id, q.valid_until::text, (q.valid_until - 1)::text, q.valid_until::text,
      ${customerAndCar}, q.id, q.number, ${noService}, NULL
    FROM quotes q ${quoteJoins}
    WHERE q.user_id = ${userId} AND q.status = 'pending'
      AND q.valid_until - 1 BETWEEN ${from}::date AND ${to}::date
      AND q.valid_until >= ${from}::date + ${days(OVERDUE_DAYS)}
  UNION ALL
    SELECT 'new_lead', l.id, '', ${spDay(sql.raw("l.created_at"))}::text, ${spDay(sql.raw("l.created_at"))}::text,
      NULL, l.name, l.phone, l.email, NULL, NULL, NULL, NULL,
      NULL, NULL, ${noService}, NULL
    FROM leads l
    WHERE l.owner_id = ${userId} AND l.answered_at IS NULL AND l.customer_id IS NULL
      AND l.created_at >= (${from}::date)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}
      AND ${spDay(sql.raw("l.created_at"))} <= ${to}::date`;
}

/**
 * The reminders in `userId`'s list on `today` (São Paulo's): every day from OVERDUE_DAYS ago up to
 * HORIZON_DAYS ahead, less those marked 'Feito'; one an 'Adiar' moved is on its new day (and
 * beyond the horizon, not yet listed). Oldest first, at most `limit` ('Ver mais' asks for a larger
 * one), whether there are more, and the whole list's counts (window counts over the same rows: the
 * Painel reads its card and its number in one statement).
 */
export async function listReminders(
  userId: string,
  today: string,
  { limit = 100, db = getDb() }: { limit?: number; db?: DatabaseOrTransaction } = {},
): Promise<ReminderPage> {
  const from = addDaysToDay(today, -OVERDUE_DAYS);
  const to = addDaysToDay(today, HORIZON_DAYS);
  const rows = await db.execute<Row>(sql`
    SELECT r.*, a.snoozed_until::text AS snoozed_until, ql.token AS link_token,
      (count(*) FILTER (WHERE greatest(r.day, a.snoozed_until::text) <= ${today}) OVER ())::int AS due_today,
      (count(*) OVER ())::int AS total
    FROM (${remindersBetween(userId, from, to)}) r
    LEFT JOIN reminder_actions a
      ON a.user_id = ${userId} AND a.kind = r.kind AND a.subject_id = r.subject_id AND a.occurrence = r.occurrence
    LEFT JOIN quote_links ql ON ql.quote_id = r.quote_id AND ql.user_id = ${userId} AND ql.revoked_at IS NULL
    WHERE a.id IS NULL OR (a.done_at IS NULL AND a.snoozed_until <= ${to}::date)
    ORDER BY greatest(r.day, a.snoozed_until::text), r.kind, r.name, r.subject_id
    LIMIT ${limit + 1}`);
  return {
    reminders: rows.slice(0, limit).map(toReminder),
    hasMore: rows.length > limit,
    dueToday: rows[0]?.due_today ?? 0,
    total: rows[0]?.total ?? 0,
  };
}

/** How many reminders ask for action today (missed ones included), and how many in the days ahead. */
export async function countReminders(userId: string, today: string, db: DatabaseOrTransaction = getDb()) {
  const from = addDaysToDay(today, -OVERDUE_DAYS);
  const to = addDaysToDay(today, HORIZON_DAYS);
  const [row] = await db.execute<{ today: number; ahead: number }>(sql`
    SELECT count(*) FILTER (WHERE greatest(r.day, a.snoozed_until::text) <= ${today})::int AS today,
           count(*) FILTER (WHERE greatest(r.day, a.snoozed_until::text) > ${today})::int AS ahead
    FROM (${remindersBetween(userId, from, to)}) r
    LEFT JOIN reminder_actions a
      ON a.user_id = ${userId} AND a.kind = r.kind AND a.subject_id = r.subject_id AND a.occurrence = r.occurrence
    WHERE a.id IS NULL OR (a.done_at IS NULL AND a.snoozed_until <= ${to}::date)`);
  return { today: row?.today ?? 0, ahead: row?.ahead ?? 0 };
}

function toReminder(row: Row): Reminder {
  return {
    kind: row.kind,
    subjectId: row.subject_id,
    occurrence: row.occurrence,
    day: row.snoozed_until && row.snoozed_until > row.day ? row.snoozed_until : row.day,
    aboutDay: row.about_day,
    snoozedUntil: row.snoozed_until,
    customerId: row.customer_id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    vehicle: row.vehicle_id ? { id: row.vehicle_id, plate: row.plate!, make: row.make, model: row.model } : null,
    quote: row.quote_id ? { id: row.quote_id, number: row.quote_number! } : null,
    service: row.service_name ? { name: row.service_name, dueOn: row.due_on, dueKm: row.due_km } : null,
    owed: row.owed,
    linkToken: row.link_token,
  };
}

/** What the lines' WhatsApp messages need from the shop: its name, its next-service template and its PIX key. */
export async function getReminderShop(userId: string): Promise<ReminderShop> {
  const [row] = await getDb()
    .select({
      shopName: mechanicProfiles.shopName,
      template: mechanicProfiles.reminderTemplate,
      keyType: mechanicProfiles.pixKeyType,
      key: mechanicProfiles.pixKey,
      name: mechanicProfiles.pixName,
      city: mechanicProfiles.pixCity,
    })
    .from(mechanicProfiles)
    .where(eq(mechanicProfiles.id, userId));
  return { shopName: row?.shopName ?? null, template: row?.template ?? null, receiver: row ? pixReceiverOf(row) : null };
}
