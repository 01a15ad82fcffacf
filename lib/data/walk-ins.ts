import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { customers, vehicles } from "@/db/schema";
import { insertedOrExisting } from "@/lib/data/insert-once";
import { assertWithinPlanLimit, lockCustomerCreates } from "@/lib/data/plan-usage";
import { isPlateTaken } from "@/lib/data/vehicles";

// Every function takes the shop's id first and filters by it in the same statement.

/** A walk-in's owner and, when a plate was typed, his car, as 'Novo orçamento' registers them. */
export type WalkIn = {
  owner: { name: string; phone: string };
  car: { plate: string; make: string; model: string } | null;
};

export type CreateWalkInResult = { ok: true; customerId: string; vehicleId: string | null } | { ok: false; reason: "plateTaken" };

/**
 * Registers a walk-in, the customer and his car together in one transaction (a taken plate leaves
 * no customer behind), once per `idempotencyKey`: called again with a key the shop already used,
 * it answers the customer and car the first call made and writes nothing. Both rows carry the
 * key, each table's unique (owner, key) keeping them apart. The plan's customer limit is checked
 * as createCustomer checks it, under the shop's customer-create lock; at the limit it throws
 * PlanLimitReachedError. "plateTaken" when another vehicle of the shop has the plate.
 */
export async function createWalkIn(
  shopId: string,
  walkIn: WalkIn,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<CreateWalkInResult> {
  try {
    return await getDb().transaction(async (tx) => {
      await lockCustomerCreates(tx, shopId);
      const customerByKey = () =>
        tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.shopId, shopId), eq(customers.idempotencyKey, idempotencyKey)));
      const vehicleByKey = () =>
        tx
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(and(eq(vehicles.shopId, shopId), eq(vehicles.idempotencyKey, idempotencyKey)));
      const [existing] = await customerByKey();
      if (existing) {
        const [car] = await vehicleByKey();
        return { ok: true as const, customerId: existing.id, vehicleId: car?.id ?? null };
      }
      await assertWithinPlanLimit(tx, shopId, "customers");
      const inserted = await tx
        .insert(customers)
        .values({ shopId, name: walkIn.owner.name, phone: walkIn.owner.phone || null, idempotencyKey })
        .onConflictDoNothing({ target: [customers.shopId, customers.idempotencyKey] })
        .returning({ id: customers.id });
      const customer = await insertedOrExisting(inserted, customerByKey);
      if (!walkIn.car) return { ok: true as const, customerId: customer.id, vehicleId: null };
      const [car] = await tx
        .insert(vehicles)
        .values({
          shopId,
          customerId: customer.id,
          plate: walkIn.car.plate,
          make: walkIn.car.make || null,
          model: walkIn.car.model || null,
          idempotencyKey,
        })
        .returning({ id: vehicles.id });
      return { ok: true as const, customerId: customer.id, vehicleId: car!.id };
    });
  } catch (error) {
    if (isPlateTaken(error)) return { ok: false, reason: "plateTaken" };
    throw error;
  }
}
