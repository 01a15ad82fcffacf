import "server-only";
import { appointmentConfirmedMail, appointmentRequestedMail } from "@/lib/agenda/emails";
import { enqueue } from "@/lib/queue";

/**
 * What follows a change to an appointment outside the request: "requested" tells the shop a new
 * request arrived (an e-mail through the queue), "confirmed" e-mails the customer his appointment
 * with its .ics. Called after the write has committed; never throws into the caller's answer.
 * Each is queued once per appointment and event within the queue's 12 hours (a double submit, a
 * retried action): the e-mail then goes from the queue, retried until the SMTP server takes it.
 */
export async function notifyAppointment(shopId: string, appointmentId: string, event: "requested" | "confirmed"): Promise<void> {
  try {
    const task = event === "requested" ? appointmentRequestedMail : appointmentConfirmedMail;
    await enqueue(task, { shopId, appointmentId }, { key: `${appointmentId}:${event}` });
  } catch (error) {
    console.error("e-mail do agendamento não enfileirado", { shopId, appointmentId, event }, error);
  }
}
