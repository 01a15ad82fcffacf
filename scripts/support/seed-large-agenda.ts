/**
 * The large shop's agenda, generated inside Postgres like the rest of scripts/support/seed-large.ts:
 * a year of appointments (nine months past, three ahead), 20 a weekday and 8 on a Saturday within
 * the default hours (08:00-18:00, Saturday to 12:00), two starting each hour, an hour each, under
 * its 3 'vagas'; each one of its customers with his first vehicle; past ones mostly 'Chegou' with a
 * few 'Não compareceu' and 'Cancelado', future ones 'Confirmado' with some 'Solicitado' online; each
 * with its history. Two holidays ahead are days off, with nothing booked on them.
 */
import type postgres from "postgres";

type Tx = postgres.TransactionSql;

/** How the agenda is seeded (scripts/bench.ts finds its busy day by query). */
export const LARGE_AGENDA = {
  slots: 3,
  daysBack: 273,
  daysAhead: 91,
  perWeekday: 20,
  perSaturday: 8,
  slug: "auto-center-carga",
} as const;

/** The window is the large shop's year unless a test asks for a few weeks of it. */
export async function seedAgenda(tx: Tx, shopId: string, { daysBack, daysAhead }: { daysBack: number; daysAhead: number } = LARGE_AGENDA) {
  await tx`UPDATE shops SET slug = ${LARGE_AGENDA.slug}, agenda_slots = ${LARGE_AGENDA.slots} WHERE id = ${shopId}`;
  await tx`
    INSERT INTO shop_closed_days (shop_id, day)
    SELECT ${shopId}, d FROM (VALUES
      (make_date(extract(year FROM now() AT TIME ZONE 'America/Sao_Paulo')::int, 12, 25)),
      (make_date(extract(year FROM now() AT TIME ZONE 'America/Sao_Paulo')::int + 1, 1, 1))
    ) AS holidays(d)`;
  // The customers with their first vehicle, numbered: appointment i takes number 1 + (i * 7919) % count.
  await tx`
    CREATE TEMPORARY TABLE agenda_people ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY c.created_at, c.id) AS n, c.id AS customer_id, c.name,
           regexp_replace(c.phone, '[^0-9]', '', 'g') AS phone, v.id AS vehicle_id, v.plate
    FROM customers c
    LEFT JOIN LATERAL (SELECT id, plate FROM vehicles WHERE customer_id = c.id AND shop_id = c.shop_id ORDER BY id LIMIT 1) v ON true
    WHERE c.shop_id = ${shopId}`;
  await tx`
    INSERT INTO appointments (shop_id, starts_at, ends_at, status, source, customer_id, vehicle_id, contact_name, contact_phone,
                              contact_plate, services, notes, token, customer_confirmed_at, created_at, updated_at)
    SELECT ${shopId}, slot.starts_at, slot.starts_at + interval '1 hour',
           CASE
             WHEN slot.day < today.day THEN
               (CASE WHEN slot.r % 20 = 0 THEN 'no_show' WHEN slot.r % 20 = 1 THEN 'cancelled' ELSE 'arrived' END)::appointment_status
             ELSE (CASE WHEN slot.r % 10 = 0 THEN 'requested' WHEN slot.r % 30 = 1 THEN 'cancelled' ELSE 'confirmed' END)::appointment_status
           END,
           (CASE WHEN slot.r % 3 = 0 THEN 'public_page' ELSE 'shop' END)::appointment_source,
           p.customer_id, p.vehicle_id, p.name, p.phone, p.plate,
           jsonb_build_array(CASE WHEN slot.r % 2 = 0
             THEN jsonb_build_object('id', 'cat-oleo', 'name', 'Troca de óleo e filtro')
             ELSE jsonb_build_object('id', 'cat-alinhamento', 'name', 'Alinhamento e balanceamento') END),
           CASE WHEN slot.r % 7 = 0 THEN 'Cliente pediu para olhar o barulho na suspensão.' END,
           md5(${shopId}::text || ':' || slot.i),
           CASE WHEN slot.day >= today.day AND slot.r % 4 = 0 THEN slot.starts_at - interval '1 day' END,
           slot.starts_at - interval '5 days', slot.starts_at - interval '5 days'
    FROM (SELECT (now() AT TIME ZONE 'America/Sao_Paulo')::date AS day) AS today
    CROSS JOIN LATERAL (
      SELECT d.day, k, row_number() OVER (ORDER BY d.day, k) AS i,
             abs(hashtext(d.day::text || ':' || k)) AS r,
             (d.day + make_interval(hours => 8 + k / 2)) AT TIME ZONE 'America/Sao_Paulo' AS starts_at
      -- A series of dates is one of timestamptz: each is made a date again, so the hours below are São Paulo's.
      FROM (SELECT g::date AS day
            FROM generate_series(today.day - ${daysBack}::int, today.day + ${daysAhead}::int, interval '1 day') AS g) AS d
      CROSS JOIN generate_series(0, ${LARGE_AGENDA.perWeekday - 1}) AS k
      WHERE extract(isodow FROM d.day) < 6
         OR (extract(isodow FROM d.day) = 6 AND k < ${LARGE_AGENDA.perSaturday})
    ) AS slot
    JOIN agenda_people p ON p.n = 1 + (slot.i * 7919) % (SELECT count(*) FROM agenda_people)
    WHERE NOT EXISTS (SELECT 1 FROM shop_closed_days cd WHERE cd.shop_id = ${shopId} AND cd.day = slot.day)`;
  // Its history: how it began (asked online or booked by the shop), then how it ended.
  await tx`
    INSERT INTO appointment_events (shop_id, appointment_id, event, reason, at)
    SELECT a.shop_id, a.id, e.event, e.reason, e.at
    FROM appointments a
    CROSS JOIN LATERAL (VALUES
      ((CASE WHEN a.source = 'public_page' THEN 'requested' ELSE 'confirmed' END)::appointment_event, NULL::text, a.created_at, true),
      ('confirmed'::appointment_event, NULL, a.created_at + interval '2 hours', a.source = 'public_page' AND a.status <> 'requested'),
      (a.status::text::appointment_event, CASE WHEN a.status = 'cancelled' THEN 'Cliente desmarcou pelo WhatsApp.' END,
        a.starts_at + interval '10 minutes', a.status IN ('arrived', 'no_show', 'cancelled'))
    ) AS e(event, reason, at, wanted)
    WHERE a.shop_id = ${shopId} AND e.wanted`;
}
