import { createHash } from "node:crypto";
import canonicalize from "canonicalize";
import type { ChecklistItemId, ChecklistState } from "@/lib/jobs/checklist";
import { CHECKLIST_ITEMS } from "@/lib/jobs/checklist";

/**
 * The check-in exactly as the customer is shown it when he acknowledges it, and the one thing the
 * acknowledgement's SHA-256 covers: km, fuel, his complaint, the checklist, the notes, and each
 * photo by the SHA-256 of its stored bytes (in the order shown). The same canonical form as the
 * quote's approval (lib/quotes/snapshot.ts: RFC 8785 JSON, lowercase hex SHA-256 of its UTF-8), so
 * anyone holding the photos and the text can recompute both.
 */
export const CHECK_IN_SNAPSHOT_FORMAT = "oficina-digital/entrada@1";

export type CheckInSnapshot = {
  format: typeof CHECK_IN_SNAPSHOT_FORMAT;
  quoteNumber: number;
  vehicle: { plate: string; make: string | null; model: string | null } | null;
  km: number | null;
  fuelEighths: number | null;
  complaint: string | null;
  checklist: { item: ChecklistItemId; state: ChecklistState; note: string | null }[];
  notes: string | null;
  photos: string[];
};

export type CheckInSnapshotSource = {
  quoteNumber: number;
  vehicle: CheckInSnapshot["vehicle"];
  km: number | null;
  fuelEighths: number | null;
  complaint: string | null;
  checklist: readonly { item: string; state: ChecklistState; note?: string | null }[];
  notes: string | null;
  photos: readonly { sha256: string }[];
};

/** The snapshot of a check-in; the checklist in the product's order, whatever order it was saved in. */
export function buildCheckInSnapshot(source: CheckInSnapshotSource): CheckInSnapshot {
  const order = (item: string) => (CHECKLIST_ITEMS as readonly string[]).indexOf(item);
  return {
    format: CHECK_IN_SNAPSHOT_FORMAT,
    quoteNumber: source.quoteNumber,
    vehicle: source.vehicle,
    km: source.km,
    fuelEighths: source.fuelEighths,
    complaint: source.complaint || null,
    checklist: [...source.checklist]
      .sort((a, b) => order(a.item) - order(b.item))
      .map((entry) => ({ item: entry.item as ChecklistItemId, state: entry.state, note: entry.note || null })),
    notes: source.notes || null,
    photos: source.photos.map((photo) => photo.sha256),
  };
}

/** The canonical text (what is stored) and its hash (what the form carries and the record names). */
export function sealCheckInSnapshot(snapshot: CheckInSnapshot): { text: string; sha256: string } {
  const text = canonicalize(snapshot)!;
  return { text, sha256: sha256Hex(text) };
}

export function sha256Hex(data: string | Uint8Array) {
  return createHash("sha256").update(data).digest("hex");
}
