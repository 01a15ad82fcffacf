import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import {
  copyDayToAll,
  defaultOpeningHours,
  isOpenAt,
  normaliseOpeningHours,
  parseIntervals,
  shopClock,
  toggleDay,
} from "@/lib/profile/opening-hours";
import { newServiceId, sanitiseServices } from "@/lib/profile/services";
import { firstFreeSlug, SLUG_MAX_LENGTH, toSlug } from "@/lib/profile/slug";
import { whatsappLink } from "@/lib/profile/whatsapp";
import { profileSchema, serviceSchema } from "@/lib/validation/profile";

describe("services", () => {
  it("drops entries lacking a string id, a string name or a numeric price", () => {
    const stored = [
      { id: "a", name: "Troca de óleo", price: 120.5, description: "Com filtro" },
      { id: "b", name: "Alinhamento", price: 0 },
      { id: 7, name: "id numérico", price: 10 },
      { name: "sem id", price: 10 },
      { id: "c", name: null, price: 10 },
      { id: "d", name: "preço em texto", price: "10" },
      { id: "e", name: "preço NaN", price: Number.NaN },
      { id: "", name: "id vazio", price: 1 },
      null,
      "texto",
      { id: "f", name: "descrição estranha", price: 5, description: 42 },
    ];
    expect(sanitiseServices(stored)).toEqual([
      { id: "a", name: "Troca de óleo", price: 120.5, description: "Com filtro" },
      { id: "b", name: "Alinhamento", price: 0 },
      { id: "f", name: "descrição estranha", price: 5 },
    ]);
    expect(sanitiseServices(null)).toEqual([]);
    expect(sanitiseServices({ id: "a" })).toEqual([]);
  });

  it("reads the price as typed, the Brazilian way; blank is R$ 0,00", () => {
    for (const [typed, price] of [
      ["", 0],
      ["120", 120],
      ["120,00", 120],
      ["1.234,56", 1234.56],
      ["1234.56", 1234.56],
      ["49,9", 49.9],
    ] as const) {
      expect(serviceSchema.parse({ id: "x", name: " Freio ", price: typed })).toEqual({ id: "x", name: "Freio", price });
    }
  });

  it("needs a name, and refuses a price it cannot read with the service's name", () => {
    const result = serviceSchema.safeParse({ id: newServiceId(), name: "   ", price: "10" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.profile.serviceNameRequired);
    for (const [typed, reason] of [
      ["-1", messages.money.negative],
      ["12,345", messages.money.tooManyDecimals],
      ["abc", messages.money.invalid],
    ] as const) {
      const refused = serviceSchema.safeParse({ id: "x", name: "Troca de óleo", price: typed });
      expect(refused.error?.issues).toEqual([
        expect.objectContaining({ path: ["price"], message: messages.profile.servicePriceInvalid("Troca de óleo", reason) }),
      ]);
    }
    // A number is what the old form sent, read by the browser's language: never trusted again.
    expect(serviceSchema.safeParse({ id: "x", name: "Freio", price: 120 }).success).toBe(false);
  });

  it("generates distinct ids", () => {
    const ids = new Set(Array.from({ length: 100 }, newServiceId));
    expect(ids.size).toBe(100);
  });
});

describe("opening hours", () => {
  it("defaults to Monday–Friday 08:00-18:00, Saturday 08:00-12:00, Sunday closed", () => {
    const hours = defaultOpeningHours();
    for (const day of ["monday", "tuesday", "wednesday", "thursday", "friday"] as const) {
      expect(hours[day]).toEqual({ open: true, hours: "08:00-18:00" });
    }
    expect(hours.saturday).toEqual({ open: true, hours: "08:00-12:00" });
    expect(hours.sunday).toEqual({ open: false, hours: "" });
    expect(normaliseOpeningHours(null)).toEqual(hours);
  });

  it("fills a day missing from a stored value as closed with no hours", () => {
    const normalised = normaliseOpeningHours({ monday: { open: true, hours: "09:00-17:00" }, tuesday: { open: "sim" } });
    expect(normalised.monday).toEqual({ open: true, hours: "09:00-17:00" });
    expect(normalised.tuesday).toEqual({ open: false, hours: "" });
    expect(normalised.sunday).toEqual({ open: false, hours: "" });
  });

  it("opens a day with no data with empty hours, and keeps the text when closing", () => {
    const hours = normaliseOpeningHours({});
    const opened = toggleDay(hours, "sunday", true);
    expect(opened.sunday).toEqual({ open: true, hours: "" });
    expect(hours.sunday.open).toBe(false); // not mutated
    const closed = toggleDay(defaultOpeningHours(), "monday", false);
    expect(closed.monday).toEqual({ open: false, hours: "08:00-18:00" });
    expect(toggleDay(closed, "monday", true).monday).toEqual({ open: true, hours: "08:00-18:00" });
  });

  it("copies a day's periods, a lunch break included, to every day, leaving which days open as they were", () => {
    const week = { ...defaultOpeningHours(), monday: { open: true, hours: "08:00-12:00;13:30-18:00" } };
    const copied = copyDayToAll(week, "monday");
    for (const day of ["tuesday", "friday", "saturday"] as const)
      expect(copied[day]).toEqual({ open: true, hours: "08:00-12:00;13:30-18:00" });
    expect(copied.sunday).toEqual({ open: false, hours: "08:00-12:00;13:30-18:00" });
    expect(week.tuesday.hours).toBe("08:00-18:00"); // not mutated
  });

  it("reads intervals separated by semicolons and ignores what it cannot read", () => {
    expect(parseIntervals("08:00-12:00;14:00-18:00")).toEqual([
      { start: 480, end: 720 },
      { start: 840, end: 1080 },
    ]);
    expect(parseIntervals("8-12; 13:30 - 18:00; almoço")).toEqual([
      { start: 480, end: 720 },
      { start: 810, end: 1080 },
    ]);
    expect(parseIntervals("")).toEqual([]);
  });

  it("says open or closed at a moment, in America/Sao_Paulo (UTC-3)", () => {
    const hours = { ...defaultOpeningHours(), monday: { open: true, hours: "08:00-12:00;14:00-18:00" } };
    // 2025-06-02 is a Monday. 11:00 UTC is 08:00 in São Paulo.
    expect(shopClock(new Date("2025-06-02T11:00:00Z"))).toEqual({ day: "monday", minutes: 480 });
    expect(isOpenAt(hours, new Date("2025-06-02T11:00:00Z"))).toBe(true);
    expect(isOpenAt(hours, new Date("2025-06-02T10:59:00Z"))).toBe(false);
    expect(isOpenAt(hours, new Date("2025-06-02T15:30:00Z"))).toBe(false); // lunch, 12:30
    expect(isOpenAt(hours, new Date("2025-06-02T20:59:00Z"))).toBe(true); // 17:59
    expect(isOpenAt(hours, new Date("2025-06-02T21:00:00Z"))).toBe(false); // 18:00
    // Sunday 10:00 in São Paulo is still Sunday although it is 13:00 UTC; Sunday is closed.
    expect(isOpenAt(hours, new Date("2025-06-01T13:00:00Z"))).toBe(false);
    // 01:00 UTC on Tuesday is 22:00 on Monday in São Paulo.
    expect(shopClock(new Date("2025-06-03T01:00:00Z")).day).toBe("monday");
  });

  it("carries a night interval past midnight into the next day", () => {
    const hours = { ...normaliseOpeningHours({}), friday: { open: true, hours: "22:00-02:00" } };
    expect(isOpenAt(hours, new Date("2025-06-07T02:00:00Z"))).toBe(true); // Friday 23:00
    expect(isOpenAt(hours, new Date("2025-06-07T04:30:00Z"))).toBe(true); // Saturday 01:30
    expect(isOpenAt(hours, new Date("2025-06-07T05:00:00Z"))).toBe(false); // Saturday 02:00
  });
});

describe("slugs", () => {
  it("come from the shop name without accents, spaces or symbols", () => {
    expect(toSlug("Auto Mecânica São José & Filhos")).toBe("auto-mecanica-sao-jose-e-filhos");
    expect(toSlug("  Oficina do Zé!!  ")).toBe("oficina-do-ze");
    expect(toSlug("ÇÃO ação")).toBe("cao-acao");
    expect(toSlug("!!!")).toBe("");
    const long = toSlug("Oficina ".repeat(20));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long.endsWith("-")).toBe(false);
  });

  it("are numbered when taken", () => {
    expect(firstFreeSlug("oficina", new Set())).toBe("oficina");
    expect(firstFreeSlug("oficina", new Set(["oficina"]))).toBe("oficina-2");
    expect(firstFreeSlug("oficina", new Set(["oficina", "oficina-2", "oficina-3"]))).toBe("oficina-4");
    const base = "a".repeat(SLUG_MAX_LENGTH);
    expect(firstFreeSlug(base, new Set([base]))).toHaveLength(SLUG_MAX_LENGTH);
  });

  it("are normalised when typed in the profile", () => {
    const parsed = profileSchema.parse({
      shopName: "Oficina",
      ownerName: "",
      description: "",
      slug: "Minha Oficina Ágil",
      whatsappIntegration: "",
      services: "[]",
      openingHours: JSON.stringify(defaultOpeningHours()),
    });
    expect(parsed.slug).toBe("minha-oficina-agil");
  });
});

describe("WhatsApp", () => {
  it.each([
    ["(11) 91234-5678", "https://wa.me/5511912345678"],
    ["11 3456-7890", "https://wa.me/551134567890"],
    ["+55 (21) 99876-5432", "https://wa.me/5521998765432"],
    ["https://wa.me/5511912345678", "https://wa.me/5511912345678"],
    ["wa.me/11912345678?text=oi", "https://wa.me/5511912345678"],
    ["https://api.whatsapp.com/send?phone=5511912345678&text=Oi", "https://wa.me/5511912345678"],
    ["011 91234-5678", "https://wa.me/5511912345678"],
  ])("turns %s into %s", (value, link) => {
    expect(whatsappLink(value)).toBe(link);
  });

  it.each([[""], [null], ["12345"], ["https://exemplo.com"], ["javascript:alert(1)"]])("has no link for %j", (value) => {
    expect(whatsappLink(value)).toBeNull();
  });
});
