import "server-only";
import { and, eq, gte, isNotNull, isNull, like, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { customers, quoteDeliveries, quotes, vehicles } from "@/db/schema";
import { containsTerm, containsText, pageWindow } from "@/lib/data/search";
import { shopCount } from "@/lib/data/shop-counts";
import { shopToday } from "@/lib/calendar";
import type { QuoteStatus } from "@/lib/enums";
import { EXPORT_ROW_CAP } from "@/lib/exports/sheet";
import { SHOP_TIME_ZONE } from "@/lib/format";
import type { QuoteStage } from "@/lib/quote-status";
import { plateSearchPrefix } from "@/lib/plates";
import { isRecordId } from "@/lib/record-id";

// Every function takes the shop's id first and filters by it in the same statement.

export const QUOTES_PAGE_SIZE = 20;

/** What every list of quotes shows of each one. */
export const QUOTE_SUMMARY = {
  id: quotes.id,
  number: quotes.number,
  description: quotes.description,
  cost: quotes.cost,
  status: quotes.status,
  quoteDate: quotes.quoteDate,
  /** A pending quote past it shows as 'Vencido'. */
  validUntil: quotes.validUntil,
};

/** A row's cost as the screens format it: numeric arrives as a string ("1234.50"); cents fit a double exactly. */
export function withNumericCost<Row extends { cost: string | null }>(row: Row): Omit<Row, "cost"> & { cost: number | null } {
  return { ...row, cost: row.cost === null ? null : Number(row.cost) };
}

/**
 * Newest first, in the exact order the quote indexes keep: drizzle writes their `.desc()` as
 * DESC NULLS LAST, while a plain ORDER BY … DESC means NULLS FIRST, and Postgres does not treat the
 * two as one order even for NOT NULL columns. With `desc()` the list's first page read and sorted
 * all 40,000 quotes of the large shop (68 ms); in the index's order it reads 20 rows (3 ms).
 */
export const NEWEST_QUOTES_FIRST = [sql`${quotes.quoteDate} DESC NULLS LAST`, sql`${quotes.id} DESC NULLS LAST`];

/**
 * The quote number a search names, however the mechanic writes it: "42", "0042", "Nº 42",
 * "nº0042", "#42". Null when the search is not a number.
 */
export function quoteNumberIn(search: string) {
  const match = /^(?:n[º°o.]?\s*|#\s*)?(\d{1,9})$/i.exec(search.trim());
  return match ? Number(match[1]) : null;
}

/**
 * The quotes a search finds by their description ('freio'), by their customer (name, phone,
 * e-mail), by their vehicle's make and model ('gol') and, when the term could be the start of a
 * plate, by their vehicle's plate in either format ('abc-1234', 'ABC1C34', 'abc12').
 *
 * Every one becomes a condition on the quote's own columns: the shop's matching customers and
 * vehicles are read first, each from its index (the trigram indexes, the (shop_id, plate_key)
 * one), into arrays that `= ANY` compares, and the description has its own trigram index, so
 * Postgres ORs three index scans on quotes. Joined instead, the search read every quote of the
 * shop: a plate in an OR across two joined tables took 47 ms among 40,000 (now 0.4 ms), and a
 * name's count hash-joined all 40,000 quotes (9.5 ms; now 2.3 ms, and the count needs no join).
 */
function quotesFoundBy(shopId: string, term: string) {
  const db = getDb();
  const shopCustomers = db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), containsTerm(customers.searchKey, term)));
  const byCustomer = sql`${quotes.customerId} = ANY(ARRAY${shopCustomers})`;
  const prefix = plateSearchPrefix(term);
  const byVehicleText = containsTerm(vehicles.searchKey, term);
  const shopVehicles = db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.shopId, shopId), prefix ? or(byVehicleText, like(vehicles.plateKey, `${prefix}%`)) : byVehicleText));
  return or(byCustomer, containsText(quotes.descriptionKey, term), sql`${quotes.vehicleId} = ANY(ARRAY${shopVehicles})`)!;
}

/**
 * One stage chip's quotes: 'Vencido' is a pending quote past its validity (the shop's `today`), and
 * 'Orçamento' a pending one still valid, so each quote is under exactly one chip.
 */
function stageCondition(stage: QuoteStage, today: string): SQL {
  if (stage === "expired") return and(eq(quotes.status, "pending"), lt(quotes.validUntil, today))!;
  if (stage === "pending") return and(eq(quotes.status, "pending"), or(isNull(quotes.validUntil), gte(quotes.validUntil, today)))!;
  return eq(quotes.status, stage);
}

type QuoteListFilter = { search?: string; status?: QuoteStage };

/** The shop's quotes the list shows for a search and a stage (the page and its file alike). */
function quotesListed(shopId: string, options: QuoteListFilter, today: string) {
  const term = options.search?.trim() ?? "";
  const conditions: SQL[] = [eq(quotes.shopId, shopId)];
  if (options.status) conditions.push(stageCondition(options.status, today));
  if (term) {
    const number = quoteNumberIn(term);
    const byCustomer = quotesFoundBy(shopId, term);
    if (number === null) conditions.push(byCustomer);
    // "Nº 42", "#42" or a short "42" can only be a number; "97777" may also be part of a phone.
    else if (/^\D/.test(term) || term.length < 4) conditions.push(eq(quotes.number, number));
    else conditions.push(or(eq(quotes.number, number), byCustomer)!);
  }
  return and(...conditions);
}

/**
 * A page of the shop's quotes and jobs across every customer, newest first, with how many match.
 * Found by number, description, the customer's name, phone or e-mail, or the vehicle's plate, make
 * or model; `status` keeps only that stage (stageCondition). Each row carries its vehicle's plate, if it has one, and whether its
 * customer's answer is still unseen.
 */
export async function listQuotes(shopId: string, options: QuoteListFilter & { page?: number } = {}, today: string = shopToday()) {
  const term = options.search?.trim() ?? "";
  const where = quotesListed(shopId, options, today);
  const { page, limit, offset } = pageWindow(options.page, QUOTES_PAGE_SIZE);
  const db = getDb();
  const countMatching = async () => {
    // Every condition is on the quote's own columns: counting needs no join.
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(quotes)
      .where(where);
    return row?.total ?? 0;
  };
  // The page's rows first, then their customers' names and plates: joined before the LIMIT, Postgres
  // looked up the customer of every match (2,000 for 'conceicao' in the large shop) to keep 20.
  const pageOfQuotes = db
    .select({
      ...QUOTE_SUMMARY,
      customerId: quotes.customerId,
      vehicleId: quotes.vehicleId,
      answerUnseen: quotes.answerUnseen,
    })
    .from(quotes)
    .where(where)
    .orderBy(...NEWEST_QUOTES_FIRST)
    .limit(limit)
    .offset(offset)
    .as("page_of_quotes");
  const [rows, total] = await Promise.all([
    db
      .select({
        id: pageOfQuotes.id,
        number: pageOfQuotes.number,
        description: pageOfQuotes.description,
        cost: pageOfQuotes.cost,
        status: pageOfQuotes.status,
        quoteDate: pageOfQuotes.quoteDate,
        validUntil: pageOfQuotes.validUntil,
        customerId: pageOfQuotes.customerId,
        // The customer answered on the link since the shop last opened the quote: 'Nova resposta'.
        answerUnseen: pageOfQuotes.answerUnseen,
        customerName: customers.name,
        plate: vehicles.plate,
      })
      .from(pageOfQuotes)
      // The quote's customer and vehicle, of the same shop (the composite foreign keys guarantee it; said here too).
      .innerJoin(customers, and(eq(customers.id, pageOfQuotes.customerId), eq(customers.shopId, shopId)))
      .leftJoin(vehicles, and(eq(vehicles.id, pageOfQuotes.vehicleId), eq(vehicles.shopId, shopId)))
      .orderBy(sql`${pageOfQuotes.quoteDate} DESC`, sql`${pageOfQuotes.id} DESC`),
    term || options.status ? countMatching() : shopCount(shopId, "quotes"),
  ]);
  const items = rows.map(withNumericCost);
  return { items, total, page, pageSize: QUOTES_PAGE_SIZE };
}

/** A quote as the list's file holds it. */
export type ExportedQuote = {
  number: number;
  /** The shop's day of the service (yyyy-MM-dd, São Paulo). */
  serviceDay: string;
  status: QuoteStatus;
  validUntil: string | null;
  customerName: string;
  plate: string | null;
  make: string | null;
  model: string | null;
  description: string;
  cost: string | null;
};

/**
 * Every quote the list's search and stage find (not only the page on screen), newest first as the
 * list, at most EXPORT_ROW_CAP, with its customer and vehicle.
 */
export async function listQuotesForExport(
  shopId: string,
  options: QuoteListFilter = {},
  today: string = shopToday(),
): Promise<ExportedQuote[]> {
  return getDb()
    .select({
      number: quotes.number,
      serviceDay: sql<string>`to_char(${quotes.quoteDate} AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`,
      status: quotes.status,
      validUntil: quotes.validUntil,
      customerName: customers.name,
      plate: vehicles.plate,
      make: vehicles.make,
      model: vehicles.model,
      description: quotes.description,
      cost: quotes.cost,
    })
    .from(quotes)
    .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.shopId, shopId)))
    .leftJoin(vehicles, and(eq(vehicles.id, quotes.vehicleId), eq(vehicles.shopId, shopId)))
    .where(quotesListed(shopId, options, today))
    .orderBy(...NEWEST_QUOTES_FIRST)
    .limit(EXPORT_ROW_CAP);
}

/** The most quotes a vehicle's page shows: years of a car's visits; beyond it, the newest. */
export const VEHICLE_HISTORY_LIMIT = 200;

/**
 * The vehicle's quotes, newest first (the partial index quotes_vehicle_id_quote_date_idx
 * serves the order), at most VEHICLE_HISTORY_LIMIT, each with its delivery's day and warranty once
 * delivered; none for another shop's vehicle.
 */
export async function listVehicleQuotes(shopId: string, vehicleId: string) {
  if (!isRecordId(vehicleId)) return [];
  const rows = await getDb()
    .select({
      ...QUOTE_SUMMARY,
      checkInKm: quotes.checkInKm,
      deliveredAt: quoteDeliveries.deliveredAt,
      warrantyUntil: quoteDeliveries.warrantyUntil,
    })
    .from(quotes)
    .leftJoin(quoteDeliveries, and(eq(quoteDeliveries.quoteId, quotes.id), eq(quoteDeliveries.shopId, shopId)))
    .where(and(eq(quotes.vehicleId, vehicleId), eq(quotes.shopId, shopId)))
    .orderBy(...NEWEST_QUOTES_FIRST)
    .limit(VEHICLE_HISTORY_LIMIT);
  return rows.map(withNumericCost);
}

export type VehicleQuote = Awaited<ReturnType<typeof listVehicleQuotes>>[number];

/**
 * How many quotes each of the customer's vehicles has and when the last one was, by vehicle id,
 * for the vehicle cards on the customer's page: one grouped read over the customer's own records
 * (its (customer_id, quote_date) index), not a count per vehicle.
 */
export async function listCustomerVehicleVisits(shopId: string, customerId: string) {
  if (!isRecordId(customerId)) return {};
  const rows = await getDb()
    .select({
      vehicleId: sql<string>`${quotes.vehicleId}`,
      quotes: sql<number>`count(*)::int`,
      lastVisit: sql<Date>`max(${quotes.quoteDate})`.mapWith(quotes.quoteDate),
    })
    .from(quotes)
    .where(and(eq(quotes.customerId, customerId), eq(quotes.shopId, shopId), isNotNull(quotes.vehicleId)))
    .groupBy(quotes.vehicleId);
  return Object.fromEntries(rows.map(({ vehicleId, ...visits }) => [vehicleId, visits])) as Record<string, VehicleVisits>;
}

export type VehicleVisits = { quotes: number; lastVisit: Date };

/**
 * What the 'Duplicar' page needs of the quote it copies: its number and description, its
 * customer (offered first) and how many items it has; undefined when it is not this shop's.
 */
export async function getQuoteToDuplicate(shopId: string, quoteId: string) {
  if (!isRecordId(quoteId)) return undefined;
  const [quote] = await getDb()
    .select({
      id: quotes.id,
      number: quotes.number,
      description: quotes.description,
      itemCount: quotes.itemCount,
      customerId: customers.id,
      customerName: customers.name,
      customerPhone: customers.phone,
      customerEmail: customers.email,
    })
    .from(quotes)
    .innerJoin(customers, and(eq(customers.id, quotes.customerId), eq(customers.shopId, quotes.shopId)))
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  return quote;
}
