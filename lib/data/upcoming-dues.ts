import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { addDaysToDay } from "@/lib/calendar";
import { HORIZON_DAYS } from "@/lib/data/reminders";
import { serviceDueOccurrenceSql } from "@/lib/service-dues/occurrence";

// Every function takes the shop's id first and filters by it in the same statement.

/** How many coming services 'Lembretes' lists; the rest are counted, up to UPCOMING_COUNT_CAP. */
export const UPCOMING_SHOWN = 30;
/** Counting stops here ("200+"): a large shop's every future due is not counted on each visit. */
export const UPCOMING_COUNT_CAP = 200;

export type UpcomingDue = {
  id: string;
  serviceName: string;
  dueOn: string | null;
  dueKm: number | null;
  /** The day 'Lembretes' will ask to call (service_dues.remind_on): it places the due in a month. */
  remindOn: string;
  customer: { id: string; name: string };
  vehicle: { id: string; plate: string; make: string | null; model: string | null };
};

/**
 * 'Lembretes' › 'Próximas revisões': the next services the shop's cars are due for beyond the
 * list's week (HORIZON_DAYS), soonest first, at most `shown`, and how many there are (up to
 * UPCOMING_COUNT_CAP, `capped` past it). A range on service_dues_shop_id_remind_on_idx, read in its
 * order and stopped at the limit; a due whose occurrence the shop marked 'Feito' is left out, as in
 * the list. So a car whose oil was changed today shows its next change here, months ahead.
 */
export async function listUpcomingDues(
  shopId: string,
  today: string,
  shown = UPCOMING_SHOWN,
): Promise<{ items: UpcomingDue[]; total: number; capped: boolean }> {
  const after = addDaysToDay(today, HORIZON_DAYS);
  const notDone = sql`NOT EXISTS (
    SELECT 1 FROM reminder_actions a WHERE a.shop_id = ${shopId} AND a.kind = 'service_due'
      AND a.subject_id = d.id AND a.occurrence = ${serviceDueOccurrenceSql} AND a.done_at IS NOT NULL)`;
  const db = getDb();
  const [rows, [count]] = await Promise.all([
    db.execute<{
      id: string;
      service_name: string;
      due_on: string | null;
      due_km: number | null;
      remind_on: string;
      customer_id: string;
      customer_name: string;
      vehicle_id: string;
      plate: string;
      make: string | null;
      model: string | null;
    }>(sql`
      SELECT d.id, d.service_name, d.due_on::text AS due_on, d.due_km, d.remind_on::text AS remind_on,
        c.id AS customer_id, c.name AS customer_name, v.id AS vehicle_id, v.plate, v.make, v.model
      FROM (
        SELECT d.id, d.service_name, d.due_on, d.due_km, d.remind_on, d.vehicle_id
        FROM service_dues d
        WHERE d.shop_id = ${shopId} AND d.remind_on > ${after}::date AND ${notDone}
        ORDER BY d.remind_on, d.id
        LIMIT ${shown}
      ) AS d
      JOIN vehicles v ON v.id = d.vehicle_id AND v.shop_id = ${shopId}
      JOIN customers c ON c.id = v.customer_id AND c.shop_id = ${shopId}
      ORDER BY d.remind_on, d.id`),
    db.execute<{ total: number }>(sql`
      SELECT count(*)::int AS total FROM (
        SELECT 1 FROM service_dues d
        WHERE d.shop_id = ${shopId} AND d.remind_on > ${after}::date AND ${notDone}
        LIMIT ${UPCOMING_COUNT_CAP + 1}
      ) AS upcoming`),
  ]);
  const total = count?.total ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      serviceName: row.service_name,
      dueOn: row.due_on,
      dueKm: row.due_km,
      remindOn: row.remind_on,
      customer: { id: row.customer_id, name: row.customer_name },
      vehicle: { id: row.vehicle_id, plate: row.plate, make: row.make, model: row.model },
    })),
    total: Math.min(total, UPCOMING_COUNT_CAP),
    capped: total > UPCOMING_COUNT_CAP,
  };
}
