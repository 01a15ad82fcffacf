import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { getDb } from "@/db";
import { customers, fiscalSettings, nfseEvents, nfseNotes, quotes } from "@/db/schema";
import type { NfseSummary } from "@/db/schema/nfse";
import { hasPostgresCode, PG_UNIQUE_VIOLATION } from "@/lib/data/postgres-errors";
import type { NfseStatus } from "@/lib/enums";
import type { NfseError } from "@/lib/nfse/issuer";
import { isRecordId } from "@/lib/record-id";

// A job's NFS-e through its life: asked for (the DPS number taken under the fiscal data's row lock
// and never given twice), sent by the queue, issued or rejected, cancelled; or recorded from the
// portal. Each change writes its event in the same transaction. Every function takes the shop's id
// first and filters by it in the same statement; the queue's calls name the shop too.

/** What a note's history says happened (nfse_events.kind). */
export type NoteEventKind =
  | "requested"
  | "sent"
  | "issued"
  | "rejected"
  | "unknown"
  | "found"
  | "cancel_requested"
  | "cancelled"
  | "cancel_rejected"
  | "recorded";

type Db = ReturnType<typeof getDb>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

function addEvent(tx: Tx | Db, shopId: string, noteId: string, kind: NoteEventKind, detail?: string) {
  return tx.insert(nfseEvents).values({ shopId, noteId, kind, detail: detail?.slice(0, 2000) ?? null });
}

export type CustomerFiscalWrite = {
  document: string;
  postalCode: string | null;
  street: string | null;
  streetNumber: string | null;
  complement: string | null;
  district: string | null;
  cityIbgeCode: string | null;
  cityName: string | null;
};

export type SignedDps = { dpsId: string; dpsXml: string; summary: NfseSummary };

export type RequestNoteOutcome =
  | { ok: true; noteId: string; repeated: boolean }
  | { ok: false; reason: "notFound" | "noSettings" | "alreadyHasNote" | "invalid"; issues?: string[] };

/**
 * 'Emitir NFS-e': saves the customer's fiscal data, takes the next DPS number, and stores the note
 * 'sending' with its signed DPS, in one transaction. `sign` builds and signs the DPS for that
 * number (or answers the rules it breaks, and nothing is written). A double tap (the same key)
 * answers the first note.
 */
export async function requestNationalNote(
  shopId: string,
  quoteId: string,
  input: {
    customerId: string;
    customer: CustomerFiscalWrite;
    environment: string;
    idempotencyKey: string;
    requestedBy: string | null;
    sign: (series: string, number: number) => SignedDps | { issues: string[] };
  },
): Promise<RequestNoteOutcome> {
  if (!isRecordId(quoteId)) return { ok: false, reason: "notFound" };
  try {
    return await getDb().transaction(async (tx) => {
      const [settings] = await tx
        .select({ series: fiscalSettings.series, nextNumber: fiscalSettings.nextNumber })
        .from(fiscalSettings)
        .where(eq(fiscalSettings.shopId, shopId))
        .for("update");
      if (!settings) return { ok: false, reason: "noSettings" };
      // After the lock: a double tap's second request waits here for the first, then finds its note.
      const [repeated] = await tx
        .select({ id: nfseNotes.id })
        .from(nfseNotes)
        .where(and(eq(nfseNotes.shopId, shopId), eq(nfseNotes.idempotencyKey, input.idempotencyKey), eq(nfseNotes.quoteId, quoteId)));
      if (repeated) return { ok: true, noteId: repeated.id, repeated: true };

      // Signed before anything is written: a rule it breaks leaves the customer and the counter as they were.
      const signed = input.sign(settings.series, settings.nextNumber);
      if ("issues" in signed) return { ok: false, reason: "invalid", issues: signed.issues };
      const saved = await tx
        .update(customers)
        .set(input.customer)
        .where(and(eq(customers.id, input.customerId), eq(customers.shopId, shopId)))
        .returning({ id: customers.id });
      if (saved.length === 0) return { ok: false, reason: "notFound" };
      const [note] = await tx
        .insert(nfseNotes)
        .values({
          shopId,
          quoteId,
          status: "sending",
          channel: "national",
          environment: input.environment,
          series: settings.series,
          dpsNumber: settings.nextNumber,
          dpsId: signed.dpsId,
          dpsXml: signed.dpsXml,
          summary: signed.summary,
          idempotencyKey: input.idempotencyKey,
          requestedBy: input.requestedBy,
        })
        .returning({ id: nfseNotes.id });
      await tx
        .update(fiscalSettings)
        .set({ nextNumber: sql`${fiscalSettings.nextNumber} + 1` })
        .where(eq(fiscalSettings.shopId, shopId));
      await addEvent(tx, shopId, note!.id, "requested", `DPS ${settings.series}/${settings.nextNumber}`);
      return { ok: true, noteId: note!.id, repeated: false };
    });
  } catch (error) {
    if (hasPostgresCode(error, PG_UNIQUE_VIOLATION)) return { ok: false, reason: "alreadyHasNote" };
    throw error;
  }
}

/** 'Já emiti no portal': the number (and key, if typed) of a note the shop issued on the national portal. */
export async function recordPortalNote(
  shopId: string,
  quoteId: string,
  input: { nfseNumber: string; accessKey: string | null; summary: NfseSummary; idempotencyKey: string; requestedBy: string | null },
): Promise<{ ok: true; noteId: string } | { ok: false; reason: "notFound" | "alreadyHasNote" }> {
  if (!isRecordId(quoteId)) return { ok: false, reason: "notFound" };
  try {
    return await getDb().transaction(async (tx) => {
      const [quote] = await tx
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
      if (!quote) return { ok: false, reason: "notFound" };
      const inserted = await tx
        .insert(nfseNotes)
        .values({
          shopId,
          quoteId,
          status: "recorded",
          channel: "portal",
          accessKey: input.accessKey,
          nfseNumber: input.nfseNumber,
          summary: input.summary,
          idempotencyKey: input.idempotencyKey,
          requestedBy: input.requestedBy,
          issuedAt: sql`now()`,
        })
        .onConflictDoNothing({ target: [nfseNotes.shopId, nfseNotes.idempotencyKey] })
        .returning({ id: nfseNotes.id });
      const [note] = inserted.length
        ? inserted
        : await tx
            .select({ id: nfseNotes.id })
            .from(nfseNotes)
            .where(and(eq(nfseNotes.shopId, shopId), eq(nfseNotes.quoteId, quoteId), eq(nfseNotes.idempotencyKey, input.idempotencyKey)));
      if (!note) return { ok: false, reason: "notFound" };
      if (inserted.length) await addEvent(tx, shopId, note.id, "recorded", input.nfseNumber);
      return { ok: true, noteId: note.id };
    });
  } catch (error) {
    if (hasPostgresCode(error, PG_UNIQUE_VIOLATION)) return { ok: false, reason: "alreadyHasNote" };
    throw error;
  }
}

/** What the queue needs to send or cancel a note; null when it is not the shop's. */
export async function getNoteForQueue(shopId: string, noteId: string) {
  if (!isRecordId(noteId)) return null;
  const [note] = await getDb()
    .select({
      status: nfseNotes.status,
      dpsId: nfseNotes.dpsId,
      dpsXml: nfseNotes.dpsXml,
      accessKey: nfseNotes.accessKey,
      cancelXml: nfseNotes.cancelXml,
      attempts: nfseNotes.attempts,
    })
    .from(nfseNotes)
    .where(and(eq(nfseNotes.id, noteId), eq(nfseNotes.shopId, shopId)));
  return note ?? null;
}

/** Counts one send or query of a note still in `status`, before it goes out: a crash after it leaves the count. */
export async function countAttempt(shopId: string, noteId: string, status: NfseStatus, event: NoteEventKind, detail?: string) {
  return getDb().transaction(async (tx) => {
    const changed = await tx
      .update(nfseNotes)
      .set({ attempts: sql`${nfseNotes.attempts} + 1` })
      .where(and(eq(nfseNotes.id, noteId), eq(nfseNotes.shopId, shopId), eq(nfseNotes.status, status)))
      .returning({ id: nfseNotes.id });
    if (changed.length) await addEvent(tx, shopId, noteId, event, detail);
    return changed.length > 0;
  });
}

export async function noteEvent(shopId: string, noteId: string, kind: NoteEventKind, detail?: string) {
  await addEvent(getDb(), shopId, noteId, kind, detail);
}

/** Sefin issued it: the key, the number and the note's XML, once (only from 'sending'). */
export async function markIssued(
  shopId: string,
  noteId: string,
  issued: { accessKey: string; nfseNumber: string | null; nfseXml: string },
) {
  return moveNote(shopId, noteId, "sending", { status: "issued", ...issued, issuedAt: sql`now()` }, "issued", issued.accessKey);
}

/** Sefin refused it: nothing was issued, the DPS number is spent. */
export async function markRejected(shopId: string, noteId: string, errors: NfseError[]) {
  return moveNote(shopId, noteId, "sending", { status: "rejected", errors }, "rejected", errors.map((e) => e.code).join(", "));
}

export type CancelRequest = { reasonCode: string; reason: string; cancelXml: string; by: string | null };

/** 'Cancelar NFS-e': from 'issued' only; the queue sends the signed event. */
export async function requestCancellation(shopId: string, noteId: string, request: CancelRequest) {
  return moveNote(
    shopId,
    noteId,
    "issued",
    {
      status: "cancelling",
      cancelReasonCode: request.reasonCode,
      cancelReason: request.reason,
      cancelXml: request.cancelXml,
      cancelledBy: request.by,
      errors: null,
    },
    "cancel_requested",
    request.reason,
  );
}

export async function markCancelled(shopId: string, noteId: string, eventXml: string) {
  return moveNote(shopId, noteId, "cancelling", { status: "cancelled", cancelEventXml: eventXml, cancelledAt: sql`now()` }, "cancelled");
}

/** Sefin refused the cancellation (past the city's deadline, say): the note stands, issued. */
export async function markCancelRejected(shopId: string, noteId: string, errors: NfseError[]) {
  return moveNote(
    shopId,
    noteId,
    "cancelling",
    { status: "issued", errors, cancelXml: null, cancelReason: null, cancelReasonCode: null, cancelledBy: null },
    "cancel_rejected",
    errors.map((e) => e.code).join(", "),
  );
}

async function moveNote(
  shopId: string,
  noteId: string,
  from: NfseStatus,
  set: PgUpdateSetSource<typeof nfseNotes>,
  event: NoteEventKind,
  detail?: string,
): Promise<boolean> {
  if (!isRecordId(noteId)) return false;
  return getDb().transaction(async (tx) => {
    const changed = await tx
      .update(nfseNotes)
      .set(set)
      .where(and(eq(nfseNotes.id, noteId), eq(nfseNotes.shopId, shopId), eq(nfseNotes.status, from)))
      .returning({ id: nfseNotes.id });
    if (changed.length) await addEvent(tx, shopId, noteId, event, detail);
    return changed.length > 0;
  });
}
