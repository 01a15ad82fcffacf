/**
 * What every area of the tenant-isolation matrix shares: A's and B's shops, the forms B sends with
 * A's ids, and the checks the export cases repeat. B is signed in with a plan; an attack calls one
 * export with B's user id (from the session) and A's record ids.
 */
import { expect } from "vitest";
import type { shopWithData } from "../../support/shops";

const { getPublicQuote } = await import("@/lib/data/public-quote");
const quoteVersionsData = await import("@/lib/data/quote-versions");
const quoteAnswersData = await import("@/lib/data/quote-answers");
const checkInsData = await import("@/lib/data/check-ins");
const jobPhotosData = await import("@/lib/data/job-photos");
const { submittedForm: form } = await import("../../support/forms");

export type Shop = Awaited<ReturnType<typeof shopWithData>>;
/** A, whose answered quote also has an issued NFS-e (tests/support/nfse-rows.ts). */
export type ShopWithNote = Shop & { nfseNoteId: string; nfseAccessKey: string };

/** B (signed in) against A's ids; each asserts its own refusal. */
export type Attack = (a: ShopWithNote, b: Shop) => Promise<void>;

export const visitor = { clientAddress: "200.160.2.3", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile" };

/**
 * A's customer opened the link (version 1 published and viewed) and approved it: the version, view
 * and answer tables hold A's rows to attack, and A's quote is locked with its answer unseen.
 */
export async function answeredOnLink(shop: Shop) {
  const link = await getPublicQuote(shop.linkToken);
  if (!link) throw new Error("quote link not found");
  await quoteVersionsData.recordQuoteView(shop.id, shop.quoteId, link.version.id, visitor);
  const outcome = await quoteAnswersData.answerQuote(shop.id, shop.quoteId, {
    versionNumber: link.version.number,
    sha256: link.version.sha256,
    answer: "approved",
    customerName: "Cliente de A",
    reason: null,
    nonOriginalPartsConsent: true,
    ...visitor,
  });
  if (!outcome?.ok) throw new Error("answer not recorded");
  await acknowledgedCheckIn(shop);
}

/**
 * A's check-in, with one photo row (no stored file: the serving routes are attacked by id), acknowledged
 * on the link: check_ins, job_photos and check_in_acknowledgements hold A's rows to attack.
 */
async function acknowledgedCheckIn(shop: Shop) {
  await checkInsData.saveCheckIn(
    shop.id,
    shop.quoteId,
    { km: 46000, fuelEighths: 4, complaint: "Barulho", notes: "", checklist: [] },
    null,
  );
  const added = await jobPhotosData.addJobPhoto(shop.id, shop.quoteId, {
    kind: "check_in",
    partDescription: null,
    storageKey: `${shop.id}-photo-${crypto.randomUUID()}.jpg`,
    sha256: "a".repeat(64),
    width: 1,
    height: 1,
    bytes: 1,
  });
  const seal = (await checkInsData.getCheckIn(shop.id, shop.quoteId))?.seal;
  if (!added.ok || !seal) throw new Error("check-in not recorded");
  const acknowledged = await checkInsData.acknowledgeCheckIn(shop.id, shop.quoteId, {
    sha256: seal.sha256,
    customerName: "Cliente de A",
    channel: "link",
    takenBy: null,
    ...visitor,
  });
  if (!acknowledged.ok) throw new Error("check-in not acknowledged");
}

// The version A's rows are at (shopWithData never edits them): B sending it must still be "not
// found", never "changed elsewhere", which would confirm that A's record exists.
export const AS_LOADED = 1;
export const customerForm = () => form({ name: "Roubado", phone: "", email: "", notes: "", version: String(AS_LOADED) });
export const supplierForm = () => form({ name: "Roubado", phone: "", email: "", tags: "", notes: "", version: String(AS_LOADED) });
export const quoteForm = () => form({ description: "Alterado", cost: "1", version: String(AS_LOADED) });
export const stolenInput = { name: "Roubado", phone: "", email: "", notes: "" };
export const quoteInput = { description: "Alterado", cost: 1 };
export const vehicleForm = () => form({ plate: "ZZZ9Z99", make: "Roubado", year: "", currentKm: "", version: String(AS_LOADED) });
export const vehicleInput = { plate: "ZZZ9Z99", make: "Roubado", model: "", year: null, color: "", currentKm: null, notes: "" };

/** A's ids and identifying texts: none may be in what B's export reads. */
export const idsOf = (a: Shop) => [
  a.id,
  a.customerId,
  a.quoteId,
  a.vehicleId,
  a.supplierId,
  a.leadId,
  a.ticketId,
  a.leadEmail,
  a.customerEmail,
  a.slug,
];

/** 'Baixar meus dados' reads B's rows (`expected` among them) and nothing of A's. */
export function exportsOnlyOwnRows(read: (shopId: string) => AsyncIterable<unknown[]>, expected?: (b: Shop) => string): Attack {
  return async (a, b) => {
    const rows: unknown[] = [];
    for await (const batch of read(b.id)) rows.push(...batch);
    const text = JSON.stringify(rows);
    for (const id of idsOf(a)) expect(text, id).not.toContain(id);
    if (expected) expect(text).toContain(expected(b));
  };
}
