import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { checkInAcknowledgements, checkIns, quoteAnswers, quoteDeliveries, jobPhotos, quotes } from "@/db/schema";
import type { ChecklistEntry } from "@/db/schema/jobs";
import type { AnswerChannel, QuoteStatus, ReplacedPartsOutcome } from "@/lib/enums";
import { isRecordId } from "@/lib/record-id";
import { memberNameOf } from "@/lib/data/member-names";

// Every function takes the shop's id first and filters by it in the same statement.

/**
 * What the quote's PDF adds once it is the job's document ('Ordem de Serviço'): the stage, the
 * check-in with its photos and the customer's acknowledgement, how each approval was given, and
 * the delivery with its warranty. Everything here is in the PDF's cache key (lib/quote-pdf/cache.ts):
 * a photo by its SHA-256, not its bytes, which only a render reads (lib/quote-pdf/job-photos.ts).
 */
export type JobDocument = {
  status: QuoteStatus;
  approvedVersion: number | null;
  stageChangedAt: Date;
  checkIn: {
    km: number | null;
    fuelEighths: number | null;
    complaint: string | null;
    checklist: ChecklistEntry[];
    notes: string | null;
    version: number;
    /** Who at the shop took it, by name (the OS names him). */
    recordedBy: string | null;
  } | null;
  acknowledgement: {
    customerName: string;
    channel: AnswerChannel;
    takenBy: string | null;
    sha256: string;
    acknowledgedAt: Date;
  } | null;
  /** Oldest first: check-in photos, then each part's 'Prova da troca'. */
  photos: {
    kind: "check_in" | "part";
    partDescription: string | null;
    storageKey: string;
    sha256: string;
    width: number;
    height: number;
  }[];
  delivery: {
    deliveredAt: Date;
    km: number | null;
    replacedParts: ReplacedPartsOutcome;
    notes: string | null;
    warrantyDays: number;
    warrantyUntil: string;
  } | null;
  /** The approvals given in person, by the version they approve: who in the shop took each. */
  inPersonAnswers: { versionNumber: number; takenBy: string | null }[];
};

/**
 * The job's side of the quote's document, or undefined when the quote is not this shop's. Five
 * small reads side by side, each by the shop and the quote (the composite keys tie every row to
 * the shop's own quote).
 */
export async function getJobDocument(shopId: string, quoteId: string): Promise<JobDocument | undefined> {
  if (!isRecordId(quoteId)) return undefined;
  const db = getDb();
  const [[quote], [checkIn], photos, [delivery], inPersonAnswers] = await Promise.all([
    db
      .select({ status: quotes.status, approvedVersion: quotes.approvedVersion, stageChangedAt: quotes.stageChangedAt })
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.shopId, shopId))),
    db
      .select({
        km: checkIns.km,
        fuelEighths: checkIns.fuelEighths,
        complaint: checkIns.complaint,
        checklist: checkIns.checklist,
        notes: checkIns.notes,
        version: checkIns.version,
        recordedBy: memberNameOf(checkIns.takenBy, checkIns.shopId),
        acknowledgement: {
          customerName: checkInAcknowledgements.customerName,
          channel: checkInAcknowledgements.channel,
          takenBy: checkInAcknowledgements.takenBy,
          sha256: checkInAcknowledgements.sha256,
          acknowledgedAt: checkInAcknowledgements.acknowledgedAt,
        },
      })
      .from(checkIns)
      .leftJoin(
        checkInAcknowledgements,
        and(eq(checkInAcknowledgements.checkInId, checkIns.id), eq(checkInAcknowledgements.shopId, checkIns.shopId)),
      )
      .where(and(eq(checkIns.quoteId, quoteId), eq(checkIns.shopId, shopId))),
    db
      .select({
        kind: jobPhotos.kind,
        partDescription: jobPhotos.partDescription,
        storageKey: jobPhotos.storageKey,
        sha256: jobPhotos.sha256,
        width: jobPhotos.width,
        height: jobPhotos.height,
      })
      .from(jobPhotos)
      .where(and(eq(jobPhotos.quoteId, quoteId), eq(jobPhotos.shopId, shopId)))
      .orderBy(asc(jobPhotos.kind), asc(jobPhotos.createdAt), asc(jobPhotos.id)),
    db
      .select({
        deliveredAt: quoteDeliveries.deliveredAt,
        km: quoteDeliveries.km,
        replacedParts: quoteDeliveries.replacedParts,
        notes: quoteDeliveries.notes,
        warrantyDays: quoteDeliveries.warrantyDays,
        warrantyUntil: quoteDeliveries.warrantyUntil,
      })
      .from(quoteDeliveries)
      .where(and(eq(quoteDeliveries.quoteId, quoteId), eq(quoteDeliveries.shopId, shopId))),
    db
      .select({ versionNumber: quoteAnswers.versionNumber, takenBy: quoteAnswers.takenBy })
      .from(quoteAnswers)
      .where(and(eq(quoteAnswers.quoteId, quoteId), eq(quoteAnswers.shopId, shopId), eq(quoteAnswers.channel, "in_person")))
      .orderBy(asc(quoteAnswers.versionNumber)),
  ]);
  if (!quote) return undefined;
  const { acknowledgement, ...checkInFields } = checkIn ?? { acknowledgement: null };
  return {
    ...quote,
    checkIn: checkIn ? (checkInFields as NonNullable<JobDocument["checkIn"]>) : null,
    acknowledgement: acknowledgement?.sha256 ? (acknowledgement as NonNullable<JobDocument["acknowledgement"]>) : null,
    photos,
    delivery: delivery ?? null,
    inPersonAnswers,
  };
}
