/**
 * Words that meant two things on screen: the markup over a part's cost is 'Acréscimo', never
 * 'Margem' (the job's margin on price); a deposit not paid yet is 'não pago', never 'a receber'
 * (the balance of the jobs ready or delivered, on the Painel and in 'Financeiro').
 */
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { dueNow } from "@/lib/quotes/deposit";

/** Every string a message group says, its functions called with sample arguments. */
function textsOf(group: object): string[] {
  return Object.values(group).flatMap((value) => {
    if (typeof value === "string") return [value];
    if (typeof value === "function") return [String(value("X", "Y", "Z"))];
    return value && typeof value === "object" ? textsOf(value) : [];
  });
}

describe("one meaning per word", () => {
  it("the markup fields say 'Acréscimo', and 'Margem' is only the margin on price", () => {
    const markup = [
      messages.supplierAnswers.markup,
      messages.supplierAnswers.markupInvalid,
      messages.suppliers.partsSettings.markupLabel,
      messages.suppliers.partsSettings.markupInvalid,
      messages.suppliers.partsSettings.description,
    ];
    for (const text of markup) {
      expect(text).not.toMatch(/margem/i);
      expect(text).toMatch(/acréscimo/i);
    }
    expect(messages.margins.job.margin).toBe("Margem");
  });

  it("'a receber' is the balance of jobs ready or delivered, never a deposit's state", () => {
    expect(textsOf(messages.deposit).join("\n")).not.toMatch(/a receber/i);
    expect(messages.finance.overview.receivable).toBe("A receber");
  });
});

describe("dueNow: what 'Registrar pagamento' starts at", () => {
  it("is the deposit not paid yet while the car is in the shop", () => {
    expect(dueNow("approved", "911.95", "521.95")).toEqual({ amount: "521.95", isDeposit: true });
    expect(dueNow("in_progress", "911.95", "21.95")).toEqual({ amount: "21.95", isDeposit: true });
  });

  it("is the balance without a deposit, once it is paid, or once the car is ready or delivered", () => {
    expect(dueNow("approved", "911.95", null)).toEqual({ amount: "911.95", isDeposit: false });
    expect(dueNow("approved", "390.00", "0.00")).toEqual({ amount: "390.00", isDeposit: false });
    expect(dueNow("ready", "911.95", "521.95")).toEqual({ amount: "911.95", isDeposit: false });
    expect(dueNow("delivered", "911.95", "521.95")).toEqual({ amount: "911.95", isDeposit: false });
  });

  it("never asks more than the job owes", () => {
    expect(dueNow("approved", "100.00", "521.95")).toEqual({ amount: "100.00", isDeposit: true });
  });
});
