import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type DatabaseOrTransaction, type Transaction } from "@/db";
import { checkInAcknowledgements, jobPhotos, quotes } from "@/db/schema";
import { photoStorageAllows } from "@/lib/data/plan-usage";
import { CHECK_IN_PHOTO_LIMIT, PART_PHOTO_LIMIT } from "@/lib/jobs/photo-limits";

// Every function takes the shop's id first and filters by it in the same statement.

/**
 * The job's photos (job_photos): the check-in's, and 'Prova da troca' of a part line. The files
 * are stored by lib/uploads/job-photos.ts; these are their rows and the rules of when a quote takes
 * one. Writes lock the quote's row, as the check-in's save and acknowledgement do
 * (lib/data/check-ins.ts), so a photo and an acknowledgement of the same quote come one after the other.
 */

export type JobPhoto = {
  id: string;
  kind: "check_in" | "part";
  partDescription: string | null;
  sha256: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: Date;
};

/** A photo as the screens get it, whether listed or just added. */
const photoColumns = {
  id: jobPhotos.id,
  kind: jobPhotos.kind,
  partDescription: jobPhotos.partDescription,
  sha256: jobPhotos.sha256,
  width: jobPhotos.width,
  height: jobPhotos.height,
  bytes: jobPhotos.bytes,
  createdAt: jobPhotos.createdAt,
};

/** Every photo of the quote (check-in and parts), oldest first: the order the customer is shown them in. */
export async function listJobPhotos(shopId: string, quoteId: string, db: DatabaseOrTransaction = getDb()): Promise<JobPhoto[]> {
  return db
    .select(photoColumns)
    .from(jobPhotos)
    .where(and(eq(jobPhotos.quoteId, quoteId), eq(jobPhotos.shopId, shopId)))
    .orderBy(asc(jobPhotos.createdAt), asc(jobPhotos.id));
}

export type PhotoTarget = { kind: "check_in"; partDescription: null } | { kind: "part"; partDescription: string };
export type PhotoRefusal = "notFound" | "locked" | "notApproved" | "noPart" | "checkInFull" | "partFull" | "storageFull";

const APPROVED_STAGES = new Set(["approved", "in_progress", "ready", "delivered"]);

/** The quote's stage, locked FOR UPDATE inside a write (as the check-in's saves lock it), if it is this shop's. */
async function quoteStage(db: DatabaseOrTransaction, shopId: string, quoteId: string, lock: boolean) {
  const query = db
    .select({ status: quotes.status, approvedVersion: quotes.approvedVersion })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

async function checkInAcknowledged(db: DatabaseOrTransaction, shopId: string, quoteId: string) {
  const [row] = await db
    .select({ id: checkInAcknowledgements.id })
    .from(checkInAcknowledgements)
    .where(and(eq(checkInAcknowledgements.quoteId, quoteId), eq(checkInAcknowledgements.shopId, shopId)));
  return row !== undefined;
}

/** How many photos the target (the check-in, or one part line) has already. */
async function photosOf(db: DatabaseOrTransaction, shopId: string, quoteId: string, target: PhotoTarget) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobPhotos)
    .where(
      and(
        eq(jobPhotos.quoteId, quoteId),
        eq(jobPhotos.shopId, shopId),
        eq(jobPhotos.kind, target.kind),
        target.kind === "part" ? eq(jobPhotos.partDescription, target.partDescription) : undefined,
      ),
    );
  return row?.count ?? 0;
}

/**
 * Why the quote does not take the photo now, or null. Under `lock` (the insert's transaction) the
 * quote's row lock comes first, so the count of its photos sees every insert before it and the cap
 * is exact; then the shop's storage lock (photoStorageAllows), always in this order, so two
 * uploads never wait on each other's locks in a cycle. `bytes` is the stored photo's size (1 in
 * the early check: is there room at all).
 */
async function photoRefusal(tx: DatabaseOrTransaction, shopId: string, quoteId: string, target: PhotoTarget, lock: boolean, bytes: number) {
  const head = await quoteStage(tx, shopId, quoteId, lock);
  if (!head) return "notFound" as const;
  if (target.kind === "check_in") {
    if (await checkInAcknowledged(tx, shopId, quoteId)) return "locked" as const;
  } else {
    if (head.approvedVersion === null || !APPROVED_STAGES.has(head.status)) return "notApproved" as const;
    const [part] = await tx.execute<{ found: number }>(sql`
      SELECT 1 AS found FROM quote_items
      WHERE quote_id = ${quoteId} AND shop_id = ${shopId} AND kind = 'part' AND description = ${target.partDescription}
      LIMIT 1`);
    if (!part) return "noPart" as const;
  }
  const cap = target.kind === "check_in" ? CHECK_IN_PHOTO_LIMIT : PART_PHOTO_LIMIT;
  if ((await photosOf(tx, shopId, quoteId, target)) >= cap)
    return target.kind === "check_in" ? ("checkInFull" as const) : ("partFull" as const);
  if (!(await photoStorageAllows(tx, shopId, bytes, { lock }))) return "storageFull" as const;
  return null;
}

/**
 * Whether a photo may be added to the quote now, checked before an upload is read and re-encoded:
 * the quote is this shop's; a check-in photo only until the customer acknowledged the check-in; a
 * part photo only for a part line of an approved quote; the check-in or the part line is under its
 * cap; the shop's storage is not full. null when it may.
 */
export async function jobPhotoRefusal(shopId: string, quoteId: string, target: PhotoTarget): Promise<PhotoRefusal | null> {
  return photoRefusal(getDb(), shopId, quoteId, target, false, 1);
}

export type NewJobPhoto = PhotoTarget & { storageKey: string; sha256: string; width: number; height: number; bytes: number };

/**
 * The row of a photo already stored under `storageKey`, after the same checks as
 * jobPhotoRefusal made again under the quote's lock and the shop's storage lock (an
 * acknowledgement, or other photos, may have come in while the photo was uploading): the caps and
 * the quota hold exactly under concurrent uploads. On a refusal nothing is written: the caller
 * removes the stored object.
 */
export async function addJobPhoto(
  shopId: string,
  quoteId: string,
  photo: NewJobPhoto,
): Promise<{ ok: true; photo: JobPhoto } | { ok: false; reason: PhotoRefusal }> {
  return getDb().transaction(async (tx: Transaction) => {
    const refusal = await photoRefusal(tx, shopId, quoteId, photo, true, photo.bytes);
    if (refusal) return { ok: false as const, reason: refusal };
    const [row] = await tx
      .insert(jobPhotos)
      .values({ quoteId, shopId, ...photo })
      .returning(photoColumns);
    return { ok: true as const, photo: row! };
  });
}

/**
 * Deletes one of the shop's photos; a check-in photo only before the customer acknowledged the
 * check-in ("locked"). Answers the stored object's key, which the caller removes after the commit.
 */
export async function deleteJobPhoto(
  shopId: string,
  photoId: string,
): Promise<{ ok: true; quoteId: string; storageKey: string } | { ok: false; reason: "notFound" | "locked" }> {
  return getDb().transaction(async (tx) => {
    const [photo] = await tx
      .select({ quoteId: jobPhotos.quoteId, kind: jobPhotos.kind })
      .from(jobPhotos)
      .where(and(eq(jobPhotos.id, photoId), eq(jobPhotos.shopId, shopId)));
    if (!photo) return { ok: false, reason: "notFound" };
    await quoteStage(tx, shopId, photo.quoteId, true);
    if (photo.kind === "check_in" && (await checkInAcknowledged(tx, shopId, photo.quoteId))) {
      return { ok: false, reason: "locked" };
    }
    const [deleted] = await tx
      .delete(jobPhotos)
      .where(and(eq(jobPhotos.id, photoId), eq(jobPhotos.shopId, shopId)))
      .returning({ storageKey: jobPhotos.storageKey });
    if (!deleted) return { ok: false, reason: "notFound" };
    return { ok: true, quoteId: photo.quoteId, storageKey: deleted.storageKey };
  });
}

/** The stored object's key of one of the quote's photos, if the quote is this shop's and has it. */
export async function jobPhotoKey(shopId: string, quoteId: string, photoId: string): Promise<string | undefined> {
  const [row] = await getDb()
    .select({ storageKey: jobPhotos.storageKey })
    .from(jobPhotos)
    .where(and(eq(jobPhotos.id, photoId), eq(jobPhotos.quoteId, quoteId), eq(jobPhotos.shopId, shopId)));
  return row?.storageKey;
}
