/** Tenant isolation: a job's NFS-e, its issuing, queue and cancellation (the matrix: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import type { Attack } from "../fixtures";

const actions = await import("@/lib/actions/nfse");
const exportNfse = await import("@/lib/data/account-export-nfse");
const notes = await import("@/lib/data/nfse-notes");
const context = await import("@/lib/data/nfse-issue-context");
const { messages } = await import("@/lib/messages");
const { submittedForm: form } = await import("../../../support/forms");
const { companyFields } = await import("../../../support/nfse-shop");

const m = messages.nfse;
const summary = {
  providerName: "B",
  providerCnpj: "12345678000195",
  cityName: "São Paulo - SP",
  customerName: "X",
  customerDocument: "",
  description: "x",
  nationalTaxCode: "140101",
  competenceDate: "2026-11-20",
  servicesTotal: "1.00",
  issWithheld: false,
  regime: "mei",
};

export const attacks: Record<string, Attack> = {
  // B has no note: its batches are empty, never A's.
  "lib/data/account-export-nfse.ts#nfseNoteBatches": async (_a, b) => {
    const rows = [];
    for await (const batch of exportNfse.nfseNoteBatches(b.id)) rows.push(...batch);
    expect(rows).toEqual([]);
  },
  "lib/data/nfse-issue-context.ts#getJobNote": async (a, b) => {
    expect(await context.getJobNote(b.id, a.quoteId)).toBeNull();
  },
  "lib/data/nfse-issue-context.ts#getJobNoteState": async (a, b) => {
    expect(await context.getJobNoteState(b.id, a.quoteId)).toBeNull();
  },
  "lib/data/nfse-issue-context.ts#getIssueContext": async (a, b) => {
    expect(await context.getIssueContext(b.id, a.quoteId)).toBeNull();
  },
  "lib/data/nfse-notes.ts#requestNationalNote": async (a, b) => {
    const outcome = await notes.requestNationalNote(b.id, a.quoteId, {
      customerId: a.customerId,
      customer: {
        document: "11222333000181",
        postalCode: null,
        street: null,
        streetNumber: null,
        complement: null,
        district: null,
        cityIbgeCode: null,
        cityName: null,
      },
      environment: "restricted",
      idempotencyKey: crypto.randomUUID(),
      requestedBy: null,
      sign: () => ({ dpsId: "DPS0", dpsXml: "<DPS/>", summary }),
    });
    expect(outcome).toMatchObject({ ok: false, reason: "notFound" });
  },
  "lib/data/nfse-notes.ts#recordPortalNote": async (a, b) => {
    const outcome = await notes.recordPortalNote(b.id, a.quoteId, {
      nfseNumber: "1",
      accessKey: null,
      summary,
      idempotencyKey: crypto.randomUUID(),
      requestedBy: null,
    });
    expect(outcome).toMatchObject({ ok: false, reason: "notFound" });
  },
  "lib/data/nfse-notes.ts#getNoteForQueue": async (a, b) => {
    expect(await notes.getNoteForQueue(b.id, a.nfseNoteId)).toBeNull();
  },
  "lib/data/nfse-notes.ts#countAttempt": async (a, b) => {
    expect(await notes.countAttempt(b.id, a.nfseNoteId, "issued", "sent")).toBe(false);
  },
  "lib/data/nfse-notes.ts#noteEvent": async (a, b) => {
    // The composite key (note, shop) refuses an event of B's on A's note.
    await expect(notes.noteEvent(b.id, a.nfseNoteId, "found")).rejects.toThrow();
  },
  "lib/data/nfse-notes.ts#markIssued": async (a, b) => {
    expect(await notes.markIssued(b.id, a.nfseNoteId, { accessKey: "1".repeat(50), nfseNumber: "9", nfseXml: "<x/>" })).toBe(false);
  },
  "lib/data/nfse-notes.ts#markRejected": async (a, b) => {
    expect(await notes.markRejected(b.id, a.nfseNoteId, [{ code: "E1", message: "x" }])).toBe(false);
  },
  "lib/data/nfse-notes.ts#requestCancellation": async (a, b) => {
    expect(
      await notes.requestCancellation(b.id, a.nfseNoteId, { reasonCode: "1", reason: "x".repeat(20), cancelXml: "<x/>", by: null }),
    ).toBe(false);
  },
  "lib/data/nfse-notes.ts#markCancelled": async (a, b) => {
    expect(await notes.markCancelled(b.id, a.nfseNoteId, "<x/>")).toBe(false);
  },
  "lib/data/nfse-notes.ts#markCancelRejected": async (a, b) => {
    expect(await notes.markCancelRejected(b.id, a.nfseNoteId, [])).toBe(false);
  },
  "lib/actions/nfse.ts#issueNoteAction": async (a) => {
    const result = await actions.issueNoteAction(a.quoteId, null, form(companyFields));
    expect(result).toMatchObject({ ok: false, message: m.error + m.notEligible });
  },
  "lib/actions/nfse.ts#checkNoteAction": async (a) => {
    expect(await actions.checkNoteAction(a.quoteId)).toMatchObject({ ok: false });
  },
  "lib/actions/nfse.ts#cancelNoteAction": async (a) => {
    const result = await actions.cancelNoteAction(a.quoteId, null, form({ reasonCode: "1", explanation: "Tentativa de outra oficina" }));
    expect(result).toMatchObject({ ok: false, message: m.cancelError + m.cancelNotIssued });
  },
  "lib/actions/nfse.ts#recordNoteAction": async (a) => {
    const result = await actions.recordNoteAction(a.quoteId, null, form({ nfseNumber: "1", accessKey: "" }));
    expect(result).toMatchObject({ ok: false, message: m.recordError + m.notEligible });
  },
};

export const exempt: Record<string, string> = {};
