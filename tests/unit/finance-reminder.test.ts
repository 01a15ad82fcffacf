/** 'Cobrar no WhatsApp': the reminder carries the amount and, with a PIX key, the copia e cola for that amount. */
import { describe, expect, it } from "vitest";
import { paymentRequestUrl } from "@/lib/finance/payment-request";
import { addMonths, lastMonths, monthRange, parseMonth, currentMonth } from "@/lib/finance/months";
import { pixCharge } from "@/lib/pix/charge";
import { emvField } from "../support/pix-qr";

const job = { number: 42, owed: "1234.56", customerName: "Maria", customerPhone: "(11) 91234-5678" };
const receiver = { keyType: "email" as const, key: "oficina@exemplo.com", name: "Oficina do Zé", city: "São Paulo" };
const textOf = (url: string | null) => new URL(url!).searchParams.get("text")!;

describe("payment reminder", () => {
  it("opens WhatsApp at the customer's number with the amount and the PIX code for it", () => {
    const url = paymentRequestUrl(job, receiver, "Oficina do Zé");
    expect(url!.startsWith("https://wa.me/5511912345678?text=")).toBe(true);
    const text = textOf(url);
    expect(text).toContain("R$\u00a01.234,56");
    expect(text).toContain("OS0042");
    expect(text).toContain("Oficina do Zé");
    const payload = pixCharge(receiver, "1234.56", 42)!;
    expect(text).toContain(payload);
    expect(emvField(payload, "54")).toBe("1234.56");
  });

  it("without a PIX key, sends the text alone; without a phone or the shop's name, no link", () => {
    const text = textOf(paymentRequestUrl(job, null, "Oficina do Zé"));
    expect(text).not.toContain("copia e cola");
    expect(text).toContain("Oficina do Zé");
    expect(paymentRequestUrl({ ...job, customerPhone: null }, receiver, "X")).toBeNull();
    // Never signed with a stand-in: no name, no message.
    expect(paymentRequestUrl(job, receiver, null)).toBeNull();
    expect(paymentRequestUrl(job, receiver, "  ")).toBeNull();
  });
});

describe("shop months", () => {
  it("are São Paulo's calendar months as ranges of days", () => {
    expect(currentMonth(new Date("2026-12-01T02:59:00Z"))).toBe("2026-11");
    expect(currentMonth(new Date("2026-12-01T03:00:00Z"))).toBe("2026-12");
    expect(monthRange("2026-12")).toEqual({ month: "2026-12", from: "2026-12-01", to: "2027-01-01" });
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(lastMonths("2026-02", 3)).toEqual(["2025-12", "2026-01", "2026-02"]);
    expect([parseMonth("2026-11"), parseMonth("2026-13"), parseMonth("2026-1"), parseMonth(null)]).toEqual(["2026-11", null, null, null]);
  });
});
