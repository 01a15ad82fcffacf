import "server-only";

/**
 * What follows a change to an appointment outside the request: "requested" tells the shop a new
 * request arrived (an e-mail through the queue), "confirmed" e-mails the customer his appointment
 * with its .ics. Called after the write has committed; never throws into the caller's answer.
 */
export async function notifyAppointment(shopId: string, appointmentId: string, event: "requested" | "confirmed"): Promise<void> {
  // Placeholder until the queue tasks land (lib/agenda/emails.ts).
  void shopId;
  void appointmentId;
  void event;
}
