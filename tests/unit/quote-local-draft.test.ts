/** The quote kept on the phone while it is typed (lib/quotes/local-draft.ts). */
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { blankDraft, draftKey } from "@/lib/quotes/drafts";
import { newQuoteInitial } from "@/lib/quotes/editor-initial";
import { draftStorageKey, forgetAllDrafts } from "@/lib/quotes/draft-keys";
import {
  draftRows,
  draftWhen,
  initialContent,
  initialFromDraft,
  readStoredDraft,
  sameContent,
  type QuoteDraft,
} from "@/lib/quotes/local-draft";

const initial = newQuoteInitial({ paymentTerms: "PIX", warrantyText: "90 dias" }, new Date("2026-11-26T12:00:00Z"));
const part = { ...blankDraft(draftKey(0), "part", null), description: "Pastilha", quantity: "1.500", unitPrice: "89,9" };
const draft: QuoteDraft = {
  savedAt: "2026-11-26T17:32:00.000Z",
  version: null,
  fields: { ...initialContent(initial, []).fields, description: "Barulho ao frear", vehicleId: "gol", checkInKm: "45.000" },
  rows: draftRows([part]),
};

describe("the draft of a quote", () => {
  it("is kept per customer for a new quote and per quote for an edit", () => {
    expect(draftStorageKey({ customerId: "c1" })).not.toBe(draftStorageKey({ quoteId: "c1" }));
    expect(draftStorageKey({ customerId: "c1" })).not.toBe(draftStorageKey({ customerId: "c2" }));
  });

  it("is forgotten on 'Sair', every draft and nothing else", () => {
    const stored = new Map<string, string>([
      [draftStorageKey({ customerId: "c1" }), "{}"],
      [draftStorageKey({ quoteId: "q1" }), "{}"],
      ["outra-coisa", "fica"],
    ]);
    const storage = {
      get length() {
        return stored.size;
      },
      key: (index: number) => [...stored.keys()][index] ?? null,
      removeItem: (key: string) => void stored.delete(key),
    } as Storage;
    forgetAllDrafts(storage);
    expect([...stored.keys()]).toEqual(["outra-coisa"]);
  });

  it("reads back what was stored, and nothing from garbage, another shape or a month ago", () => {
    const now = new Date("2026-11-26T18:00:00Z");
    expect(readStoredDraft(JSON.stringify(draft), now)).toEqual(draft);
    expect(readStoredDraft(null, now)).toBeNull();
    expect(readStoredDraft("{quebrado", now)).toBeNull();
    expect(readStoredDraft(JSON.stringify({ ...draft, rows: "x" }), now)).toBeNull();
    expect(readStoredDraft(JSON.stringify(draft), new Date("2026-12-27T18:00:00Z"))).toBeNull();
  });

  it("reopens the editor on exactly what was typed, a removed car left out", () => {
    const opened = initialFromDraft(initial, draft, ["gol"]);
    expect(opened.initial).toMatchObject({ description: "Barulho ao frear", vehicleId: "gol", checkInKm: "45.000", paymentTerms: "PIX" });
    expect(opened.rows).toEqual([{ ...part, key: draftKey(0) }]);
    expect(initialFromDraft(initial, draft, []).initial.vehicleId).toBe("");
  });

  it("is the same quote when only what the row's kind ignores differs, and not when anything typed does", () => {
    expect(sameContent(draft, { ...draft, rows: [{ ...draft.rows[0]!, pricing: "fixed" }] })).toBe(true);
    expect(sameContent(draft, { ...draft, rows: [{ ...draft.rows[0]!, quantity: "1,5" }] })).toBe(false);
    expect(sameContent(draft, initialContent(initial, []))).toBe(false);
  });

  it("says when it was typed: today, yesterday or the day, in the shop's time", () => {
    const now = new Date("2026-11-26T18:00:00Z"); // 15:00 in São Paulo
    expect(messages.quoteDraft.offer(draftWhen(new Date("2026-11-26T17:32:00Z"), now))).toBe("Continuar o rascunho de hoje, 14:32?");
    // 01:10 UTC on the 26th is 22:10 on the 25th in São Paulo.
    expect(draftWhen(new Date("2026-11-26T01:10:00Z"), now)).toBe("de ontem, 22:10");
    expect(draftWhen(new Date("2026-11-24T21:40:00Z"), now)).toBe("de 24/11, 18:40");
  });
});
