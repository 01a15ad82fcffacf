import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { getDb, type DatabaseOrTransaction, type Transaction } from "@/db";
import { checkIns, mechanicProfiles, quoteDeliveries, quoteItems, quotes, serviceDues, vehicles } from "@/db/schema";
import { shopToday } from "@/lib/calendar";
import { constraintOf, hasPostgresCode, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from "@/lib/data/postgres-errors";
import { versionedSave, type VersionedSave } from "@/lib/data/versioned-update";
import { sanitiseServices } from "@/lib/profile/services";
import { isRecordId } from "@/lib/record-id";
import { dayForKm, lastReading, measuredKmPerDay, remindOn, type KmReading } from "@/lib/reminders/km-pace";
import { nextDue } from "@/lib/reminders/service-due";

// Every function takes the shop's user id first and filters by it in the same statement.

const SAME_SERVICE = "service_dues_vehicle_id_service_key_key";
const SHOP_DAY = (moment: unknown) => sql<string>`to_char(${moment} AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD')`;

/** What the pace and the km prediction of one vehicle start from. */
type VehicleKm = { kmPerDay: number | null; from: KmReading | undefined };

/**
 * The vehicle's odometer readings with their days: each check-in's km (when it was recorded), each
 * quote's km at arrival (its service date) and each delivery's km (when the car left). All through
 * quotes of this shop for this vehicle; a vehicle has a handful.
 */
async function readingsOf(db: DatabaseOrTransaction, userId: string, vehicleId: string): Promise<KmReading[]> {
  const ofVehicle = and(eq(quotes.userId, userId), eq(quotes.vehicleId, vehicleId));
  const [arrivals, checkInRows, deliveries] = await Promise.all([
    db
      .select({ day: SHOP_DAY(quotes.serviceDate), km: sql<number>`${quotes.checkInKm}` })
      .from(quotes)
      .where(and(ofVehicle, isNotNull(quotes.checkInKm))),
    db
      .select({ day: SHOP_DAY(checkIns.createdAt), km: sql<number>`${checkIns.km}` })
      .from(checkIns)
      .innerJoin(quotes, eq(quotes.id, checkIns.quoteId))
      .where(and(ofVehicle, eq(checkIns.userId, userId), isNotNull(checkIns.km))),
    db
      .select({ day: SHOP_DAY(quoteDeliveries.deliveredAt), km: sql<number>`${quoteDeliveries.km}` })
      .from(quoteDeliveries)
      .innerJoin(quotes, eq(quotes.id, quoteDeliveries.quoteId))
      .where(and(ofVehicle, eq(quoteDeliveries.userId, userId), isNotNull(quoteDeliveries.km))),
  ]);
  return [...arrivals, ...checkInRows, ...deliveries];
}

/**
 * The vehicle's pace and last reading. Without a dated reading, the km typed on the vehicle counts
 * as read today (a car added with its km and not yet seen in the shop).
 */
async function vehicleKmOf(db: DatabaseOrTransaction, userId: string, vehicleId: string, today: string) {
  const [vehicle] = await db
    .select({ currentKm: vehicles.currentKm, kmPerDay: vehicles.kmPerDay })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)));
  if (!vehicle) return undefined;
  const readings = await readingsOf(db, userId, vehicleId);
  const from = lastReading(readings) ?? (vehicle.currentKm === null ? undefined : { day: today, km: vehicle.currentKm });
  return { readings, from, stored: vehicle.kmPerDay === null ? null : Number(vehicle.kmPerDay) };
}

/**
 * Measures the vehicle's km per day again from its readings (a reading arrived, or went with an
 * undone delivery), stores it on the vehicle, and moves its dues' remind_on to the new pace. In the
 * transaction that wrote the reading. Answers the pace and the last reading the dues were set from.
 */
export async function refreshVehiclePaceIn(
  tx: Transaction,
  userId: string,
  vehicleId: string,
  today: string = shopToday(),
): Promise<VehicleKm | undefined> {
  const read = await vehicleKmOf(tx, userId, vehicleId, today);
  if (!read) return undefined;
  const kmPerDay = measuredKmPerDay(read.readings);
  if (kmPerDay !== read.stored) {
    await tx
      .update(vehicles)
      .set({ kmPerDay: kmPerDay === null ? null : kmPerDay.toFixed(2) })
      .where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)));
  }
  const vehicleKm = { kmPerDay, from: read.from };
  const dues = await tx
    .select({ id: serviceDues.id, dueOn: serviceDues.dueOn, dueKm: serviceDues.dueKm, remindOn: serviceDues.remindOn })
    .from(serviceDues)
    .where(and(eq(serviceDues.vehicleId, vehicleId), eq(serviceDues.userId, userId)));
  for (const due of dues) {
    // Only a due by km moves with the pace; a due by date alone stays where it is.
    if (due.dueKm === null) continue;
    const day = remindOn({ ...due, ...vehicleKm, today });
    if (day === due.remindOn) continue;
    await tx
      .update(serviceDues)
      .set({ remindOn: day, updatedAt: sql`now()` })
      .where(and(eq(serviceDues.id, due.id), eq(serviceDues.userId, userId)));
  }
  return vehicleKm;
}

export type DeliveredJob = { vehicleId: string; deliveredAt: Date; km: number | null };

/**
 * What a delivery sets, in its transaction: the vehicle's pace (the delivery is a reading) and, for
 * each of the job's items picked from the catalogue whose service has an interval, the vehicle's
 * next due of that service (replacing the one an earlier delivery set: one per service per car).
 * `serviceIds` limits it to those catalogue services (an undone delivery restoring the one before).
 */
export async function setDuesOfDeliveryIn(
  tx: Transaction,
  userId: string,
  quoteId: string,
  job: DeliveredJob,
  serviceIds?: readonly string[],
) {
  const today = shopToday();
  const vehicleKm = await refreshVehiclePaceIn(tx, userId, job.vehicleId, today);
  if (!vehicleKm) return;
  const [items, [profile]] = await Promise.all([
    tx
      .selectDistinct({ serviceId: sql<string>`${quoteItems.catalogueServiceId}` })
      .from(quoteItems)
      .where(and(eq(quoteItems.quoteId, quoteId), eq(quoteItems.userId, userId), isNotNull(quoteItems.catalogueServiceId))),
    tx.select({ services: mechanicProfiles.services }).from(mechanicProfiles).where(eq(mechanicProfiles.id, userId)),
  ]);
  const picked = new Set(items.map((item) => item.serviceId));
  const recurring = sanitiseServices(profile?.services).filter(
    (service) =>
      picked.has(service.id) && (!serviceIds || serviceIds.includes(service.id)) && (service.intervalMonths || service.intervalKm),
  );
  const deliveredOn = shopToday(job.deliveredAt);
  for (const service of recurring) {
    const interval = { intervalMonths: service.intervalMonths ?? null, intervalKm: service.intervalKm ?? null };
    const due = nextDue({ deliveredOn, km: job.km ?? vehicleKm.from?.km ?? null, ...interval });
    if (!due) continue;
    const values = {
      serviceName: service.name,
      catalogueServiceId: service.id,
      ...interval,
      ...due,
      remindOn: remindOn({ ...due, ...vehicleKm, today }),
      sourceQuoteId: quoteId,
    };
    await tx
      .insert(serviceDues)
      .values({ userId, vehicleId: job.vehicleId, ...values })
      .onConflictDoUpdate({
        target: [serviceDues.vehicleId, serviceDues.serviceKey],
        set: { ...values, version: sql`${serviceDues.version} + 1`, updatedAt: sql`now()` },
        setWhere: eq(serviceDues.userId, userId),
      });
  }
}

/**
 * A delivery undone ('Entregue' was a mistake): the dues it set go, and each of those services gets
 * back the due of the car's latest other delivered job with it, if any, as if the undone delivery
 * had never happened (a due typed by hand later is not the delivery's and stays). The pace is
 * measured again without the delivery's km. In the stage move's transaction.
 */
export async function removeDuesOfDeliveryIn(tx: Transaction, userId: string, quoteId: string) {
  const removed = await tx
    .delete(serviceDues)
    .where(and(eq(serviceDues.sourceQuoteId, quoteId), eq(serviceDues.userId, userId)))
    .returning({ vehicleId: serviceDues.vehicleId, serviceId: serviceDues.catalogueServiceId });
  const [quote] = await tx
    .select({ vehicleId: quotes.vehicleId })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.userId, userId)));
  const vehicleId = quote?.vehicleId ?? removed[0]?.vehicleId;
  if (!vehicleId) return;
  const serviceIds = removed.flatMap((due) => (due.serviceId ? [due.serviceId] : []));
  if (serviceIds.length === 0) {
    await refreshVehiclePaceIn(tx, userId, vehicleId);
    return;
  }
  // Newest first: each service is restored from the latest other delivery that had it.
  const earlier = await tx
    .select({
      quoteId: quotes.id,
      deliveredAt: quoteDeliveries.deliveredAt,
      km: quoteDeliveries.km,
      serviceId: quoteItems.catalogueServiceId,
    })
    .from(quoteDeliveries)
    .innerJoin(quotes, and(eq(quotes.id, quoteDeliveries.quoteId), eq(quotes.userId, userId)))
    .innerJoin(quoteItems, and(eq(quoteItems.quoteId, quotes.id), eq(quoteItems.userId, userId)))
    .where(
      and(
        eq(quoteDeliveries.userId, userId),
        eq(quotes.vehicleId, vehicleId),
        eq(quotes.status, "delivered"),
        ne(quotes.id, quoteId),
        inArray(quoteItems.catalogueServiceId, serviceIds),
      ),
    )
    .orderBy(sql`${quoteDeliveries.deliveredAt} DESC`);
  const restoredFrom = new Map<string, (typeof earlier)[number]>();
  for (const row of earlier) if (row.serviceId && !restoredFrom.has(row.serviceId)) restoredFrom.set(row.serviceId, row);
  if (restoredFrom.size === 0) await refreshVehiclePaceIn(tx, userId, vehicleId);
  for (const [serviceId, job] of restoredFrom)
    await setDuesOfDeliveryIn(tx, userId, job.quoteId, { vehicleId, deliveredAt: job.deliveredAt, km: job.km }, [serviceId]);
}

// ---------------------------------------------------------------------------------------------
// 'Próxima revisão' on the vehicle's page.

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
export async function listServiceDues(userId: string, vehicleId: string, today: string = shopToday()): Promise<ServiceDue[]> {
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
    .leftJoin(quotes, and(eq(quotes.id, serviceDues.sourceQuoteId), eq(quotes.userId, userId)))
    .where(and(eq(serviceDues.vehicleId, vehicleId), eq(serviceDues.userId, userId)))
    .orderBy(asc(serviceDues.remindOn), asc(serviceDues.serviceName));
  if (rows.length === 0) return [];
  const read = rows.some((row) => row.dueKm !== null) ? await vehicleKmOf(db, userId, vehicleId, today) : undefined;
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
async function catalogueServiceNamed(db: DatabaseOrTransaction, userId: string, name: string) {
  const [profile] = await db.select({ services: mechanicProfiles.services }).from(mechanicProfiles).where(eq(mechanicProfiles.id, userId));
  const key = (text: string) =>
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase()
      .trim();
  return sanitiseServices(profile?.services).find((service) => key(service.name) === key(name));
}

async function remindOnFor(db: DatabaseOrTransaction, userId: string, vehicleId: string, input: ServiceDueWrite) {
  const today = shopToday();
  const read = await vehicleKmOf(db, userId, vehicleId, today);
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
  userId: string,
  vehicleId: string,
  input: ServiceDueWrite,
): Promise<{ ok: true; id: string } | ServiceDueRefusal> {
  if (!isRecordId(vehicleId)) return { ok: false, reason: "notFound" };
  const db = getDb();
  const day = await remindOnFor(db, userId, vehicleId, input);
  if (!day) return { ok: false, reason: "notFound" };
  const service = await catalogueServiceNamed(db, userId, input.serviceName);
  try {
    const [row] = await db
      .insert(serviceDues)
      .values({
        userId,
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
            eq(serviceDues.userId, userId),
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
  userId: string,
  dueId: string,
  input: ServiceDueWrite,
  expectedVersion: number,
): Promise<VersionedSave | ServiceDueRefusal> {
  if (!isRecordId(dueId)) return { ok: false, reason: "notFound" };
  const db = getDb();
  const own = and(eq(serviceDues.id, dueId), eq(serviceDues.userId, userId));
  const [current] = await db.select({ vehicleId: serviceDues.vehicleId }).from(serviceDues).where(own);
  if (!current) return { ok: false, reason: "notFound" };
  const day = await remindOnFor(db, userId, current.vehicleId, input);
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
export async function deleteServiceDue(userId: string, dueId: string, expectedVersion: number) {
  if (!isRecordId(dueId)) return { ok: false as const, reason: "notFound" as const };
  const db = getDb();
  const own = and(eq(serviceDues.id, dueId), eq(serviceDues.userId, userId));
  const deleted = await db
    .delete(serviceDues)
    .where(and(own, eq(serviceDues.version, expectedVersion)))
    .returning({ version: serviceDues.version });
  return versionedSave(deleted, () => db.select({ id: serviceDues.id }).from(serviceDues).where(own));
}
