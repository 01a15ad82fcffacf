import { createHash } from "node:crypto";
import Big from "big.js";
import canonicalize from "canonicalize";
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import type { DiscountKind, LabourPricing, PartCondition, QuoteItemKind } from "@/lib/enums";
import { SHOP_TIME_ZONE } from "@/lib/format";
import { depositAmount } from "@/lib/quotes/deposit";
import type { PublicQuote, Quote, QuoteItem, QuoteShop } from "@/lib/quotes/types";
import { isPriced } from "@/lib/quotes/priced";

/**
 * A version of a quote exactly as its customer sees it, frozen in quote_versions when it is
 * published, and the one thing the approval record's SHA-256 covers.
 *
 * The canonical form, so anyone can recompute the hash from the stored text:
 * - JSON Canonicalization Scheme (RFC 8785): object keys sorted by their UTF-16 code units, no
 *   whitespace, strings escaped as JSON.stringify does (UTF-8, "ç" as itself);
 * - amounts are strings in reais with exactly two decimals and a dot ("1234.56"), quantities with
 *   exactly three ("1.500"): never a JSON number, so no float rounding enters the record;
 * - whole numbers (the quote's number, km, year) are JSON integers;
 * - calendar days are "yyyy-MM-dd" (the issue day in America/Sao_Paulo); absent values are null;
 * - items keep the mechanic's order.
 * - the deposit ('sinal', lib/quotes/deposit.ts) is the key `deposit` with what it comes to, present
 *   only when one is asked: a version without one reads byte for byte as before the deposit
 *   existed, so its hash and every stored approval stay as they were.
 * The hash is the lowercase hex SHA-256 of that text's UTF-8 bytes
 * (`printf %s "$snapshot" | sha256sum`).
 */

export const SNAPSHOT_FORMAT = "oficina-digital/orcamento@1";

export type SnapshotItem = {
  kind: QuoteItemKind;
  description: string;
  partCondition: PartCondition | null;
  labourPricing: LabourPricing | null;
  quantity: string;
  unitPrice: string;
  total: string;
  /**
   * A part still 'Aguardando cotação': such a version is no quote to answer (snapshotIsPriced).
   * Absent, not false, on every priced line, so a version reads byte for byte as before.
   */
  awaitingPrice?: true;
};

/** What an 'Orçamento complementar' changed against the version the customer approved. */
export type SnapshotChange = {
  change: "added" | "changed" | "removed";
  kind: QuoteItemKind;
  description: string;
  partCondition: PartCondition | null;
  before: { quantity: string; unitPrice: string; total: string } | null;
  after: { quantity: string; unitPrice: string; total: string } | null;
};

export type SnapshotComplement = { amendsVersion: number; approvedTotal: string | null; changes: SnapshotChange[] };

export type QuoteSnapshot = {
  format: typeof SNAPSHOT_FORMAT;
  shop: { name: string; owner: string; whatsapp: string };
  number: number;
  issuedOn: string;
  customer: { name: string };
  vehicle: { plate: string; make: string | null; model: string | null; year: number | null } | null;
  checkInKm: number | null;
  description: string;
  items: SnapshotItem[];
  discount: { kind: DiscountKind; value: string } | null;
  totals: { services: string; parts: string; labour: string; discount: string; total: string | null };
  terms: {
    validUntil: string | null;
    paymentTerms: string | null;
    estimatedStart: string | null;
    estimatedCompletion: string | null;
    observations: string | null;
    warranty: string | null;
  };
  complement: SnapshotComplement | null;
  /** The deposit asked with the approval, in reais ("150.00"); absent (not null) when none is. */
  deposit?: string;
};

const money = (amount: string | number) => new Big(amount).toFixed(2);
const quantity = (amount: string) => new Big(amount).toFixed(3);

/** The snapshot of a quote as the shop holds it now; `complement` when it amends an approved version. */
export function buildQuoteSnapshot(document: PublicQuote, complementOf?: { version: number; snapshot: QuoteSnapshot }): QuoteSnapshot {
  const { shop, quote } = document;
  const items = quote.items.map((item): SnapshotItem => ({
    kind: item.kind,
    description: item.description,
    partCondition: item.partCondition,
    labourPricing: item.labourPricing,
    quantity: quantity(item.quantity),
    unitPrice: money(item.unitPrice),
    total: money(item.total),
    ...(item.awaitingPrice && { awaitingPrice: true as const }),
  }));
  const snapshot: QuoteSnapshot = {
    format: SNAPSHOT_FORMAT,
    shop: { name: shop.shopName.trim(), owner: shop.ownerName.trim(), whatsapp: shop.whatsapp.trim() },
    number: quote.number,
    issuedOn: format(quote.quoteDate, "yyyy-MM-dd", { in: tz(SHOP_TIME_ZONE) }),
    customer: { name: document.customer.name },
    vehicle: quote.vehicle
      ? { plate: quote.vehicle.plate, make: quote.vehicle.make, model: quote.vehicle.model, year: quote.vehicle.year }
      : null,
    checkInKm: quote.checkInKm,
    description: quote.description,
    items,
    discount: quote.discountKind && quote.discountValue !== null ? { kind: quote.discountKind, value: money(quote.discountValue) } : null,
    totals: {
      services: money(quote.totals.services),
      parts: money(quote.totals.parts),
      labour: money(quote.totals.labour),
      discount: money(quote.totals.discount),
      total: quote.cost === null ? null : money(quote.cost),
    },
    terms: {
      validUntil: quote.validUntil,
      paymentTerms: quote.paymentTerms,
      estimatedStart: quote.estimatedStart,
      estimatedCompletion: quote.estimatedCompletion,
      observations: quote.observations,
      warranty: quote.warrantyText,
    },
    complement: null,
  };
  const deposit = depositAmount(quote, snapshot.totals.parts, snapshot.totals.total);
  if (deposit !== null) snapshot.deposit = deposit;
  if (complementOf) {
    snapshot.complement = {
      amendsVersion: complementOf.version,
      approvedTotal: complementOf.snapshot.totals.total,
      changes: itemChanges(complementOf.snapshot.items, items),
    };
  }
  return snapshot;
}

/** The snapshot's canonical text (RFC 8785): what is stored and hashed. */
export function canonicalSnapshot(snapshot: QuoteSnapshot): string {
  return canonicalize(snapshot)!;
}

/** The lowercase hex SHA-256 of the canonical text's UTF-8 bytes. */
export function snapshotSha256(canonical: string): string {
  return createHash("sha256").update(canonical, "utf8").digest("hex");
}

/** The receipt's short code: the hash's first 8 hex digits ("3f9a1c2b"). */
export function shortCode(sha256: string) {
  return sha256.slice(0, 8);
}

export function parseSnapshot(canonical: string): QuoteSnapshot {
  return JSON.parse(canonical) as QuoteSnapshot;
}

/** The parts of a version that are not original, which the customer must accept by name (CDC art. 21). */
export function nonOriginalParts(snapshot: QuoteSnapshot): SnapshotItem[] {
  return snapshot.items.filter((item) => item.kind === "part" && item.partCondition !== null && item.partCondition !== "original");
}

/** Whether the version is a quote the customer can answer (lib/quotes/priced.ts). */
export function snapshotIsPriced(snapshot: Pick<QuoteSnapshot, "items" | "totals">) {
  return isPriced({ items: snapshot.items, cost: snapshot.totals.total });
}

/** Whether the version's validity has passed on `today` (yyyy-MM-dd, the shop's). */
export function snapshotExpired(snapshot: QuoteSnapshot, today: string) {
  return snapshot.terms.validUntil !== null && snapshot.terms.validUntil < today;
}

const itemKey = (item: Pick<SnapshotItem, "kind" | "description" | "partCondition">) =>
  `${item.kind}\u0000${item.description.trim().toLowerCase()}\u0000${item.partCondition ?? ""}`;

const pricing = (item: SnapshotItem) => ({ quantity: item.quantity, unitPrice: item.unitPrice, total: item.total });

/**
 * What a complement adds, changes and removes, line by line: lines are the same line when kind,
 * description (ignoring case and outer spaces) and condition match, taken in order.
 */
export function itemChanges(approved: readonly SnapshotItem[], current: readonly SnapshotItem[]): SnapshotChange[] {
  const remaining = new Map<string, SnapshotItem[]>();
  for (const item of approved) remaining.set(itemKey(item), [...(remaining.get(itemKey(item)) ?? []), item]);
  const changes: SnapshotChange[] = [];
  for (const item of current) {
    const before = remaining.get(itemKey(item))?.shift();
    const base = { kind: item.kind, description: item.description, partCondition: item.partCondition };
    if (!before) changes.push({ change: "added", ...base, before: null, after: pricing(item) });
    else if (before.quantity !== item.quantity || before.unitPrice !== item.unitPrice || before.total !== item.total) {
      changes.push({ change: "changed", ...base, before: pricing(before), after: pricing(item) });
    }
  }
  for (const left of remaining.values()) {
    for (const item of left) {
      changes.push({
        change: "removed",
        kind: item.kind,
        description: item.description,
        partCondition: item.partCondition,
        before: pricing(item),
        after: null,
      });
    }
  }
  return changes;
}

/**
 * The version as the page and the PDF render a quote. `live` is what is not part of what the
 * customer agrees to: the ids, the logo and the shop's e-mail.
 */
export function snapshotDocument(
  snapshot: QuoteSnapshot,
  live: { quoteId: string; customerId: string; logoUrl: string | null; email: string },
): PublicQuote {
  const shop: QuoteShop = {
    shopName: snapshot.shop.name,
    ownerName: snapshot.shop.owner,
    whatsapp: snapshot.shop.whatsapp,
    logoUrl: live.logoUrl,
    email: live.email,
  };
  const items: QuoteItem[] = snapshot.items.map((item, position) => ({
    id: `${live.quoteId}-${position}`,
    lineKey: null,
    kind: item.kind,
    description: item.description,
    catalogueServiceId: null,
    partCondition: item.partCondition,
    labourPricing: item.labourPricing,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    total: item.total,
    ...(item.awaitingPrice && { awaitingPrice: true }),
  }));
  const quote: Quote = {
    id: live.quoteId,
    customerId: live.customerId,
    customerName: snapshot.customer.name,
    number: snapshot.number,
    description: snapshot.description,
    cost: snapshot.totals.total === null ? null : Number(snapshot.totals.total),
    status: "pending",
    // Noon in São Paulo: the issue day reads the same in any zone the page formats it in.
    quoteDate: new Date(`${snapshot.issuedOn}T12:00:00-03:00`),
    version: 0,
    vehicleId: null,
    vehicle: snapshot.vehicle,
    checkInKm: snapshot.checkInKm,
    validUntil: snapshot.terms.validUntil,
    paymentTerms: snapshot.terms.paymentTerms,
    estimatedStart: snapshot.terms.estimatedStart,
    estimatedCompletion: snapshot.terms.estimatedCompletion,
    observations: snapshot.terms.observations,
    warrantyText: snapshot.terms.warranty,
    discountKind: snapshot.discount?.kind ?? null,
    discountValue: snapshot.discount?.value ?? null,
    // The amount the version asked, as a typed one: what it came to is what the customer saw.
    depositKind: snapshot.deposit ? "amount" : null,
    depositValue: snapshot.deposit ?? null,
    approvedVersion: null,
    amending: false,
    answerUnseen: false,
    totals: {
      services: snapshot.totals.services,
      parts: snapshot.totals.parts,
      labour: snapshot.totals.labour,
      discount: snapshot.totals.discount,
    },
    items,
  };
  return { shop, quote, customer: { name: snapshot.customer.name } };
}
