import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { customers, quoteCounters, serviceHistory } from "@/db/schema";
import { hasPostgresCode, PG_FOREIGN_KEY_VIOLATION } from "@/lib/data/postgres-errors";
import { versionedSave } from "@/lib/data/versioned-update";
import type { ServiceStatus } from "@/lib/enums";
import { isRecordId } from "@/lib/search-params";
import type { ServiceRecordInput } from "@/lib/validation/service-record";

// Every function takes the shop's user id first and filters by it in the same statement.

function costColumn(cost: number | null) {
  return cost === null ? null : cost.toFixed(2);
}

/**
 * Records a service for one of the shop's customers, once per `idempotencyKey` (as createCustomer
 * does); the database gives it the shop's next quote number (migration 0011). Undefined when the
 * customer is not this shop's (or no longer exists): the (customer_id, user_id) foreign key
 * refuses the row, and its number with it.
 *
 * A repeated submit must not take a number either: the numbering trigger runs before the
 * idempotency key's conflict is found. So the repeat looks for the first one's row while holding
 * the shop's counter lock, which the first one keeps until it has committed.
 */
export async function createServiceRecord(
  userId: string,
  customerId: string,
  input: ServiceRecordInput,
  idempotencyKey: string = crypto.randomUUID(),
) {
  try {
    return await getDb().transaction(async (tx) => {
      await tx.insert(quoteCounters).values({ userId, lastNumber: 0 }).onConflictDoNothing();
      await tx.select({ userId: quoteCounters.userId }).from(quoteCounters).where(eq(quoteCounters.userId, userId)).for("update");
      const [existing] = await tx
        .select({ id: serviceHistory.id, number: serviceHistory.number })
        .from(serviceHistory)
        .where(and(eq(serviceHistory.userId, userId), eq(serviceHistory.idempotencyKey, idempotencyKey)));
      if (existing) return existing;
      const [created] = await tx
        .insert(serviceHistory)
        .values({ userId, customerId, description: input.description, cost: costColumn(input.cost), status: input.status, idempotencyKey })
        .returning({ id: serviceHistory.id, number: serviceHistory.number });
      return created;
    });
  } catch (error) {
    if (hasPostgresCode(error, PG_FOREIGN_KEY_VIOLATION)) return undefined;
    throw error;
  }
}

/** The record and its customer's name, if it is this shop's. */
export async function getServiceRecord(userId: string, recordId: string) {
  const [record] = await getDb()
    .select({
      id: serviceHistory.id,
      customerId: serviceHistory.customerId,
      customerName: customers.name,
      number: serviceHistory.number,
      description: serviceHistory.description,
      cost: serviceHistory.cost,
      status: serviceHistory.status,
      serviceDate: serviceHistory.serviceDate,
      version: serviceHistory.version,
    })
    .from(serviceHistory)
    .innerJoin(customers, and(eq(customers.id, serviceHistory.customerId), eq(customers.userId, serviceHistory.userId)))
    .where(and(eq(serviceHistory.id, recordId), eq(serviceHistory.userId, userId)));
  return record && { ...record, cost: record.cost === null ? null : Number(record.cost) };
}

/** Whether the service record is this shop's, as customerExists asks for a customer. */
export async function serviceRecordExists(userId: string, recordId: string) {
  if (!isRecordId(recordId)) return false;
  const [row] = await getDb()
    .select({ id: serviceHistory.id })
    .from(serviceHistory)
    .where(and(eq(serviceHistory.id, recordId), eq(serviceHistory.userId, userId)));
  return row !== undefined;
}

/**
 * Changes the description, cost and status, only while the record is still at `expectedVersion`
 * (as updateCustomer does): a status changed from the phone is not undone by an older tab.
 */
export async function updateServiceRecord(userId: string, recordId: string, input: ServiceRecordInput, expectedVersion: number) {
  const db = getDb();
  const own = and(eq(serviceHistory.id, recordId), eq(serviceHistory.userId, userId));
  const updated = await db
    .update(serviceHistory)
    .set({ description: input.description, cost: costColumn(input.cost), status: input.status, version: sql`${serviceHistory.version} + 1` })
    .where(and(own, eq(serviceHistory.version, expectedVersion)))
    .returning({ version: serviceHistory.version });
  return versionedSave(updated, () => db.select({ id: serviceHistory.id }).from(serviceHistory).where(own));
}

/**
 * Changes only the status (from the customer's history or the record's header, without the whole
 * form). One statement, filtered by the shop: says whether the shop had this record. A deliberate
 * one-field change, so it takes no version; it moves the version on, so an edit form opened before
 * it is refused instead of putting the old status back.
 */
export async function setServiceRecordStatus(userId: string, recordId: string, status: ServiceStatus) {
  const updated = await getDb()
    .update(serviceHistory)
    .set({ status, version: sql`${serviceHistory.version} + 1` })
    .where(and(eq(serviceHistory.id, recordId), eq(serviceHistory.userId, userId)))
    .returning({ id: serviceHistory.id });
  return updated.length === 1;
}

/** Deletes the record; answers its customer's id (to go back to), or undefined if not the shop's. */
export async function deleteServiceRecord(userId: string, recordId: string) {
  const [deleted] = await getDb()
    .delete(serviceHistory)
    .where(and(eq(serviceHistory.id, recordId), eq(serviceHistory.userId, userId)))
    .returning({ customerId: serviceHistory.customerId });
  return deleted;
}
