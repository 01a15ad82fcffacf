/**
 * The large shop's agenda (scripts/support/seed-large-agenda.ts), seeded on a small shop: about 20
 * appointments a weekday and 8 a Saturday within the default hours, never more at once than its
 * 'vagas', none on a day off, each with its history, and the agenda's own rules offer slots between.
 */
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { LARGE_AGENDA, seedAgenda } from "../../scripts/support/seed-large-agenda";

const { createMechanic } = await import("../support/factories");
const { createCustomer } = await import("@/lib/data/customers");
const { createVehicle } = await import("@/lib/data/vehicles");
const { listFreeSlots } = await import("@/lib/data/agenda");

describe("the large shop's agenda seed", () => {
  it("fills each working day within the hours and the vagas, with a few no-shows and cancellations", async () => {
    const shop = await createMechanic({ plan: "pro" });
    for (let index = 0; index < 12; index++) {
      const customer = await createCustomer(shop.id, { name: `Cliente ${index}`, phone: "(11) 98765-4321", email: "", notes: "" });
      await createVehicle(shop.id, customer.id, {
        plate: `ABC${1000 + index}`,
        make: "",
        model: "",
        year: null,
        color: "",
        currentKm: null,
        notes: "",
      });
    }
    const sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      // The slug is the large shop's: another run on this database may hold it.
      await sql`UPDATE shops SET slug = NULL WHERE slug = ${LARGE_AGENDA.slug}`;
      // Six weeks of it, through Christmas and New Year's Day (the days off): the year is the same
      // statement over more days, and would take this test past its time on a busy machine.
      await sql.begin((tx) => seedAgenda(tx, shop.id, { daysBack: 14, daysAhead: 40 }));

      const byStatus: Record<string, number> = Object.fromEntries(
        (await sql`SELECT status, count(*)::int AS n FROM appointments WHERE shop_id = ${shop.id} GROUP BY 1`).map((row) => [
          row.status,
          row.n,
        ]),
      );
      const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
      const [days] = await sql`
        SELECT count(*) FILTER (WHERE isodow < 6)::int AS weekdays, count(*) FILTER (WHERE isodow = 6)::int AS saturdays
        FROM (SELECT DISTINCT (starts_at AT TIME ZONE 'America/Sao_Paulo')::date AS day,
                     extract(isodow FROM (starts_at AT TIME ZONE 'America/Sao_Paulo')::date) AS isodow
              FROM appointments WHERE shop_id = ${shop.id}) AS booked`;
      expect(total).toBe(days!.weekdays * LARGE_AGENDA.perWeekday + days!.saturdays * LARGE_AGENDA.perSaturday);
      expect(days!.weekdays).toBeGreaterThan(30);
      expect(byStatus.no_show).toBeGreaterThan(0);
      expect(byStatus.cancelled).toBeGreaterThan(0);
      expect(byStatus.requested).toBeGreaterThan(0);

      const [hours] = await sql`
        SELECT min((starts_at AT TIME ZONE 'America/Sao_Paulo')::time)::text AS first, max((ends_at AT TIME ZONE 'America/Sao_Paulo')::time)::text AS last
        FROM appointments WHERE shop_id = ${shop.id}`;
      expect(hours).toEqual({ first: "08:00:00", last: "18:00:00" });
      const [crowded] = await sql`
        SELECT max(n)::int AS n FROM (SELECT count(*) AS n FROM appointments WHERE shop_id = ${shop.id} GROUP BY starts_at) AS at_once`;
      expect(crowded!.n).toBeLessThanOrEqual(LARGE_AGENDA.slots);
      const [onDaysOff] = await sql`
        SELECT count(*)::int AS n FROM appointments a JOIN shop_closed_days d
          ON d.shop_id = a.shop_id AND d.day = (a.starts_at AT TIME ZONE 'America/Sao_Paulo')::date
        WHERE a.shop_id = ${shop.id}`;
      expect(onDaysOff!.n).toBe(0);
      const [withoutHistory] = await sql`
        SELECT count(*)::int AS n FROM appointments a WHERE a.shop_id = ${shop.id}
          AND NOT EXISTS (SELECT 1 FROM appointment_events e WHERE e.appointment_id = a.id)`;
      expect(withoutHistory!.n).toBe(0);

      const [busy] = await sql`
        SELECT (starts_at AT TIME ZONE 'America/Sao_Paulo')::date::text AS day, count(*)::int AS n FROM appointments
        WHERE shop_id = ${shop.id} AND starts_at > now() + interval '7 days' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`;
      expect(busy!.n).toBe(LARGE_AGENDA.perWeekday);
      const [day] = await listFreeSlots(shop.id, { fromDay: busy!.day, toDay: busy!.day }, 60);
      expect(day!.slots.length).toBeGreaterThan(0);
    } finally {
      await sql.end();
    }
  });
});
