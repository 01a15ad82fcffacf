import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "@/db";
import { assistantSettings, customers, leads, shops, suppliers, supportTickets, users, vehicles, shopMembers } from "@/db/schema";

/**
 * The reads of 'Baixar meus dados' (LGPD art. 18 V): everything a shop owns, for the shop alone.
 * Large tables are read in batches by keyset pagination on an index that starts with the owner,
 * so a shop of 100,000 rows is never held in memory, and no pooled connection (nor an open
 * snapshot) is kept while a slow phone downloads: each batch is its own short query, asked for
 * only when the archive has room for it. Every statement filters by the caller's user id.
 */

export const EXPORT_BATCH_SIZE = 500;

export type BatchOptions = { batchSize?: number };

/**
 * Pages through a keyset: `read(after)` answers up to `size` rows after `after` (undefined for the
 * first page), in the order the key is compared. Stops at the first short page.
 */
export async function* keysetBatches<Row, Key>(
  size: number,
  read: (after: Key | undefined, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
) {
  let after: Key | undefined;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = keyOf(rows.at(-1)!);
  }
}

/** The login and the profile: one row each, never the password hash. */
export async function getExportAccount(shopId: string) {
  const db = getDb();
  const [account] = await db
    .select({
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      profile: {
        email: shops.email,
        slug: shops.slug,
        shopName: shops.shopName,
        ownerName: shops.ownerName,
        description: shops.description,
        logoUrl: shops.logoUrl,
        openingHours: shops.openingHours,
        whatsappIntegration: shops.whatsappIntegration,
        services: shops.services,
        hourlyRate: shops.hourlyRate,
        warrantyText: shops.warrantyText,
        paymentTerms: shops.paymentTerms,
        whatsappTemplate: shops.whatsappTemplate,
        readyTemplate: shops.readyTemplate,
        subscriptionPlan: shops.subscriptionPlan,
        subscriptionStartDate: shops.subscriptionStartDate,
        subscriptionEndDate: shops.subscriptionEndDate,
        updatedAt: shops.updatedAt,
      },
      assistant: {
        name: assistantSettings.name,
        imageUrl: assistantSettings.imageUrl,
        basePrompt: assistantSettings.basePrompt,
        updatedAt: assistantSettings.updatedAt,
      },
    })
    .from(users)
    .leftJoin(shops, eq(shops.id, users.id))
    .leftJoin(assistantSettings, eq(assistantSettings.shopId, users.id))
    .where(eq(users.id, shopId));
  return account ?? null;
}

export type ExportAccount = NonNullable<Awaited<ReturnType<typeof getExportAccount>>>;

/** A full-precision timestamp as text: a JS Date keeps milliseconds, Postgres microseconds, and a rounded key would skip or repeat rows. */
const exactTime = (column: AnyPgColumn) => sql<string>`${column}::text`;

/** Alphabetical, on (shop_id, name_key, id). */
export function customerBatches(shopId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: { nameKey: string; id: string } | undefined, limit) =>
      getDb()
        .select({
          id: customers.id,
          name: customers.name,
          phone: customers.phone,
          email: customers.email,
          notes: customers.notes,
          createdAt: customers.createdAt,
          emailRemindersConsentedAt: customers.emailRemindersConsentedAt,
          emailRemindersRevokedAt: customers.emailRemindersRevokedAt,
          nameKey: customers.nameKey,
        })
        .from(customers)
        .where(
          and(
            eq(customers.shopId, shopId),
            after ? sql`(${customers.nameKey}, ${customers.id}) > (${after.nameKey}, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(asc(customers.nameKey), asc(customers.id))
        .limit(limit),
    (row) => ({ nameKey: row.nameKey, id: row.id }),
  );
}

/** By plate, on the unique (shop_id, plate_key text_pattern_ops): hence the pattern operators. */
export function vehicleBatches(shopId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: string | undefined, limit) =>
      getDb()
        .select({
          id: vehicles.id,
          customerId: vehicles.customerId,
          customerName: customers.name,
          plate: vehicles.plate,
          plateKey: vehicles.plateKey,
          make: vehicles.make,
          model: vehicles.model,
          year: vehicles.year,
          color: vehicles.color,
          currentKm: vehicles.currentKm,
          notes: vehicles.notes,
          createdAt: vehicles.createdAt,
        })
        .from(vehicles)
        .innerJoin(customers, and(eq(customers.id, vehicles.customerId), eq(customers.shopId, shopId)))
        .where(and(eq(vehicles.shopId, shopId), after === undefined ? undefined : sql`${vehicles.plateKey} ~>~ ${after}`))
        .orderBy(sql`${vehicles.plateKey} USING ~<~`)
        .limit(limit),
    (row) => row.plateKey,
  );
}

/** Alphabetical, on (shop_id, name_key, id). */
export function supplierBatches(shopId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: { nameKey: string; id: string } | undefined, limit) =>
      getDb()
        .select({
          id: suppliers.id,
          name: suppliers.name,
          phone: suppliers.phone,
          email: suppliers.email,
          tags: suppliers.tags,
          notes: suppliers.notes,
          createdAt: suppliers.createdAt,
          nameKey: suppliers.nameKey,
        })
        .from(suppliers)
        .where(
          and(
            eq(suppliers.shopId, shopId),
            after ? sql`(${suppliers.nameKey}, ${suppliers.id}) > (${after.nameKey}, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(asc(suppliers.nameKey), asc(suppliers.id))
        .limit(limit),
    (row) => ({ nameKey: row.nameKey, id: row.id }),
  );
}

/** The shop's own leads (its public page's), newest first, on (shop_id, created_at desc). */
export function leadBatches(shopId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: { at: string; id: string } | undefined, limit) =>
      getDb()
        .select({
          id: leads.id,
          name: leads.name,
          email: leads.email,
          phone: leads.phone,
          isMechanic: leads.isMechanic,
          message: leads.message,
          createdAt: leads.createdAt,
          at: exactTime(leads.createdAt),
        })
        .from(leads)
        .where(
          and(
            eq(leads.shopId, shopId),
            after ? sql`(${leads.createdAt}, ${leads.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(limit),
    (row) => ({ at: row.at, id: row.id }),
  );
}

/** Newest first, on (shop_id, created_at desc). */
export function supportTicketBatches(shopId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: { at: string; id: string } | undefined, limit) =>
      getDb()
        .select({
          id: supportTickets.id,
          name: supportTickets.name,
          email: supportTickets.email,
          subject: supportTickets.subject,
          message: supportTickets.message,
          status: supportTickets.status,
          createdAt: supportTickets.createdAt,
          at: exactTime(supportTickets.createdAt),
        })
        .from(supportTickets)
        .where(
          and(
            eq(supportTickets.shopId, shopId),
            after ? sql`(${supportTickets.createdAt}, ${supportTickets.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
        .limit(limit),
    (row) => ({ at: row.at, id: row.id }),
  );
}

/**
 * The shop's people, who joined first first, those who left included: the records name them
 * (quotes, payments, …). Their logins' addresses are theirs, not the shop's, and stay out.
 */
export function teamBatches(shopId: string, { batchSize = EXPORT_BATCH_SIZE }: BatchOptions = {}) {
  return keysetBatches(
    batchSize,
    (after: { at: string; id: string } | undefined, limit) =>
      getDb()
        .select({
          id: shopMembers.id,
          name: shopMembers.name,
          role: shopMembers.role,
          commissionPercent: shopMembers.commissionPercent,
          createdAt: shopMembers.createdAt,
          removedAt: shopMembers.removedAt,
          at: exactTime(shopMembers.createdAt),
        })
        .from(shopMembers)
        .where(
          and(
            eq(shopMembers.shopId, shopId),
            after ? sql`(${shopMembers.createdAt}, ${shopMembers.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
          ),
        )
        .orderBy(asc(shopMembers.createdAt), asc(shopMembers.id))
        .limit(limit),
    (row) => ({ at: row.at, id: row.id }),
  );
}
