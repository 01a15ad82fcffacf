/**
 * A shop's reminder rows (migration 0030), written straight to the database for the isolation
 * matrix, which needs A to own a row in every table: the vehicle's next oil change (due today, so
 * it is in the shop's 'Lembretes'), a snooze of the delivered job's warranty reminder, and the
 * record of one automatic e-mail to the customer.
 */
import { getDb } from "@/db";
import { automaticEmails, reminderActions, serviceDues } from "@/db/schema";
import { shopToday } from "@/lib/calendar";

/** The occurrence of the fixture's due that is already done (not today's, so the due stays in the list). */
export const DONE_OCCURRENCE = "2020-01-01";

export async function addReminderRows(shopId: string, ids: { vehicleId: string; customerId: string; quoteId: string }) {
  const db = getDb();
  const today = shopToday();
  const [due] = await db
    .insert(serviceDues)
    .values({
      shopId,
      vehicleId: ids.vehicleId,
      serviceName: "Troca de óleo",
      intervalMonths: 6,
      intervalKm: 10000,
      dueOn: today,
      dueKm: 55100,
      remindOn: today,
      sourceQuoteId: ids.quoteId,
    })
    .returning({ id: serviceDues.id });
  await db.insert(reminderActions).values([
    { shopId, kind: "warranty_ending", subjectId: ids.quoteId, occurrence: "2099-12-31", snoozedUntil: "2099-12-25" },
    // An earlier occurrence of the due, marked 'Feito': what a 'Desfazer' of another shop must leave alone.
    { shopId, kind: "service_due", subjectId: due!.id, occurrence: DONE_OCCURRENCE, doneAt: new Date(), doneBy: "A", doneChannel: "phone" },
  ]);
  await db
    .insert(automaticEmails)
    .values({ shopId, dedupeKey: `service-reminder:${due!.id}:${today}`, kind: "service_reminder", customerId: ids.customerId });
  return { serviceDueId: due!.id };
}
