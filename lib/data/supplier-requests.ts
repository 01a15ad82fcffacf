import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db";
import { shops, quotes, supplierRequestLinks, supplierRequestParts, supplierRequests, suppliers, vehicles } from "@/db/schema";
import { lockShopQuote } from "@/lib/data/quote-lock";
import { containsTerm } from "@/lib/data/search";
import type { PartCondition } from "@/lib/enums";
import { messages } from "@/lib/messages";
import { whatsAppUrl } from "@/lib/phone";
import { newSupplierLinkToken } from "@/lib/suppliers/link-token";
import { rankSuppliers } from "@/lib/suppliers/match";
import type { SupplierRequestInput } from "@/lib/validation/supplier-request";

// 'Cotar com fornecedores' from the quote editor. Every function takes the shop's id first and
// filters by it in the same statement; a request's rows point at the shop's quote and suppliers
// through (id, shop_id) keys, so another shop's id fails the write as well as the checks here.

/** How many suppliers the dialog lists at once: a shop with more searches by name or tag. */
export const REQUEST_SUPPLIERS_SHOWN = 30;
// Ranked in memory: a shop's whole list is small, and the suggestions must come first.
const RANKED_AT_MOST = 500;

/** 'Volkswagen Gol 2015': make, model and year; never the plate. Null when none is known. */
function vehicleText(vehicle: { make: string | null; model: string | null; year: number | null } | undefined): string | null {
  if (!vehicle) return null;
  const text = [vehicle.make, vehicle.model, vehicle.year].filter((part) => part !== null && String(part).trim() !== "").join(" ");
  return text.trim().slice(0, 200) || null;
}

async function quoteVehicle(db: Database | Transaction, shopId: string, quoteId: string) {
  const [row] = await db
    .select({ quoteId: quotes.id, make: vehicles.make, model: vehicles.model, year: vehicles.year })
    .from(quotes)
    .leftJoin(vehicles, and(eq(vehicles.id, quotes.vehicleId), eq(vehicles.shopId, shopId)))
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  return row && { vehicle: vehicleText(row.make === null && row.model === null && row.year === null ? undefined : row) };
}

export type RequestSupplier = { id: string; name: string; tags: string[]; hasWhatsApp: boolean; suggested: boolean };

/**
 * What the dialog shows for a quote: the vehicle as the suppliers will see it, and the shop's
 * suppliers, searched by name, tags, e-mail or phone: those whose tags match the parts first
 * (`descriptions`), then those without WhatsApp last, by name, at most REQUEST_SUPPLIERS_SHOWN.
 * Undefined when the quote is not the shop's.
 */
export async function listRequestSuppliers(shopId: string, quoteId: string, options: { search?: string; descriptions?: string[] } = {}) {
  const db = getDb();
  const quote = await quoteVehicle(db, shopId, quoteId);
  if (!quote) return undefined;
  const term = options.search?.trim() ?? "";
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name, phone: suppliers.phone, tags: suppliers.tags })
    .from(suppliers)
    .where(term ? and(eq(suppliers.shopId, shopId), containsTerm(suppliers.searchKey, term)) : eq(suppliers.shopId, shopId))
    .orderBy(asc(suppliers.nameKey), asc(suppliers.id))
    .limit(RANKED_AT_MOST);
  const listed = rows.map(({ phone, ...supplier }) => ({ ...supplier, hasWhatsApp: whatsAppUrl(phone) !== null }));
  // Those that can get the message first within each group: a disabled row is only a reminder.
  const reachable = [...listed.filter((s) => s.hasWhatsApp), ...listed.filter((s) => !s.hasWhatsApp)];
  const ranked: RequestSupplier[] = rankSuppliers(reachable, options.descriptions ?? []);
  return { vehicle: quote.vehicle, suppliers: ranked.slice(0, REQUEST_SUPPLIERS_SHOWN), more: ranked.length > REQUEST_SUPPLIERS_SHOWN };
}

export type SentLink = { supplierId: string; supplierName: string; phone: string | null; token: string; answeredAt: Date | null };
export type SentRequest = {
  id: string;
  vehicle: string;
  engine: string | null;
  deadline: Date;
  createdAt: Date;
  parts: { lineKey: string; description: string; quantity: string; condition: PartCondition }[];
  links: SentLink[];
};
/** What every message of the shop is made from. */
export type RequestShop = { shopName: string; template: string | null };

async function shopOf(db: Database | Transaction, shopId: string): Promise<RequestShop> {
  const [profile] = await db
    .select({ shopName: shops.shopName, template: shops.supplierRequestTemplate })
    .from(shops)
    .where(eq(shops.id, shopId));
  return { shopName: profile?.shopName?.trim() || messages.supplierRequests.unnamedShop, template: profile?.template ?? null };
}

/** The shop's request, or the quote's requests, newest first, with their parts and links. */
async function sentRequests(db: Database | Transaction, shopId: string, where: { quoteId: string } | { requestId: string }) {
  const requests = await db
    .select({
      id: supplierRequests.id,
      vehicle: supplierRequests.vehicle,
      engine: supplierRequests.engine,
      deadline: supplierRequests.deadline,
      createdAt: supplierRequests.createdAt,
    })
    .from(supplierRequests)
    .where(
      and(
        eq(supplierRequests.shopId, shopId),
        "quoteId" in where ? eq(supplierRequests.quoteId, where.quoteId) : eq(supplierRequests.id, where.requestId),
      ),
    )
    .orderBy(desc(supplierRequests.createdAt), desc(supplierRequests.id));
  if (requests.length === 0) return [];
  const ids = requests.map((request) => request.id);
  const [parts, links] = await Promise.all([
    db
      .select({
        requestId: supplierRequestParts.requestId,
        lineKey: supplierRequestParts.lineKey,
        description: supplierRequestParts.description,
        quantity: supplierRequestParts.quantity,
        condition: supplierRequestParts.condition,
      })
      .from(supplierRequestParts)
      .where(and(eq(supplierRequestParts.shopId, shopId), inArray(supplierRequestParts.requestId, ids)))
      .orderBy(asc(supplierRequestParts.position)),
    db
      .select({
        requestId: supplierRequestLinks.requestId,
        supplierId: supplierRequestLinks.supplierId,
        supplierName: suppliers.name,
        phone: suppliers.phone,
        token: supplierRequestLinks.token,
        answeredAt: supplierRequestLinks.answeredAt,
      })
      .from(supplierRequestLinks)
      .innerJoin(suppliers, and(eq(suppliers.id, supplierRequestLinks.supplierId), eq(suppliers.shopId, shopId)))
      .where(and(eq(supplierRequestLinks.shopId, shopId), inArray(supplierRequestLinks.requestId, ids)))
      .orderBy(asc(suppliers.nameKey), asc(supplierRequestLinks.id)),
  ]);
  return requests.map((request): SentRequest => ({
    ...request,
    parts: parts
      .filter((part) => part.requestId === request.id)
      .map((part) => ({ lineKey: part.lineKey, description: part.description, quantity: part.quantity, condition: part.condition })),
    links: links
      .filter((link) => link.requestId === request.id)
      .map((link) => ({
        supplierId: link.supplierId,
        supplierName: link.supplierName,
        phone: link.phone,
        token: link.token,
        answeredAt: link.answeredAt,
      })),
  }));
}

/** The quote's requests, newest first, and the shop's name and template for their messages. Empty for another shop's quote. */
export async function listQuoteSupplierRequests(shopId: string, quoteId: string) {
  const db = getDb();
  const [shop, requests] = await Promise.all([shopOf(db, shopId), sentRequests(db, shopId, { quoteId })]);
  return { shop, requests };
}

export type CreateSupplierRequestOutcome =
  | { ok: true; request: SentRequest; shop: RequestShop }
  | { ok: false; reason: "notFound" | "noVehicle" | "noWhatsApp" };

/**
 * 'Criar cotação', in one transaction: the quote must be the shop's (its row locked against a
 * delete meanwhile), every supplier the shop's and reachable on WhatsApp, the quote's vehicle known.
 * The parts are copied with their line keys and each supplier gets its own link. A repeated submit
 * (the same idempotency key) answers the request the first one made, writing nothing.
 */
export async function createSupplierRequest(
  shopId: string,
  quoteId: string,
  input: SupplierRequestInput,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<CreateSupplierRequestOutcome> {
  return getDb().transaction(async (tx) => {
    if (!(await lockShopQuote(tx, shopId, quoteId, "share"))) return { ok: false, reason: "notFound" };
    const [existing] = await tx
      .select({ id: supplierRequests.id })
      .from(supplierRequests)
      .where(and(eq(supplierRequests.shopId, shopId), eq(supplierRequests.idempotencyKey, idempotencyKey)));
    if (existing) return answered(tx, shopId, existing.id);

    const chosen = await tx
      .select({ id: suppliers.id, phone: suppliers.phone })
      .from(suppliers)
      .where(and(eq(suppliers.shopId, shopId), inArray(suppliers.id, input.supplierIds)));
    if (chosen.length !== input.supplierIds.length) return { ok: false, reason: "notFound" };
    if (chosen.some((supplier) => whatsAppUrl(supplier.phone) === null)) return { ok: false, reason: "noWhatsApp" };
    const { vehicle } = (await quoteVehicle(tx, shopId, quoteId))!;
    if (!vehicle) return { ok: false, reason: "noVehicle" };

    const [inserted] = await tx
      .insert(supplierRequests)
      .values({ shopId, quoteId, vehicle, engine: input.engine, deadline: input.deadline, idempotencyKey })
      .onConflictDoNothing({ target: [supplierRequests.shopId, supplierRequests.idempotencyKey] })
      .returning({ id: supplierRequests.id });
    // A twin submit committed the same key between the check and the insert: answer its request.
    if (!inserted) {
      const [twin] = await tx
        .select({ id: supplierRequests.id })
        .from(supplierRequests)
        .where(and(eq(supplierRequests.shopId, shopId), eq(supplierRequests.idempotencyKey, idempotencyKey)));
      return answered(tx, shopId, twin!.id);
    }
    await tx.insert(supplierRequestParts).values(
      input.parts.map((part, position) => ({
        requestId: inserted.id,
        shopId,
        position,
        lineKey: part.lineKey,
        description: part.description,
        quantity: part.quantity,
        condition: part.condition,
      })),
    );
    await tx
      .insert(supplierRequestLinks)
      .values(input.supplierIds.map((supplierId) => ({ requestId: inserted.id, shopId, supplierId, token: newSupplierLinkToken() })));
    return answered(tx, shopId, inserted.id);
  });
}

async function answered(tx: Transaction, shopId: string, requestId: string): Promise<CreateSupplierRequestOutcome> {
  const [[request], shop] = await Promise.all([sentRequests(tx, shopId, { requestId }), shopOf(tx, shopId)]);
  return { ok: true, request: request!, shop };
}
