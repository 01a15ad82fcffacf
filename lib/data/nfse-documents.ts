import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { nfseEvents, nfseNotes, type NfseSummary } from "@/db/schema";
import type { NfseStatus } from "@/lib/enums";
import type { NfseEventEntry } from "@/lib/nfse/timeline-line";
import { COUNTING_STATUSES, CUSTOMER_STATUSES, DOWNLOADABLE_STATUSES } from "@/lib/nfse/note-status";
import { isRecordId } from "@/lib/record-id";

// What the customer's link, the DANFSe, the downloads, the receipt and the history read of a job's
// NFS-e; the job page's own section reads getJobNote (lib/data/nfse-issue-context.ts). Every function
// takes the shop's id first and filters by it in the same statement as the job; the customer's link
// reaches them with the shop and job its token opened (lib/public-quote/access.ts), never with an id
// alone. The notes are written by the issuing flow (lib/data/nfse-notes.ts).

/** One of a job's notes, as the screens show it. */
export type NfseNote = {
  id: string;
  status: NfseStatus;
  /** "national" (through the API) or "portal" (issued there, its number typed here). */
  channel: string;
  /** "restricted" (produção restrita: no fiscal value) or "production"; null for a portal note. */
  environment: string | null;
  series: string | null;
  dpsNumber: number | null;
  nfseNumber: string | null;
  accessKey: string | null;
  summary: NfseSummary;
  errors: { code: string; message: string }[] | null;
  createdAt: Date;
  issuedAt: Date | null;
  cancelledAt: Date | null;
};

/** A note whose NFS-e XML we hold: what the DANFSe draws and the XML download sends. */
export type NfseFile = NfseNote & { nfseNumber: string; accessKey: string; nfseXml: string };

const noteColumns = {
  id: nfseNotes.id,
  status: nfseNotes.status,
  channel: nfseNotes.channel,
  environment: nfseNotes.environment,
  series: nfseNotes.series,
  dpsNumber: nfseNotes.dpsNumber,
  nfseNumber: nfseNotes.nfseNumber,
  accessKey: nfseNotes.accessKey,
  summary: nfseNotes.summary,
  errors: nfseNotes.errors,
  createdAt: nfseNotes.createdAt,
  issuedAt: nfseNotes.issuedAt,
  cancelledAt: nfseNotes.cancelledAt,
};

const inStatuses = (statuses: readonly NfseStatus[]) => inArray(nfseNotes.status, [...statuses]);

/** The note that counts first (at most one), then the latest: a job's note, whatever came before it. */
const countingThenLatest = [
  desc(
    sql`${nfseNotes.status} IN (${sql.join(
      COUNTING_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})`,
  ),
  desc(nfseNotes.createdAt),
  desc(nfseNotes.id),
];

const ofJob = (shopId: string, quoteId: string, ...more: (SQL | undefined)[]) =>
  and(eq(nfseNotes.shopId, shopId), eq(nfseNotes.quoteId, quoteId), ...more);

/**
 * The job's note as its customer's link shows it: issued, being cancelled, cancelled (marked so) or
 * recorded from the portal. A rejected note, or one still on its way, is never shown.
 */
export async function getCustomerNote(shopId: string, quoteId: string): Promise<NfseNote | undefined> {
  if (!isRecordId(quoteId)) return undefined;
  const [note] = await getDb()
    .select(noteColumns)
    .from(nfseNotes)
    .where(ofJob(shopId, quoteId, inStatuses(CUSTOMER_STATUSES)))
    .orderBy(...countingThenLatest)
    .limit(1);
  return note;
}

/**
 * The job's note with its NFS-e XML, for the DANFSe and the XML download (the shop's and the
 * customer's alike: what may be downloaded is a subset of what the link shows). undefined for a job
 * with no issued or cancelled note from the API.
 */
export async function getNoteFile(shopId: string, quoteId: string): Promise<NfseFile | undefined> {
  if (!isRecordId(quoteId)) return undefined;
  const [note] = await getDb()
    .select({ ...noteColumns, nfseXml: nfseNotes.nfseXml })
    .from(nfseNotes)
    .where(
      ofJob(
        shopId,
        quoteId,
        eq(nfseNotes.channel, "national"),
        inStatuses(DOWNLOADABLE_STATUSES),
        isNotNull(nfseNotes.nfseXml),
        isNotNull(nfseNotes.accessKey),
        isNotNull(nfseNotes.nfseNumber),
      ),
    )
    .orderBy(...countingThenLatest)
    .limit(1);
  if (!note?.nfseXml || !note.accessKey || !note.nfseNumber) return undefined;
  return { ...note, nfseXml: note.nfseXml, accessKey: note.accessKey, nfseNumber: note.nfseNumber };
}

/** What the 'Recibo' names of the job's note: its number and key, while it holds (issued, or its cancellation not yet answered). */
export async function getReceiptNote(shopId: string, quoteId: string): Promise<{ nfseNumber: string; accessKey: string } | null> {
  if (!isRecordId(quoteId)) return null;
  const [note] = await getDb()
    .select({ nfseNumber: nfseNotes.nfseNumber, accessKey: nfseNotes.accessKey })
    .from(nfseNotes)
    .where(ofJob(shopId, quoteId, inStatuses(["issued", "cancelling"]), isNotNull(nfseNotes.nfseNumber), isNotNull(nfseNotes.accessKey)))
    .limit(1);
  return note?.nfseNumber && note.accessKey ? { nfseNumber: note.nfseNumber, accessKey: note.accessKey } : null;
}

/** Every event of every note of the job, oldest first, in one statement: the job's history merges them with its own. */
export async function listNoteEvents(shopId: string, quoteId: string): Promise<NfseEventEntry[]> {
  if (!isRecordId(quoteId)) return [];
  return getDb()
    .select({
      kind: nfseEvents.kind,
      detail: nfseEvents.detail,
      at: nfseEvents.at,
      nfseNumber: nfseNotes.nfseNumber,
      accessKey: nfseNotes.accessKey,
      errors: nfseNotes.errors,
    })
    .from(nfseEvents)
    .innerJoin(nfseNotes, and(eq(nfseNotes.id, nfseEvents.noteId), eq(nfseNotes.shopId, nfseEvents.shopId)))
    .where(and(eq(nfseEvents.shopId, shopId), ofJob(shopId, quoteId)))
    .orderBy(asc(nfseEvents.at), asc(nfseEvents.id));
}
