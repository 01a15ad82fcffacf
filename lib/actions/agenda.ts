"use server";

import { refresh } from "next/cache";
import { z } from "@/lib/validation/zod";
import { defineAction, formInput, recordIdField } from "@/lib/actions/define-action";
import { planLimitRefusal } from "@/lib/actions/plan-refusals";
import type { ActionResult } from "@/lib/actions/result";
import type { AppointmentService } from "@/db/schema";
import { notifyAppointment, notifyReschedule } from "@/lib/agenda/notify";
import { DEFAULT_DURATION_MINUTES, MAX_DURATION_MINUTES, shopDayAndMinutes } from "@/lib/agenda/slots";
import { changeAppointmentStatus, createAppointment, rescheduleAppointment, type BookingRefusal } from "@/lib/data/agenda";
import { markArrived } from "@/lib/data/agenda-arrival";
import { getBookableServices, getBookingCustomer, isShopMember } from "@/lib/data/agenda-form";
import { messages } from "@/lib/messages";
import { phoneDigits } from "@/lib/phone";
import { agendaDayPath, checkInPath } from "@/lib/routes";
import { APPOINTMENT_FIELDS, appointmentSchema, cancelSchema, rescheduleSchema } from "@/lib/validation/appointment";

const m = messages.agenda;
const f = m.form;
const d = m.detail;

/** A refusal of the data layer as the form shows it: a time's problem under the time. */
function bookingRefusal(reason: BookingRefusal, refuse: (reason: string, fieldErrors?: Record<string, string[]>) => ActionResult) {
  const text = m.refused[reason];
  if (reason === "customerNotFound") return refuse(text, { customerId: [text] });
  if (reason === "notFound" || reason === "tooManyOpen") return refuse(text);
  return refuse(text, { startsAt: [text] });
}

/**
 * 'Salvar agendamento' on 'Novo agendamento': a known customer or someone new, booked by the shop
 * (confirmed at once) on a free time, checked again under the agenda's lock. Its length is the sum
 * of the catalogue services' durations (an hour when none has one). A repeated submit answers the
 * appointment the first one made. Then the agenda on that day.
 */
export const createAppointmentAction = defineAction({
  access: "plan",
  permission: "manageAgenda",
  name: "agendamento pela oficina",
  texts: { prefix: f.createError },
  input: (_previous: ActionResult | null, formData: FormData) => ({
    ...formInput(formData, APPOINTMENT_FIELDS),
    serviceIds: formData.getAll("services").filter((value): value is string => typeof value === "string"),
  }),
  schema: appointmentSchema,
  create: true,
  async run({ caller, input, idempotencyKey, refuse }) {
    const catalogue = new Map((await getBookableServices(caller.shopId)).map((service) => [service.id, service]));
    const chosen = input.serviceIds.map((id) => catalogue.get(id));
    if (chosen.some((service) => !service)) return refuse(f.serviceUnknown, { services: [f.serviceUnknown] });
    const services: AppointmentService[] = chosen.map((service) => ({ id: service!.id, name: service!.name }));
    if (input.otherService) services.push({ name: input.otherService });
    const known = chosen.reduce((sum, service) => sum + (service!.durationMinutes ?? 0), 0);
    const durationMinutes = Math.min(known || DEFAULT_DURATION_MINUTES, MAX_DURATION_MINUTES);

    if (input.assignedTo && !(await isShopMember(caller.shopId, input.assignedTo))) {
      return refuse(f.responsibleUnknown, { assignedTo: [f.responsibleUnknown] });
    }

    let contact: { name: string; phone: string; plate: string | null };
    if (input.mode === "known") {
      const customer = await getBookingCustomer(caller.shopId, input.customerId!);
      if (!customer) return bookingRefusal("customerNotFound", refuse);
      const phone = input.contactPhone || phoneDigits(customer.phone);
      if (!/^\d{10,11}$/.test(phone)) return refuse(f.phoneRequired, { contactPhone: [f.phoneRequired] });
      contact = { name: customer.name, phone, plate: null };
    } else {
      contact = { name: input.contactName, phone: input.contactPhone, plate: input.contactPlate };
    }

    let booked: Awaited<ReturnType<typeof createAppointment>>;
    try {
      booked = await createAppointment(
        caller.shopId,
        {
          startsAt: input.startsAt,
          durationMinutes,
          customerId: input.mode === "known" ? input.customerId : null,
          vehicleId: input.mode === "known" ? input.vehicleId : null,
          contactName: contact.name,
          contactPhone: contact.phone,
          contactPlate: contact.plate,
          contactEmail: null,
          services,
          notes: input.notes || null,
          assignedTo: input.assignedTo,
        },
        { source: "shop", memberId: caller.memberId, status: "confirmed", idempotencyKey },
      );
    } catch (error) {
      const refusal = planLimitRefusal(error);
      if (refusal) return refusal;
      throw error;
    }
    if (!booked.ok) return bookingRefusal(booked.reason, refuse);
    if (booked.created) await notifyAppointment(caller.shopId, booked.id, "confirmed");
    refresh();
    return { ok: true, message: f.created, redirectTo: agendaDayPath(shopDayAndMinutes(input.startsAt).day) };
  },
});

const appointmentId = z.object({ appointmentId: recordIdField(m.refused.notFound) });

/** 'Confirmar' a request: the customer gets his confirmation (lib/agenda/notify.ts) once it is saved. */
export const confirmAppointmentAction = defineAction({
  access: "plan",
  permission: "manageAgenda",
  name: "confirmação de agendamento",
  texts: { prefix: d.confirmError },
  input: (appointmentId: string) => ({ appointmentId }),
  schema: appointmentId,
  async run({ caller, input, refuse }) {
    const changed = await changeAppointmentStatus(caller.shopId, input.appointmentId, "confirmed", { memberId: caller.memberId });
    if (!changed) return refuse(m.refused.notFound);
    await notifyAppointment(caller.shopId, input.appointmentId, "confirmed");
    refresh();
    return { ok: true, message: d.confirmed };
  },
});

/** 'Não compareceu': counted against the customer's phone, shown when he books again. */
export const noShowAppointmentAction = defineAction({
  access: "plan",
  permission: "manageAgenda",
  name: "falta em agendamento",
  texts: { prefix: d.noShowError },
  input: (appointmentId: string) => ({ appointmentId }),
  schema: appointmentId,
  async run({ caller, input, refuse }) {
    const changed = await changeAppointmentStatus(caller.shopId, input.appointmentId, "no_show", { memberId: caller.memberId });
    if (!changed) return refuse(m.refused.notFound);
    refresh();
    return { ok: true, message: d.markedNoShow };
  },
});

/** 'Cancelar agendamento' (or 'Recusar' a request), with why: the history keeps it. */
export const cancelAppointmentAction = defineAction({
  access: "plan",
  permission: "manageAgenda",
  name: "cancelamento de agendamento",
  texts: { prefix: d.cancelError },
  input: (appointmentId: string, _previous: ActionResult | null, formData: FormData) => ({
    appointmentId,
    ...formInput(formData, ["reason"]),
  }),
  schema: appointmentId.and(cancelSchema),
  async run({ caller, input, refuse }) {
    const changed = await changeAppointmentStatus(caller.shopId, input.appointmentId, "cancelled", {
      memberId: caller.memberId,
      reason: input.reason,
    });
    if (!changed) return refuse(m.refused.notFound);
    refresh();
    return { ok: true, message: d.cancelled };
  },
});

/** 'Remarcar' to a free time; the history keeps the old one, and the customer gets the new time. */
export const rescheduleAppointmentAction = defineAction({
  access: "plan",
  permission: "manageAgenda",
  name: "remarcação de agendamento",
  texts: { prefix: d.rescheduleError },
  input: (appointmentId: string, _previous: ActionResult | null, formData: FormData) => ({
    appointmentId,
    ...formInput(formData, ["startsAt"]),
  }),
  schema: appointmentId.and(rescheduleSchema),
  async run({ caller, input, refuse }) {
    const moved = await rescheduleAppointment(caller.shopId, input.appointmentId, input.startsAt, { memberId: caller.memberId });
    if (!moved.ok) return bookingRefusal(moved.reason, refuse);
    await notifyReschedule(caller.shopId, input.appointmentId, false);
    refresh();
    return { ok: true, message: d.rescheduled };
  },
});

/**
 * 'Chegou': the person becomes a customer with his car when new, his job opens with the services
 * wanted as its lines, and the check-in ('Entrada do veículo') comes next.
 */
export const arrivedAppointmentAction = defineAction({
  access: "plan",
  permission: "manageAgenda",
  name: "chegada de agendamento",
  texts: { prefix: d.arrivedError },
  input: (appointmentId: string) => ({ appointmentId }),
  schema: appointmentId,
  async run({ caller, input, refuse }) {
    let arrived: Awaited<ReturnType<typeof markArrived>>;
    try {
      arrived = await markArrived(caller.shopId, input.appointmentId, caller.memberId);
    } catch (error) {
      const refusal = planLimitRefusal(error);
      if (refusal) return refusal;
      throw error;
    }
    if (!arrived.ok) {
      if (arrived.reason === "plateTaken") return refuse(d.plateTaken);
      return refuse(arrived.reason === "notOpen" ? d.notOpen : m.refused.notFound);
    }
    refresh();
    return { ok: true, message: d.arrivedDone, redirectTo: checkInPath(arrived.quoteId) };
  },
});
