/**
 * Tenant isolation: the agenda's settings and days off, and the appointments on a customer's and a
 * vehicle's page (the matrix: tests/security/tenant-isolation.test.ts). B, naming A's day off,
 * customer or vehicle, removes nothing and lists nothing of A's.
 */
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Attack, Shop } from "../fixtures";

const actions = await import("@/lib/actions/agenda-settings");
const settings = await import("@/lib/data/agenda-settings");
const history = await import("@/lib/data/appointment-history");
const exportAgenda = await import("@/lib/data/account-export-agenda");
const { getDb } = await import("@/db");
const { shopClosedDays } = await import("@/db/schema");
const { messages } = await import("@/lib/messages");

/** A's day off (tests/support/agenda-rows.ts); B's own day off on the same date is let go first, so only A's is left. */
async function closedDayOf(a: Shop, b: Shop) {
  await getDb()
    .delete(shopClosedDays)
    .where(and(eq(shopClosedDays.shopId, b.id), eq(shopClosedDays.day, a.closedDay)));
  return a.closedDay;
}

const daysOf = async (shopId: string) =>
  (await getDb().select({ day: shopClosedDays.day }).from(shopClosedDays).where(eq(shopClosedDays.shopId, shopId))).map((row) => row.day);

/** Every row B's archive reads (B's own ids), none of them A's. */
async function exported<Row>(batches: AsyncIterable<Row[]>) {
  const rows: Row[] = [];
  for await (const batch of batches) rows.push(...batch);
  return rows;
}

export const attacks: Record<string, Attack> = {
  "lib/data/account-export-agenda.ts#appointmentBatches": async (a, b) => {
    const ids = (await exported(exportAgenda.appointmentBatches(b.id))).map((row) => row.id);
    expect(ids).toEqual([b.appointmentId]);
    expect(ids).not.toContain(a.appointmentId);
  },
  "lib/data/account-export-agenda.ts#appointmentEventBatches": async (a, b) => {
    const rows = await exported(exportAgenda.appointmentEventBatches(b.id));
    expect(rows.map((row) => row.appointmentId)).toEqual([b.appointmentId]);
  },
  "lib/data/account-export-agenda.ts#closedDayBatches": async (a, b) => {
    expect(await exported(exportAgenda.closedDayBatches(b.id))).toEqual([{ day: b.closedDay }]);
  },
  "lib/actions/agenda-settings.ts#removeClosedDayAction": async (a, b) => {
    const day = await closedDayOf(a, b);
    expect(await actions.removeClosedDayAction(day)).toEqual({
      ok: false,
      message: messages.agendaSettings.closedDays.removeError + messages.agendaSettings.closedDays.notFound,
    });
    expect(await daysOf(a.id)).toContain(day);
  },
  "lib/data/agenda-settings.ts#removeClosedDay": async (a, b) => {
    const day = await closedDayOf(a, b);
    expect(await settings.removeClosedDay(b.id, day)).toBe(false);
    expect(await daysOf(a.id)).toContain(day);
  },
  "lib/data/appointment-history.ts#listCustomerAppointments": async (a, b) => {
    expect(await history.listCustomerAppointments(b.id, a.customerId)).toEqual({ items: [], noShows: 0 });
  },
  "lib/data/appointment-history.ts#listVehicleAppointments": async (a, b) => {
    expect(await history.listVehicleAppointments(b.id, a.vehicleId)).toEqual({ items: [], noShows: 0 });
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/actions/agenda-settings.ts#saveAgendaSettingsAction": "writes the caller's own shop row only",
  "lib/actions/agenda-settings.ts#addClosedDayAction": "adds a day to the caller's own shop; a day names no other shop's row",
  "lib/data/agenda-settings.ts#getAgendaSettings": "the session's own shop",
  "lib/data/agenda-settings.ts#saveAgendaSettings": "the session's own shop",
  "lib/data/agenda-settings.ts#addClosedDay": "the session's own shop; the key is (shop, day), so another shop's day is never touched",
};
