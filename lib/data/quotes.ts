import "server-only";
import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { customers, serviceHistory } from "@/db/schema";
import { containsTerm, pageWindow } from "@/lib/data/search";
import { shopCount } from "@/lib/data/shop-counts";
import type { ServiceStatus } from "@/lib/enums";

// Every function takes the shop's user id first and filters by it in the same statement.

export const QUOTES_PAGE_SIZE = 20;

/**
 * The quote number a search names, however the mechanic writes it: "42", "0042", "Nº 42",
 * "nº0042", "#42". Null when the search is not a number.
 */
export function quoteNumberIn(search: string) {
  const match = /^(?:n[º°o.]?\s*|#\s*)?(\d{1,9})$/i.exec(search.trim());
  return match ? Number(match[1]) : null;
}

/**
 * A page of the shop's quotes and jobs across every customer, newest first, with how many match.
 * Found by number or by the customer's name, phone or e-mail; `status` keeps only that status.
 */
export async function listQuotes(userId: string, options: { search?: string; status?: ServiceStatus; page?: number } = {}) {
  const term = options.search?.trim() ?? "";
  const conditions: SQL[] = [eq(serviceHistory.userId, userId)];
  if (options.status) conditions.push(eq(serviceHistory.status, options.status));
  if (term) {
    const number = quoteNumberIn(term);
    const byCustomer = containsTerm(customers.searchKey, term);
    if (number === null) conditions.push(byCustomer);
    // "Nº 42", "#42" or a short "42" can only be a number; "97777" may also be part of a phone.
    else if (/^\D/.test(term) || term.length < 4) conditions.push(eq(serviceHistory.number, number));
    else conditions.push(or(eq(serviceHistory.number, number), byCustomer)!);
  }
  const where = and(...conditions);
  const { page, limit, offset } = pageWindow(options.page, QUOTES_PAGE_SIZE);
  const db = getDb();
  // The quote's customer, of the same shop (the composite foreign key guarantees it; said here too).
  const ofCustomer = and(eq(customers.id, serviceHistory.customerId), eq(customers.userId, serviceHistory.userId));
  const countMatching = async () => {
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(serviceHistory).innerJoin(customers, ofCustomer).where(where);
    return row?.total ?? 0;
  };
  const [rows, total] = await Promise.all([
    db
      .select({
        id: serviceHistory.id,
        number: serviceHistory.number,
        description: serviceHistory.description,
        cost: serviceHistory.cost,
        status: serviceHistory.status,
        serviceDate: serviceHistory.serviceDate,
        customerId: customers.id,
        customerName: customers.name,
      })
      .from(serviceHistory)
      .innerJoin(customers, ofCustomer)
      .where(where)
      .orderBy(desc(serviceHistory.serviceDate), desc(serviceHistory.id))
      .limit(limit)
      .offset(offset),
    term || options.status ? countMatching() : shopCount(userId, "serviceRecords"),
  ]);
  const items = rows.map((row) => ({ ...row, cost: row.cost === null ? null : Number(row.cost) }));
  return { items, total, page, pageSize: QUOTES_PAGE_SIZE };
}
