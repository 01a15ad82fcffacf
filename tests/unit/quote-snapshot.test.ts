/**
 * The approval record's hash must be recomputable by anyone from the stored snapshot: the
 * canonical form is RFC 8785 over a snapshot whose amounts are fixed-decimal strings. These tests
 * recompute it without the app's code (sorted keys by hand, node's crypto, and the sha256sum
 * command the README gives), and pin what a complement lists.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  buildQuoteSnapshot,
  canonicalSnapshot,
  itemChanges,
  nonOriginalParts,
  parseSnapshot,
  shortCode,
  snapshotDocument,
  snapshotExpired,
  snapshotSha256,
  type SnapshotItem,
} from "@/lib/quotes/snapshot";
import type { PublicQuote } from "@/lib/quotes/types";

const item = (overrides: Partial<PublicQuote["quote"]["items"][number]>): PublicQuote["quote"]["items"][number] => ({
  id: "i",
  kind: "service",
  description: "Revisão",
  catalogueServiceId: null,
  partCondition: null,
  labourPricing: null,
  quantity: "1",
  unitPrice: "100",
  total: "100.00",
  ...overrides,
});

const document: PublicQuote = {
  shop: {
    shopName: " Auto Mecânica São José ",
    ownerName: "José",
    whatsapp: "(11) 3456-7890",
    logoUrl: "/api/uploads/x.png",
    email: "oficina@exemplo.com",
  },
  customer: { name: "Maria da Conceição" },
  quote: {
    id: "8b0c8a6e-4f57-4a7e-9a0e-1c5a3e0f7b11",
    customerId: "c",
    customerName: "Maria da Conceição",
    number: 42,
    description: "Barulho na suspensão",
    cost: 1234.56,
    status: "pending",
    // 01:30 in UTC is still the 24th in São Paulo.
    quoteDate: new Date("2026-11-25T01:30:00Z"),
    version: 3,
    vehicleId: "v",
    vehicle: { plate: "ABC1D23", make: "Fiat", model: "Palio", year: 2012 },
    checkInKm: 123456,
    validUntil: "2026-12-04",
    paymentTerms: "PIX",
    estimatedStart: "2026-11-26",
    estimatedCompletion: null,
    observations: null,
    warrantyText: "Garantia de 90 dias para os serviços executados (CDC, art. 26).",
    discountKind: "percent",
    discountValue: "5",
    approvedVersion: null,
    amending: false,
    answerUnseen: false,
    totals: { services: "100", parts: "1199.54", labour: "0", discount: "64.98" },
    items: [
      item({}),
      item({ kind: "part", description: "Amortecedor", partCondition: "paralela", quantity: "2", unitPrice: "599.77", total: "1199.54" }),
    ],
  },
};

/** An independent canonical form: keys sorted recursively, JSON.stringify's escaping. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${sortedJson(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

describe("a quote's snapshot", () => {
  const snapshot = buildQuoteSnapshot(document);
  const canonical = canonicalSnapshot(snapshot);

  it("writes amounts with two decimals, quantities with three, the day in São Paulo, trimmed shop texts", () => {
    expect(snapshot.totals).toEqual({ services: "100.00", parts: "1199.54", labour: "0.00", discount: "64.98", total: "1234.56" });
    expect(snapshot.items[1]).toMatchObject({ quantity: "2.000", unitPrice: "599.77", total: "1199.54", partCondition: "paralela" });
    expect(snapshot.discount).toEqual({ kind: "percent", value: "5.00" });
    expect(snapshot.issuedOn).toBe("2026-11-24");
    expect(snapshot.shop).toEqual({ name: "Auto Mecânica São José", owner: "José", whatsapp: "(11) 3456-7890" });
    // Not what the customer agrees to: ids, the logo, the shop's e-mail, the status.
    for (const hidden of ["8b0c8a6e", "x.png", "oficina@exemplo.com", "pending"]) expect(canonical).not.toContain(hidden);
  });

  it("is canonical JSON that anyone can hash again", () => {
    expect(canonical).toBe(sortedJson(JSON.parse(canonical)));
    expect(canonical).toContain('"customer":{"name":"Maria da Conceição"}');
    const hash = snapshotSha256(canonical);
    expect(hash).toBe(
      createHash("sha256")
        .update(Buffer.from(sortedJson(parseSnapshot(canonical)), "utf8"))
        .digest("hex"),
    );
    expect(execFileSync("sha256sum", { input: canonical }).toString().split(" ")[0]).toBe(hash);
    expect(shortCode(hash)).toBe(hash.slice(0, 8));
  });

  it("hashes the same quote the same way, and any change differently", () => {
    expect(canonicalSnapshot(buildQuoteSnapshot(structuredClone(document)))).toBe(canonical);
    const cheaper = structuredClone(document);
    cheaper.quote.items[0]!.unitPrice = "99.99";
    expect(snapshotSha256(canonicalSnapshot(buildQuoteSnapshot(cheaper)))).not.toBe(snapshotSha256(canonical));
  });

  it("draws back into the document the page renders, and names its non-original parts", () => {
    const live = { quoteId: document.quote.id, customerId: "c", logoUrl: null, email: "" };
    const drawn = snapshotDocument(parseSnapshot(canonical), live);
    expect(drawn.quote).toMatchObject({ number: 42, cost: 1234.56, validUntil: "2026-12-04", vehicle: document.quote.vehicle });
    expect(canonicalSnapshot(buildQuoteSnapshot(drawn))).toBe(canonical);
    expect(nonOriginalParts(snapshot).map((part) => part.description)).toEqual(["Amortecedor"]);
    expect(snapshotExpired(snapshot, "2026-12-04")).toBe(false);
    expect(snapshotExpired(snapshot, "2026-12-05")).toBe(true);
  });
});

describe("a complement's changes", () => {
  const line = (description: string, total: string, overrides: Partial<SnapshotItem> = {}): SnapshotItem => ({
    kind: "part",
    description,
    partCondition: "original",
    labourPricing: null,
    quantity: "1.000",
    unitPrice: total,
    total,
    ...overrides,
  });

  it("lists what was added, changed and removed, matching lines by kind, description and condition", () => {
    const approved = [line("Filtro", "30.00"), line("Vela", "20.00"), line("Óleo", "90.00")];
    const current = [
      line(" filtro ", "30.00"),
      line("Vela", "25.00"),
      line("Pastilha", "80.00"),
      line("Óleo", "90.00", { partCondition: "usada" }),
    ];
    expect(itemChanges(approved, current).map(({ change, description }) => [change, description])).toEqual([
      ["changed", "Vela"],
      ["added", "Pastilha"],
      ["added", "Óleo"],
      ["removed", "Óleo"],
    ]);
    expect(itemChanges(approved, approved)).toEqual([]);
  });
});
