/**
 * The deposit ('sinal') in the version the customer approves: present only when one is asked, so
 * every version published before it existed keeps its canonical text and SHA-256 byte for byte
 * (and republishing an old quote makes no new version); its amount for both kinds; the approval
 * record's words.
 */
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { depositAmount, depositDue } from "@/lib/quotes/deposit";
import { duplicateQuoteInitial, newQuoteInitial, savedQuoteInitial } from "@/lib/quotes/editor-initial";
import { approvedDeposit, receiptLines, type ReceiptAnswer } from "@/lib/quotes/receipt";
import { buildQuoteSnapshot, canonicalSnapshot, parseSnapshot, snapshotDocument, snapshotSha256 } from "@/lib/quotes/snapshot";
import { quoteTimeline, timelineLine } from "@/lib/quotes/timeline";
import type { PublicQuote } from "@/lib/quotes/types";

const document: PublicQuote = {
  shop: { shopName: "Auto Mecânica São José", ownerName: "José", whatsapp: "(11) 3456-7890", logoUrl: null, email: "" },
  customer: { name: "Maria da Conceição" },
  quote: {
    id: "8b0c8a6e-4f57-4a7e-9a0e-1c5a3e0f7b11",
    customerId: "c",
    customerName: "Maria da Conceição",
    number: 42,
    description: "Barulho na suspensão",
    cost: 1234.56,
    status: "pending",
    quoteDate: new Date("2026-11-25T01:30:00Z"),
    version: 3,
    vehicleId: null,
    vehicle: { plate: "ABC1D23", make: "Fiat", model: "Palio", year: 2012 },
    checkInKm: 123456,
    validUntil: "2026-12-04",
    paymentTerms: "PIX",
    estimatedStart: null,
    estimatedCompletion: null,
    observations: null,
    warrantyText: null,
    discountKind: "percent",
    discountValue: "5",
    approvedVersion: null,
    amending: false,
    answerUnseen: false,
    totals: { services: "100", parts: "1199.54", labour: "0", discount: "64.98" },
    items: [
      {
        id: "i1",
        kind: "service",
        description: "Revisão",
        catalogueServiceId: null,
        partCondition: null,
        labourPricing: null,
        quantity: "1",
        unitPrice: "100",
        total: "100.00",
      },
      {
        id: "i2",
        kind: "part",
        description: "Amortecedor",
        catalogueServiceId: null,
        partCondition: "original",
        labourPricing: null,
        quantity: "2",
        unitPrice: "599.77",
        total: "1199.54",
      },
    ],
  },
};

/**
 * This document's hash as the snapshot code before the deposit existed (commit b80706d) computed
 * it: pinned, so no later change can move an old version's hash without this test saying so.
 */
const HASH_BEFORE_DEPOSITS = "c06af0480b1fd0beb9d76b61f1dfd259503c4a8858dc9bb64c82d66ba3c00488";

const withDeposit = (depositKind: "amount" | "parts" | null, depositValue: string | null = null): PublicQuote => ({
  ...document,
  quote: { ...document.quote, depositKind, depositValue },
});

describe("the deposit in a version's snapshot", () => {
  it("leaves a version without a deposit byte-identical: no key, the same SHA-256 as before deposits existed", () => {
    for (const quote of [document, withDeposit(null)]) {
      const canonical = canonicalSnapshot(buildQuoteSnapshot(quote));
      expect(canonical).not.toContain("deposit");
      expect(snapshotSha256(canonical)).toBe(HASH_BEFORE_DEPOSITS);
    }
  });

  it("republishes an old version (stored without a deposit) as the very same text", () => {
    const old = canonicalSnapshot(buildQuoteSnapshot(document));
    const drawn = snapshotDocument(parseSnapshot(old), { quoteId: document.quote.id, customerId: "c", logoUrl: null, email: "" });
    expect(drawn.quote.depositKind).toBeNull();
    expect(canonicalSnapshot(buildQuoteSnapshot(drawn))).toBe(old);
  });

  it("says what a typed deposit comes to, and a change of it is a new hash", () => {
    const snapshot = buildQuoteSnapshot(withDeposit("amount", "150"));
    expect(snapshot.deposit).toBe("150.00");
    const canonical = canonicalSnapshot(snapshot);
    expect(canonical).toContain('"deposit":"150.00"');
    expect(snapshotSha256(canonical)).not.toBe(HASH_BEFORE_DEPOSITS);
    expect(snapshotSha256(canonicalSnapshot(buildQuoteSnapshot(withDeposit("amount", "150.01"))))).not.toBe(snapshotSha256(canonical));
    // Drawn back for the page and republished: the same version, not a new one.
    const drawn = snapshotDocument(parseSnapshot(canonical), { quoteId: document.quote.id, customerId: "c", logoUrl: null, email: "" });
    expect(canonicalSnapshot(buildQuoteSnapshot(drawn))).toBe(canonical);
  });

  it("takes the parts' total for 'o valor das peças', never above the quote's total", () => {
    expect(buildQuoteSnapshot(withDeposit("parts")).deposit).toBe("1199.54");
    // A discount larger than everything but the parts: the deposit stops at the total.
    expect(depositAmount({ depositKind: "parts" }, "1199.54", "1000.00")).toBe("1000.00");
    expect(depositAmount({ depositKind: "parts" }, "0.00", "80.00")).toBeNull();
    expect(depositAmount({ depositKind: null }, "10.00", "80.00")).toBeNull();
    expect(depositAmount({ depositKind: "amount", depositValue: "80" }, "0", null)).toBe("80.00");
  });

  it("is due less what was paid, never below zero", () => {
    expect(depositDue("150.00", "0")).toBe("150.00");
    expect(depositDue("150.00", "100.10")).toBe("49.90");
    expect(depositDue("150.00", "150.00")).toBe("0.00");
    expect(depositDue("150.00", "900.00")).toBe("0.00");
  });
});

describe("the approval record with a deposit", () => {
  const answer: ReceiptAnswer = {
    versionNumber: 2,
    sha256: "a".repeat(64),
    answer: "approved",
    customerName: "Maria",
    reason: null,
    nonOriginalPartsConsent: null,
    answeredAt: new Date("2026-11-26T13:00:00Z"),
    channel: "link",
    takenBy: null,
    deposit: "150.00",
  };
  const said = messages.deposit.approvedWith("R$\u00a0150,00");

  it("says 'aprovado com sinal de R$ …' on the receipt (the link, the PDF, the e-mail) and in the history", () => {
    expect(approvedDeposit(answer)).toBe(said);
    expect(receiptLines(answer)).toContainEqual({ label: messages.deposit.receiptLabel, value: said });
    const [event] = quoteTimeline({
      createdAt: new Date(0),
      versions: [],
      sends: [],
      views: [],
      answers: [{ ...answer, clientAddress: "200.1.1.1", userAgent: "" }],
    }).filter((line) => line.kind === "answer");
    expect(timelineLine(event!).details).toContain(said);
  });

  it("says nothing of a deposit on a refusal or a version that asked none", () => {
    expect(approvedDeposit({ ...answer, answer: "rejected" })).toBeNull();
    expect(receiptLines({ ...answer, deposit: null }).map((line) => line.label)).not.toContain(messages.deposit.receiptLabel);
    expect(receiptLines({ ...answer, deposit: undefined }).map((line) => line.label)).not.toContain(messages.deposit.receiptLabel);
  });
});

describe("the editor's 'Sinal'", () => {
  const saved = {
    description: "Freios",
    vehicleId: null,
    checkInKm: null,
    cost: 351,
    items: [],
    discountKind: null,
    discountValue: null,
    depositKind: "amount" as const,
    depositValue: "1234.5",
    validUntil: null,
    paymentTerms: null,
    estimatedStart: null,
    estimatedCompletion: null,
    observations: null,
    warrantyText: null,
  };
  const defaults = { paymentTerms: "PIX", warrantyText: "" };

  it("opens a saved quote with its deposit as a money field shows it, a new one with none", () => {
    expect(savedQuoteInitial(saved)).toMatchObject({ depositKind: "amount", depositValue: "1.234,50" });
    expect(savedQuoteInitial({ ...saved, depositKind: "parts", depositValue: null })).toMatchObject({
      depositKind: "parts",
      depositValue: "",
    });
    expect(newQuoteInitial(defaults)).toMatchObject({ depositKind: "", depositValue: "" });
  });

  it("keeps the deposit on 'Duplicar', as the payment terms are kept", () => {
    expect(duplicateQuoteInitial(defaults, saved)).toMatchObject({ depositKind: "amount", depositValue: "1.234,50" });
  });
});
