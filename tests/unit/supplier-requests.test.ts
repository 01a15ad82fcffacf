import { describe, expect, it } from "vitest";
import { deadlineAt, deadlineProblem, deadlineText, quickDeadlines } from "@/lib/suppliers/deadline";
import { matchWords, rankSuppliers, supplierMatchesParts, tagMatchesPart } from "@/lib/suppliers/match";
import { requestedPartsText, requestSends, supplierRequestMessage } from "@/lib/suppliers/request-message";
import { supplierRequestSchema } from "@/lib/validation/supplier-request";
import { messages } from "@/lib/messages";

const m = messages.supplierRequests;
// 10:30 in São Paulo (UTC-3, no daylight saving since 2019) on Thursday 26/11/2026.
const MORNING = new Date("2026-11-26T13:30:00Z");

describe("suggested suppliers (lib/suppliers/match.ts)", () => {
  it("matches a tag to a word of a part, ignoring accents, case and a plural 's'", () => {
    expect(tagMatchesPart("Freios", "Pastilha de freio dianteira")).toBe(true);
    expect(tagMatchesPart("SUSPENSÃO", "Amortecedor da suspensao")).toBe(true);
    expect(tagMatchesPart("filtro", "Filtros de óleo")).toBe(true);
    expect(tagMatchesPart("Óleo", "Filtro de oleo")).toBe(true);
    expect(tagMatchesPart("Amortecedores", "Amortecedor traseiro")).toBe(true);
    expect(tagMatchesPart("Pistões", "Pistão do motor")).toBe(true);
    expect(tagMatchesPart("Motores", "Motor de partida")).toBe(true);
    expect(tagMatchesPart("Bosch", "Vela de ignição")).toBe(false);
    // A word, not a piece of one: 'freio' is not in 'freiodisco'… nor 'ar' in 'Pastilha'.
    expect(tagMatchesPart("ar", "Pastilha de freio")).toBe(false);
  });

  it("needs every word of a tag of several words, skipping filler words", () => {
    expect(tagMatchesPart("Filtro de ar", "Filtro de ar do motor")).toBe(true);
    expect(tagMatchesPart("Filtro de ar", "Filtro de óleo")).toBe(false);
    expect(tagMatchesPart("Peças de freio", "Disco de freio")).toBe(true);
    expect(tagMatchesPart("de", "Disco de freio")).toBe(false);
    expect(tagMatchesPart("", "Disco de freio")).toBe(false);
  });

  it("reads words as the match compares them", () => {
    expect(matchWords("Pastilhas de Freio, dianteiras")).toEqual(["pastilha", "de", "freio", "dianteira"]);
    expect(matchWords("Gás")).toEqual(["gas"]);
  });

  it("puts the suppliers whose tags match first, marked, each group in its order", () => {
    const list = [
      { id: "a", tags: ["Elétrica"] },
      { id: "b", tags: ["Freios", "Suspensão"] },
      { id: "c", tags: [] },
      { id: "d", tags: ["amortecedores"] },
    ];
    const ranked = rankSuppliers(list, ["Pastilha de freio", "Amortecedor traseiro"]);
    expect(ranked.map((s) => [s.id, s.suggested])).toEqual([
      ["b", true],
      ["d", true],
      ["a", false],
      ["c", false],
    ]);
    expect(supplierMatchesParts(["Freios"], [])).toBe(false);
  });
});

describe("the deadline (lib/suppliers/deadline.ts)", () => {
  it("reads a day and time in São Paulo", () => {
    expect(deadlineAt("2026-11-26", "16:00")?.toISOString()).toBe("2026-11-26T19:00:00.000Z");
    expect(deadlineAt("2026-02-30", "16:00")).toBeNull();
    expect(deadlineAt("2026-11-26", "24:00")).toBeNull();
    expect(deadlineAt("", "")).toBeNull();
  });

  it("offers only the quick choices still ahead", () => {
    expect(quickDeadlines(MORNING).map((c) => [c.label, c.day, c.time])).toEqual([
      ["Hoje 12h", "2026-11-26", "12:00"],
      ["Hoje 16h", "2026-11-26", "16:00"],
      ["Hoje 18h", "2026-11-26", "18:00"],
      ["Amanhã 10h", "2026-11-27", "10:00"],
      ["Amanhã 16h", "2026-11-27", "16:00"],
    ]);
    // 17:00 in São Paulo: only 'Hoje 18h' is left today.
    expect(quickDeadlines(new Date("2026-11-26T20:00:00Z")).map((c) => c.label)).toEqual(["Hoje 18h", "Amanhã 10h", "Amanhã 16h"]);
    // 23:30 in São Paulo is already the 27th in UTC: 'Amanhã' is still the 27th.
    expect(quickDeadlines(new Date("2026-11-27T02:30:00Z"))).toEqual([
      { label: "Amanhã 10h", day: "2026-11-27", time: "10:00" },
      { label: "Amanhã 16h", day: "2026-11-27", time: "16:00" },
    ]);
  });

  it("refuses a deadline past or more than 7 days ahead", () => {
    expect(deadlineProblem(new Date("2026-11-26T13:00:00Z"), MORNING)).toBe("past");
    expect(deadlineProblem(MORNING, MORNING)).toBe("past");
    expect(deadlineProblem(new Date("2026-12-03T13:30:00Z"), MORNING)).toBeNull();
    expect(deadlineProblem(new Date("2026-12-03T13:31:00Z"), MORNING)).toBe("tooFar");
  });

  it("says the deadline as the message reads it", () => {
    expect(deadlineText(deadlineAt("2026-11-26", "16:00")!, MORNING)).toBe("hoje às 16:00");
    expect(deadlineText(deadlineAt("2026-11-27", "10:00")!, MORNING)).toBe("amanhã às 10:00");
    expect(deadlineText(deadlineAt("2026-12-01", "09:05")!, MORNING)).toBe("01/12 às 09:05");
  });
});

describe("the supplier's WhatsApp message (lib/suppliers/request-message.ts)", () => {
  const parts = [
    { description: "Pastilha de freio", quantity: "2.000", condition: "original" as const },
    { description: "Amortecedor", quantity: "1.500", condition: "paralela" as const },
  ];

  it("lists the parts with quantity and condition", () => {
    expect(requestedPartsText(parts)).toBe("• 2x Pastilha de freio (original)\n• 1,5x Amortecedor (paralela)");
  });

  it("fills the default template: car with engine, parts, deadline and the link", () => {
    const text = supplierRequestMessage(
      {
        template: null,
        shopName: "Oficina do Zé",
        supplierName: "Auto Peças Sul",
        vehicle: "Volkswagen Gol 2015",
        engine: "1.6 8V",
        parts,
        deadline: deadlineAt("2026-11-26", "16:00")!,
        link: "https://app.exemplo.com/cotacao/abc",
      },
      MORNING,
    );
    expect(text).toBe(
      "Olá, Auto Peças Sul! Aqui é da Oficina do Zé. Pode me passar o preço destas peças para Volkswagen Gol 2015, motor 1.6 8V?\n" +
        "• 2x Pastilha de freio (original)\n• 1,5x Amortecedor (paralela)\n" +
        "Responda até hoje às 16:00 por este link: https://app.exemplo.com/cotacao/abc",
    );
  });

  it("uses the shop's template, and a wa.me link per supplier with its own link", () => {
    const sends = requestSends(
      {
        vehicle: "Fiat Uno 2010",
        engine: null,
        deadline: deadlineAt("2026-11-27", "10:00")!,
        parts,
        links: [
          { supplierId: "s1", supplierName: "Sul", phone: "(11) 91234-5678", token: "T".repeat(32), answeredAt: null },
          { supplierId: "s2", supplierName: "Norte", phone: null, token: "U".repeat(32), answeredAt: null },
        ],
      },
      { shopName: "Oficina", template: "{fornecedor}: {veiculo} até {prazo} {link}\n{pecas}" },
      "https://app.exemplo.com",
      MORNING,
    );
    expect(sends[0]).toMatchObject({ supplierName: "Sul", link: `https://app.exemplo.com/cotacao/${"T".repeat(32)}` });
    const text = decodeURIComponent(sends[0]!.whatsAppHref!.split("?text=")[1]!);
    expect(sends[0]!.whatsAppHref).toMatch(/^https:\/\/wa\.me\/5511912345678\?text=/);
    expect(text).toBe(
      `Sul: Fiat Uno 2010 até amanhã às 10:00 https://app.exemplo.com/cotacao/${"T".repeat(32)}\n${requestedPartsText(parts)}`,
    );
    expect(sends[1]!.whatsAppHref).toBeNull();
  });
});

describe("the request's schema (lib/validation/supplier-request.ts)", () => {
  const key = "0b6f3c1e-8f5e-4d3a-9c2b-1a2b3c4d5e6f";
  const supplier = "1b6f3c1e-8f5e-4d3a-9c2b-1a2b3c4d5e6f";
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = tomorrow.toLocaleDateString("sv-SE", { timeZone: "America/Sao_Paulo" });
  const form = (changes: Record<string, string> = {}) => ({
    parts: JSON.stringify([{ lineKey: key, description: "Pastilha", quantity: "2", condition: "original" }]),
    supplierIds: JSON.stringify([supplier, supplier.toUpperCase()]),
    engine: " 1.6 8V ",
    deadlineDay: day,
    deadlineTime: "10:00",
    ...changes,
  });
  const firstMessage = (input: object) => {
    const parsed = supplierRequestSchema.safeParse(input);
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };

  it("reads the parts, the suppliers once each, the engine and the deadline", () => {
    const parsed = supplierRequestSchema.parse(form());
    expect(parsed).toMatchObject({
      parts: [{ lineKey: key, description: "Pastilha", quantity: "2", condition: "original" }],
      supplierIds: [supplier],
      engine: "1.6 8V",
    });
    expect(parsed.deadline).toEqual(deadlineAt(day, "10:00"));
    expect(supplierRequestSchema.parse(form({ engine: "" })).engine).toBeNull();
  });

  it("refuses what is missing or out of bounds, with its message", () => {
    expect(firstMessage(form({ parts: "[]" }))).toBe(m.partsRequired);
    expect(firstMessage(form({ supplierIds: "[]" }))).toBe(m.suppliersRequired);
    const many = JSON.stringify(Array.from({ length: 31 }, () => supplier));
    expect(firstMessage(form({ supplierIds: many }))).toBe(m.suppliersTooMany(30));
    expect(firstMessage(form({ supplierIds: JSON.stringify(["x"]) }))).toBe(m.notFoundReason);
    expect(firstMessage(form({ engine: "x".repeat(61) }))).toBe(m.engineTooLong(60));
    expect(firstMessage(form({ deadlineDay: "" }))).toBe(m.deadlineRequired);
    expect(firstMessage(form({ deadlineDay: "2020-01-01" }))).toBe(m.deadlinePast);
    expect(firstMessage(form({ deadlineDay: "2099-01-01" }))).toBe(m.deadlineTooFar(7));
    const part = (changes: object) =>
      JSON.stringify([{ lineKey: key, description: "Pastilha", quantity: "2", condition: "original", ...changes }]);
    expect(firstMessage(form({ parts: part({ description: " " }) }))).toBe(m.partDescriptionRequired);
    expect(firstMessage(form({ parts: part({ quantity: "0" }) }))).toBe(messages.quotes.quantityInvalid);
    expect(firstMessage(form({ parts: part({ lineKey: "" }) }))).toBe(messages.validation.brokenForm);
    expect(firstMessage(form({ parts: part({ condition: "nova" }) }))).toBe(messages.validation.brokenForm);
    const twice = JSON.stringify([JSON.parse(part({}))[0], JSON.parse(part({}))[0]]);
    expect(firstMessage(form({ parts: twice }))).toBe(m.partsRepeated);
  });
});
