/**
 * Tenant isolation: online booking (/oficina/<slug>/agendar) and the customer's appointment link
 * (/agendamento/<token>; the matrix: tests/security/tenant-isolation.test.ts). The shop is found
 * from the page's slug and the appointment from the link's token, never from an id the form
 * sends: B's page and B's link, posted with A's ids, change only B's.
 */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { Attack } from "../fixtures";

const bookingRoute = await import("@/app/(public-page)/oficina/[slug]/agendar/route");
const linkRoute = await import("@/app/(public-booking)/agendamento/[token]/route");
const data = await import("@/lib/data/booking");
const { addDaysToDay, shopToday } = await import("@/lib/calendar");

const ORIGIN = "http://localhost:3000";
const headers = { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };

export const attacks: Record<string, Attack> = {
  "app/(public-page)/oficina/[slug]/agendar/route.tsx#POST": async (a, b) => {
    const body = new URLSearchParams({
      servico: "outro",
      problema: "Freio",
      dia: addDaysToDay(shopToday(), 1),
      horario: "09:00",
      nome: "Maria",
      whatsapp: "(11) 97777-1234",
      placa: "ABC1D23",
      idempotencyKey: randomUUID(),
      // Ids of A's a form could carry: the route reads none of them.
      shopId: a.id,
      appointmentId: a.appointmentId,
      customerId: a.customerId,
    });
    const request = new Request(`${ORIGIN}/oficina/${b.slug}/agendar`, { method: "POST", body, headers });
    const response = await bookingRoute.POST(request, { params: Promise.resolve({ slug: b.slug }) });
    // Booked in B's agenda, or refused (tomorrow may be B's Sunday, closed): never A's.
    expect([303, 422]).toContain(response.status);
  },
  "app/(public-booking)/agendamento/[token]/route.tsx#POST": async (a, b) => {
    for (const acao of ["confirmar", "cancelar"]) {
      const body = new URLSearchParams({ acao, id: a.appointmentId, token: a.appointmentToken });
      const request = new Request(`${ORIGIN}/agendamento/${b.appointmentToken}`, { method: "POST", body, headers });
      const response = await linkRoute.POST(request, { params: Promise.resolve({ token: b.appointmentToken }) });
      expect(response.status).toBe(303);
    }
    expect((await data.findAppointmentLink(b.appointmentToken))?.status).toBe("cancelled");
  },
  "lib/data/booking.ts#readBookingAgenda": async (a, b) => {
    const today = shopToday();
    const agenda = await data.readBookingAgenda(b.id, { fromDay: today, toDay: addDaysToDay(today, 7) });
    expect(agenda?.busy.map((busy) => busy.id)).toEqual([b.appointmentId]);
    // Leaving out A's appointment by id changes nothing of B's.
    const except = await data.readBookingAgenda(b.id, { fromDay: today, toDay: addDaysToDay(today, 7) }, a.appointmentId);
    expect(except?.busy.map((busy) => busy.id)).toEqual([b.appointmentId]);
  },
  "lib/data/booking.ts#findAppointmentLink": async (a, b) => {
    const view = await data.findAppointmentLink(b.appointmentToken);
    expect(view).toMatchObject({ id: b.appointmentId, shopId: b.id });
    expect(JSON.stringify(view)).not.toContain(a.appointmentId);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "app/(public-page)/oficina/[slug]/agendar/route.tsx#GET":
    "a shop's booking page, found by its public slug; it reads and offers only that shop's free times (booking.test.ts)",
  "app/(public-booking)/agendamento/[token]/route.tsx#GET":
    "the customer's appointment, opened by its link's 192-bit token, not by a shop's record id (booking.test.ts, booking.mobile.spec.ts)",
};
