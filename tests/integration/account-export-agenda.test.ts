/**
 * 'Agenda' in 'Baixar meus dados', paged by lib/data/account-export-agenda.ts: read two rows at a
 * time, every appointment, event and day off comes once, in order, even when two appointments
 * start at the same moment (the id breaks the tie); never a customer's link token.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";

const { getDb } = await import("@/db");
const { appointmentEvents, appointments, shopClosedDays } = await import("@/db/schema");
const exportAgenda = await import("@/lib/data/account-export-agenda");
const { createMechanic } = await import("../support/factories");

async function all<Row>(batches: AsyncIterable<Row[]>) {
  const rows: Row[] = [];
  for await (const batch of batches) {
    expect(batch.length).toBeLessThanOrEqual(2);
    rows.push(...batch);
  }
  return rows;
}

describe("the agenda of the archive", () => {
  it("pages appointments, their history and the days off two at a time, each row once, in order", async () => {
    const shop = await createMechanic({ plan: "pro" });
    const db = getDb();
    const sameMoment = new Date("2030-05-06T13:00:00Z");
    const tokens: string[] = [];
    for (const startsAt of [sameMoment, sameMoment, sameMoment, new Date("2030-05-07T13:00:00Z"), new Date("2030-05-01T13:00:00Z")]) {
      const token = randomBytes(24).toString("base64url");
      tokens.push(token);
      const [row] = await db
        .insert(appointments)
        .values({
          shopId: shop.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3600_000),
          status: "requested",
          source: "public_page",
          contactName: "Maria",
          contactPhone: "11987654321",
          token,
        })
        .returning({ id: appointments.id });
      await db.insert(appointmentEvents).values([
        { shopId: shop.id, appointmentId: row!.id, event: "requested", at: new Date("2030-04-01T12:00:00Z") },
        { shopId: shop.id, appointmentId: row!.id, event: "cancelled", reason: "Viajou", at: new Date("2030-04-02T12:00:00Z") },
      ]);
    }
    await db.insert(shopClosedDays).values(["2030-12-25", "2030-01-01", "2030-11-15"].map((day) => ({ shopId: shop.id, day })));

    const rows = await all(exportAgenda.appointmentBatches(shop.id, { batchSize: 2 }));
    expect(new Set(rows.map((row) => row.id)).size).toBe(5);
    const times = rows.map((row) => row.startsAt.getTime());
    expect(times).toEqual([...times].sort((x, y) => x - y));

    const events = await all(exportAgenda.appointmentEventBatches(shop.id, { batchSize: 2 }));
    expect(new Set(events.map((row) => row.id)).size).toBe(10);
    expect(events.map((row) => row.event)).toEqual([...Array(5).fill("requested"), ...Array(5).fill("cancelled")]);

    expect(await all(exportAgenda.closedDayBatches(shop.id, { batchSize: 2 }))).toEqual([
      { day: "2030-01-01" },
      { day: "2030-11-15" },
      { day: "2030-12-25" },
    ]);

    const text = JSON.stringify([rows, events]);
    for (const token of tokens) expect(text).not.toContain(token);
  });
});
