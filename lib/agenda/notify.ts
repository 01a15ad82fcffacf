import "server-only";
import { appointmentConfirmedMail, appointmentRequestedMail } from "@/lib/agenda/emails";
import { enqueue } from "@/lib/queue";

/**
 * What follows a change to an appointment outside the request: "requested" tells the shop a booking
 * arrived from its page (an e-mail through the queue), "confirmed" e-mails the customer his appointment
 * with its .ics. Called after the write has committed; never throws into the caller's answer.
 * Not keyed: a confirmation sent again after a reschedule carries the new time, and a double
 * submit is stopped by the action's own submission key before it gets here. The e-mail goes from
 * the queue, retried until the SMTP server takes it.
 */
export async function notifyAppointment(shopId: string, appointmentId: string, event: "requested" | "confirmed"): Promise<void> {
  try {
    const task = event === "requested" ? appointmentRequestedMail : appointmentConfirmedMail;
    await enqueue(task, { shopId, appointmentId });
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
