/**
 * A shop's rows written straight into the e2e database, for specs that need many of them (a list
 * with a second page) or are not about the form that adds them: a round trip to the database
 * instead of a page, a form and a redirect each.
 */
import { eq } from "drizzle-orm";
import { customers, leads, shops, quoteCounters, quotes, serviceDues, suppliers, vehicles } from "../../db/schema";
import { toSlug } from "../../lib/profile/slug";
import type { QuoteStatus } from "../../lib/enums";
import type { AccountsDatabase } from "./accounts";

/** Customers of `shopId`, as the customer form stores them (phone "(11) 91234-5678" or none). */
export async function insertCustomers({ db }: AccountsDatabase, shopId: string, rows: { name: string; phone?: string; email?: string }[]) {
  await db
    .insert(customers)
    .values(rows.map((row) => ({ shopId: shopId, name: row.name, phone: row.phone ?? null, email: row.email ?? null })));
}

/** Suppliers of `shopId`, as the supplier form stores them. */
export async function insertSuppliers({ db }: AccountsDatabase, shopId: string, rows: { name: string; phone?: string; tags?: string[] }[]) {
  await db
    .insert(suppliers)
    .values(rows.map((row) => ({ shopId: shopId, name: row.name, phone: row.phone ?? null, tags: row.tags ?? [] })));
}

/** A lead left on `shopId`'s public page, as the contact form stores it. */
export async function insertLead(
  { db }: AccountsDatabase,
  shopId: string,
  lead: { name: string; email?: string; phone?: string; message?: string },
) {
  await db
    .insert(leads)
    .values({ shopId, name: lead.name, email: lead.email ?? null, phone: lead.phone ?? null, message: lead.message ?? null });
}

/** One customer of `shopId`, as the customer form stores it; answers its id. */
export async function insertCustomer(
  { db }: AccountsDatabase,
  shopId: string,
  row: { name: string; phone?: string; email?: string; notes?: string },
) {
  const [customer] = await db
    .insert(customers)
    .values({ shopId: shopId, name: row.name, phone: row.phone ?? null, email: row.email ?? null, notes: row.notes ?? null })
    .returning({ id: customers.id });
  return customer!.id;
}

/**
 * Ana Lima's Gol ABC1D23 (her phone, for the reminder's WhatsApp) with an oil change due on `dueOn`
 * (and at `dueKm`), reminded that day; answers the customer's and the vehicle's ids.
 */
export async function insertOilChangeDue({ db }: AccountsDatabase, shopId: string, dueOn: string, dueKm: number | null = null) {
  const [customer] = await db.insert(customers).values({ shopId, name: "Ana Lima", phone: "(11) 91234-5678" }).returning();
  const [vehicle] = await db
    .insert(vehicles)
    .values({ shopId, customerId: customer!.id, plate: "ABC1D23", make: "Volkswagen", model: "Gol" })
    .returning();
  await db.insert(serviceDues).values({ shopId, vehicleId: vehicle!.id, serviceName: "Troca de óleo", dueOn, dueKm, remindOn: dueOn });
  return { customerId: customer!.id, vehicleId: vehicle!.id };
}

/** One supplier of `shopId`, as the supplier form stores it; answers its id. */
export async function insertSupplier(database: AccountsDatabase, shopId: string, row: { name: string; phone?: string; tags?: string[] }) {
  const [supplier] = await database.db
    .insert(suppliers)
    .values({ shopId: shopId, name: row.name, phone: row.phone ?? null, tags: row.tags ?? [] })
    .returning({ id: suppliers.id });
  return supplier!.id;
}

/**
 * A quote with only a description (and a value) for the customer, pending, as the editor saves it;
 * answers its id. Its number comes from the shop's counter (a trigger), as the app's insert leaves it.
 */
export async function insertQuote(
  { db }: AccountsDatabase,
  shopId: string,
  customerId: string,
  fields: { description: string; cost?: string; status?: QuoteStatus },
) {
  return db.transaction(async (tx) => {
    await tx.insert(quoteCounters).values({ shopId: shopId, lastNumber: 0 }).onConflictDoNothing();
    const [quote] = await tx
      .insert(quotes)
      .values({ shopId: shopId, customerId, description: fields.description, cost: fields.cost ?? null, status: fields.status })
      .returning({ id: quotes.id });
    return quote!.id;
  });
}

/**
 * The shop's basic information as the profile form saves it, its public page included (the slug
 * the form would give that name: each test's names carry a tag of their own); answers the slug.
 */
export async function setShopProfile(
  { db }: AccountsDatabase,
  shopId: string,
  fields: { shopName: string; ownerName?: string; description?: string },
) {
  const slug = toSlug(fields.shopName);
  await db
    .update(shops)
    .set({ shopName: fields.shopName, slug, ownerName: fields.ownerName ?? null, description: fields.description ?? null })
    .where(eq(shops.id, shopId));
  return slug;
}
