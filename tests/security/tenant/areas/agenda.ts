/**
 * Tenant isolation: the agenda's data (lib/data/agenda.ts; the matrix:
 * tests/security/tenant-isolation.test.ts). Every function takes the shop's id and filters by it
 * in the same statement: B with A's appointment, customer or vehicle is refused, and B's reads
 * hold none of A's.
 */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { Attack } from "../fixtures";

const data = await import("@/lib/data/agenda");
const { getDb } = await import("@/db");
const { shopInstant } = await import("@/lib/agenda/slots");
const { addDaysToDay, shopToday } = await import("@/lib/calendar");

const week = () => ({ fromDay: shopToday(), toDay: addDaysToDay(shopToday(), 7) });
const later = () => shopInstant(addDaysToDay(shopToday(), 3), 11 * 60);

export const attacks: Record<string, Attack> = {
  "lib/data/agenda.ts#readAgenda": async (a, b) => {
    const agenda = await data.readAgenda(getDb(), b.id, week(), a.appointmentId);
    expect(agenda?.busy.map((busy) => busy.id)).toEqual([b.appointmentId]);
  },
  "lib/data/agenda.ts#listFreeSlots": async (_a, b) => {
    // B's own request holds B's only place at its time; A's, at the same time, is not B's to count.
    expect((await data.listFreeSlots(b.id, week(), 60)).length).toBe(8);
  },
  "lib/data/agenda.ts#createAppointment": async (a, b) => {
    const result = await data.createAppointment(
      b.id,
      {
        startsAt: later(),
        durationMinutes: 60,
        customerId: a.customerId,
        vehicleId: a.vehicleId,
        contactName: "Roubado",
        contactPhone: "11977770000",
        contactPlate: null,
        contactEmail: null,
        services: [],
        notes: null,
        assignedTo: null,
      },
      { source: "shop", memberId: null, status: "confirmed", idempotencyKey: randomUUID() },
    );
    expect(result).toEqual({ ok: false, reason: "customerNotFound" });
  },
  "lib/data/agenda.ts#rescheduleAppointment": async (a, b) => {
    expect(await data.rescheduleAppointment(b.id, a.appointmentId, later(), { memberId: null })).toEqual({ ok: false, reason: "notFound" });
  },
  "lib/data/agenda.ts#changeAppointmentStatus": async (a, b) => {
    for (const to of ["confirmed", "no_show", "cancelled"] as const) {
      expect(await data.changeAppointmentStatus(b.id, a.appointmentId, to, { memberId: null })).toBe(false);
    }
  },
  "lib/data/agenda.ts#confirmPresence": async (a, b) => {
    expect(await data.confirmPresence(b.id, a.appointmentId)).toBe(false);
  },
  "lib/data/agenda.ts#listAppointments": async (_a, b) => {
    expect((await data.listAppointments(b.id, week())).map((item) => item.id)).toEqual([b.appointmentId]);
  },
  "lib/data/agenda.ts#findAppointmentByToken": async (a, b) => {
    expect(await data.findAppointmentByToken(b.appointmentToken)).toMatchObject({ id: b.appointmentId, shopId: b.id });
    expect(JSON.stringify(await data.findAppointmentByToken(b.appointmentToken))).not.toContain(a.appointmentId);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/data/agenda.ts#newAppointmentToken": "pure: draws 192 random bits, no query",
  "lib/data/agenda.ts#isAppointmentToken": "pure: a token's shape, no query",
};
