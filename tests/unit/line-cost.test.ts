/** A part line's cost, margin and supplier in the quote editor (lib/quotes/line-cost.ts, drafts.ts, answer-choice.ts). */
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { blankDraft, draftFromSaved, draftKey, postedItem } from "@/lib/quotes/drafts";
import { fromAnswer, readMarkup, withCost, withItemCosts, withMarkup, withPrice } from "@/lib/quotes/line-cost";
import { answerHighlights, newAnswerCount, type SupplierAnswerView } from "@/lib/suppliers/answer-choice";
import { DEFAULT_PARTS_MARKUP, markupOf, priceWithMarkup } from "@/lib/suppliers/markup";
import { quoteSchema } from "@/lib/validation/quote";

const part = (changes: Partial<ReturnType<typeof blankDraft>> = {}) => ({ ...blankDraft(draftKey(0), "part", null, "30"), ...changes });
const SUPPLIER = "0b7f3e1a-5c2d-4e8f-9a6b-1c2d3e4f5a6b";

const answer = (changes: Partial<SupplierAnswerView>): SupplierAnswerView => ({
  id: changes.id ?? "a",
  supplierId: SUPPLIER,
  supplierName: "Auto Peças Sul",
  price: "100.00",
  condition: "original",
  brand: null,
  deliveryDays: 2,
  note: null,
  answeredAt: "2026-11-26T12:00:00.000Z",
  deadline: "2026-11-26T19:00:00.000Z",
  ...changes,
});

describe("the markup math", () => {
  it("prices a cost with the markup to the cent, and reads back the markup a price makes", () => {
    expect(priceWithMarkup("85.00", "30")).toBe("110.50");
    expect(priceWithMarkup("0.05", "30")).toBe("0.07"); // 6.5 cents rounds half up
    expect(priceWithMarkup("33.33", "0")).toBe("33.33");
    expect(markupOf("85.00", "110.50")).toBe("30");
    expect(markupOf("30", "40")).toBe("33,33");
    expect(markupOf("100", "90")).toBe("-10");
    expect(markupOf("0", "90")).toBeNull();
  });

  it("reads a markup as typed, refusing what is not one (or above 1000 %)", () => {
    expect(readMarkup("35,5")).toBe("35.5");
    expect(readMarkup("30%")).toBe("30");
    expect(readMarkup("")).toBeNull();
    expect(readMarkup("abc")).toBeNull();
    expect(readMarkup("1000,01")).toBeNull();
    expect(readMarkup("-5")).toBeNull();
  });
});

describe("a part line's cost and margin as typed", () => {
  it("starts a new part with the shop's markup; other kinds carry no cost", () => {
    expect(blankDraft(draftKey(0), "part", null)).toMatchObject({ unitCost: "", markup: DEFAULT_PARTS_MARKUP, supplierId: "" });
    expect(blankDraft(draftKey(0), "part", null, "45.50")).toMatchObject({ markup: "45,5" });
  });

  it("recomputes the price from the cost or the margin, and the margin from the price", () => {
    expect(withCost(part(), "85,00")).toEqual({ unitCost: "85,00", unitPrice: "110,50" });
    expect(withCost(part(), "85,0x")).toEqual({ unitCost: "85,0x" });
    expect(withMarkup(part({ unitCost: "85,00" }), "50")).toEqual({ markup: "50", unitPrice: "127,50" });
    expect(withMarkup(part({ unitCost: "85,00" }), "5a")).toEqual({ markup: "5a" });
    expect(withMarkup(part(), "50")).toEqual({ markup: "50" });
    expect(withPrice(part({ unitCost: "100,00" }), "140,00")).toEqual({ unitPrice: "140,00", markup: "40" });
    // No cost: the price is only the price.
    expect(withPrice(part(), "140,00")).toEqual({ unitPrice: "140,00" });
  });

  it("posts the cost and supplier of a part only, and opens a saved part with the markup its price makes", () => {
    const draft = part({ description: "Pastilha", unitCost: "85,00", unitPrice: "110,50", supplierId: SUPPLIER, supplierName: "Sul" });
    expect(postedItem(draft)).toMatchObject({ unitCost: "85,00", supplierId: SUPPLIER });
    expect(postedItem({ ...draft, kind: "service" })).toMatchObject({ unitCost: "", supplierId: "" });
    const saved = {
      lineKey: "k",
      kind: "part" as const,
      description: "Pastilha",
      catalogueServiceId: null,
      partCondition: "original" as const,
      labourPricing: null,
      quantity: "1.000",
      unitPrice: "120.00",
    };
    expect(draftFromSaved("item-0", { ...saved, unitCost: "100.00", supplierId: SUPPLIER, supplierName: "Sul" })).toMatchObject({
      unitCost: "100,00",
      markup: "20",
      supplierId: SUPPLIER,
      supplierName: "Sul",
    });
    expect(draftFromSaved("item-0", saved, undefined, "25")).toMatchObject({ unitCost: "", markup: "25", supplierId: "" });
    const initial = withItemCosts({ items: [saved] }, { k: { unitCost: "100.00", supplierId: null, supplierName: null } });
    expect(initial.items[0]).toMatchObject({ unitCost: "100.00", supplierId: null });
  });

  it("is saved by the server as typed: the cost as money, a part's only, and the supplier's id checked", () => {
    const form = (item: Record<string, string>) => ({ description: "Freio", cost: "", items: JSON.stringify([item]) });
    const typed = { kind: "part", description: "Pastilha", quantity: "1", unitPrice: "110,50", unitCost: "85,00", supplierId: SUPPLIER };
    const parsed = quoteSchema.parse(form(typed));
    expect(parsed.items[0]).toMatchObject({ unitCost: "85.00", supplierId: SUPPLIER, unitPrice: "110.50" });
    expect(quoteSchema.parse(form({ ...typed, unitCost: "", supplierId: "" })).items[0]).toMatchObject({
      unitCost: null,
      supplierId: null,
    });
    // Not a part: no cost, whatever was posted.
    expect(quoteSchema.parse(form({ ...typed, kind: "service" })).items[0]).not.toHaveProperty("unitCost");
    const refused = quoteSchema.safeParse(form({ ...typed, unitCost: "-3", supplierId: "nao-e-um-id" }));
    expect(refused.success).toBe(false);
    const issues = Object.fromEntries(refused.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(issues).toMatchObject({
      "items.0.unitCost": messages.money.negative,
      "items.0.supplierId": messages.supplierAnswers.supplierNotFound,
    });
  });
});

describe("choosing a supplier's answer", () => {
  it("fills the line: cost, price with the line's markup, the answer's condition and supplier", () => {
    const offer = answer({ price: "85.00", condition: "paralela" }) as Parameters<typeof fromAnswer>[1];
    expect(fromAnswer(part({ markup: "50" }), offer)).toEqual({
      unitCost: "85,00",
      unitPrice: "127,50",
      markup: "50",
      condition: "paralela",
      supplierId: SUPPLIER,
      supplierName: "Auto Peças Sul",
    });
    // A line whose margin does not read takes the shop's.
    expect(fromAnswer(part({ markup: "x" }), offer, "30")).toMatchObject({ unitPrice: "110,50", markup: "30" });
  });

  it("marks the cheapest and the fastest only among two offers or more; 'não tenho' never", () => {
    const none = answer({ id: "n", price: null, condition: null, deliveryDays: null });
    expect(answerHighlights([answer({ id: "x" }), none])).toEqual({ cheapest: null, fastest: null });
    const cheap = answer({ id: "cheap", price: "80.00", deliveryDays: 5 });
    const fast = answer({ id: "fast", price: "95.00", deliveryDays: 0 });
    const tie = answer({ id: "tie", price: "80.00", deliveryDays: 7 });
    expect(answerHighlights([tie, fast, cheap, none])).toEqual({ cheapest: "cheap", fastest: "fast" });
  });

  it("counts what arrived since the last look", () => {
    const before = { k: [answer({ id: "a" })] };
    expect(newAnswerCount(before, { k: [answer({ id: "a" }), answer({ id: "b" })], j: [answer({ id: "c" })] })).toBe(2);
    expect(newAnswerCount(before, before)).toBe(0);
  });
});
