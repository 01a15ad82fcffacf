import "server-only";
import { and, asc, eq, inArray, like, or, sql, type AnyColumn } from "drizzle-orm";
import { getDb } from "@/db";
import { customers, leads, quoteAnswers, quotes, vehicles } from "@/db/schema";
import { insertedOrExisting } from "@/lib/data/insert-once";
import { hasPostgresCode, PG_RESTRICT_VIOLATION } from "@/lib/data/postgres-errors";
import { assertWithinPlanLimit, lockCustomerCreates } from "@/lib/data/plan-usage";
import { containsTerm, pageWindow } from "@/lib/data/search";
import { shopCount } from "@/lib/data/shop-counts";
import { versionedSave } from "@/lib/data/versioned-update";
import { NEWEST_QUOTES_FIRST, QUOTE_SUMMARY, withNumericCost } from "@/lib/data/quote-lists";
import { EXPORT_ROW_CAP } from "@/lib/exports/sheet";
import { SHOP_TIME_ZONE } from "@/lib/format";
import { plateSearchPrefix } from "@/lib/plates";
import { isRecordId } from "@/lib/record-id";
import type { CustomerInput } from "@/lib/validation/customer";

// Every function takes the shop's id first and filters by it in the same statement.

export const CUSTOMERS_PAGE_SIZE = 20;

/** A vehicle as a list row names it: "ABC1D23 · Volkswagen Gol". */
export type CustomerListVehicle = { plate: string; make: string | null; model: string | null };

export type CustomerListItem = {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  /** The customer's vehicles, oldest first: he is known by his car ("o Gol prata"). */
  vehicles: CustomerListVehicle[];
};

/**
 * The shop's customers a search finds: by name, e-mail or phone, by their vehicles' make and model
 * ('gol' finds the owner of the Gol prata) and, when the term could be the start of a plate, by
 * their vehicles' plates in either format ('abc-1234', 'ABC1C34', 'abc12').
 * The vehicles' owners are read first, each lookup from its index (the trigram index on
 * vehicles.search_key, the (shop_id, plate_key) index whose text_pattern_ops serves the prefix),
 * into an array the customers' filter checks with `= ANY`: the planner keeps walking the
 * alphabetical index or the trigram index as for any other search. (Joining the two lookups with
 * IN (… UNION …) made a three-letter search 30 times slower: it read every match before sorting.)
 */
function customersMatching(shopId: string, term: string) {
  const byText = containsTerm(customers.searchKey, term);
  const platePrefix = plateSearchPrefix(term);
  const byVehicle = platePrefix
    ? or(containsTerm(vehicles.searchKey, term), like(vehicles.plateKey, `${platePrefix}%`))
    : containsTerm(vehicles.searchKey, term);
  const vehicleOwners = getDb()
    .select({ id: vehicles.customerId })
    .from(vehicles)
    .where(and(eq(vehicles.shopId, shopId), byVehicle));
  return and(eq(customers.shopId, shopId), or(byText, sql`${customers.id} = ANY(ARRAY${vehicleOwners})`));
}

/** How many of a customer's vehicles a list row names; the rest are counted ("+2"). */
export const LIST_ROW_VEHICLES = 3;

/**
 * The vehicles of a page of customers, oldest first (as on the customer's page), by customer id:
 * one read over the (customer_id, created_at) index, filtered by the shop as well.
 */
async function vehiclesOfCustomers(shopId: string, customerIds: string[]) {
  const byCustomer = new Map<string, CustomerListVehicle[]>();
  if (customerIds.length === 0) return byCustomer;
  const rows = await getDb()
    .select({ customerId: vehicles.customerId, plate: vehicles.plate, make: vehicles.make, model: vehicles.model })
    .from(vehicles)
    .where(and(eq(vehicles.shopId, shopId), inArray(vehicles.customerId, customerIds)))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.id));
  for (const { customerId, ...vehicle } of rows) {
    const list = byCustomer.get(customerId) ?? [];
    list.push(vehicle);
    byCustomer.set(customerId, list);
  }
  return byCustomer;
}

/**
 * A page of the shop's customers in alphabetical order, each with its vehicles (found by name,
 * e-mail, phone, plate, make or model), and how many match in all.
 */
export async function listCustomers(shopId: string, options: { search?: string; page?: number } = {}) {
  const term = options.search?.trim() ?? "";
  const where = term ? customersMatching(shopId, term) : eq(customers.shopId, shopId);
  const { page, limit, offset } = pageWindow(options.page, CUSTOMERS_PAGE_SIZE);
  const db = getDb();
  const [rows, total] = await Promise.all([
    db
      .select({ id: customers.id, name: customers.name, phone: customers.phone, email: customers.email })
      .from(customers)
      .where(where)
      .orderBy(asc(customers.nameKey), asc(customers.id))
      .limit(limit)
      .offset(offset),
    term ? db.$count(customers, where) : shopCount(shopId, "customers"),
  ]);
  const vehiclesOf = await vehiclesOfCustomers(
    shopId,
    rows.map((row) => row.id),
  );
  const items: CustomerListItem[] = rows.map((row) => ({ ...row, vehicles: vehiclesOf.get(row.id) ?? [] }));
  return { items, total, page, pageSize: CUSTOMERS_PAGE_SIZE };
}

/** A customer as the list's file holds it, with its vehicles named as the list row names them. */
export type ExportedCustomer = {
  name: string;
  phone: string | null;
  email: string | null;
  notes: string | null;
  /** The shop's day the customer was added (yyyy-MM-dd, São Paulo). */
  createdOn: string;
  vehicles: CustomerListVehicle[];
};

/** A timestamp's calendar day in the shop's zone, as a file's date column wants it. */
const shopDayOf = (column: AnyColumn) => sql<string>`to_char(${column} AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`;

/**
 * Every customer the list's search finds (not only the page on screen), alphabetical as the list,
 * at most EXPORT_ROW_CAP, each with its vehicles.
 */
export async function listCustomersForExport(shopId: string, search = ""): Promise<ExportedCustomer[]> {
  const term = search.trim();
  const rows = await getDb()
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
      notes: customers.notes,
      createdOn: shopDayOf(customers.createdAt),
    })
    .from(customers)
    .where(term ? customersMatching(shopId, term) : eq(customers.shopId, shopId))
    .orderBy(asc(customers.nameKey), asc(customers.id))
    .limit(EXPORT_ROW_CAP);
  const vehiclesOf = await vehiclesOfCustomers(
    shopId,
    rows.map((row) => row.id),
  );
  return rows.map(({ id, ...row }) => ({ ...row, vehicles: vehiclesOf.get(id) ?? [] }));
}

/** A vehicle as the vehicles' file holds it, with its owner's name. */
export type ExportedVehicle = {
  plate: string;
  make: string | null;
  model: string | null;
  year: number | null;
  color: string | null;
  currentKm: number | null;
  customerName: string;
  createdOn: string;
};

/**
 * The vehicles of every customer the customers list's search finds (there is no list of vehicles
 * of its own: a car is found through its owner, by plate, make or model too), by owner as the
 * list orders them, at most EXPORT_ROW_CAP.
 */
export async function listVehiclesForExport(shopId: string, search = ""): Promise<ExportedVehicle[]> {
  const term = search.trim();
  return getDb()
    .select({
      plate: vehicles.plate,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      color: vehicles.color,
      currentKm: vehicles.currentKm,
      customerName: customers.name,
      createdOn: shopDayOf(vehicles.createdAt),
    })
    .from(vehicles)
    .innerJoin(customers, and(eq(customers.id, vehicles.customerId), eq(customers.shopId, shopId)))
    .where(and(eq(vehicles.shopId, shopId), term ? customersMatching(shopId, term) : undefined))
    .orderBy(asc(customers.nameKey), asc(customers.id), asc(vehicles.createdAt), asc(vehicles.id))
    .limit(EXPORT_ROW_CAP);
}

/** The customer, if it is this shop's. */
export async function getCustomer(shopId: string, customerId: string) {
  const [customer] = await getDb()
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
      notes: customers.notes,
      createdAt: customers.createdAt,
      emailRemindersConsentedAt: customers.emailRemindersConsentedAt,
      emailRemindersRevokedAt: customers.emailRemindersRevokedAt,
      version: customers.version,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.shopId, shopId)));
  return customer;
}

/**
 * Whether the customer is this shop's: what its routes' layout asks before anything streams, so a
 * missing one answers 404. An id that cannot be one is not asked about (Postgres would refuse it).
 */
export async function customerExists(shopId: string, customerId: string) {
  if (!isRecordId(customerId)) return false;
  const [row] = await getDb()
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.shopId, shopId)));
  return row !== undefined;
}

export type Customer = NonNullable<Awaited<ReturnType<typeof getCustomer>>>;

/** The most recent quotes a detail page shows (a customer rarely has more). */
export const CUSTOMER_HISTORY_LIMIT = 200;

/** The customer's quotes, newest first by service date, each with its vehicle's plate (or null). */
export async function listCustomerHistory(shopId: string, customerId: string) {
  const rows = await getDb()
    .select({ ...QUOTE_SUMMARY, plate: vehicles.plate })
    .from(quotes)
    .leftJoin(vehicles, and(eq(vehicles.id, quotes.vehicleId), eq(vehicles.shopId, quotes.shopId)))
    .where(and(eq(quotes.customerId, customerId), eq(quotes.shopId, shopId)))
    .orderBy(...NEWEST_QUOTES_FIRST)
    .limit(CUSTOMER_HISTORY_LIMIT);
  return rows.map(withNumericCost);
}

function columnsOf(input: CustomerInput) {
  return { name: input.name, phone: input.phone || null, email: input.email || null, notes: input.notes || null };
}

/**
 * The consent to reminders by e-mail as the form left it: ticked keeps the day it was first given
 * (ticking again does not move it); unticked clears it and records the withdrawal (only when there
 * was one to withdraw). Left as it is when the caller did not say (undefined).
 */
function consentOf({ emailReminders }: CustomerInput) {
  if (emailReminders === undefined) return {};
  if (emailReminders) return { emailRemindersConsentedAt: sql`coalesce(${customers.emailRemindersConsentedAt}, now())` };
  return {
    emailRemindersConsentedAt: null,
    emailRemindersRevokedAt: sql`CASE WHEN ${customers.emailRemindersConsentedAt} IS NULL THEN ${customers.emailRemindersRevokedAt} ELSE now() END`,
  };
}

/**
 * Creates the customer once per `idempotencyKey` (the form's, see lib/idempotency-key.ts): called
 * again with a key the shop already used, it answers that customer and writes nothing. With no key
 * (seeds, tests) every call creates.
 *
 * The plan's limit (lib/plans.ts) is checked under the shop's customer-create lock, after the
 * repeat was looked for: a repeated submit answers its customer even at the limit, and concurrent
 * creates cannot pass it together. At the limit it throws PlanLimitReachedError and writes nothing.
 */
export async function createCustomer(
  shopId: string,
  input: CustomerInput,
  idempotencyKey: string = crypto.randomUUID(),
  options: { fromLeadId?: string } = {},
) {
  return getDb().transaction(async (tx) => {
    // 'Transformar em cliente': the shop's own lead points at the customer made from it, in the
    // same transaction (another shop's lead id changes nothing).
    const linkLead = async (customer: { id: string }) => {
      if (options.fromLeadId)
        await tx
          .update(leads)
          .set({ customerId: customer.id })
          .where(and(eq(leads.id, options.fromLeadId), eq(leads.shopId, shopId)));
      return customer;
    };
    await lockCustomerCreates(tx, shopId);
    const byKey = () =>
      tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.shopId, shopId), eq(customers.idempotencyKey, idempotencyKey)));
    const [existing] = await byKey();
    if (existing) return existing;
    await assertWithinPlanLimit(tx, shopId, "customers");
    const inserted = await tx
      .insert(customers)
      .values({ shopId, ...columnsOf(input), ...(input.emailReminders ? { emailRemindersConsentedAt: sql`now()` } : {}), idempotencyKey })
      .onConflictDoNothing({ target: [customers.shopId, customers.idempotencyKey] })
      .returning({ id: customers.id });
    return linkLead(await insertedOrExisting(inserted, byKey));
  });
}

/**
 * Saves the shop's customer only while it is still at `expectedVersion` (the one its form loaded),
 * and adds one to the version. Answers the new version, "stale" when another save came first, or
 * "notFound" when the shop has no such customer.
 */
export async function updateCustomer(shopId: string, customerId: string, input: CustomerInput, expectedVersion: number) {
  const db = getDb();
  const own = and(eq(customers.id, customerId), eq(customers.shopId, shopId));
  const updated = await db
    .update(customers)
    .set({ ...columnsOf(input), ...consentOf(input), version: sql`${customers.version} + 1` })
    .where(and(own, eq(customers.version, expectedVersion)))
    .returning({ version: customers.version });
  return versionedSave(updated, () => db.select({ id: customers.id }).from(customers).where(own));
}

/**
 * Deletes the customer and, through the foreign key's ON DELETE CASCADE, every quote of
 * theirs, in one statement (so one transaction). Says whether the shop had this customer, or
 * "answered" when one of their quotes has the customer's answer: that record is kept (CDC art.
 * 27: five years), so the customer is too. Checked in the deleting statement, and again by the
 * database's trigger on the cascade (migration 0020) for an answer that lands meanwhile.
 */
export async function deleteCustomer(shopId: string, customerId: string): Promise<boolean | "answered"> {
  if (!isRecordId(customerId)) return false;
  const own = and(eq(customers.id, customerId), eq(customers.shopId, shopId));
  const answered = sql`EXISTS (SELECT 1 FROM ${quoteAnswers} JOIN ${quotes} ON ${quotes.id} = ${quoteAnswers.quoteId} AND ${quotes.shopId} = ${quoteAnswers.shopId}
    WHERE ${quotes.customerId} = ${customers.id} AND ${quotes.shopId} = ${customers.shopId})`;
  try {
    const deleted = await getDb()
      .delete(customers)
      .where(and(own, sql`NOT ${answered}`))
      .returning({ id: customers.id });
    if (deleted.length === 1) return true;
  } catch (error) {
    if (hasPostgresCode(error, PG_RESTRICT_VIOLATION)) return "answered";
    throw error;
  }
  const [kept] = await getDb().select({ id: customers.id }).from(customers).where(own);
  return kept ? "answered" : false;
}
