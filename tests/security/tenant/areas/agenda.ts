/** Tenant isolation: the agenda (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { getDb } from "@/db";
import { type Attack, type Shop } from "../fixtures";

const agenda = {
  ...(await import("@/lib/data/agenda")),
  ...(await import("@/lib/data/agenda-form")),
  ...(await import("@/lib/data/agenda-arrival")),
  ...(await import("@/lib/data/agenda-card")),
};
const actions = await import("@/lib/actions/agenda");
const { shopInstant } = await import("@/lib/agenda/slots");
const { messages } = await import("@/lib/messages");
const { submittedForm: form } = await import("../../../support/forms");

const m = messages.agenda;

/** A's request (tests/support/agenda-rows.ts): attacks only read it, and the matrix checks it is unchanged. */
function booking(a: Shop) {
  const range = { fromDay: a.appointmentDay, toDay: a.appointmentDay };
  return { id: a.appointmentId, day: a.appointmentDay, range };
}

const notFound = (prefix: string) => ({ ok: false, message: prefix + m.refused.notFound });

export const attacks: Record<string, Attack> = {
  "lib/data/agenda.ts#readAgenda": async (a, b) => {
    const { range } = booking(a);
    // tests/support/agenda-rows.ts books each shop's car at the same time: B reads its own alone.
    expect((await agenda.readAgenda(getDb(), b.id, range))!.busy.map((busy) => busy.id)).toEqual([b.appointmentId]);
  },
  "lib/data/agenda.ts#listFreeSlots": async (a, b) => {
    const { range } = booking(a);
    const [day] = await agenda.listFreeSlots(b.id, range, 60);
    expect(day!.slots.map((slot) => slot.startsAt.toISOString())).toContain(shopInstant(range.fromDay, 9 * 60).toISOString());
  },
  "lib/data/agenda.ts#createAppointment": async (a, b) => {
    const { day } = booking(a);
    const refused = await agenda.createAppointment(
      b.id,
      {
        startsAt: shopInstant(day, 10 * 60),
        durationMinutes: 60,
        customerId: a.customerId,
        vehicleId: a.vehicleId,
        contactName: "B",
        contactPhone: "11987654321",
        contactPlate: null,
        contactEmail: null,
        services: [],
        notes: null,
        assignedTo: null,
      },
      { source: "shop", memberId: null, status: "confirmed", idempotencyKey: randomUUID() },
    );
    expect(refused).toEqual({ ok: false, reason: "customerNotFound" });
  },
  "lib/data/agenda.ts#rescheduleAppointment": async (a, b) => {
    const mine = booking(a);
    expect(await agenda.rescheduleAppointment(b.id, mine.id, shopInstant(mine.day, 14 * 60), { memberId: null })).toEqual({
      ok: false,
      reason: "notFound",
    });
  },
  "lib/data/agenda.ts#changeAppointmentStatus": async (a, b) => {
    const mine = booking(a);
    for (const to of ["confirmed", "no_show", "cancelled"] as const) {
      expect(await agenda.changeAppointmentStatus(b.id, mine.id, to, { memberId: null, reason: "x" })).toBe(false);
    }
  },
  "lib/data/agenda.ts#confirmPresence": async (a, b) => {
    const mine = booking(a);
    expect(await agenda.confirmPresence(b.id, mine.id)).toBe(false);
  },
  "lib/data/agenda.ts#listAppointments": async (a, b) => {
    const { range } = booking(a);
    expect((await agenda.listAppointments(b.id, range)).map((item) => item.id)).toEqual([b.appointmentId]);
  },
  "lib/data/agenda.ts#appointmentExists": async (a, b) => {
    expect(await agenda.appointmentExists(b.id, a.appointmentId)).toBe(false);
    expect(await agenda.appointmentExists(b.id, b.appointmentId)).toBe(true);
  },
  "lib/data/agenda.ts#getAppointment": async (a, b) => {
    const mine = booking(a);
    expect(await agenda.getAppointment(b.id, mine.id)).toBeNull();
  },
  "lib/data/agenda-form.ts#getBookingChoices": async (a, b) => {
    const choices = JSON.stringify(await agenda.getBookingChoices(b.id));
    expect(choices).not.toContain(a.customerId);
    // Named by the page's ?cliente=, or found by its search: another shop's customer never is.
    const named = JSON.stringify(await agenda.getBookingChoices(b.id, { include: a.customerId, search: a.plate }));
    expect(named).not.toContain(a.customerId);
    expect(JSON.stringify(await agenda.getBookingChoices(b.id, { search: b.plate }))).toContain(b.customerId);
    expect(choices).not.toContain(a.ownerMemberId);
    expect(choices).toContain(b.customerId);
  },
  "lib/data/agenda-form.ts#getBookingCustomer": async (a, b) => {
    expect(await agenda.getBookingCustomer(b.id, a.customerId)).toBeNull();
  },
  "lib/data/agenda-form.ts#isShopMember": async (a, b) => {
    expect(await agenda.isShopMember(b.id, a.ownerMemberId)).toBe(false);
  },
  "lib/data/agenda-arrival.ts#markArrived": async (a, b) => {
    const mine = booking(a);
    expect(await agenda.markArrived(b.id, mine.id, null)).toEqual({ ok: false, reason: "notFound" });
  },
  "lib/data/agenda-card.ts#getAgendaCard": async (a, b) => {
    const mine = booking(a);
    const card = await agenda.getAgendaCard(b.id, mine.day, new Date("2030-01-01T00:00:00Z"));
    expect(card.todayCount).toBe(1);
    expect(JSON.stringify(card)).not.toContain(a.appointmentId);
    expect(JSON.stringify(card)).toContain(b.appointmentId);
  },
  "lib/data/agenda.ts#listRescheduleSlots": async (a, b) => {
    const mine = booking(a);
    expect(await agenda.listRescheduleSlots(b.id, mine.id, mine.range)).toEqual([]);
  },
  "lib/actions/agenda.ts#createAppointmentAction": async (a) => {
    const data = form({ mode: "known", customerId: a.customerId, vehicleId: a.vehicleId, otherService: "x" });
    data.set("startsAt", shopInstant("2030-03-04", 15 * 60).toISOString());
    expect(await actions.createAppointmentAction(null, data)).toMatchObject({
      ok: false,
      message: m.form.createError + m.refused.customerNotFound,
    });
  },
  "lib/actions/agenda.ts#confirmAppointmentAction": async (a) => {
    const mine = booking(a);
    expect(await actions.confirmAppointmentAction(mine.id)).toEqual(notFound(m.detail.confirmError));
  },
  "lib/actions/agenda.ts#noShowAppointmentAction": async (a) => {
    const mine = booking(a);
    expect(await actions.noShowAppointmentAction(mine.id)).toEqual(notFound(m.detail.noShowError));
  },
  "lib/actions/agenda.ts#arrivedAppointmentAction": async (a) => {
    const mine = booking(a);
    expect(await actions.arrivedAppointmentAction(mine.id)).toEqual(notFound(m.detail.arrivedError));
  },
  "lib/actions/agenda.ts#cancelAppointmentAction": async (a) => {
    const mine = booking(a);
    expect(await actions.cancelAppointmentAction(mine.id, null, form({ reason: "x" }))).toEqual(notFound(m.detail.cancelError));
  },
  "lib/actions/agenda.ts#rescheduleAppointmentAction": async (a) => {
    const mine = booking(a);
    const moved = await actions.rescheduleAppointmentAction(
      mine.id,
      null,
      form({ startsAt: shopInstant(mine.day, 14 * 60).toISOString() }),
    );
    expect(moved).toEqual(notFound(m.detail.rescheduleError));
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "lib/data/agenda.ts#newAppointmentToken": "random bytes; reads and writes nothing",
  "lib/data/agenda.ts#isAppointmentToken": "a shape check of a path segment; reads nothing",
  "lib/data/agenda-form.ts#getBookableServices": "reads the catalogue of the shop named, by its id alone: the caller's own, no record id",
};
