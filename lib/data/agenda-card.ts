import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { dayRangeInstants } from "@/lib/agenda/slots";
import type { AppointmentStatus } from "@/lib/enums";

// The Painel's agenda card. Every function takes the shop's id first and filters by it in the
// same statement.

/** How many lines of each list the Painel's card shows. */
export const AGENDA_CARD_LINES = 3;

type CardLine = { id: string; startsAt: Date; status: AppointmentStatus; name: string; plate: string | null };

/**
 * The Painel's card, in one statement: today's appointments that hold a place (their count and the
 * first few by time), and the requests still waiting for the shop's answer (from now on). The
 * counts read the appointments alone; only the lines shown look up their customer and car (joined
 * for every row counted, a busy shop's 170 cost more than the rest of the statement).
 */
export async function getAgendaCard(shopId: string, today: string, now: Date = new Date()) {
  const { from, to } = dayRangeInstants({ fromDay: today, toDay: today });
  const [row] = await getDb().execute<{
    today_count: number;
    today_lines: { id: string; s: string; status: AppointmentStatus; name: string; plate: string | null }[] | null;
    waiting_count: number;
    waiting_lines: { id: string; s: string; status: AppointmentStatus; name: string; plate: string | null }[] | null;
  }>(sql`
    with listed as (
      select a.id, a.starts_at, a.status, a.customer_id, a.vehicle_id, a.contact_name, a.contact_plate,
        (a.starts_at >= ${from.toISOString()}::timestamptz and a.starts_at < ${to.toISOString()}::timestamptz
          and a.status in ('requested', 'confirmed', 'arrived')) as is_today,
        (a.status = 'requested' and a.ends_at > ${now.toISOString()}::timestamptz) as is_waiting
      from appointments a
      where a.shop_id = ${shopId}
        and ((a.starts_at >= ${from.toISOString()}::timestamptz and a.starts_at < ${to.toISOString()}::timestamptz)
          or (a.status = 'requested' and a.ends_at > ${now.toISOString()}::timestamptz))
    ),
    shown as (
      (select *, true as today from listed where is_today order by starts_at limit ${AGENDA_CARD_LINES})
      union all
      (select *, false from listed where is_waiting order by starts_at limit ${AGENDA_CARD_LINES})
    ),
    lines as (
      select t.today, json_agg(json_build_object('id', t.id, 's', t.starts_at, 'status', t.status,
          'name', coalesce(c.name, t.contact_name), 'plate', coalesce(v.plate, t.contact_plate)) order by t.starts_at) as list
      from shown t
      left join customers c on c.id = t.customer_id and c.shop_id = ${shopId}
      left join vehicles v on v.id = t.vehicle_id and v.shop_id = ${shopId}
      group by t.today
    )
    select
      (select count(*)::int from listed where is_today) as today_count,
      (select list from lines where today) as today_lines,
      (select count(*)::int from listed where is_waiting) as waiting_count,
      (select list from lines where not today) as waiting_lines`);
  const lines = (list: NonNullable<typeof row>["today_lines"]): CardLine[] =>
    (list ?? []).map(({ s, ...line }) => ({ ...line, startsAt: new Date(s) }));
  return {
    todayCount: row?.today_count ?? 0,
    today: lines(row?.today_lines ?? null),
    waitingCount: row?.waiting_count ?? 0,
    waiting: lines(row?.waiting_lines ?? null),
  };
}
