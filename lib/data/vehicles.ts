import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { vehicles } from "@/db/schema";
import { insertedOrExisting } from "@/lib/data/insert-once";
import { constraintOf, hasPostgresCode, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from "@/lib/data/postgres-errors";
import { versionedSave, type VersionedSave } from "@/lib/data/versioned-update";
import { normalizePlate, plateKey } from "@/lib/plates";
import { isRecordId } from "@/lib/record-id";
import type { VehicleInput } from "@/lib/validation/vehicle";

// Every function takes the shop's id first and filters by it in the same statement.

/** More than a customer ever has: a fleet customer's page still shows a bounded list. */
export const CUSTOMER_VEHICLES_LIMIT = 200;

const PLATE_INDEX = "vehicles_shop_id_plate_key_key";

/** Another vehicle of the shop has this plate, in either format (the unique (shop_id, plate_key)). */
/** Whether `error` is the shop's one-vehicle-per-plate index refusing a plate it already has. */
export function isPlateTaken(error: unknown) {
  return hasPostgresCode(error, PG_UNIQUE_VIOLATION) && constraintOf(error) === PLATE_INDEX;
}

const listed = {
  id: vehicles.id,
  customerId: vehicles.customerId,
  plate: vehicles.plate,
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  color: vehicles.color,
  currentKm: vehicles.currentKm,
};

/** The customer's vehicles, oldest first (the order they were added); none for another shop's customer. */
export async function listCustomerVehicles(shopId: string, customerId: string) {
  return getDb()
    .select(listed)
    .from(vehicles)
    .where(and(eq(vehicles.customerId, customerId), eq(vehicles.shopId, shopId)))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.id))
    .limit(CUSTOMER_VEHICLES_LIMIT);
}

export type VehicleListItem = Awaited<ReturnType<typeof listCustomerVehicles>>[number];

/** The vehicle, if it is this shop's. */
export async function getVehicle(shopId: string, vehicleId: string) {
  const [vehicle] = await getDb()
    .select({ ...listed, notes: vehicles.notes, version: vehicles.version })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.shopId, shopId)));
  return vehicle;
}

export type Vehicle = NonNullable<Awaited<ReturnType<typeof getVehicle>>>;

/** Whether the vehicle is this shop's and this customer's (a vehicle route's 404, checked before the page streams). */
export async function vehicleExists(shopId: string, customerId: string, vehicleId: string) {
  if (!isRecordId(customerId) || !isRecordId(vehicleId)) return false;
  const [row] = await getDb()
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.customerId, customerId), eq(vehicles.shopId, shopId)));
  return row !== undefined;
}

function columnsOf(input: VehicleInput) {
  return {
    plate: input.plate,
    make: input.make || null,
    model: input.model || null,
    year: input.year,
    color: input.color || null,
    currentKm: input.currentKm,
    notes: input.notes || null,
  };
}

/**
 * The shop's vehicle with this plate, typed in either format ('abc-1234' finds ABC1C34), and its
 * customer; undefined when the shop has none (or `plate` is not a plate). The (shop_id, plate_key)
 * unique index answers it.
 */
export async function findVehicleByPlate(shopId: string, plate: string) {
  const normalized = normalizePlate(plate);
  if (!normalized) return undefined;
  const [vehicle] = await getDb()
    .select({ id: vehicles.id, customerId: vehicles.customerId })
    .from(vehicles)
    .where(and(eq(vehicles.shopId, shopId), eq(vehicles.plateKey, plateKey(normalized))));
  return vehicle;
}

export type CreateVehicleResult = { ok: true; id: string } | { ok: false; reason: "customerNotFound" | "plateTaken" };

/**
 * Adds a vehicle to one of the shop's customers, once per `idempotencyKey` (as createCustomer
 * does: a repeated submit answers the vehicle the first one made). "customerNotFound" when the
 * customer is not this shop's or is gone (the (customer_id, shop_id) foreign key refuses the row),
 * "plateTaken" when another vehicle of the shop has the plate in either format.
 */
export async function createVehicle(
  shopId: string,
  customerId: string,
  input: VehicleInput,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<CreateVehicleResult> {
  const db = getDb();
  try {
    const inserted = await db
      .insert(vehicles)
      .values({ shopId, customerId, ...columnsOf(input), idempotencyKey })
      .onConflictDoNothing({ target: [vehicles.shopId, vehicles.idempotencyKey] })
      .returning({ id: vehicles.id });
    const row = await insertedOrExisting(inserted, () =>
      db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.shopId, shopId), eq(vehicles.idempotencyKey, idempotencyKey))),
    );
    return { ok: true, id: row.id };
  } catch (error) {
    if (hasPostgresCode(error, PG_FOREIGN_KEY_VIOLATION)) return { ok: false, reason: "customerNotFound" };
    if (isPlateTaken(error)) return { ok: false, reason: "plateTaken" };
    throw error;
  }
}

/**
 * Saves the shop's vehicle only while it is still at `expectedVersion` (as updateCustomer does);
 * "plateTaken" when the new plate is another vehicle's of the shop.
 */
export async function updateVehicle(
  shopId: string,
  vehicleId: string,
  input: VehicleInput,
  expectedVersion: number,
): Promise<(VersionedSave & { customerId?: string }) | { ok: false; reason: "plateTaken" }> {
  const db = getDb();
  const own = and(eq(vehicles.id, vehicleId), eq(vehicles.shopId, shopId));
  try {
    const updated = await db
      .update(vehicles)
      .set({ ...columnsOf(input), version: sql`${vehicles.version} + 1`, updatedAt: sql`now()` })
      .where(and(own, eq(vehicles.version, expectedVersion)))
      .returning({ version: vehicles.version, customerId: vehicles.customerId });
    const saved = await versionedSave(updated, () => db.select({ id: vehicles.id }).from(vehicles).where(own));
    return saved.ok ? { ...saved, customerId: updated[0]!.customerId } : saved;
  } catch (error) {
    if (isPlateTaken(error)) return { ok: false, reason: "plateTaken" };
    throw error;
  }
}

/** Deletes the shop's vehicle; answers its customer's id, or undefined when the shop has no such vehicle. */
export async function deleteVehicle(shopId: string, vehicleId: string) {
  const [deleted] = await getDb()
    .delete(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.shopId, shopId)))
    .returning({ customerId: vehicles.customerId });
  return deleted;
}
