import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import type { ReminderChannel, ReminderKind } from "@/lib/enums";
import { shopDaySql } from "@/lib/data/shop-day";
import { serviceDueOccurrenceSql } from "@/lib/service-dues/occurrence";

/**
 * 'Feito' and 'Adiar' on a line of 'Lembretes' (lib/data/reminders.ts): one reminder_actions row
 * per (shop, kind, subject, occurrence). Each write is ONE statement that first finds the subject
 * among the shop's own rows of that kind, at its current occurrence, and inserts only from that
 * find: a forged kind, another shop's id or an occurrence that moved since the page was drawn (the
 * due was rescheduled, the quote sent again) writes nothing and answers "notFound".
 */

/** What names a line: its kind, its subject row and which occurrence. */
export type ReminderKey = { kind: ReminderKind; subjectId: string; occurrence: string };

export type ReminderWrite = "written" | "alreadyDone" | "notFound";

/** The shop's subject of this kind at this occurrence, as a one-row SELECT (or none). */
function subjectOf(shopId: string, { kind, subjectId, occurrence }: ReminderKey): SQL {
  switch (kind) {
    case "service_due":
      return sql`SELECT 1 FROM service_dues d WHERE d.shop_id = ${shopId} AND d.id = ${subjectId} AND ${serviceDueOccurrenceSql} = ${occurrence}`;
    case "warranty_ending":
      return sql`SELECT 1 FROM quote_deliveries qd WHERE qd.shop_id = ${shopId} AND qd.quote_id = ${subjectId}
        AND qd.warranty_until::text = ${occurrence}`;
    case "balance_owed":
      return sql`SELECT 1 FROM quotes q WHERE q.shop_id = ${shopId} AND q.id = ${subjectId} AND ${occurrence} = ''`;
    case "quote_unanswered":
      return sql`SELECT 1 FROM quotes q WHERE q.shop_id = ${shopId} AND q.id = ${subjectId}
        AND ${shopDaySql(sql`(SELECT max(s.sent_at) FROM quote_sends s WHERE s.quote_id = q.id AND s.shop_id = q.shop_id)`)}::text = ${occurrence}`;
    case "validity_ending":
      return sql`SELECT 1 FROM quotes q WHERE q.shop_id = ${shopId} AND q.id = ${subjectId} AND q.valid_until::text = ${occurrence}`;
    case "new_lead":
      return sql`SELECT 1 FROM leads l WHERE l.shop_id = ${shopId} AND l.id = ${subjectId} AND ${occurrence} = ''`;
    case "appointment":
      return sql`SELECT 1 FROM appointments ap WHERE ap.shop_id = ${shopId} AND ap.id = ${subjectId}
        AND ${shopDaySql(sql`ap.starts_at`)}::text = ${occurrence}`;
  }
}

/** Runs `upsert` (an INSERT … SELECT FROM subject … RETURNING id) and tells what happened. */
async function writeAction(shopId: string, key: ReminderKey, upsert: SQL): Promise<ReminderWrite> {
  const [row] = await getDb().execute<{ found: boolean; written: boolean }>(sql`
    WITH subject AS (${subjectOf(shopId, key)} LIMIT 1), written AS (${upsert})
    SELECT EXISTS (SELECT 1 FROM subject) AS found, EXISTS (SELECT 1 FROM written) AS written`);
  return !row?.found ? "notFound" : row.written ? "written" : "alreadyDone";
}

/**
 * 'Feito': who (the person's name in the shop), when and by which channel. A second 'Feito'
 * (another tab, two taps at once) keeps the first record and answers "alreadyDone".
 */
export async function markReminderDone(shopId: string, key: ReminderKey, channel: ReminderChannel, doneBy: string): Promise<ReminderWrite> {
  return writeAction(
    shopId,
    key,
    sql`INSERT INTO reminder_actions (shop_id, kind, subject_id, occurrence, done_at, done_by, done_channel)
      SELECT ${shopId}::uuid, ${key.kind}::reminder_kind, ${key.subjectId}::uuid, ${key.occurrence}, now(), ${doneBy}, ${channel}::reminder_channel
      FROM subject
      ON CONFLICT (shop_id, kind, subject_id, occurrence) DO UPDATE
        SET done_at = excluded.done_at, done_by = excluded.done_by, done_channel = excluded.done_channel, updated_at = now()
        WHERE reminder_actions.done_at IS NULL
      RETURNING id`,
  );
}

/** 'Adiar': the line is on `until` (yyyy-MM-dd) instead; a later 'Adiar' moves it again. Not once it is done. */
export async function snoozeReminder(shopId: string, key: ReminderKey, until: string): Promise<ReminderWrite> {
  return writeAction(
    shopId,
    key,
    sql`INSERT INTO reminder_actions (shop_id, kind, subject_id, occurrence, snoozed_until)
      SELECT ${shopId}::uuid, ${key.kind}::reminder_kind, ${key.subjectId}::uuid, ${key.occurrence}, ${until}::date FROM subject
      ON CONFLICT (shop_id, kind, subject_id, occurrence) DO UPDATE
        SET snoozed_until = excluded.snoozed_until, updated_at = now()
        WHERE reminder_actions.done_at IS NULL
      RETURNING id`,
  );
}

/**
 * 'Desfazer' after 'Feito': the line is back as it was (on its snoozed day when it had one). Only a
 * done record of the shop's own is touched; answers whether there was one.
 */
export async function reopenReminder(shopId: string, { kind, subjectId, occurrence }: ReminderKey): Promise<boolean> {
  const mine = sql`shop_id = ${shopId} AND kind = ${kind} AND subject_id = ${subjectId} AND occurrence = ${occurrence} AND done_at IS NOT NULL`;
  const [row] = await getDb().execute<{ reopened: boolean }>(sql`
    WITH cleared AS (
      UPDATE reminder_actions SET done_at = NULL, done_by = NULL, done_channel = NULL, updated_at = now()
      WHERE ${mine} AND snoozed_until IS NOT NULL RETURNING id
    ), removed AS (
      DELETE FROM reminder_actions WHERE ${mine} AND snoozed_until IS NULL RETURNING id
    )
    SELECT EXISTS (SELECT 1 FROM cleared UNION ALL SELECT 1 FROM removed) AS reopened`);
  return row?.reopened ?? false;
}
