/**
 * Tenant isolation: the agenda's data (lib/data/agenda.ts; the matrix:
 * tests/security/tenant-isolation.test.ts). B, naming A's appointment, customer or vehicle, books,
 * moves, confirms and cancels nothing of A's, and reads none of A's appointments.
 */
import { expect } from "vitest";
import type { Attack } from "../fixtures";

const agenda = await import("@/lib/data/agenda");
const { getDb } = await import("@/db");
const { addDaysToDay, shopToday } = await import("@/lib/calendar");

/** The days around A's appointment (tests/support/agenda-rows.ts books it two days ahead). */
const aroundIt = () => ({ fromDay: shopToday(), toDay: addDaysToDay(shopToday(), 4) });

export const attacks: Record<string, Attack> = {
  "lib/data/agenda.ts#readAgenda": async (a, b) => {
    const read = await agenda.readAgenda(getDb(), b.id, aroundIt());
    expect(read!.busy.map((busy) => busy.id)).toEqual([b.appointmentId]);
    expect(read!.busy.map((busy) => busy.id)).not.toContain(a.appointmentId);
  },
  "lib/data/agenda.ts#listAppointments": async (a, b) => {
    const ids = (await agenda.listAppointments(b.id, aroundIt())).map((item) => item.id);
    expect(ids).toEqual([b.appointmentId]);
  },
  "lib/data/agenda.ts#createAppointment": async (a, b) => {
    const booked = await agenda.createAppointment(
      b.id,
      {
        startsAt: new Date(Date.now() + 3 * 24 * 3600_000),
        durationMinutes: 60,
        customerId: a.customerId,
        vehicleId: a.vehicleId,
        contactName: "Roubado",
        contactPhone: "11987654321",
        contactPlate: null,
        contactEmail: null,
        services: [],
        notes: null,
        assignedTo: null,
      },
      { source: "shop", memberId: null, status: "confirmed", idempotencyKey: crypto.randomUUID() },
    );
    expect(booked).toEqual({ ok: false, reason: "customerNotFound" });
  },
  "lib/data/agenda.ts#rescheduleAppointment": async (a, b) => {
    const moved = await agenda.rescheduleAppointment(b.id, a.appointmentId, new Date(Date.now() + 3 * 24 * 3600_000), { memberId: null });
    expect(moved).toEqual({ ok: false, reason: "notFound" });
  },
  "lib/data/agenda.ts#changeAppointmentStatus": async (a, b) => {
    expect(await agenda.changeAppointmentStatus(b.id, a.appointmentId, "cancelled", { memberId: null, reason: "Roubado" })).toBe(false);
  },
  "lib/data/agenda.ts#confirmPresence": async (a, b) => {
    expect(await agenda.confirmPresence(b.id, a.appointmentId)).toBe(false);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/data/agenda.ts#listFreeSlots": "the session's own shop, read by readAgenda (its case)",
  "lib/data/agenda.ts#newAppointmentToken": "pure: random bytes",
  "lib/data/agenda.ts#isAppointmentToken": "pure: a token's shape",
  "lib/data/agenda.ts#findAppointmentByToken":
    "the customer's link: found by its 192-bit token alone, the only key a visitor has, and it answers its own shop's id",
};
