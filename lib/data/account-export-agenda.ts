import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { appointmentEvents, appointments, shopClosedDays } from "@/db/schema";
import { EXPORT_BATCH_SIZE, keysetBatches, type BatchOptions } from "@/lib/data/account-export";
import { memberNameOf } from "@/lib/data/member-names";

/**
 * 'Agenda' in 'Baixar meus dados': the appointments, their history and the days off, in batches
 * (lib/data/account-export.ts), every statement filtered by the shop. An appointment's token is
 * NEVER exported: it is the customer's link (/agendamento/<token>), a capability to confirm, move
 * or cancel; the archive keeps what was booked, not the key to it.
 */

/** A timestamp at full precision, for the key (see exactTime in account-export.ts). */
const exactTime = (column: typeof appointments.startsAt | typeof appointmentEvents.at) => sql<string>`${column}::text`;

/** In time order, on (shop_id, starts_at) and the id. */
export function appointmentBatches(shopId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: { at: string; id: string } | undefined, limit) =>
      getDb()
        .select({
          id: appointments.id,
          startsAt: appointments.startsAt,
          endsAt: appointments.endsAt,
          status: appointments.status,
          source: appointments.source,
          customerId: appointments.customerId,
          vehicleId: appointments.vehicleId,
          contactName: appointments.contactName,
          contactPhone: appointments.contactPhone,
          contactPlate: appointments.contactPlate,
          contactEmail: appointments.contactEmail,
          services: appointments.services,
          notes: appointments.notes,
          assignedTo: memberNameOf(appointments.assignedTo, appointments.shopId),
          createdBy: memberNameOf(appointments.createdBy, appointments.shopId),
          customerConfirmedAt: appointments.customerConfirmedAt,
          quoteNumber: sql<
            number | null
          >`(select q.number from quotes q where q.id = ${appointments.quoteId} and q.shop_id = ${appointments.shopId})`,
          createdAt: appointments.createdAt,
          at: exactTime(appointments.startsAt),
        })
        .from(appointments)
        .where(
          and(
            eq(appointments.shopId, shopId),
            after ? sql`(${appointments.startsAt}, ${appointments.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(asc(appointments.startsAt), asc(appointments.id))
        .limit(limit),
    (row) => ({ at: row.at, id: row.id }),
  );
}

/** Each appointment's history, in the order it happened (on (shop_id) and the time, then the id). */
export function appointmentEventBatches(shopId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: { at: string; id: string } | undefined, limit) =>
      getDb()
        .select({
          id: appointmentEvents.id,
          appointmentId: appointmentEvents.appointmentId,
          event: appointmentEvents.event,
          previousStartsAt: appointmentEvents.previousStartsAt,
          reason: appointmentEvents.reason,
          byMember: memberNameOf(appointmentEvents.byMember, appointmentEvents.shopId),
          happenedAt: appointmentEvents.at,
          at: exactTime(appointmentEvents.at),
        })
        .from(appointmentEvents)
        .where(
          and(
            eq(appointmentEvents.shopId, shopId),
            after ? sql`(${appointmentEvents.at}, ${appointmentEvents.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(asc(appointmentEvents.at), asc(appointmentEvents.id))
        .limit(limit),
    (row) => ({ at: row.at, id: row.id }),
  );
}

/** The days off, past ones included, in order. */
export function closedDayBatches(shopId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: string | undefined, limit) =>
      getDb()
        .select({ day: shopClosedDays.day })
        .from(shopClosedDays)
        .where(and(eq(shopClosedDays.shopId, shopId), after ? sql`${shopClosedDays.day} > ${after}::date` : undefined))
        .orderBy(asc(shopClosedDays.day))
        .limit(limit),
    (row) => row.day,
  );
}
