/** Each line of 'Lembretes': why it is there, in plain words, and the WhatsApp message of its kind. */
import { describe, expect, it } from "vitest";
import { paymentRequestUrl } from "@/lib/finance/payment-request";
import { reminderReason, reminderWhatsAppUrl, type Reminder, type ReminderShop } from "@/lib/reminders/lines";

const TODAY = "2026-11-26";
const ORIGIN = "https://app.oficina.example";
const shop: ReminderShop = { shopName: "Oficina do Zé", template: null, receiver: null };
const textOf = (url: string | null) => new URL(url!).searchParams.get("text")!;

const base: Reminder = {
  kind: "service_due",
  subjectId: "00000000-0000-4000-8000-000000000001",
  occurrence: TODAY,
  day: TODAY,
  aboutDay: "2027-05-10",
  snoozedUntil: null,
  customerId: "00000000-0000-4000-8000-000000000002",
  name: "Ana",
  phone: "(11) 91234-5678",
  email: null,
  vehicle: { id: "00000000-0000-4000-8000-000000000003", plate: "ABC1D23", make: "Volkswagen", model: "Gol" },
  quote: null,
  service: { name: "Troca de óleo", dueOn: "2027-05-10", dueKm: 60000, remindOn: "2027-05-10" },
  owed: null,
  linkToken: null,
};
const quote = { id: "00000000-0000-4000-8000-000000000004", number: 42 };
const of = (overrides: Partial<Reminder>): Reminder => ({ ...base, service: null, ...overrides });

describe("a reminder's reason", () => {
  it("says what, whose and when, per kind", () => {
    expect(reminderReason(base, TODAY)).toBe("Troca de óleo do Gol ABC1D23 vence em 10/05/2027 ou aos 60.000 km, o que vier primeiro");
    // The car's pace reaches the km before the date (remind_on earlier): the km first, with its day.
    const kmFirst = { ...base, service: { ...base.service!, remindOn: "2027-02-01" } };
    expect(reminderReason(kmFirst, TODAY)).toBe(
      "Troca de óleo do Gol ABC1D23 vence aos 60.000 km (previstos para 01/02/2027), antes de 10/05/2027",
    );
    expect(reminderReason(of({ kind: "warranty_ending", quote, aboutDay: "2026-12-06" }), TODAY)).toBe(
      "Garantia da OS nº 0042 termina em 06/12/2026",
    );
    expect(reminderReason(of({ kind: "balance_owed", quote, owed: "300.00" }), TODAY)).toBe("Falta receber R$\u00a0300,00 da OS nº 0042");
    expect(reminderReason(of({ kind: "quote_unanswered", quote, aboutDay: "2026-11-23" }), TODAY)).toBe(
      "Orçamento nº 0042 enviado em 23/11/2026 sem resposta",
    );
    expect(reminderReason(of({ kind: "validity_ending", quote, aboutDay: "2026-11-27" }), TODAY)).toBe("Orçamento nº 0042 vence amanhã");
    expect(reminderReason(of({ kind: "validity_ending", quote, aboutDay: "2026-11-26" }), TODAY)).toBe("Orçamento nº 0042 vence hoje");
    expect(reminderReason(of({ kind: "new_lead", name: "Carlos", customerId: null, vehicle: null }), TODAY)).toBe(
      "Novo contato: Carlos, sem resposta",
    );
  });
});

describe("a reminder's WhatsApp", () => {
  it("service due: the shop's next-service template, with the car and the service", () => {
    const text = textOf(reminderWhatsAppUrl(base, shop, ORIGIN));
    expect(text).toContain("Gol ABC1D23");
    expect(text).toContain("Troca de óleo");
    expect(text).toContain("Oficina do Zé");
    expect(textOf(reminderWhatsAppUrl(base, { ...shop, template: "{servico} / {veiculo}" }, ORIGIN))).toBe("Troca de óleo / Gol ABC1D23");
  });

  it("warranty ending: a check-in invitation before the warranty's last day", () => {
    const text = textOf(reminderWhatsAppUrl(of({ kind: "warranty_ending", quote, aboutDay: "2026-12-06" }), shop, ORIGIN));
    expect(text).toContain("06/12/2026");
    expect(text).toContain("Gol ABC1D23");
    expect(text).toContain("revisão");
  });

  it("balance owed: the very message of 'Financeiro' (amount and PIX copia e cola)", () => {
    const receiver = { keyType: "email" as const, key: "oficina@exemplo.com", name: "Oficina do Zé", city: "São Paulo" };
    const reminder = of({ kind: "balance_owed", quote, owed: "300.00" });
    expect(reminderWhatsAppUrl(reminder, { ...shop, receiver }, ORIGIN)).toBe(
      paymentRequestUrl({ number: 42, owed: "300.00", customerName: "Ana", customerPhone: "(11) 91234-5678" }, receiver, "Oficina do Zé"),
    );
  });

  it("quote unanswered and validity ending: a follow-up with the customer's link, from the app's origin", () => {
    const link = `${ORIGIN}/orcamento/token123`;
    const unanswered = textOf(reminderWhatsAppUrl(of({ kind: "quote_unanswered", quote, linkToken: "token123" }), shop, ORIGIN));
    expect(unanswered).toContain(link);
    expect(unanswered).toContain("nº 0042");
    const ending = textOf(
      reminderWhatsAppUrl(of({ kind: "validity_ending", quote, aboutDay: "2026-11-27", linkToken: "token123" }), shop, ORIGIN),
    );
    expect(ending).toContain(link);
    expect(ending).toContain("27/11/2026");
    // A revoked link: the follow-up without one, never a dead link.
    expect(textOf(reminderWhatsAppUrl(of({ kind: "quote_unanswered", quote }), shop, ORIGIN))).not.toContain("/orcamento/");
  });

  it("new lead: a reply to the lead", () => {
    const text = textOf(reminderWhatsAppUrl(of({ kind: "new_lead", name: "Carlos", customerId: null, vehicle: null }), shop, ORIGIN));
    expect(text).toContain("Carlos");
    expect(text).toContain("Oficina do Zé");
  });

  it("no link without a phone WhatsApp can open", () => {
    expect(reminderWhatsAppUrl({ ...base, phone: null }, shop, ORIGIN)).toBeNull();
    expect(reminderWhatsAppUrl(of({ kind: "new_lead", phone: "123", customerId: null, vehicle: null }), shop, ORIGIN)).toBeNull();
  });
});
