import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { suppliers } from "@/db/schema";
import { insertedOrExisting } from "@/lib/data/insert-once";
import { containsTerm, pageWindow } from "@/lib/data/search";
import { shopCount } from "@/lib/data/shop-counts";
import { versionedSave } from "@/lib/data/versioned-update";
import { isRecordId } from "@/lib/record-id";
import type { SupplierInput } from "@/lib/validation/supplier";

// Every function takes the shop's id first and filters by it in the same statement.

export const SUPPLIERS_PAGE_SIZE = 20;

/** A page of the shop's suppliers in alphabetical order, searched by name, tags, e-mail or phone. */
export async function listSuppliers(shopId: string, options: { search?: string; page?: number } = {}) {
  const term = options.search?.trim() ?? "";
  const where = term ? and(eq(suppliers.shopId, shopId), containsTerm(suppliers.searchKey, term)) : eq(suppliers.shopId, shopId);
  const { page, limit, offset } = pageWindow(options.page, SUPPLIERS_PAGE_SIZE);
  const db = getDb();
  const [items, total] = await Promise.all([
    db
      .select({ id: suppliers.id, name: suppliers.name, phone: suppliers.phone, tags: suppliers.tags })
      .from(suppliers)
      .where(where)
      .orderBy(asc(suppliers.nameKey), asc(suppliers.id))
      .limit(limit)
      .offset(offset),
    term ? db.$count(suppliers, where) : shopCount(shopId, "suppliers"),
  ]);
  return { items, total, page, pageSize: SUPPLIERS_PAGE_SIZE };
}

/** The supplier, if it is this shop's. */
export async function getSupplier(shopId: string, supplierId: string) {
  const [supplier] = await getDb()
    .select({
      id: suppliers.id,
      name: suppliers.name,
      phone: suppliers.phone,
      email: suppliers.email,
      tags: suppliers.tags,
      notes: suppliers.notes,
      version: suppliers.version,
    })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), eq(suppliers.shopId, shopId)));
  return supplier;
}

/** Whether the supplier is this shop's, as customerExists asks for a customer. */
export async function supplierExists(shopId: string, supplierId: string) {
  if (!isRecordId(supplierId)) return false;
  const [row] = await getDb()
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), eq(suppliers.shopId, shopId)));
  return row !== undefined;
}

function columnsOf(input: SupplierInput) {
  return { name: input.name, phone: input.phone || null, email: input.email || null, tags: input.tags, notes: input.notes || null };
}

/** Creates the supplier once per `idempotencyKey`, as createCustomer does. */
export async function createSupplier(shopId: string, input: SupplierInput, idempotencyKey: string = crypto.randomUUID()) {
  const db = getDb();
  const inserted = await db
    .insert(suppliers)
    .values({ shopId, ...columnsOf(input), idempotencyKey })
    .onConflictDoNothing({ target: [suppliers.shopId, suppliers.idempotencyKey] })
    .returning({ id: suppliers.id });
  return insertedOrExisting(inserted, () =>
    db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.shopId, shopId), eq(suppliers.idempotencyKey, idempotencyKey))),
  );
}

/** Saves the shop's supplier only while it is still at `expectedVersion`, as updateCustomer does. */
export async function updateSupplier(shopId: string, supplierId: string, input: SupplierInput, expectedVersion: number) {
  const db = getDb();
  const own = and(eq(suppliers.id, supplierId), eq(suppliers.shopId, shopId));
  const updated = await db
    .update(suppliers)
    .set({ ...columnsOf(input), version: sql`${suppliers.version} + 1` })
    .where(and(own, eq(suppliers.version, expectedVersion)))
    .returning({ version: suppliers.version });
  return versionedSave(updated, () => db.select({ id: suppliers.id }).from(suppliers).where(own));
}

/** Says whether the shop had this supplier to delete. */
export async function deleteSupplier(shopId: string, supplierId: string) {
  const deleted = await getDb()
    .delete(suppliers)
    .where(and(eq(suppliers.id, supplierId), eq(suppliers.shopId, shopId)))
    .returning({ id: suppliers.id });
  return deleted.length === 1;
}
