/** How a quote adds up and what its form refuses (lib/quotes/totals.ts, lib/validation/quote.ts). */
import { describe, expect, it } from "vitest";
import { addDaysToDay, formatDay, isIsoDay, shopToday } from "@/lib/calendar";
import { messages } from "@/lib/messages";
import { lineTotal, quoteTotals, type PricedLine } from "@/lib/quotes/totals";
import { readDecimal } from "@/lib/validation/fields";
import { defaultValidUntil, newQuoteSchema, quoteSchema } from "@/lib/validation/quote";

const m = messages.quotes;

describe("the totals (decimal, to the cent, half up)", () => {
  it.each([
    ["2.5", "85.00", "212.50"],
    ["0.333", "10.00", "3.33"],
    ["0.335", "10.00", "3.35"], // 3,35 exactly: never 3,3499999 as a float would make it
    ["1.5", "0.01", "0.02"], // 0,015 rounds up
    ["3", "0.10", "0.30"],
    ["4.5", "39.90", "179.55"],
  ])("%s × R$ %s = R$ %s", (quantity, unitPrice, total) => {
    expect(lineTotal(quantity, unitPrice)).toBe(total);
  });

  const lines: PricedLine[] = [
    { kind: "service", quantity: "1", unitPrice: "120.00" },
    { kind: "part", quantity: "2", unitPrice: "89.90" },
    { kind: "part", quantity: "1", unitPrice: "45.50" },
    { kind: "labour", quantity: "1.5", unitPrice: "90.00" },
  ];

  it("adds each kind, the subtotal, and takes off an amount", () => {
    expect(quoteTotals(lines, { kind: "amount", value: "25.30" })).toEqual({
      services: "120.00",
      parts: "225.30",
      labour: "135.00",
      subtotal: "480.30",
      discount: "25.30",
      total: "455.00",
    });
  });

  it("takes a percentage of the subtotal to the cent", () => {
    // 480,30 × 7,5% = 36,0225 → 36,02
    expect(quoteTotals(lines, { kind: "percent", value: "7.5" })).toMatchObject({ discount: "36.02", total: "444.28" });
  });

  it("never drifts like float: 0,1 + 0,2", () => {
    const cents = [
      { kind: "part", quantity: "1", unitPrice: "0.10" },
      { kind: "part", quantity: "1", unitPrice: "0.20" },
    ] as const;
    expect(quoteTotals(cents, null).total).toBe("0.30");
  });
});

describe("quantities and percentages as typed (readDecimal)", () => {
  it.each([
    ["2,5", "2.5"],
    ["2.5", "2.5"],
    ["4,50", "4.50"],
    ["1", "1"],
    ["007", "7"],
    ["0,125", "0.125"],
    ["", null],
  ])("%j reads %j", (typed, value) => {
    expect(readDecimal(typed, 3)).toEqual({ ok: true, value });
  });

  it.each([
    ["1.500", "ambiguous"],
    ["2.000", "ambiguous"],
    ["2,5555", "decimals"],
    ["-1", "invalid"],
    ["1,2,3", "invalid"],
    ["dois", "invalid"],
    ["1e3", "invalid"],
    ["1 000", "invalid"],
  ])("refuses %j rather than guess, saying why (%s)", (typed, reason) => {
    expect(readDecimal(typed, 3)).toEqual({ ok: false, reason });
  });
});

describe("the calendar days of a quote", () => {
  it("reads and shows yyyy-MM-dd without shifting a day", () => {
    expect(formatDay("2026-12-05")).toBe("05/12/2026");
    expect(addDaysToDay("2026-12-28", 10)).toBe("2027-01-07");
    expect(isIsoDay("2026-02-29")).toBe(false);
    expect(isIsoDay("2028-02-29")).toBe(true);
  });

  it("is the shop's today in São Paulo, not the server's (UTC) date", () => {
    // 01:30 UTC on the 25th is still 22:30 on the 24th in Brazil.
    expect(shopToday(new Date("2026-11-25T01:30:00Z"))).toBe("2026-11-24");
    expect(defaultValidUntil(new Date("2026-11-25T01:30:00Z"))).toBe("2026-12-04");
  });
});

const item = (fields: Record<string, string>) => ({ kind: "part", description: "Pastilha", quantity: "1", unitPrice: "100,00", ...fields });
const form = (fields: Record<string, unknown> = {}) => ({
  description: "Freios",
  status: "pending",
  ...fields,
  items: JSON.stringify(fields.items ?? []),
});
const fieldErrors = (input: Record<string, unknown>) => {
  const parsed = quoteSchema.safeParse(form(input));
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("the quote form", () => {
  it("reads what a mechanic types into items, a discount and totals", () => {
    const parsed = quoteSchema.parse(
      form({
        items: [
          { kind: "service", description: "Revisão", catalogueServiceId: "svc-1", quantity: "1", unitPrice: "120" },
          item({ condition: "paralela", quantity: "2", unitPrice: "89,90" }),
          { kind: "labour", description: "Troca", pricing: "hours", quantity: "1,5", unitPrice: "90" },
          { kind: "labour", description: "Diagnóstico", pricing: "fixed", quantity: "", unitPrice: "50" },
        ],
        discountKind: "percent",
        discountValue: "10",
        validUntil: defaultValidUntil(),
      }),
    );
    expect(
      parsed.items.map((line) => [
        line.kind,
        line.quantity,
        line.unitPrice,
        line.partCondition,
        line.labourPricing,
        line.catalogueServiceId,
      ]),
    ).toEqual([
      ["service", "1", "120.00", null, null, "svc-1"],
      ["part", "2", "89.90", "paralela", null, null],
      ["labour", "1.5", "90.00", null, "hours", null],
      ["labour", "1", "50.00", null, "fixed", null],
    ]);
    expect(parsed.totals).toEqual({
      services: "120.00",
      parts: "179.80",
      labour: "185.00",
      subtotal: "484.80",
      discount: "48.48",
      total: "436.32",
    });
    expect(parsed.cost).toBe("436.32");
  });

  it("keeps a plain record: a description and a value, no items", () => {
    expect(quoteSchema.parse(form({ cost: "1.234,56" }))).toMatchObject({ items: [], cost: "1234.56", discount: null });
  });

  it.each([
    ["quantity zero", { items: [item({ quantity: "0" })] }, "items.0.quantity", m.quantityInvalid],
    // Not "maior que zero": the real reason is that it could be either.
    ["an ambiguous quantity", { items: [item({ quantity: "1.500" })] }, "items.0.quantity", m.quantityAmbiguous("1.500", "1,5", "1500")],
    [
      "ambiguous hours",
      { items: [item({ kind: "labour", quantity: "2.000" })] },
      "items.0.quantity",
      m.quantityAmbiguous("2.000", "2", "2000"),
    ],
    ["four decimals", { items: [item({ quantity: "1,2345" })] }, "items.0.quantity", m.quantityDecimals],
    ["a negative quantity", { items: [item({ quantity: "-2" })] }, "items.0.quantity", m.quantityInvalid],
    ["no quantity", { items: [item({ quantity: " " })] }, "items.0.quantity", m.quantityRequired],
    ["a negative price", { items: [item({}), item({ unitPrice: "-10" })] }, "items.1.unitPrice", messages.money.negative],
    ["no price", { items: [item({ kind: "service", unitPrice: "" })] }, "items.0.unitPrice", m.priceRequired],
    ["a blank description", { items: [item({ description: "   " })] }, "items.0.description", m.itemDescriptionRequired],
    ["an unknown condition", { items: [item({ condition: "remanufaturada" })] }, "items.0.condition", m.conditionInvalid],
    ["an unknown kind", { items: [item({ kind: "brinde" })] }, "items.0.kind", m.itemKindInvalid],
    ["101 items", { items: Array.from({ length: 101 }, () => item({})) }, "items", m.tooManyItems(100)],
    ["a total beyond R$ 9.999.999,99", { items: [item({ quantity: "2", unitPrice: "5.000.000,00" })] }, "total", m.totalTooLarge],
    ["a plain value beyond R$ 9.999.999,99", { cost: "10.000.000,00" }, "cost", m.totalTooLarge],
    [
      "a discount above the subtotal",
      { items: [item({})], discountKind: "amount", discountValue: "100,01" },
      "discountValue",
      m.discountTooLarge,
    ],
    ["a percentage above 100", { items: [item({})], discountKind: "percent", discountValue: "120" }, "discountValue", m.percentTooLarge],
    ["a discount without items", { discountKind: "amount", discountValue: "10" }, "discountValue", m.discountWithoutItems],
    ["an impossible date", { validUntil: "2026-02-30" }, "validUntil", m.dateInvalid],
    [
      "completion before start",
      { estimatedStart: "2030-01-10", estimatedCompletion: "2030-01-09" },
      "estimatedCompletion",
      m.completionBeforeStart,
    ],
    ["a vehicle id that is no id", { vehicleId: "1 OR 1=1" }, "vehicleId", m.vehicleNotFound],
  ])("refuses %s with its message next to the field", (_case, input, path, message) => {
    expect(fieldErrors(input)[path]).toBe(message);
  });

  it("names every mistake of a line at once", () => {
    expect(fieldErrors({ items: [item({ description: " ", quantity: "0", unitPrice: "-1" })] })).toEqual({
      "items.0.description": m.itemDescriptionRequired,
      "items.0.quantity": m.quantityInvalid,
      "items.0.unitPrice": messages.money.negative,
    });
  });

  it("names every mistake of the form in one round: the items', the discount's and the dates' together", () => {
    expect(
      fieldErrors({
        description: "",
        items: [item({ quantity: "1.500" }), item({ unitPrice: "abc" }), item({})],
        discountKind: "percent",
        discountValue: "120",
        estimatedStart: "2030-01-10",
        estimatedCompletion: "2030-01-09",
        vehicleId: "nao-e-id",
      }),
    ).toEqual({
      description: "Descreva o serviço ou orçamento.",
      "items.0.quantity": m.quantityAmbiguous("1.500", "1,5", "1500"),
      "items.1.unitPrice": messages.money.invalid,
      vehicleId: m.vehicleNotFound,
      estimatedCompletion: m.completionBeforeStart,
      discountValue: m.percentTooLarge,
    });
  });

  it("checks a discount above the subtotal once every item reads, and a total past the ceiling at once", () => {
    // The unread item may yet make the subtotal reach the discount: not refused for it now.
    expect(fieldErrors({ items: [item({ quantity: "x" }), item({})], discountKind: "amount", discountValue: "150" })).toEqual({
      "items.0.quantity": m.quantityInvalid,
    });
    // More items only add: a total already past the ceiling stays past it.
    expect(fieldErrors({ items: [item({ quantity: "x" }), item({ quantity: "2", unitPrice: "5.000.000,00" })] })).toEqual({
      "items.0.quantity": m.quantityInvalid,
      total: m.totalTooLarge,
    });
    expect(fieldErrors({ items: [item({})], discountKind: "amount", discountValue: "150" })).toEqual({ discountValue: m.discountTooLarge });
  });

  it("refuses a new quote's validity in the past with the other mistakes, and keeps it for a saved one's server check", () => {
    const input = form({ items: [item({ description: "" })], validUntil: addDaysToDay(shopToday(), -1) });
    const paths = (parsed: ReturnType<typeof quoteSchema.safeParse>) => parsed.error?.issues.map((issue) => issue.path.join("."));
    expect(paths(newQuoteSchema.safeParse(input))).toEqual(["items.0.description", "validUntil"]);
    expect(paths(quoteSchema.safeParse(input))).toEqual(["items.0.description"]);
  });

  it("refuses unreadable items JSON as a broken page, not a typing mistake", () => {
    const parsed = quoteSchema.safeParse({ ...form(), items: "{quebrado" });
    expect(parsed.error?.issues[0]?.message).toBe(messages.validation.brokenForm);
  });
});
