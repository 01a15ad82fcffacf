import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { getDb, withGenericPlans, type DatabaseOrTransaction } from "@/db";
import { shops } from "@/db/schema";
import { pixReceiverOf } from "@/lib/data/pix";
import { addDaysToDay } from "@/lib/calendar";
import type { ReminderKind } from "@/lib/enums";
import { SHOP_TIME_ZONE } from "@/lib/format";
import type { Reminder, ReminderShop } from "@/lib/reminders/lines";
import { serviceDueOccurrenceSql } from "@/lib/service-dues/occurrence";
import { shopDaySql } from "@/lib/data/shop-day";

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
 * - new_lead: the day a lead came in, while nobody answered it, for LEAD_DAYS;
 * - appointment: the day before a requested or confirmed appointment still ahead (its WhatsApp reminder).
 * The list shows every day up to HORIZON_DAYS ahead, and the missed ones of the last OVERDUE_DAYS
 * (an older balance is still in 'Financeiro' › 'A receber').
 *
 * A reminder's occurrence is the day it is about ('' for a balance or a lead, which have one); a
 * service due's is its date and km (lib/service-dues/occurrence.ts): a new km pace moves the day it
 * shows without making a 'Feito' one come back, and a new delivery or an edit makes a new one.
 */
export const HORIZON_DAYS = 7;
export const OVERDUE_DAYS = 30;
export const WARRANTY_NOTICE_DAYS = 10;
export const UNANSWERED_AFTER_DAYS = 3;

/** One page of the list, and how many reminders the whole list has (today's, missed ones included). */
export type ReminderPage = { reminders: Reminder[]; hasMore: boolean; dueToday: number; total: number; countCapped: boolean };

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
  remind_on: string | null;
  owed: string | null;
  link_token: string | null;
  ap_starts_at: string | null;
  ap_token: string | null;
  ap_plate: string | null;
  ap_services: { name: string }[] | null;
  due_today: number;
  total: number;
  capped: boolean;
};

/** A whole number of days in the SQL text (constants of this module only: never user input). */
const days = (count: number) => sql.raw(String(Math.trunc(count)));

/** The first instant of a São Paulo day (a date value in SQL), for a range on a timestamp index. */
const startOf = (day: SQL | string) =>
  sql`(${typeof day === "string" ? sql`${day}::date` : day})::timestamp AT TIME ZONE ${SHOP_TIME_ZONE}`;

/**
 * At most this many lines are counted: the list and the Painel say "100+" beyond it. Counting a
 * large shop's every line (the bench's: thousands of leads and dues in the window) on each visit
 * cost more than the rest of the page; nobody works through more than this in a day.
 */
export const COUNT_CAP = 100;
/** A new lead is a reminder for a week: after that it is a lead in 'Contatos', not news. */
export const LEAD_DAYS = 7;

/**
 * Every reminder source as one narrow row set (kind, subject, occurrence, day, about_day) for
 * `shopId`, with day between `from` and `to`: only what names, dates and counts a line, so the
 * customer, car and quote are read for the page's lines only. Each source reads its own index in
 * its day's order (service_dues (shop_id, remind_on), quote_deliveries (shop_id, warranty_until),
 * the owed quotes' partial index, the quotes by status, the unanswered leads' partial index) and
 * stops after `perSource` rows that are neither done nor snoozed beyond `to`: the first lines of
 * the merged list are among them, and no visit reads a source's whole window.
 */
function keysBetween(shopId: string, from: string, to: string, perSource: number) {
  const shown = (kind: string, subject: SQL, occurrence: SQL) => sql`NOT EXISTS (
    SELECT 1 FROM reminder_actions a WHERE a.shop_id = ${shopId} AND a.kind = ${sql.raw(`'${kind}'`)}
      AND a.subject_id = ${subject} AND a.occurrence = ${occurrence}
      AND (a.done_at IS NOT NULL OR a.snoozed_until > ${to}::date))`;
  const leadDay = shopDaySql(sql.raw("l.created_at"));
  const apDay = shopDaySql(sql.raw("ap.starts_at"));
  return sql`
  (SELECT 'service_due'::reminder_kind AS kind, d.id AS subject_id, ${serviceDueOccurrenceSql} AS occurrence,
      d.remind_on::text AS day, coalesce(d.due_on, d.remind_on)::text AS about_day
    FROM service_dues d
    WHERE d.shop_id = ${shopId} AND d.remind_on BETWEEN ${from}::date AND ${to}::date
      AND ${shown("service_due", sql.raw("d.id"), serviceDueOccurrenceSql)}
    ORDER BY d.remind_on LIMIT ${perSource})
  UNION ALL
  (SELECT 'warranty_ending', qd.quote_id, qd.warranty_until::text, (qd.warranty_until - ${days(WARRANTY_NOTICE_DAYS)})::text, qd.warranty_until::text
    FROM quote_deliveries qd
    -- the job by its key, once per warranty in the window (a join hashed every delivered job)
    CROSS JOIN LATERAL (
      SELECT 1 FROM quotes q WHERE q.id = qd.quote_id AND q.shop_id = qd.shop_id AND q.status = 'delivered' LIMIT 1
    ) delivered
    WHERE qd.shop_id = ${shopId}
      AND qd.warranty_until BETWEEN ${from}::date + ${days(WARRANTY_NOTICE_DAYS)} AND ${to}::date + ${days(WARRANTY_NOTICE_DAYS)}
      AND qd.warranty_until >= ${from}::date + ${days(OVERDUE_DAYS)}
      AND ${shown("warranty_ending", sql.raw("qd.quote_id"), sql.raw("qd.warranty_until::text"))}
    ORDER BY qd.warranty_until LIMIT ${perSource})
  UNION ALL
  (SELECT 'balance_owed', q.id, '', delivered.day::text, delivered.day::text
    FROM quotes q
    -- by the delivery's key, once per owed job: a join made the planner hash every delivery of the shop
    CROSS JOIN LATERAL (
      SELECT ${shopDaySql(sql.raw("qd.delivered_at"))} AS day FROM quote_deliveries qd
      WHERE qd.quote_id = q.id AND qd.shop_id = q.shop_id LIMIT 1
    ) delivered
    WHERE q.shop_id = ${shopId} AND q.approved_total > q.paid_total AND q.status = 'delivered'
      -- reached 'Entregue' after its delivery's time (typed, never ahead): a range on the owed jobs' index
      AND q.stage_changed_at >= ${startOf(from)}
      AND delivered.day BETWEEN ${from}::date AND ${to}::date
      AND ${shown("balance_owed", sql.raw("q.id"), sql`''`)}
    ORDER BY delivered.day LIMIT ${perSource})
  UNION ALL
  (SELECT 'quote_unanswered', q.id, sent.day::text, (sent.day + ${days(UNANSWERED_AFTER_DAYS)})::text, sent.day::text
    -- the quotes sent in the window, by their sends (shop_id, sent_at): a quote last sent before it is not due
    FROM (
      SELECT s.quote_id, max(s.sent_at) AS last_sent FROM quote_sends s
      WHERE s.shop_id = ${shopId} AND s.sent_at >= ${startOf(sql`${from}::date - ${days(UNANSWERED_AFTER_DAYS)}`)}
      GROUP BY s.quote_id
    ) last
    JOIN quotes q ON q.id = last.quote_id AND q.shop_id = ${shopId} AND q.status = 'pending'
    CROSS JOIN LATERAL (SELECT ${shopDaySql(sql.raw("last.last_sent"))} AS day) sent
    WHERE sent.day + ${days(UNANSWERED_AFTER_DAYS)} BETWEEN ${from}::date AND ${to}::date
      -- the validity's reminder says it already
      AND (q.valid_until IS NULL OR q.valid_until - 1 > ${to}::date OR q.valid_until < ${from}::date + ${days(OVERDUE_DAYS)})
      AND ${shown("quote_unanswered", sql.raw("q.id"), sql.raw("sent.day::text"))}
    ORDER BY sent.day LIMIT ${perSource})
  UNION ALL
  (SELECT 'validity_ending', q.id, q.valid_until::text, (q.valid_until - 1)::text, q.valid_until::text
    FROM quotes q
    WHERE q.shop_id = ${shopId} AND q.status = 'pending' AND q.valid_until IS NOT NULL
      AND q.valid_until BETWEEN greatest(${from}::date + 1, ${from}::date + ${days(OVERDUE_DAYS)}) AND ${to}::date + 1
      AND ${shown("validity_ending", sql.raw("q.id"), sql.raw("q.valid_until::text"))}
    ORDER BY q.valid_until LIMIT ${perSource})
  UNION ALL
  (SELECT 'new_lead', l.id, '', ${leadDay}::text, ${leadDay}::text
    FROM leads l
    WHERE l.shop_id = ${shopId} AND l.answered_at IS NULL AND l.customer_id IS NULL
      AND l.created_at >= ${startOf(sql`greatest(${from}::date, ${to}::date - ${days(HORIZON_DAYS + LEAD_DAYS)})`)}
      AND l.created_at < ${startOf(sql`${to}::date + 1`)}
      AND ${shown("new_lead", sql.raw("l.id"), sql`''`)}
    ORDER BY l.created_at LIMIT ${perSource})
  UNION ALL
  (SELECT 'appointment', ap.id, ${apDay}::text, (${apDay} - 1)::text, ${apDay}::text
    -- still ahead (from tomorrow): the day before is the line's day, so today's list shows tomorrow's
    FROM appointments ap
    WHERE ap.shop_id = ${shopId} AND ap.status IN ('requested', 'confirmed')
      AND ap.starts_at >= ${startOf(sql`${from}::date + ${days(OVERDUE_DAYS + 1)}`)}
      AND ap.starts_at < ${startOf(sql`${to}::date + 2`)}
      AND ${shown("appointment", sql.raw("ap.id"), sql`${apDay}::text`)}
    ORDER BY ap.starts_at LIMIT ${perSource})`;
}

/**
 * The lines in `shopId`'s list on `today`: every key from OVERDUE_DAYS ago up to HORIZON_DAYS ahead
 * (a lead's LEAD_DAYS), less those marked 'Feito' and those an 'Adiar' moved beyond the horizon,
 * each on its shown day (the later of its own day and its snooze), at most `perSource` of each kind.
 */
function listedOn(shopId: string, today: string, perSource: number) {
  const from = addDaysToDay(today, -OVERDUE_DAYS);
  const to = addDaysToDay(today, HORIZON_DAYS);
  return sql`
    SELECT k.*, a.snoozed_until::text AS snoozed_until, greatest(k.day, a.snoozed_until::text) AS shown_day
    FROM (${keysBetween(shopId, from, to, perSource)}) k
    LEFT JOIN reminder_actions a
      ON a.shop_id = ${shopId} AND a.kind = k.kind AND a.subject_id = k.subject_id AND a.occurrence = k.occurrence`;
}

/**
 * The reminders in `shopId`'s list on `today` (São Paulo's): every day from OVERDUE_DAYS ago up to
 * HORIZON_DAYS ahead, less those marked 'Feito'; one an 'Adiar' moved is on its new day (and
 * beyond the horizon, not yet listed). Oldest first (then by kind), at most `limit` ('Ver mais'
 * asks for a larger one), whether there are more, and the list's counts up to COUNT_CAP
 * (`countCapped` when there may be more). The customer, car, quote and link are joined to the
 * page's lines only.
 */
export async function listReminders(
  shopId: string,
  today: string,
  { limit = 100, db }: { limit?: number; db?: DatabaseOrTransaction } = {},
): Promise<ReminderPage> {
  const perSource = Math.max(limit, COUNT_CAP) + 1;
  const statement = sql`
    WITH listed AS (${listedOn(shopId, today, perSource)}),
    counted AS (
      SELECT (count(*) FILTER (WHERE shown_day <= ${today}))::int AS due_today, count(*)::int AS total,
        (SELECT count(*) FROM listed l2 GROUP BY l2.kind ORDER BY count(*) DESC LIMIT 1) >= ${perSource} AS capped
      FROM listed
    ),
    page AS (
      SELECT r.*, counted.* FROM listed r CROSS JOIN counted
      ORDER BY r.shown_day, r.kind, r.subject_id
      LIMIT ${limit + 1}
    )
    SELECT p.kind, p.subject_id, p.occurrence, p.day, p.about_day, p.snoozed_until, p.due_today, p.total, p.capped,
      c.id AS customer_id, coalesce(l.name, c.name, ap.contact_name) AS name, coalesce(l.phone, ap.contact_phone, c.phone) AS phone,
      coalesce(l.email, ap.contact_email, c.email) AS email, v.id AS vehicle_id, v.plate, v.make, v.model,
      q.id AS quote_id, q.number AS quote_number, d.service_name, d.due_on::text AS due_on, d.due_km,
      d.remind_on::text AS remind_on,
      CASE WHEN p.kind = 'balance_owed' THEN (q.approved_total - q.paid_total)::text END AS owed,
      ql.token AS link_token, ap.starts_at AS ap_starts_at, ap.token AS ap_token, ap.contact_plate AS ap_plate, ap.services AS ap_services
    FROM page p
    LEFT JOIN service_dues d ON p.kind = 'service_due' AND d.id = p.subject_id AND d.shop_id = ${shopId}
    LEFT JOIN quotes q ON p.kind NOT IN ('service_due', 'new_lead', 'appointment') AND q.id = p.subject_id AND q.shop_id = ${shopId}
    LEFT JOIN leads l ON p.kind = 'new_lead' AND l.id = p.subject_id AND l.shop_id = ${shopId}
    LEFT JOIN appointments ap ON p.kind = 'appointment' AND ap.id = p.subject_id AND ap.shop_id = ${shopId}
    LEFT JOIN vehicles v ON v.id = coalesce(d.vehicle_id, q.vehicle_id, ap.vehicle_id) AND v.shop_id = ${shopId}
    LEFT JOIN customers c ON c.id = coalesce(q.customer_id, v.customer_id, ap.customer_id) AND c.shop_id = ${shopId}
    LEFT JOIN quote_links ql ON ql.quote_id = q.id AND ql.shop_id = ${shopId} AND ql.revoked_at IS NULL
    ORDER BY p.shown_day, p.kind, p.subject_id`;
  // Alone (a page's read), on its generic plan: a custom plan of this union cost more than its run.
  const rows = db ? await db.execute<Row>(statement) : await withGenericPlans((tx) => tx.execute<Row>(statement));
  const counts = rows[0];
  return {
    reminders: rows.slice(0, limit).map(toReminder),
    hasMore: rows.length > limit,
    dueToday: Math.min(counts?.due_today ?? 0, COUNT_CAP),
    total: Math.min(counts?.total ?? 0, COUNT_CAP),
    countCapped: Boolean(counts?.capped) || (counts?.total ?? 0) > COUNT_CAP,
  };
}

/**
 * How many reminders ask for action today (missed ones included), and how many in the days ahead,
 * each up to COUNT_CAP (`capped` when a kind had more).
 */
export async function countReminders(shopId: string, today: string, db: DatabaseOrTransaction = getDb()) {
  const perSource = COUNT_CAP + 1;
  const [row] = await db.execute<{ today: number; ahead: number; capped: boolean }>(sql`
    WITH listed AS (${listedOn(shopId, today, perSource)})
    SELECT count(*) FILTER (WHERE shown_day <= ${today})::int AS today,
           count(*) FILTER (WHERE shown_day > ${today})::int AS ahead,
           coalesce((SELECT max(n) FROM (SELECT count(*) AS n FROM listed GROUP BY kind) k), 0) >= ${perSource} AS capped
    FROM listed`);
  return {
    today: Math.min(row?.today ?? 0, COUNT_CAP),
    ahead: Math.min(row?.ahead ?? 0, COUNT_CAP),
    capped: Boolean(row?.capped) || (row?.today ?? 0) + (row?.ahead ?? 0) > COUNT_CAP,
  };
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
    service: row.service_name ? { name: row.service_name, dueOn: row.due_on, dueKm: row.due_km, remindOn: row.remind_on! } : null,
    owed: row.owed,
    linkToken: row.link_token,
    appointment: row.ap_token
      ? {
          startsAt: new Date(row.ap_starts_at!),
          token: row.ap_token,
          plate: row.ap_plate,
          services: (row.ap_services ?? []).map((service) => service.name),
        }
      : null,
  };
}

/** What the lines' WhatsApp messages need from the shop: its name, its next-service template and its PIX key. */
export async function getReminderShop(shopId: string): Promise<ReminderShop> {
  const [row] = await getDb()
    .select({
      shopName: shops.shopName,
      template: shops.dueNoticeTemplate,
      appointmentTemplate: shops.appointmentReminderTemplate,
      keyType: shops.pixKeyType,
      key: shops.pixKey,
      name: shops.pixName,
      city: shops.pixCity,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  return {
    shopName: row?.shopName ?? null,
    template: row?.template ?? null,
    appointmentTemplate: row?.appointmentTemplate ?? null,
    receiver: row ? pixReceiverOf(row) : null,
  };
}
