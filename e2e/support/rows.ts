/**
 * A shop's rows written straight into the e2e database, for specs that need many of them (a list
 * with a second page) and are not about the form that adds them.
 */
import { customers, leads, suppliers } from "../../db/schema";
import type { AccountsDatabase } from "./accounts";

/** Customers of `ownerId`, as the customer form stores them (phone "(11) 91234-5678" or none). */
export async function insertCustomers({ db }: AccountsDatabase, ownerId: string, rows: { name: string; phone?: string; email?: string }[]) {
  await db.insert(customers).values(rows.map((row) => ({ userId: ownerId, name: row.name, phone: row.phone ?? null, email: row.email ?? null })));
}

/** Suppliers of `ownerId`, as the supplier form stores them. */
export async function insertSuppliers({ db }: AccountsDatabase, ownerId: string, rows: { name: string; phone?: string; partsOffered?: string }[]) {
  await db
    .insert(suppliers)
    .values(rows.map((row) => ({ userId: ownerId, name: row.name, phone: row.phone ?? null, partsOffered: row.partsOffered ?? null })));
}

/** A lead left on `ownerId`'s public page, as the contact form stores it. */
export async function insertLead({ db }: AccountsDatabase, ownerId: string, lead: { name: string; email?: string; phone?: string; message?: string }) {
  await db.insert(leads).values({ ownerId, name: lead.name, email: lead.email ?? null, phone: lead.phone ?? null, message: lead.message ?? null });
}
