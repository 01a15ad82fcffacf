import type { NfseStatus } from "@/lib/enums";

/**
 * Which of a job's notes each screen shows, one rule for the data layer, the routes and the
 * components. A job has at most one note that counts (the partial unique index of nfse_notes);
 * rejected and cancelled ones stay as its history.
 */

/** The note that counts for the job (a new one may be asked for only after a rejection or a cancellation). */
export const COUNTING_STATUSES = ["sending", "issued", "cancelling", "recorded"] as const satisfies readonly NfseStatus[];

/**
 * What the customer's link may show: a note the government issued (cancelled ones too, marked so:
 * the customer must know it no longer holds) or the shop typed from the portal. Never a rejected
 * one, nor one still on its way.
 */
export const CUSTOMER_STATUSES = ["issued", "cancelling", "cancelled", "recorded"] as const satisfies readonly NfseStatus[];

/**
 * A note whose NFS-e XML we hold, so its XML and our DANFSe can be downloaded. 'cancelling' is still
 * a valid note until the government answers. A 'recorded' note (issued on the portal, only its
 * number typed here) has no XML: the portal gives the official PDF.
 */
export const DOWNLOADABLE_STATUSES = ["issued", "cancelling", "cancelled"] as const satisfies readonly NfseStatus[];

export function offersDownloads(note: { status: NfseStatus; channel: string }) {
  return note.channel === "national" && (DOWNLOADABLE_STATUSES as readonly NfseStatus[]).includes(note.status);
}
