import "server-only";
import { appointmentConfirmedMail, appointmentRequestedMail } from "@/lib/agenda/emails";
import { enqueue } from "@/lib/queue";

/**
 * What follows a change to an appointment outside the request: "requested" tells the shop a booking
 * arrived from its page (an e-mail through the queue), "rescheduled" that its customer moved one,
 * "confirmed" e-mails the customer his appointment
 * with its .ics. Called after the write has committed; never throws into the caller's answer.
 * Not keyed: a confirmation sent again after a reschedule carries the new time, and a double
 * submit is stopped by the action's own submission key before it gets here. The e-mail goes from
 * the queue, retried until the SMTP server takes it.
 */
export async function notifyAppointment(
  shopId: string,
  appointmentId: string,
  event: "requested" | "confirmed" | "rescheduled",
): Promise<void> {
  try {
    if (event === "confirmed") await enqueue(appointmentConfirmedMail, { shopId, appointmentId });
    else await enqueue(appointmentRequestedMail, { shopId, appointmentId, rescheduled: event === "rescheduled" });
  } catch (error) {
    console.error("e-mail do agendamento não enfileirado", { shopId, appointmentId, event }, error);
  }
}

/**
 * A booking from the shop's public page: the shop hears of it either way (a request to answer, or
 * one confirmed automatically), and the customer gets his confirmation when it is confirmed.
 */
export async function notifyOnlineBooking(shopId: string, appointmentId: string, confirmed: boolean): Promise<void> {
  await notifyAppointment(shopId, appointmentId, "requested");
  if (confirmed) await notifyAppointment(shopId, appointmentId, "confirmed");
}

/**
 * A move to another time: the customer's confirmation again with the new time and its .ics (nothing
 * while it is still a request), and, when he moved it himself on his link, a word to the shop.
 */
export async function notifyReschedule(shopId: string, appointmentId: string, byCustomer: boolean): Promise<void> {
  if (byCustomer) await notifyAppointment(shopId, appointmentId, "rescheduled");
  await notifyAppointment(shopId, appointmentId, "confirmed");
}
