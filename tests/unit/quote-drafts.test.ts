import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import {
  ambiguousQuantity,
  blankDraft,
  decimalInputText,
  draftFromSaved,
  draftKey,
  draftLineTotal,
  draftTotals,
  postedItem,
  readDiscount,
} from "@/lib/quotes/drafts";
import { chosenVehicle, duplicateQuoteInitial, newQuoteInitial, savedQuoteInitial, withVehicle } from "@/lib/quotes/editor-initial";

const row = (changes: Partial<ReturnType<typeof blankDraft>>) => ({ ...blankDraft(draftKey(0), "part", null), ...changes });

describe("the editor's rows as typed", () => {
  it("total each line the way the server will, and show nothing for a line that does not read yet", () => {
    expect(draftLineTotal(row({ quantity: "2,5", unitPrice: "85" }))).toBe("212.50");
    expect(draftLineTotal(row({ quantity: "0,333", unitPrice: "10,00" }))).toBe("3.33");
    expect(draftLineTotal(row({ quantity: "0", unitPrice: "10" }))).toBeNull();
    expect(draftLineTotal(row({ quantity: "1,2345", unitPrice: "10" }))).toBeNull();
    expect(draftLineTotal(row({ quantity: "1", unitPrice: "-10" }))).toBeNull();
    expect(draftLineTotal(row({ quantity: "1", unitPrice: "" }))).toBeNull();
    // Labour at a fixed price is one price, whatever the hours field held.
    expect(draftLineTotal({ ...blankDraft(draftKey(1), "labour", "90.00"), pricing: "fixed", quantity: "", unitPrice: "200" })).toBe(
      "200.00",
    );
  });

  it("add the subtotals, a percentage rounded half up, and leave out lines and discounts that do not read", () => {
    const rows = [
      { ...blankDraft(draftKey(0), "service", null), unitPrice: "149,90" },
      row({ quantity: "2", unitPrice: "89,90" }),
      row({ quantity: "2", unitPrice: "32,50", condition: "paralela" }),
      { ...blankDraft(draftKey(3), "labour", "120.00"), quantity: "1,5" },
      row({ quantity: "x", unitPrice: "1" }),
    ];
    expect(draftTotals(rows, "percent", "5")).toEqual({
      services: "149.90",
      parts: "244.80",
      labour: "180.00",
      subtotal: "574.70",
      discount: "28.74",
      total: "545.96",
      discountReads: true,
      discountError: null,
      uncounted: [5],
      awaiting: [],
    });
    expect(draftTotals(rows, "amount", "12,345")).toMatchObject({
      discount: "0.00",
      total: "574.70",
      discountReads: false,
      discountError: messages.quotes.discountInvalid,
    });
    expect(readDiscount("percent", "12,5%")).toEqual({ kind: "percent", value: "12.5" });
    expect(readDiscount("amount", "1.234,5")).toEqual({ kind: "amount", value: "1234.50" });
    expect(readDiscount("amount", "")).toBeNull();
  });

  it("name a part without a price as awaiting suppliers' prices, never as R$ 0,00 nor as a mistake", () => {
    const rows = [{ ...blankDraft(draftKey(0), "service", null), unitPrice: "100,00" }, row({ quantity: "2", unitPrice: "" })];
    expect(draftTotals(rows, "amount", "")).toMatchObject({ parts: "0.00", total: "100.00", uncounted: [], awaiting: [2] });
  });

  it("count the rows that read when one does not, and name the one left out", () => {
    const rows = [row({ quantity: "1.500", unitPrice: "100" }), row({ quantity: "2", unitPrice: "50" })];
    expect(draftTotals(rows, "amount", "")).toMatchObject({ subtotal: "100.00", total: "100.00", uncounted: [1] });
    expect(ambiguousQuantity(rows[0]!)).toBe(messages.quotes.quantityAmbiguous("1.500", "1,5", "1500"));
    expect(ambiguousQuantity(row({ quantity: "1,5" }))).toBeNull();
    expect(ambiguousQuantity(row({ quantity: "abc" }))).toBeNull();
  });

  it("never show a negative total: a discount above the subtotal, or above 100%, shows its reason instead", () => {
    const rows = [row({ quantity: "1", unitPrice: "100" })];
    expect(draftTotals(rows, "amount", "150")).toMatchObject({
      subtotal: "100.00",
      discountReads: false,
      discountError: messages.quotes.discountTooLarge,
    });
    expect(draftTotals(rows, "percent", "120")).toMatchObject({ discountReads: false, discountError: messages.quotes.percentTooLarge });
    expect(draftTotals(rows, "amount", "100")).toMatchObject({ total: "0.00", discountReads: true, discountError: null });
  });

  it("give each new line its own key, a version-4 uuid the server keeps", () => {
    const keys = Array.from({ length: 50 }, () => blankDraft(draftKey(0), "part", null).lineKey);
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("post only what concerns the line's kind, as typed", () => {
    const part = row({ description: "Pastilha", quantity: "2", unitPrice: "89,90", condition: "usada", catalogueServiceId: "x" });
    expect(postedItem(part)).toEqual({
      kind: "part",
      lineKey: part.lineKey,
      description: "Pastilha",
      catalogueServiceId: "",
      condition: "usada",
      pricing: "",
      quantity: "2",
      unitPrice: "89,90",
      unitCost: "",
      supplierId: "",
    });
  });

  it("open a saved line as the mechanic types it, and drop a catalogue link the shop no longer offers", () => {
    const saved = {
      kind: "service" as const,
      description: "Troca de óleo",
      catalogueServiceId: "gone",
      partCondition: null,
      labourPricing: null,
      quantity: "2.500",
      unitPrice: "1234.50",
    };
    expect(draftFromSaved("item-0", saved, new Set(["other"]))).toMatchObject({
      key: "item-0",
      quantity: "2,5",
      unitPrice: "1.234,50",
      catalogueServiceId: "",
    });
    expect(draftFromSaved("item-0", saved, new Set(["gone"]))).toMatchObject({ catalogueServiceId: "gone" });
    expect(decimalInputText("3.000")).toBe("3");
  });
});

describe("what the editor opens with", () => {
  const defaults = { paymentTerms: "PIX na entrega", warrantyText: "Garantia de 90 dias" };
  const saved = {
    description: "Revisão",
    status: "approved" as const,
    vehicleId: null,
    checkInKm: 45000,
    cost: 300,
    items: [
      {
        kind: "part" as const,
        description: "Filtro",
        catalogueServiceId: null,
        partCondition: "original" as const,
        labourPricing: null,
        quantity: "1.000",
        unitPrice: "300.00",
      },
    ],
    discountKind: "percent" as const,
    discountValue: "12.50",
    validUntil: "2026-01-10",
    paymentTerms: "Cartão",
    estimatedStart: "2026-01-11",
    estimatedCompletion: null,
    observations: "Cliente aguarda",
    warrantyText: null,
  };

  it("a new quote is valid for 10 days in São Paulo, with the shop's terms and warranty", () => {
    // 01:00 UTC on 1 Dec is still 30 Nov in São Paulo.
    expect(newQuoteInitial(defaults, new Date("2026-12-01T01:00:00Z"))).toMatchObject({
      validUntil: "2026-12-10",
      paymentTerms: "PIX na entrega",
      warrantyText: "Garantia de 90 dias",
      items: [],
    });
  });

  it("a saved quote opens as stored, its validity kept as the one it already had", () => {
    expect(savedQuoteInitial(saved)).toMatchObject({
      checkInKm: "45.000",
      cost: "",
      discountValue: "12,5",
      validUntil: "2026-01-10",
      warrantyText: "",
    });
  });

  it("a duplicate takes the items, discount and texts, never the complaint, vehicle or dates", () => {
    const copy = duplicateQuoteInitial(defaults, { ...saved, vehicleId: "v" }, {}, new Date("2026-12-01T15:00:00Z"));
    expect(copy).toMatchObject({
      description: "",
      vehicleId: "",
      checkInKm: "",
      items: saved.items,
      discountKind: "percent",
      discountValue: "12,5",
      paymentTerms: "Cartão",
      observations: "Cliente aguarda",
    });
    expect(copy).toMatchObject({ validUntil: "2026-12-11", estimatedStart: "", warrantyText: "Garantia de 90 dias" });
  });

  it("a duplicate for the same customer keeps the complaint and the car too", () => {
    const copy = duplicateQuoteInitial(defaults, { ...saved, vehicleId: "v" }, { sameCustomer: true });
    expect(copy).toMatchObject({ description: "Revisão", vehicleId: "v", items: saved.items, estimatedStart: "" });
  });

  it("a new quote opens on the car asked for if it is the customer's, else on the only one, its km prefilled", () => {
    const gol = { id: "gol", currentKm: 45000 };
    const uno = { id: "uno", currentKm: null };
    expect(chosenVehicle([gol, uno], "uno")).toBe(uno);
    // Another customer's (or shop's) vehicle id is not in the list: ignored, never trusted.
    expect(chosenVehicle([gol, uno], "de-outro-cliente")).toBeUndefined();
    expect(chosenVehicle([gol, uno], "de-outro-cliente", "gol")).toBe(gol);
    expect(chosenVehicle([gol], undefined)).toBe(gol);
    expect(chosenVehicle([gol], "de-outro-cliente")).toBe(gol);
    expect(chosenVehicle([], "gol")).toBeUndefined();
    const opened = newQuoteInitial(defaults);
    expect(withVehicle(opened, gol)).toMatchObject({ vehicleId: "gol", checkInKm: "45.000" });
    expect(withVehicle(opened, uno)).toMatchObject({ vehicleId: "uno", checkInKm: "" });
    expect(withVehicle({ ...opened, vehicleId: "apagado" }, undefined)).toMatchObject({ vehicleId: "", checkInKm: "" });
  });
});
