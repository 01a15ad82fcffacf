import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getDb, type DatabaseOrTransaction } from "@/db";
import { shops, quotes, serviceDues } from "@/db/schema";
import { shopToday } from "@/lib/calendar";
import { constraintOf, hasPostgresCode, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from "@/lib/data/postgres-errors";
import { readVehicleKm } from "@/lib/data/vehicle-pace";
import { versionedSave, type VersionedSave } from "@/lib/data/versioned-update";
import { sanitiseServices } from "@/lib/profile/services";
import { isRecordId } from "@/lib/record-id";
import { dayForKm, measuredKmPerDay, remindOn } from "@/lib/service-dues/km-pace";

// Every function takes the shop's id first and filters by it in the same statement.

const SAME_SERVICE = "service_dues_vehicle_id_service_key_key";

// 'Próxima revisão' on the vehicle's page: the dues a delivery set (lib/data/delivery-dues.ts) or the shop typed.

export type ServiceDue = {
  id: string;
  serviceName: string;
  dueOn: string | null;
  dueKm: number | null;
  remindOn: string;
  /** The day the car's pace reaches dueKm (yyyy-MM-dd), when it has one. */
  kmDay: string | null;
  intervalMonths: number | null;
  intervalKm: number | null;
  /** The delivered job that set it, with its number. */
  source: { id: string; number: number } | null;
  version: number;
};

/** The vehicle's dues, soonest first, with the day its pace reaches each km; none for another shop's vehicle. */
export async function listServiceDues(shopId: string, vehicleId: string, today: string = shopToday()): Promise<ServiceDue[]> {
  if (!isRecordId(vehicleId)) return [];
  const db = getDb();
  const rows = await db
    .select({
      id: serviceDues.id,
      serviceName: serviceDues.serviceName,
      dueOn: serviceDues.dueOn,
      dueKm: serviceDues.dueKm,
      remindOn: serviceDues.remindOn,
      intervalMonths: serviceDues.intervalMonths,
      intervalKm: serviceDues.intervalKm,
      sourceId: quotes.id,
      sourceNumber: quotes.number,
      version: serviceDues.version,
    })
    .from(serviceDues)
    .leftJoin(quotes, and(eq(quotes.id, serviceDues.sourceQuoteId), eq(quotes.shopId, shopId)))
    .where(and(eq(serviceDues.vehicleId, vehicleId), eq(serviceDues.shopId, shopId)))
    .orderBy(asc(serviceDues.remindOn), asc(serviceDues.serviceName));
  if (rows.length === 0) return [];
  const read = rows.some((row) => row.dueKm !== null) ? await readVehicleKm(db, shopId, vehicleId, today) : undefined;
  // The pace stored at the last reading: the one remind_on was computed with.
  const kmPerDay = read?.stored ?? null;
  return rows.map(({ sourceId, sourceNumber, ...row }) => ({
    ...row,
    kmDay: row.dueKm !== null && read?.from ? dayForKm(row.dueKm, read.from, kmPerDay, today) : null,
    source: sourceId !== null && sourceNumber !== null ? { id: sourceId, number: sourceNumber } : null,
  }));
}

export type ServiceDueWrite = { serviceName: string; dueOn: string | null; dueKm: number | null };
export type ServiceDueRefusal = { ok: false; reason: "notFound" | "sameService" };

/** The catalogue service named `name` (as the uniqueness compares names), to keep its id and interval. */
async function catalogueServiceNamed(db: DatabaseOrTransaction, shopId: string, name: string) {
  const [profile] = await db.select({ services: shops.services }).from(shops).where(eq(shops.id, shopId));
  const key = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase()
      .trim();
  return sanitiseServices(profile?.services).find((service) => key(service.name) === key(name));
}

async function remindOnFor(db: DatabaseOrTransaction, shopId: string, vehicleId: string, input: ServiceDueWrite) {
  const today = shopToday();
  const read = await readVehicleKm(db, shopId, vehicleId, today);
  if (!read) return undefined;
  return remindOn({ ...input, from: read.from, kmPerDay: measuredKmPerDay(read.readings), today });
}

/**
 * 'Adicionar' on the vehicle's 'Próxima revisão': a due typed by hand (no source job). A service
 * named as one in the catalogue keeps its id and interval. "sameService" when the car already has
 * a due of that service (one per service: edit that one), unless it is this very entry sent again;
 * "notFound" for a vehicle not this shop's.
 */
export async function addServiceDue(
  shopId: string,
  vehicleId: string,
  input: ServiceDueWrite,
): Promise<{ ok: true; id: string } | ServiceDueRefusal> {
  if (!isRecordId(vehicleId)) return { ok: false, reason: "notFound" };
  const db = getDb();
  const day = await remindOnFor(db, shopId, vehicleId, input);
  if (!day) return { ok: false, reason: "notFound" };
  const service = await catalogueServiceNamed(db, shopId, input.serviceName);
  try {
    const [row] = await db
      .insert(serviceDues)
      .values({
        shopId,
        vehicleId,
        ...input,
        catalogueServiceId: service?.id ?? null,
        intervalMonths: service?.intervalMonths ?? null,
        intervalKm: service?.intervalKm ?? null,
        remindOn: day,
      })
      .returning({ id: serviceDues.id });
    return { ok: true, id: row!.id };
  } catch (error) {
    if (hasPostgresCode(error, PG_UNIQUE_VIOLATION) && constraintOf(error) === SAME_SERVICE) {
      // The same entry sent twice (a double tap, a retry after a lost answer) finds its own row: one due, two successes.
      const [same] = await db
        .select({ id: serviceDues.id })
        .from(serviceDues)
        .where(
          and(
            eq(serviceDues.vehicleId, vehicleId),
            eq(serviceDues.shopId, shopId),
            sql`${serviceDues.serviceKey} = lower(immutable_unaccent(${input.serviceName}))`,
            isNull(serviceDues.sourceQuoteId),
            sql`${serviceDues.dueOn} IS NOT DISTINCT FROM ${input.dueOn}::date`,
            sql`${serviceDues.dueKm} IS NOT DISTINCT FROM ${input.dueKm}::int`,
          ),
        );
      return same ? { ok: true, id: same.id } : { ok: false, reason: "sameService" };
    }
    // The vehicle was deleted between the read and the insert: its foreign key refuses the row.
    if (hasPostgresCode(error, PG_FOREIGN_KEY_VIOLATION)) return { ok: false, reason: "notFound" };
    throw error;
  }
}

/**
 * Saves the shop's due (its service, date and km) while it is still at `expectedVersion`;
 * remind_on follows. "sameService" when renamed to another due's service of the same car.
 */
export async function updateServiceDue(
  shopId: string,
  dueId: string,
  input: ServiceDueWrite,
  expectedVersion: number,
): Promise<VersionedSave | ServiceDueRefusal> {
  if (!isRecordId(dueId)) return { ok: false, reason: "notFound" };
  const db = getDb();
  const own = and(eq(serviceDues.id, dueId), eq(serviceDues.shopId, shopId));
  const [current] = await db.select({ vehicleId: serviceDues.vehicleId }).from(serviceDues).where(own);
  if (!current) return { ok: false, reason: "notFound" };
  const day = await remindOnFor(db, shopId, current.vehicleId, input);
  if (!day) return { ok: false, reason: "notFound" };
  try {
    const updated = await db
      .update(serviceDues)
      .set({ ...input, remindOn: day, version: sql`${serviceDues.version} + 1`, updatedAt: sql`now()` })
      .where(and(own, eq(serviceDues.version, expectedVersion)))
      .returning({ version: serviceDues.version });
    return await versionedSave(updated, () => db.select({ id: serviceDues.id }).from(serviceDues).where(own));
  } catch (error) {
    if (hasPostgresCode(error, PG_UNIQUE_VIOLATION) && constraintOf(error) === SAME_SERVICE) return { ok: false, reason: "sameService" };
    throw error;
  }
}

/** Deletes the shop's due while it is still at `expectedVersion` (a due changed since is "stale"). */
export async function deleteServiceDue(shopId: string, dueId: string, expectedVersion: number) {
  if (!isRecordId(dueId)) return { ok: false as const, reason: "notFound" as const };
  const db = getDb();
  const own = and(eq(serviceDues.id, dueId), eq(serviceDues.shopId, shopId));
  const deleted = await db
    .delete(serviceDues)
    .where(and(own, eq(serviceDues.version, expectedVersion)))
    .returning({ version: serviceDues.version });
  return versionedSave(deleted, () => db.select({ id: serviceDues.id }).from(serviceDues).where(own));
}
