import "server-only";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { alias, unionAll } from "drizzle-orm/pg-core";
import { getDb, type DatabaseOrTransaction, type Transaction } from "@/db";
import { checkIns, shops, quoteDeliveries, quotes, vehicles } from "@/db/schema";
import { addDaysToDay, shopToday } from "@/lib/calendar";
import { advanceVehicleKm } from "@/lib/data/quote-items";
import { moveJobStageIn } from "@/lib/data/job-stages";
import { setDuesOfDeliveryIn } from "@/lib/data/delivery-dues";
import { memberNameOf } from "@/lib/data/member-names";
import type { QuoteStatus, ReplacedPartsOutcome } from "@/lib/enums";
import { isRecordId } from "@/lib/record-id";

// Every function takes the shop's id first and filters by it in the same statement.

/** The legal minimum for services (CDC art. 26 II): what a shop that set no term of its own gives. */
export const DEFAULT_WARRANTY_DAYS = 90;

export type DeliveryWrite = {
  deliveredAt: Date;
  km: number | null;
  replacedParts: ReplacedPartsOutcome;
  notes: string | null;
  /** Who handed the car over: the member signed in. */
  deliveredBy?: string | null;
};

export type DeliveryOutcome =
  | { ok: true; warrantyUntil: string; warrantyDays: number }
  /** Not the shop's quote (or gone): the same answer for both. */
  | { ok: false; reason: "notFound" }
  /** Not 'Pronto para retirada' (a second tap, another tab, a forged request): nothing written. */
  | { ok: false; reason: "notReady"; status: QuoteStatus }
  /** Below the km the car already had (its current km, or the check-in's): nothing written. */
  | { ok: false; reason: "kmBelow"; minimumKm: number };

/** Thrown inside the transaction to undo the stage move when what it read refuses the delivery. */
class DeliveryRefused extends Error {
  constructor(readonly outcome: DeliveryOutcome) {
    super("delivery refused");
  }
}

/** What a delivery reads of its job: the car, the km it already had, the shop's warranty term. */
async function readJob(db: DatabaseOrTransaction, shopId: string, quoteId: string) {
  const [job] = await db
    .select({
      vehicleId: quotes.vehicleId,
      quoteKm: quotes.checkInKm,
      vehicleKm: vehicles.currentKm,
      checkInKm: checkIns.km,
      warrantyDays: shops.warrantyDays,
    })
    .from(quotes)
    .leftJoin(vehicles, and(eq(vehicles.id, quotes.vehicleId), eq(vehicles.shopId, shopId)))
    .leftJoin(checkIns, and(eq(checkIns.quoteId, quotes.id), eq(checkIns.shopId, shopId)))
    .leftJoin(shops, eq(shops.id, shopId))
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  if (!job) return undefined;
  // The car never goes back: the delivery's km is at least what it had on arrival and since.
  const minimumKm = Math.max(job.vehicleKm ?? 0, job.checkInKm ?? 0, job.quoteKm ?? 0);
  return { vehicleId: job.vehicleId, minimumKm, warrantyDays: job.warrantyDays };
}

/** The lowest km 'Registrar entrega' accepts for the shop's job (null when nothing is known, or not the shop's). */
export async function minimumDeliveryKm(shopId: string, quoteId: string): Promise<number | null> {
  if (!isRecordId(quoteId)) return null;
  const job = await readJob(getDb(), shopId, quoteId);
  return job && job.minimumKm > 0 ? job.minimumKm : null;
}

/**
 * 'Registrar entrega': moves the job from 'ready' to 'delivered' (race-safe: of two taps, or two
 * tabs, one moves it and the other is told it is no longer ready) and records the delivery with
 * the warranty, all in one transaction. The warranty is the shop's term at the time (its profile's
 * days, else 90), counted from the delivery's day in São Paulo's calendar (CDC art. 26 §1); the
 * car's km moves forward to the delivery's, never back.
 */
export async function registerDelivery(shopId: string, quoteId: string, input: DeliveryWrite): Promise<DeliveryOutcome> {
  if (!isRecordId(quoteId)) return { ok: false, reason: "notFound" };
  try {
    return await getDb().transaction(async (tx) => {
      // The move first: its UPDATE holds the quote's row, so a second delivery waits here and then finds it moved.
      const moved = await moveJobStageIn(tx, shopId, quoteId, { from: "ready", to: "delivered", by: input.deliveredBy });
      if (!moved.ok) {
        if (moved.reason === "stale") return { ok: false, reason: "notReady", status: moved.status };
        return { ok: false, reason: "notFound" };
      }
      const job = await readJob(tx, shopId, quoteId);
      if (!job) throw new DeliveryRefused({ ok: false, reason: "notFound" });
      if (input.km !== null && input.km < job.minimumKm)
        throw new DeliveryRefused({ ok: false, reason: "kmBelow", minimumKm: job.minimumKm });

      const warrantyDays = job.warrantyDays ?? DEFAULT_WARRANTY_DAYS;
      const warrantyUntil = addDaysToDay(shopToday(input.deliveredAt), warrantyDays);
      await tx.insert(quoteDeliveries).values({ quoteId, shopId, ...input, warrantyDays, warrantyUntil });
      if (job.vehicleId && input.km !== null) await advanceVehicleKm(tx, shopId, job.vehicleId, input.km);
      // 'Próxima revisão': the services with an interval set the car's next due (a job without a car sets none).
      if (job.vehicleId)
        await setDuesOfDeliveryIn(tx, shopId, quoteId, { vehicleId: job.vehicleId, deliveredAt: input.deliveredAt, km: input.km });
      return { ok: true, warrantyUntil, warrantyDays };
    });
  } catch (error) {
    if (error instanceof DeliveryRefused) return error.outcome;
    throw error;
  }
}

export type Delivery = {
  deliveredAt: Date;
  km: number | null;
  replacedParts: ReplacedPartsOutcome;
  notes: string | null;
  warrantyDays: number;
  /** The warranty's last day, yyyy-MM-dd in São Paulo's calendar. */
  warrantyUntil: string;
  /** Who handed the car over, by name. */
  deliveredBy: string | null;
};

const deliveryColumns = {
  deliveredAt: quoteDeliveries.deliveredAt,
  km: quoteDeliveries.km,
  replacedParts: quoteDeliveries.replacedParts,
  notes: quoteDeliveries.notes,
  warrantyDays: quoteDeliveries.warrantyDays,
  warrantyUntil: quoteDeliveries.warrantyUntil,
  deliveredBy: memberNameOf(quoteDeliveries.deliveredBy, quoteDeliveries.shopId),
};

/** The job's delivery, if it is this shop's and was delivered. */
export async function getDelivery(shopId: string, quoteId: string, db: DatabaseOrTransaction = getDb()): Promise<Delivery | undefined> {
  if (!isRecordId(quoteId)) return undefined;
  const [row] = await db
    .select(deliveryColumns)
    .from(quoteDeliveries)
    .where(and(eq(quoteDeliveries.quoteId, quoteId), eq(quoteDeliveries.shopId, shopId)));
  return row;
}

export type RunningWarranty = { quoteId: string; number: number; vehicleId: string; deliveredAt: Date; warrantyUntil: string };

const runningWarrantyColumns = {
  quoteId: quotes.id,
  number: quotes.number,
  vehicleId: sql<string>`${quotes.vehicleId}`,
  deliveredAt: quoteDeliveries.deliveredAt,
  warrantyUntil: quoteDeliveries.warrantyUntil,
};

/** A delivered job of this shop whose warranty runs on `today` (yyyy-MM-dd), for one of `vehicleIds`. */
function runningFor(shopId: string, vehicleIds: readonly string[], today: string) {
  return and(
    eq(quoteDeliveries.shopId, shopId),
    gte(quoteDeliveries.warrantyUntil, today),
    eq(quotes.shopId, shopId),
    inArray(quotes.vehicleId, [...vehicleIds]),
    eq(quotes.status, "delivered"),
  );
}

/**
 * For each of the vehicles, its latest delivered job whose warranty still runs on `today` (the
 * shop's today): a new quote for the car asks whether it is a 'Retorno em garantia' of it. Read
 * through the (shop_id, warranty_until) index: a shop has few warranties running at once.
 */
export async function runningWarrantiesOf(
  shopId: string,
  vehicleIds: readonly string[],
  today: string = shopToday(),
): Promise<RunningWarranty[]> {
  const ids = vehicleIds.filter(isRecordId);
  if (ids.length === 0) return [];
  const rows = await getDb()
    .select(runningWarrantyColumns)
    .from(quoteDeliveries)
    .innerJoin(quotes, eq(quotes.id, quoteDeliveries.quoteId))
    .where(runningFor(shopId, ids, today))
    .orderBy(desc(quoteDeliveries.deliveredAt));
  // Newest first: the first row of each car is its latest job.
  const latest = new Map<string, RunningWarranty>();
  for (const row of rows) if (!latest.has(row.vehicleId)) latest.set(row.vehicleId, row);
  return [...latest.values()];
}

/** The vehicle's latest delivered job whose warranty runs on `today` (runningWarrantiesOf for one car). */
export async function runningWarrantyOf(
  shopId: string,
  vehicleId: string,
  today: string = shopToday(),
): Promise<RunningWarranty | undefined> {
  return (await runningWarrantiesOf(shopId, [vehicleId], today))[0];
}

/**
 * Links a new quote to the job it is a warranty return of, in the create's transaction. Only a job
 * of the same shop, for the same vehicle as the new quote, delivered, whose warranty runs today:
 * anything else (forged, another car, expired) links nothing and answers false.
 */
export async function linkWarrantyReturnIn(tx: Transaction, shopId: string, quoteId: string, warrantyQuoteId: string, today: string) {
  if (!isRecordId(warrantyQuoteId) || warrantyQuoteId === quoteId) return false;
  const [quote] = await tx
    .select({ vehicleId: quotes.vehicleId })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  if (!quote?.vehicleId) return false;
  const [running] = await tx
    .select({ quoteId: quotes.id })
    .from(quoteDeliveries)
    .innerJoin(quotes, eq(quotes.id, quoteDeliveries.quoteId))
    .where(and(runningFor(shopId, [quote.vehicleId], today), eq(quoteDeliveries.quoteId, warrantyQuoteId)));
  if (!running) return false;
  await tx
    .update(quotes)
    .set({ warrantyOfQuoteId: warrantyQuoteId })
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  return true;
}

export type WarrantyLinks = {
  /** The job this quote returns to under its warranty. */
  returnOf: { id: string; number: number } | null;
  /** The quotes that came back under this job's warranty, oldest first. */
  returns: { id: string; number: number }[];
};

/**
 * Both sides of 'Retorno em garantia' for one of the shop's quotes, in one read: the job it returns
 * to (by its warranty_of_quote_id) and the quotes that return to it (quotes_warranty_of_quote_id_idx).
 */
export async function getWarrantyLinks(shopId: string, quoteId: string): Promise<WarrantyLinks> {
  if (!isRecordId(quoteId)) return { returnOf: null, returns: [] };
  const db = getDb();
  const job = alias(quotes, "job");
  // Two arms, each on its own index (a single OR would read every quote of the shop).
  const returns = db
    .select({ id: quotes.id, number: quotes.number, isReturn: sql<boolean>`true`.as("is_return") })
    .from(quotes)
    .where(and(eq(quotes.warrantyOfQuoteId, quoteId), eq(quotes.shopId, shopId)));
  const returnOf = db
    .select({ id: job.id, number: job.number, isReturn: sql<boolean>`false`.as("is_return") })
    .from(quotes)
    .innerJoin(job, and(eq(job.id, quotes.warrantyOfQuoteId), eq(job.shopId, shopId)))
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  const rows = await unionAll(returns, returnOf);
  const of = rows.find((row) => !row.isReturn);
  return {
    returnOf: of ? { id: of.id, number: of.number } : null,
    returns: rows
      .filter((row) => row.isReturn)
      .map(({ id, number }) => ({ id, number }))
      .sort((a, b) => a.number - b.number),
  };
}
