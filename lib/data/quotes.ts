import "server-only";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { getDb, type Transaction } from "@/db";
import { quoteAnswers, quoteCounters, quoteStageChanges, quotes, quoteVersions } from "@/db/schema";
import { shopToday } from "@/lib/calendar";
import { linkWarrantyReturnIn } from "@/lib/data/deliveries";
import { hasPostgresCode, PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION } from "@/lib/data/postgres-errors";
import { createQuoteLink } from "@/lib/data/quote-links";
import { isForeignSupplierError, QuoteSupplierRefused } from "@/lib/data/quote-item-costs";
import { advanceVehicleKm, replaceQuoteItems, writeQuoteTotals } from "@/lib/data/quote-items";
import { publishLocked } from "@/lib/data/quote-versions";
import { versionedSave, type VersionedSave } from "@/lib/data/versioned-update";
import { WarrantyReturnRefused } from "@/lib/quotes/warranty-return";
import { isRecordId } from "@/lib/record-id";
import type { QuoteInput } from "@/lib/validation/quote";
import type { QuoteBasicsInput } from "@/lib/validation/quote-basics";

// Every function takes the shop's id first and filters by it in the same statement.

type QuoteFields = Omit<QuoteInput, keyof QuoteBasicsInput | "totals">;

/**
 * What a create or save writes. A plain record (description, value) is a quote with no items and
 * nothing else stated, as every record was before quotes had items. No stage: a new quote is
 * 'pending', and the stage changes only through a move (lib/data/job-stages.ts) or an answer.
 */
export type QuoteWrite = Omit<QuoteBasicsInput, "cost"> & { cost: number | string | null } & Partial<QuoteFields> & {
    /** A new quote only: the delivered job it is a 'Retorno em garantia' of (checked: linkWarrantyReturnIn). */
    warrantyOfQuoteId?: string | null;
  };

function columnsOf(input: QuoteWrite) {
  return {
    description: input.description,
    cost: typeof input.cost === "number" ? input.cost.toFixed(2) : input.cost,
    vehicleId: input.vehicleId ?? null,
    checkInKm: input.checkInKm ?? null,
    validUntil: input.validUntil ?? null,
    paymentTerms: input.paymentTerms || null,
    estimatedStart: input.estimatedStart ?? null,
    estimatedCompletion: input.estimatedCompletion ?? null,
    observations: input.observations || null,
    warrantyText: input.warrantyText || null,
    discountKind: input.discount?.kind ?? null,
    discountValue: input.discount?.value ?? null,
    depositKind: input.deposit?.kind ?? null,
    depositValue: input.deposit?.kind === "amount" ? input.deposit.value : null,
  };
}

/** The items, the sums and the vehicle's km, written with the quote's row in its transaction. */
async function writeQuoteDetails(tx: Transaction, shopId: string, quoteId: string, input: QuoteWrite) {
  await replaceQuoteItems(tx, shopId, quoteId, input.items ?? []);
  await writeQuoteTotals(tx, shopId, quoteId);
  if (input.vehicleId && input.checkInKm != null) await advanceVehicleKm(tx, shopId, input.vehicleId, input.checkInKm);
}

/**
 * Records a quote for one of the shop's customers, with its items, once per `idempotencyKey` (as
 * createCustomer does); the database gives it the shop's next quote number (migration 0011).
 * Undefined when the customer is not this shop's (or no longer exists), or the vehicle not that
 * customer's: the composite foreign keys refuse the row, and its number with it.
 *
 * A repeated submit must not take a number either: the numbering trigger runs before the
 * idempotency key's conflict is found. So the repeat looks for the first one's row while holding
 * the shop's counter lock, which the first one keeps until it has committed.
 */
export async function createQuote(
  shopId: string,
  customerId: string,
  input: QuoteWrite,
  idempotencyKey: string = crypto.randomUUID(),
  /** Who made it: the member signed in. */
  by: string | null = null,
): Promise<{ id: string; number: number } | undefined> {
  try {
    return await getDb().transaction(async (tx) => {
      await tx.insert(quoteCounters).values({ shopId, lastNumber: 0 }).onConflictDoNothing();
      await tx.select({ shopId: quoteCounters.shopId }).from(quoteCounters).where(eq(quoteCounters.shopId, shopId)).for("update");
      const [existing] = await tx
        .select({ id: quotes.id, number: quotes.number })
        .from(quotes)
        .where(and(eq(quotes.shopId, shopId), eq(quotes.idempotencyKey, idempotencyKey)));
      if (existing) return existing;
      // No plan limit here: a quote counts when it first goes out priced (countFirstSend), so a
      // check-in's quote, opened at the counter, costs Básico nothing.
      const [row] = await tx
        .insert(quotes)
        .values({ shopId, customerId, ...columnsOf(input), idempotencyKey, createdBy: by, updatedBy: by })
        .returning({ id: quotes.id, number: quotes.number });
      await writeQuoteDetails(tx, shopId, row!.id, input);
      await createQuoteLink(tx, shopId, row!.id);
      // Not a job under warranty for this car: nothing is created, the number included.
      if (input.warrantyOfQuoteId && !(await linkWarrantyReturnIn(tx, shopId, row!.id, input.warrantyOfQuoteId, shopToday()))) {
        throw new WarrantyReturnRefused();
      }
      return row!;
    });
  } catch (error) {
    // A line naming a supplier that is not the shop's: refused with its own answer, nothing written.
    if (isForeignSupplierError(error)) throw new QuoteSupplierRefused();
    if (hasPostgresCode(error, PG_FOREIGN_KEY_VIOLATION)) return undefined;
    throw error;
  }
}

/** Whether the quote is this shop's, as customerExists asks for a customer. */
export async function quoteExists(shopId: string, recordId: string) {
  if (!isRecordId(recordId)) return false;
  const [row] = await getDb()
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.id, recordId), eq(quotes.shopId, shopId)));
  return row !== undefined;
}

/**
 * A quote the customer approved on the link is locked (CDC art. 40 §2: it binds both parties and
 * changes only by agreement), until the shop opens an 'Orçamento complementar'.
 */
const QUOTE_EDITABLE = sql<boolean>`(${quotes.approvedVersion} IS NULL OR ${quotes.amending})`;

/**
 * A validity in the past is refused unless it is the one the quote already has (a quote saved
 * when it was still valid can be edited after it lapses). What it has is the column itself, in the
 * statement that writes: never a value the page sends back, which could make any date "saved".
 */
function validityKeptOrNotPast(validUntil: string | null, today: string) {
  if (validUntil === null || validUntil >= today) return sql<boolean>`true`;
  return eq(quotes.validUntil, validUntil);
}

/**
 * The validity the customer was last shown: the latest published version's (null when none was
 * published, or it stated none). A save may extend it but not shorten it (CDC art. 30: the offer
 * binds as it was made); read in the save's transaction, under the quote's row lock that every
 * publication also takes, so no version can appear between this read and the write.
 */
async function promisedValidity(tx: Transaction, shopId: string, quoteId: string): Promise<string | null> {
  const [row] = await tx
    .select({ validUntil: sql<string | null>`${quoteVersions.snapshot}::jsonb #>> '{terms,validUntil}'` })
    .from(quoteVersions)
    .where(and(eq(quoteVersions.shopId, shopId), eq(quoteVersions.quoteId, quoteId)))
    .orderBy(desc(quoteVersions.number))
    .limit(1);
  return row?.validUntil ?? null;
}

/** A new validity before the promised one; none at all is no deadline, so it shortens nothing. */
const shortensValidity = (validUntil: string | null, promised: string | null) =>
  promised !== null && validUntil !== null && validUntil < promised;

/**
 * A quote the customer refused is re-sent by editing it: the save puts it back to 'pending'
 * ('Orçamento'), never to 'approved' (only the customer's answer approves).
 */
const BACK_TO_PENDING_IF_REFUSED = {
  status: sql`CASE WHEN ${quotes.status} = 'rejected' THEN 'pending'::quote_status ELSE ${quotes.status} END`,
  stageChangedAt: sql`CASE WHEN ${quotes.status} = 'rejected' THEN now() ELSE ${quotes.stageChangedAt} END`,
};

/**
 * After the save of a refused quote, in its transaction: the change is logged ('Histórico do
 * orçamento') and the edited quote is published as a new version, so the link asks the customer
 * again instead of showing the refused version's answer.
 */
async function reopenRefusedQuote(tx: Transaction, shopId: string, quoteId: string) {
  await tx.insert(quoteStageChanges).values({ quoteId, shopId, fromStatus: "rejected", toStatus: "pending", reason: null });
  await publishLocked(tx, shopId, quoteId);
}

/**
 * Saves the quote (its fields, items and sums) only while it is still at `expectedVersion` (as
 * updateCustomer does): a status changed from the phone is not undone by an older tab. A locked
 * quote is refused ("locked") whatever the version, a new validity in the past ("validityPast"), and
 * one before the validity the customer was last shown ("validityShortened").
 */
export async function updateQuote(
  shopId: string,
  recordId: string,
  input: QuoteWrite,
  expectedVersion: number,
  today: string = shopToday(),
  /** Who saved it: the member signed in. */
  by: string | null = null,
): Promise<
  | VersionedSave
  | { ok: false; reason: "vehicleNotFound" | "supplierNotFound" | "locked" | "validityPast" }
  | { ok: false; reason: "validityShortened"; promised: string }
> {
  const own = and(eq(quotes.id, recordId), eq(quotes.shopId, shopId));
  try {
    return await getDb().transaction(async (tx) => {
      // The stage before the save, under the row's lock: RETURNING only sees the row after it.
      const [before] = await tx.select({ status: quotes.status, version: quotes.version }).from(quotes).where(own).for("update");
      if (before?.version === expectedVersion) {
        const promised = await promisedValidity(tx, shopId, recordId);
        if (shortensValidity(input.validUntil ?? null, promised)) return { ok: false, reason: "validityShortened", promised: promised! };
      }
      const updated = await tx
        .update(quotes)
        .set({ ...columnsOf(input), ...BACK_TO_PENDING_IF_REFUSED, updatedBy: by, version: sql`${quotes.version} + 1` })
        .where(and(own, eq(quotes.version, expectedVersion), QUOTE_EDITABLE, validityKeptOrNotPast(input.validUntil ?? null, today)))
        .returning({ version: quotes.version });
      if (updated.length === 0) {
        const [row] = await tx.select({ editable: QUOTE_EDITABLE, version: quotes.version }).from(quotes).where(own);
        if (row && !row.editable) return { ok: false, reason: "locked" };
        // At the version expected and editable: the one condition left is the validity's.
        if (row && row.version === expectedVersion) return { ok: false, reason: "validityPast" };
      }
      const saved = await versionedSave(updated, () => tx.select({ id: quotes.id }).from(quotes).where(own));
      if (saved.ok) await writeQuoteDetails(tx, shopId, recordId, input);
      if (saved.ok && before?.status === "rejected") await reopenRefusedQuote(tx, shopId, recordId);
      return saved;
    });
  } catch (error) {
    // A line's supplier (another shop's, or deleted meanwhile); else the vehicle: the quote's customer and owner do not change.
    if (isForeignSupplierError(error)) return { ok: false, reason: "supplierNotFound" };
    if (hasPostgresCode(error, PG_FOREIGN_KEY_VIOLATION)) return { ok: false, reason: "vehicleNotFound" };
    throw error;
  }
}

/**
 * 'Prorrogar validade': the quote holds until `until` (yyyy-MM-dd; the action passes the shop's
 * today + 10 days, CDC art. 40 §1). Like a save, it moves the version on (an edit form opened
 * before is refused rather than putting the old validity back) and is refused while the quote is
 * locked by an approval: the customer's link then publishes the new validity as a new version.
 * Only a validity that has passed (before `today`, the shop's day) is extended. Says whether a row
 * changed: false for another shop's id, one gone, a locked quote, or one still valid (or with no
 * validity at all).
 */
export async function extendQuoteValidity(shopId: string, quoteId: string, until: string, today: string = shopToday()) {
  if (!isRecordId(quoteId)) return false;
  const updated = await getDb()
    .update(quotes)
    .set({ validUntil: until, version: sql`${quotes.version} + 1` })
    // Only a validity that has passed (read here, in the statement that writes): a quote valid
    // until 31/12/2027 must not be "extended" to today + 10 days, and a stale page cannot ask it.
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId), QUOTE_EDITABLE, lt(quotes.validUntil, today)))
    .returning({ id: quotes.id });
  return updated.length === 1;
}

/**
 * A quote its customer answered on the link (a row in quote_answers) is evidence the shop keeps
 * (CDC art. 27: five years): it is cancelled, never deleted, and its customer stays with it. Only
 * deleting the whole account takes it. Checked in the statement that deletes, and again by the
 * database (migration 0020's trigger), which also refuses a delete that skips the data layer.
 */
const NOT_ANSWERED = sql<boolean>`NOT EXISTS (SELECT 1 FROM ${quoteAnswers} WHERE ${quoteAnswers.quoteId} = ${quotes.id} AND ${quoteAnswers.shopId} = ${quotes.shopId})`;

/**
 * Deletes the record; answers its customer's id (to go back to), "answered" when the customer
 * answered it (kept: it can be cancelled instead), or undefined if it is not the shop's.
 */
export async function deleteQuote(shopId: string, recordId: string): Promise<{ customerId: string } | "answered" | undefined> {
  if (!isRecordId(recordId)) return undefined;
  const own = and(eq(quotes.id, recordId), eq(quotes.shopId, shopId));
  try {
    const [deleted] = await getDb().delete(quotes).where(and(own, NOT_ANSWERED)).returning({ customerId: quotes.customerId });
    if (deleted) return deleted;
  } catch (error) {
    // An answer committed between the statement's snapshot and its delete: the trigger saw it.
    if (hasPostgresCode(error, PG_RESTRICT_VIOLATION)) return "answered";
    throw error;
  }
  const [kept] = await getDb().select({ id: quotes.id }).from(quotes).where(own);
  return kept ? "answered" : undefined;
}
