import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { addDaysToDay } from "@/lib/calendar";
import { serviceDueOccurrenceSql } from "@/lib/service-dues/occurrence";
import { countReminders, listReminders } from "@/lib/data/reminders";
import type { Reminder } from "@/lib/reminders/lines";
import { SUBSCRIPTION_PLAN_IDS } from "@/lib/enums";
import { planAllows } from "@/lib/plans";

/**
 * The e-mails the queue sends on its own (lib/reminders/tasks.ts): which shops have one to send on
 * a day, which next-service reminders each shop owes, and the send itself, exactly once per
 * automatic_emails row (its dedupe key), written in the transaction that sends.
 */

/**
 * A reminder missed by a day the queue did not run (an outage at 06:00, a failed shop job retried
 * past midnight) is still sent for this many days after its remind_on; older ones are left to the
 * shop's 'Lembretes' list, where they stay as overdue.
 */
export const REMINDER_CATCH_UP_DAYS = 2;

/** The summary's "últimas 24 h". */
const SUMMARY_WINDOW = sql.raw("interval '24 hours'");

/** The plans whose shops e-mail their customers ('Enviar por e-mail' is a Profissional feature). */
const EMAIL_PLANS = SUBSCRIPTION_PLAN_IDS.filter((plan) => planAllows(plan, "emailSend"));
const emailPlans = sql.raw(`ARRAY[${EMAIL_PLANS.map((plan) => `'${plan}'`).join(",")}]::subscription_plan[]`);

/** A shop (p: shops, u: its owner's login) that may send: a paid period running and a confirmed owner's address (the Reply-To). */
export const shopMaySend = sql`u.email_verified_at IS NOT NULL AND p.subscription_end_date > now()`;
const shopMayEmailCustomers = sql`${shopMaySend} AND p.reminder_emails
  AND (CASE WHEN p.scheduled_plan_at <= now() THEN p.scheduled_plan ELSE p.subscription_plan END) = ANY(${emailPlans})`;

/** One e-mail per due (its date and km: lib/service-dues/occurrence.ts), however its day moves with the km pace. */
const reminderKey = sql`'service-reminder:' || d.id || ':' || ${serviceDueOccurrenceSql}`;

/**
 * A due (d) whose reminder may go by e-mail, with its vehicle (v) and customer (c): the customer
 * has an address and his consent stands, the shop did not mark it 'Feito' already, and it was not
 * sent yet.
 */
const dueToEmail = sql`c.email IS NOT NULL AND c.email_reminders_consented_at IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM reminder_actions a WHERE a.shop_id = d.shop_id AND a.kind = 'service_due'
    AND a.subject_id = d.id AND a.occurrence = ${serviceDueOccurrenceSql} AND a.done_at IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM automatic_emails e WHERE e.shop_id = d.shop_id AND e.dedupe_key = ${reminderKey})`;

const dueJoins = sql`
  JOIN vehicles v ON v.id = d.vehicle_id AND v.shop_id = d.shop_id
  JOIN customers c ON c.id = v.customer_id AND c.shop_id = v.shop_id`;

/**
 * Every shop with something to send on `day`: a next-service reminder to e-mail (remind_on within
 * the catch-up days), or the daily summary turned on. One statement over the profiles, each shop's
 * dues read from its (shop_id, remind_on) index. Across every shop (or `onlyShops`, the ids the
 * operator or a test names): the queue's daily fan-out.
 */
export async function shopsWithAutomaticEmails(day: string, onlyShops?: string[]): Promise<string[]> {
  const from = addDaysToDay(day, -REMINDER_CATCH_UP_DAYS);
  const only = onlyShops ? sql`AND p.id = ANY(${`{${onlyShops.join(",")}}`}::uuid[])` : sql``;
  const rows = await getDb().execute<{ id: string }>(sql`
    SELECT p.id FROM shops p JOIN shop_members o ON o.shop_id = p.id AND o.role = 'owner' AND o.removed_at IS NULL JOIN users u ON u.id = o.user_id
    WHERE ${shopMaySend} ${only} AND (p.daily_summary OR (${shopMayEmailCustomers} AND EXISTS (
      SELECT 1 FROM service_dues d ${dueJoins}
      WHERE d.shop_id = p.id AND d.remind_on BETWEEN ${from}::date AND ${day}::date AND ${dueToEmail})))
    ORDER BY p.id`);
  return rows.map((row) => row.id);
}

export type DueToEmail = { dueId: string; remindOn: string };

/** The shop's next-service reminders to e-mail on `day` (remind_on within the catch-up days), oldest first. */
export async function serviceRemindersToEmail(shopId: string, day: string): Promise<DueToEmail[]> {
  const from = addDaysToDay(day, -REMINDER_CATCH_UP_DAYS);
  const rows = await getDb().execute<{ id: string; remind_on: string }>(sql`
    SELECT d.id, d.remind_on::text AS remind_on
    FROM service_dues d ${dueJoins}
    JOIN shops p ON p.id = d.shop_id JOIN shop_members o ON o.shop_id = p.id AND o.role = 'owner' AND o.removed_at IS NULL JOIN users u ON u.id = o.user_id
    WHERE d.shop_id = ${shopId} AND d.remind_on BETWEEN ${from}::date AND ${day}::date
      AND ${shopMayEmailCustomers} AND ${dueToEmail}
    ORDER BY d.remind_on, d.id`);
  return rows.map((row) => ({ dueId: row.id, remindOn: row.remind_on }));
}

export type ServiceReminderFacts = {
  customerId: string;
  customerName: string;
  customerEmail: string;
  unsubscribeToken: string;
  vehicle: { plate: string; make: string | null; model: string | null };
  serviceName: string;
  dueOn: string | null;
  dueKm: number | null;
  shopName: string;
  dueNoticeTemplate: string | null;
  /** The account's confirmed address: the Reply-To. */
  shopEmail: string;
};

type FactsRow = {
  customer_id: string;
  customer_name: string;
  customer_email: string;
  unsubscribe_token: string;
  plate: string;
  make: string | null;
  model: string | null;
  service_name: string;
  due_on: string | null;
  due_km: number | null;
  shop_name: string | null;
  due_notice_template: string | null;
  dedupe_key: string;
  shop_email: string;
};

/** Thrown inside the transaction to undo the dedupe row of an e-mail that must not go. */
class NothingToSend extends Error {}

/**
 * Sends one next-service reminder at most once. In ONE transaction: reads the due, its vehicle,
 * customer, shop and account again, locking them (FOR SHARE: an unsubscribe, a deleted customer
 * or vehicle, a setting turned off waits for this send, or this send sees it and sends nothing);
 * writes the automatic_emails row 'service-reminder:{due}:{due_on|due_km}' (ON CONFLICT DO NOTHING: a
 * second worker waits on the first's row and then finds it); calls `send` (SMTP); commits. A
 * `send` that throws rolls the row back and the error goes on (the job is retried).
 * Answers "sent", or "skipped" (already sent, or no longer due to anyone).
 */
export async function sendServiceReminderOnce(
  shopId: string,
  { dueId, remindOn }: DueToEmail,
  send: (facts: ServiceReminderFacts) => Promise<unknown>,
): Promise<"sent" | "skipped"> {
  try {
    return await getDb().transaction(async (tx) => {
      const [row] = await tx.execute<FactsRow>(sql`
        SELECT c.id AS customer_id, c.name AS customer_name, c.email AS customer_email, c.unsubscribe_token,
          v.plate, v.make, v.model, d.service_name, d.due_on::text AS due_on, d.due_km,
          p.shop_name, p.due_notice_template, u.email AS shop_email, ${reminderKey} AS dedupe_key
        FROM service_dues d ${dueJoins}
        JOIN shops p ON p.id = d.shop_id JOIN shop_members o ON o.shop_id = p.id AND o.role = 'owner' AND o.removed_at IS NULL JOIN users u ON u.id = o.user_id
        WHERE d.shop_id = ${shopId} AND d.id = ${dueId} AND d.remind_on = ${remindOn}::date
          AND ${shopMayEmailCustomers} AND ${dueToEmail}
        FOR SHARE OF d, v, c, p, o, u`);
      if (!row) throw new NothingToSend();
      const inserted = await tx.execute(sql`
        INSERT INTO automatic_emails (shop_id, dedupe_key, kind, customer_id)
        VALUES (${shopId}, ${row.dedupe_key}, 'service_reminder', ${row.customer_id})
        ON CONFLICT DO NOTHING RETURNING dedupe_key`);
      if (inserted.length === 0) throw new NothingToSend();
      await send({
        customerId: row.customer_id,
        customerName: row.customer_name,
        customerEmail: row.customer_email,
        unsubscribeToken: row.unsubscribe_token,
        vehicle: { plate: row.plate, make: row.make, model: row.model },
        serviceName: row.service_name,
        dueOn: row.due_on,
        dueKm: row.due_km,
        shopName: row.shop_name ?? "",
        dueNoticeTemplate: row.due_notice_template,
        shopEmail: row.shop_email,
      });
      return "sent" as const;
    });
  } catch (error) {
    if (error instanceof NothingToSend) return "skipped";
    throw error;
  }
}

/** What the shop's morning e-mail says. */
export type DailySummaryFacts = {
  shopName: string;
  shopEmail: string;
  answers: number;
  leads: number;
  reminders: { today: number; ahead: number };
  firstReminders: Reminder[];
};

/** How many of today's reminders the summary lists; the rest are counted. */
export const SUMMARY_REMINDER_LINES = 5;

/** Whether a summary has anything to say: no e-mail that says "nothing today". */
export function summaryHasNews(facts: DailySummaryFacts) {
  return facts.answers > 0 || facts.leads > 0 || facts.reminders.today > 0;
}

/**
 * Sends the shop's daily summary for `day` at most once ('daily-summary:{day}'), under the same
 * rule as a reminder: the row, the facts and the send in one transaction, the profile and the
 * account locked (the setting turned off, or the address changed, waits or wins). Nothing is sent
 * (and nothing kept) when the summary has no news. Answers "sent" or "skipped".
 */
export async function sendDailySummaryOnce(
  shopId: string,
  day: string,
  send: (facts: DailySummaryFacts) => Promise<unknown>,
): Promise<"sent" | "skipped"> {
  try {
    return await getDb().transaction(async (tx) => {
      const [shop] = await tx.execute<{ shop_name: string | null; shop_email: string }>(sql`
        SELECT p.shop_name, u.email AS shop_email FROM shops p JOIN shop_members o ON o.shop_id = p.id AND o.role = 'owner' AND o.removed_at IS NULL JOIN users u ON u.id = o.user_id
        WHERE p.id = ${shopId} AND p.daily_summary AND ${shopMaySend}
        FOR SHARE OF p, o, u`);
      if (!shop) throw new NothingToSend();
      const inserted = await tx.execute(sql`
        INSERT INTO automatic_emails (shop_id, dedupe_key, kind) VALUES (${shopId}, ${`daily-summary:${day}`}, 'daily_summary')
        ON CONFLICT DO NOTHING RETURNING dedupe_key`);
      if (inserted.length === 0) throw new NothingToSend();
      const [news] = await tx.execute<{ answers: number; leads: number }>(sql`
        SELECT (SELECT count(*) FROM quote_answers qa WHERE qa.shop_id = ${shopId} AND qa.answered_at > now() - ${SUMMARY_WINDOW})::int AS answers,
               (SELECT count(*) FROM leads l WHERE l.shop_id = ${shopId} AND l.created_at > now() - ${SUMMARY_WINDOW})::int AS leads`);
      const [reminders, list] = [
        await countReminders(shopId, day, tx),
        await listReminders(shopId, day, { limit: SUMMARY_REMINDER_LINES, db: tx }),
      ];
      const facts: DailySummaryFacts = {
        shopName: shop.shop_name ?? "",
        shopEmail: shop.shop_email,
        answers: news?.answers ?? 0,
        leads: news?.leads ?? 0,
        reminders,
        firstReminders: list.reminders.filter((reminder) => reminder.day <= day),
      };
      if (!summaryHasNews(facts)) throw new NothingToSend();
      await send(facts);
      return "sent" as const;
    });
  } catch (error) {
    if (error instanceof NothingToSend) return "skipped";
    throw error;
  }
}

/** The shop a customer's unsubscribe link names (customers.unsubscribe_token), by its name. */
export async function unsubscribeLinkShop(token: string): Promise<{ shopName: string } | undefined> {
  const [row] = await getDb().execute<{ shop_name: string | null }>(sql`
    SELECT coalesce(p.shop_name, '') AS shop_name FROM customers c LEFT JOIN shops p ON p.id = c.shop_id
    WHERE c.unsubscribe_token = ${token}::uuid`);
  return row ? { shopName: row.shop_name ?? "" } : undefined;
}

/**
 * The customer of the link withdraws his consent: consented_at cleared, revoked_at now (kept as
 * it was when there was nothing to withdraw). Only the token's customer changes. Answers the
 * shop's name, or undefined for an unknown token.
 */
export async function withdrawEmailConsent(token: string): Promise<{ shopName: string } | undefined> {
  const [row] = await getDb().execute<{ shop_name: string }>(sql`
    UPDATE customers c SET email_reminders_consented_at = NULL,
      email_reminders_revoked_at = CASE WHEN c.email_reminders_consented_at IS NULL THEN c.email_reminders_revoked_at ELSE now() END
    WHERE c.unsubscribe_token = ${token}::uuid
    RETURNING coalesce((SELECT p.shop_name FROM shops p WHERE p.id = c.shop_id), '') AS shop_name`);
  return row ? { shopName: row.shop_name } : undefined;
}
