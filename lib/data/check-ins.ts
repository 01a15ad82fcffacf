import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type DatabaseOrTransaction } from "@/db";
import { checkInAcknowledgements, checkIns, quotes, vehicles, type ChecklistEntry } from "@/db/schema";
import { refreshVehiclePaceIn } from "@/lib/data/vehicle-pace";
import { advanceVehicleKm } from "@/lib/data/quote-items";
import { listJobPhotos, type JobPhoto } from "@/lib/data/job-photos";
import { memberNameOf } from "@/lib/data/member-names";
import { buildCheckInSnapshot, sealCheckInSnapshot } from "@/lib/jobs/check-in-snapshot";
import { isRecordId } from "@/lib/record-id";
import type { CheckInInput } from "@/lib/validation/check-in";

// Every function takes the shop's id first and filters by it in the same statement.

export type CheckInAcknowledgement = {
  customerName: string;
  channel: "link" | "in_person";
  takenBy: string | null;
  clientAddress: string;
  userAgent: string;
  acknowledgedAt: Date;
  sha256: string;
};

export type CheckInRecord = {
  id: string;
  version: number;
  km: number | null;
  fuelEighths: number | null;
  complaint: string | null;
  checklist: ChecklistEntry[];
  notes: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Who took the check-in, by name (the OS names him). */
  recordedBy: string | null;
  acknowledgement: CheckInAcknowledgement | null;
};

/** The check-in of a quote as the job page and the link show it, with what the acknowledgement hashes. */
export type CheckInView = {
  checkIn: CheckInRecord | null;
  /** Every photo of the job (check-in and parts), oldest first. */
  photos: JobPhoto[];
  /** The vehicle's km now, for the form's hint; null without a vehicle or km. */
  vehicleKm: number | null;
  /** What the customer would acknowledge now (null before the check-in is recorded). */
  seal: { text: string; sha256: string } | null;
};

const recordColumns = {
  id: checkIns.id,
  version: checkIns.version,
  km: checkIns.km,
  fuelEighths: checkIns.fuelEighths,
  complaint: checkIns.complaint,
  checklist: checkIns.checklist,
  notes: checkIns.notes,
  createdAt: checkIns.createdAt,
  updatedAt: checkIns.updatedAt,
  recordedBy: memberNameOf(checkIns.takenBy, checkIns.shopId),
  ackName: checkInAcknowledgements.customerName,
  ackChannel: checkInAcknowledgements.channel,
  ackTakenBy: checkInAcknowledgements.takenBy,
  ackAddress: checkInAcknowledgements.clientAddress,
  ackUserAgent: checkInAcknowledgements.userAgent,
  ackAt: checkInAcknowledgements.acknowledgedAt,
  ackSha256: checkInAcknowledgements.sha256,
};

/** The quote's check-in and its acknowledgement, if any (one read). */
export async function getCheckInRecord(
  shopId: string,
  quoteId: string,
  db: DatabaseOrTransaction = getDb(),
): Promise<CheckInRecord | null> {
  if (!isRecordId(quoteId)) return null;
  const [row] = await db
    .select(recordColumns)
    .from(checkIns)
    .leftJoin(
      checkInAcknowledgements,
      and(eq(checkInAcknowledgements.checkInId, checkIns.id), eq(checkInAcknowledgements.shopId, checkIns.shopId)),
    )
    .where(and(eq(checkIns.quoteId, quoteId), eq(checkIns.shopId, shopId)));
  if (!row) return null;
  const { ackName, ackChannel, ackTakenBy, ackAddress, ackUserAgent, ackAt, ackSha256, ...record } = row;
  const acknowledgement =
    ackName !== null && ackChannel !== null && ackAt !== null
      ? {
          customerName: ackName,
          channel: ackChannel,
          takenBy: ackTakenBy,
          clientAddress: ackAddress ?? "",
          userAgent: ackUserAgent ?? "",
          acknowledgedAt: ackAt,
          sha256: ackSha256 ?? "",
        }
      : null;
  return { ...record, acknowledgement };
}

/** Whether the quote has a check-in, if it is this shop's (false otherwise). */
export async function hasCheckIn(shopId: string, quoteId: string): Promise<boolean> {
  if (!isRecordId(quoteId)) return false;
  const [row] = await getDb()
    .select({ id: checkIns.id })
    .from(checkIns)
    .where(and(eq(checkIns.quoteId, quoteId), eq(checkIns.shopId, shopId)));
  return row !== undefined;
}

/** The quote's number and car, locked FOR UPDATE inside a write, if the quote is this shop's. */
async function quoteHead(db: DatabaseOrTransaction, shopId: string, quoteId: string, lock = false) {
  const query = db
    .select({
      number: quotes.number,
      status: quotes.status,
      approvedVersion: quotes.approvedVersion,
      vehicleId: quotes.vehicleId,
    })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return undefined;
  const [vehicle] = row.vehicleId
    ? await db
        .select({ plate: vehicles.plate, make: vehicles.make, model: vehicles.model, currentKm: vehicles.currentKm })
        .from(vehicles)
        .where(and(eq(vehicles.id, row.vehicleId), eq(vehicles.shopId, shopId)))
    : [];
  return { ...row, vehicle: vehicle ?? null };
}

function sealOf(head: NonNullable<Awaited<ReturnType<typeof quoteHead>>>, record: CheckInRecord, photos: readonly JobPhoto[]) {
  const { vehicle } = head;
  return sealCheckInSnapshot(
    buildCheckInSnapshot({
      quoteNumber: head.number,
      vehicle: vehicle ? { plate: vehicle.plate, make: vehicle.make, model: vehicle.model } : null,
      km: record.km,
      fuelEighths: record.fuelEighths,
      complaint: record.complaint,
      checklist: record.checklist,
      notes: record.notes,
      photos: photos.filter((photo) => photo.kind === "check_in"),
    }),
  );
}

/** The quote's check-in, its photos and the seal the customer would acknowledge; undefined if the quote is not this shop's. */
export async function getCheckIn(shopId: string, quoteId: string, db: DatabaseOrTransaction = getDb()): Promise<CheckInView | undefined> {
  if (!isRecordId(quoteId)) return undefined;
  const [head, record, photos] = await Promise.all([
    quoteHead(db, shopId, quoteId),
    getCheckInRecord(shopId, quoteId, db),
    listJobPhotos(shopId, quoteId, db),
  ]);
  if (!head) return undefined;
  return { checkIn: record, photos, vehicleKm: head.vehicle?.currentKm ?? null, seal: record ? sealOf(head, record, photos) : null };
}

export type SaveCheckInResult =
  | { ok: true; version: number }
  | { ok: false; reason: "notFound" | "stale" | "locked" }
  | { ok: false; reason: "kmBack"; vehicleKm: number };

/**
 * Records or edits the quote's check-in. `expectedVersion` is the version the form loaded, null
 * for a form opened before any check-in existed: another save in between is "stale". Refused once
 * the customer acknowledged it ("locked"), and when the km is below the vehicle's ("kmBack": the
 * odometer never goes back). Under the quote's row lock, so a save, a photo and an acknowledgement
 * of the same quote happen one after the other. The vehicle's km moves forward with it, and so does
 * the quote's 'Km na entrada' while no version is approved.
 */
export async function saveCheckIn(
  shopId: string,
  quoteId: string,
  input: CheckInInput,
  expectedVersion: number | null,
  /** Who took it: the member signed in; an edit keeps the first. */
  by: string | null = null,
): Promise<SaveCheckInResult> {
  return getDb().transaction(async (tx) => {
    const head = await quoteHead(tx, shopId, quoteId, true);
    if (!head) return { ok: false, reason: "notFound" };
    const current = await getCheckInRecord(shopId, quoteId, tx);
    if (current?.acknowledgement) return { ok: false, reason: "locked" };
    if ((current?.version ?? null) !== expectedVersion) return { ok: false, reason: "stale" };
    const vehicleKm = head.vehicle?.currentKm ?? null;
    if (input.km !== null && vehicleKm !== null && input.km < vehicleKm) return { ok: false, reason: "kmBack", vehicleKm };

    const values = {
      km: input.km,
      fuelEighths: input.fuelEighths,
      complaint: input.complaint || null,
      checklist: input.checklist,
      notes: input.notes || null,
    };
    const [saved] = current
      ? await tx
          .update(checkIns)
          .set({ ...values, version: sql`${checkIns.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(checkIns.id, current.id), eq(checkIns.shopId, shopId)))
          .returning({ version: checkIns.version })
      : await tx
          .insert(checkIns)
          .values({ quoteId, shopId, ...values, takenBy: by })
          .returning({ version: checkIns.version });
    if (input.km !== null && head.approvedVersion === null) {
      // The quote's 'Km na entrada' is the km read at the entrance, until the customer approves a
      // version (then it is part of what he approved). A new version, so an open editor is stale.
      await tx
        .update(quotes)
        .set({ checkInKm: input.km, version: sql`${quotes.version} + 1` })
        .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId), sql`${quotes.checkInKm} IS DISTINCT FROM ${input.km}`));
    }
    if (head.vehicleId && input.km !== null) {
      await advanceVehicleKm(tx, shopId, head.vehicleId, input.km);
      // A reading: the car's pace, and when its dues by km come, may have moved.
      await refreshVehiclePaceIn(tx, shopId, head.vehicleId);
    }
    return { ok: true, version: saved!.version };
  });
}

export type AcknowledgeCheckInInput = {
  sha256: string;
  customerName: string;
  channel: "link" | "in_person";
  takenBy: string | null;
  clientAddress: string;
  userAgent: string;
};

export type AcknowledgeCheckInResult =
  | { ok: true; acknowledgement: CheckInAcknowledgement }
  | { ok: false; reason: "notFound" | "none" | "acknowledged" | "stale" };

/**
 * The customer's acknowledgement of the check-in, on the link or in person. Recorded only if
 * `sha256` is still the hash of the check-in as it stands (else "stale": the page he read is not
 * what would be signed), under the quote's row lock, once (the row is append-only: migration 0025).
 */
export async function acknowledgeCheckIn(
  shopId: string,
  quoteId: string,
  input: AcknowledgeCheckInInput,
): Promise<AcknowledgeCheckInResult> {
  return getDb().transaction(async (tx) => {
    const head = await quoteHead(tx, shopId, quoteId, true);
    if (!head) return { ok: false, reason: "notFound" };
    const record = await getCheckInRecord(shopId, quoteId, tx);
    if (!record) return { ok: false, reason: "none" };
    if (record.acknowledgement) return { ok: false, reason: "acknowledged" };
    const seal = sealOf(head, record, await listJobPhotos(shopId, quoteId, tx));
    if (seal.sha256 !== input.sha256) return { ok: false, reason: "stale" };
    const [row] = await tx
      .insert(checkInAcknowledgements)
      .values({
        checkInId: record.id,
        quoteId,
        shopId,
        snapshot: seal.text,
        sha256: seal.sha256,
        channel: input.channel,
        customerName: input.customerName,
        takenBy: input.channel === "in_person" ? input.takenBy : null,
        clientAddress: input.clientAddress,
        userAgent: input.userAgent,
      })
      .returning({ acknowledgedAt: checkInAcknowledgements.acknowledgedAt });
    return {
      ok: true,
      acknowledgement: {
        customerName: input.customerName,
        channel: input.channel,
        takenBy: input.channel === "in_person" ? input.takenBy : null,
        clientAddress: input.clientAddress,
        userAgent: input.userAgent,
        acknowledgedAt: row!.acknowledgedAt,
        sha256: seal.sha256,
      },
    };
  });
}
