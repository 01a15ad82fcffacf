/** The drafted lines' prices and kinds (lib/quotes/sentence-lines.ts): a price only from a source, labour by the hour at the shop's rate. */
import { describe, expect, it } from "vitest";
import { matchParts, splitSentence } from "@/lib/assistant/quote-sentence";
import { messages } from "@/lib/messages";
import { sentenceLines, type PastLine } from "@/lib/quotes/sentence-lines";

const m = messages.quoteEditor.assistant;
const past = (line: Partial<PastLine> & Pick<PastLine, "description" | "unitPrice" | "itemKind">): PastLine => ({
  quoteNumber: "Nº 0007",
  kindOfLine: line.itemKind === "part" ? "part" : "labour",
  condition: line.itemKind === "part" ? "original" : null,
  pricing: line.itemKind === "labour" ? "hours" : null,
  ...line,
});
const HISTORY = [
  past({ description: "Mão de obra", unitPrice: 95, itemKind: "labour" }),
  past({ description: "Regulagem de freio", unitPrice: 180, itemKind: "labour", pricing: "fixed" }),
  past({ description: "Lavagem do motor", unitPrice: 60, itemKind: "service" }),
  past({ description: "Pastilha de freio dianteira", unitPrice: 260, itemKind: "part", condition: "paralela" }),
];
const linesOf = (sentence: string, hourlyRate: string | null) =>
  sentenceLines(
    matchParts(splitSentence(sentence), { catalogue: [{ id: "oil", name: "Troca de óleo", price: 90 }], history: HISTORY }),
    hourlyRate,
  );

describe("sentenceLines", () => {
  it("prices labour by the hour at the shop's rate over a past price, and from the past line without a rate", () => {
    expect(linesOf("2h de mão de obra", "110.00")).toEqual([
      expect.objectContaining({
        kind: "labour",
        labourPricing: "hours",
        quantity: "2",
        unitPrice: "110.00",
        sourceLabel: m.fromHourlyRate,
      }),
    ]);
    expect(linesOf("2h de mão de obra", null)).toEqual([
      expect.objectContaining({
        kind: "labour",
        labourPricing: "hours",
        quantity: "2",
        unitPrice: "95.00",
        sourceLabel: m.fromQuote("Nº 0007"),
      }),
    ]);
  });

  it("keeps a past line's kind, pricing and condition, and the condition said in the sentence over it", () => {
    expect(linesOf("regulagem de freio, lavagem do motor, pastilha de freio dianteira original", null)).toEqual([
      expect.objectContaining({ kind: "labour", labourPricing: "fixed", quantity: "1", unitPrice: "180.00" }),
      expect.objectContaining({ kind: "service", catalogueServiceId: null, unitPrice: "60.00" }),
      expect.objectContaining({ kind: "part", partCondition: "original", unitPrice: "260.00" }),
    ]);
  });

  it("makes a catalogue match a catalogue service line, with the quantity typed", () => {
    expect(linesOf("2 troca de óleo", null)).toEqual([
      expect.objectContaining({
        kind: "service",
        description: "Troca de óleo",
        catalogueServiceId: "oil",
        quantity: "2",
        unitPrice: "90.00",
        source: "catalogue",
      }),
    ]);
  });

  it("leaves the price empty, marked to fill, when nothing priced the line", () => {
    expect(linesOf("bieleta, 3h de funilaria", null)).toEqual([
      expect.objectContaining({ kind: "part", description: "Bieleta", unitPrice: "", source: null, sourceLabel: m.noPrice }),
      expect.objectContaining({ kind: "labour", labourPricing: "hours", quantity: "3", unitPrice: "", sourceLabel: m.noPrice }),
    ]);
  });
});
