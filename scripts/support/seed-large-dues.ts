/**
 * The large shop's next services, generated inside Postgres like the rest of
 * scripts/support/seed-large.ts: every one of its 25,000 vehicles has a km pace and one or two
 * service dues (26,250 in all), their remind_on spread over the coming year (about 72 a day), so 'Lembretes' reads
 * a day's range out of a year's worth of rows as a busy shop would.
 */
import type postgres from "postgres";

type Tx = postgres.TransactionSql;

/** The catalogue's services that recur, with the intervals seed-large.ts gives them. */
export const RECURRING = {
  oil: { id: "cat-oleo", name: "Troca de óleo e filtro", months: 6, km: 10_000 },
  alignment: { id: "cat-alinhamento", name: "Alinhamento e balanceamento", months: 12, km: 10_000 },
} as const;

/**
 * Each vehicle gets a pace between 15 and 74 km a day and an oil change due: by date and km, its
 * remind_on the day its hash picks in the next 365 days (the earlier of the two, as the app
 * computes it: here the date, with the km a little beyond what the pace reaches by then). One
 * vehicle in twenty also has its alignment due, a week later (about 72 dues a day in all).
 * Set-based: one UPDATE, one INSERT (about 3 s on a busy 2-core machine).
 */
export async function seedServiceDues(tx: Tx, shopId: string) {
  await tx`
    UPDATE vehicles SET km_per_day = 15 + abs(hashtext(id::text || ':pace')) % 60
    WHERE shop_id = ${shopId}`;
  await tx`
    INSERT INTO service_dues (shop_id, vehicle_id, service_name, catalogue_service_id, interval_months, interval_km,
                              due_on, due_km, remind_on)
    SELECT v.shop_id, v.id, s.name, s.catalogue_id, s.months, s.km,
           d.day, coalesce(v.current_km, 0) + (v.km_per_day * (d.day - today.day))::int + 500, d.day
    FROM vehicles v
    CROSS JOIN (SELECT (now() AT TIME ZONE 'America/Sao_Paulo')::date AS day) AS today
    CROSS JOIN LATERAL (SELECT abs(hashtext(v.id::text || ':due')) AS r) AS hashed
    CROSS JOIN LATERAL (VALUES
      (${RECURRING.oil.name}, ${RECURRING.oil.id}, ${RECURRING.oil.months}::int, ${RECURRING.oil.km}::int, 0, true),
      (${RECURRING.alignment.name}, ${RECURRING.alignment.id}, ${RECURRING.alignment.months}::int, ${RECURRING.alignment.km}::int, 7,
        hashed.r % 20 = 0)
    ) AS s(name, catalogue_id, months, km, offset_days, wanted)
    CROSS JOIN LATERAL (SELECT today.day + (hashed.r + s.offset_days) % 365 AS day) AS d
    WHERE v.shop_id = ${shopId} AND s.wanted`;
}
