/**
 * No message leaves without the shop's name. With the profile's name blank, the quote's e-mail,
 * its WhatsApp record and the 'Carro pronto' e-mail are refused with a pt-BR reason and nothing is
 * sent; every builder that writes the name into a message refuses to build one (or, for the
 * page's WhatsApp links, offers none) instead of standing another text in for it. The send
 * dialog's one field saves the name to the profile, only while it is blank, and then the quote goes
 * out signed with it.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { shops } from "@/db/schema";
import { signInAs } from "../support/request";
import { testMailbox } from "../support/mailbox";

const { recordWhatsAppSendAction, saveShopNameAction, sendQuoteEmailAction } = await import("@/lib/actions/quote-sending");
const { getProfile } = await import("@/lib/data/profile");
const { getQuoteDocument } = await import("@/lib/data/quote-document");
const { listQuoteSends } = await import("@/lib/data/quote-sends");
const { quoteEmail } = await import("@/lib/quote-sending/quote-email");
const { readyEmail, sendReadyEmail } = await import("@/lib/quote-sending/ready-email");
const { dueNoticeEmail, dailySummaryEmail } = await import("@/lib/reminders/emails");
const { reminderWhatsAppUrl } = await import("@/lib/reminders/lines");
const { paymentRequestUrl } = await import("@/lib/finance/payment-request");
const { requestSends } = await import("@/lib/suppliers/request-message");
const { quoteWhatsAppText, DEFAULT_WHATSAPP_TEMPLATE } = await import("@/lib/quotes/whatsapp");
const { ShopNameMissingError } = await import("@/lib/profile/shop-name");
const { messages } = await import("@/lib/messages");
const { shopWithData } = await import("../support/shops");
const { submittedForm: form } = await import("../support/forms");
const { confirmEmail } = await import("../support/factories");

const m = messages.quoteSending;

const { server } = testMailbox();

/** A shop whose profile has no name (as left empty at sign-up), signed in with a confirmed address. */
async function namelessShop() {
  const shop = await shopWithData("sem-nome");
  await getDb().update(shops).set({ shopName: null }).where(eq(shops.id, shop.id));
  await confirmEmail(shop.id);
  signInAs(shop.id);
  return shop;
}

const received = (to: string) => server().received.filter((mail) => mail.to.includes(to));

describe("a shop without a name", () => {
  it("cannot e-mail a quote, record a WhatsApp send or e-mail 'Carro pronto'; nothing goes out", async () => {
    const shop = await namelessShop();
    const to = `cliente-${randomUUID()}@exemplo.com.br`;
    expect(await sendQuoteEmailAction(shop.quoteId, null, form({ email: to }))).toEqual({
      ok: false,
      message: m.emailError + m.shopNameMissingReason,
    });
    expect(await recordWhatsAppSendAction(shop.quoteId, randomUUID())).toEqual({
      ok: false,
      message: m.whatsappError + m.shopNameMissingReason,
    });
    const sendsBefore = await listQuoteSends(shop.id, shop.quoteId);

    const account = { shopId: shop.id, plan: "pro" as const };
    expect(await sendReadyEmail(account, shop.quoteId)).toBe(messages.jobStages.readyEmailFailed + m.shopNameMissingReason);

    expect(received(to)).toEqual([]);
    expect(received(shop.customerEmail)).toEqual([]);
    expect(await listQuoteSends(shop.id, shop.quoteId)).toEqual(sendsBefore);
  });

  it("gets no message built: the builders refuse, the page's WhatsApp links are not offered", async () => {
    const shop = await namelessShop();
    const document = (await getQuoteDocument(shop.id, shop.quoteId))!;
    expect(document.shop.shopName.trim()).toBe("");
    const link = "https://exemplo.com/orcamento/x";
    expect(() => quoteEmail(document, link)).toThrow(ShopNameMissingError);
    expect(() => readyEmail("  ", "Seu carro está pronto", link)).toThrow(ShopNameMissingError);
    const values = { cliente: "Maria", numero: "0001", oficina: " ", total: "R$ 200,00", link };
    expect(() => quoteWhatsAppText(DEFAULT_WHATSAPP_TEMPLATE, values)).toThrow(ShopNameMissingError);
    const facts = {
      customerName: "Maria",
      vehicle: null,
      serviceName: "Troca de óleo",
      dueOn: "2026-12-01",
      dueKm: null,
      shopName: "",
    };
    expect(() => dueNoticeEmail(null, facts, link)).toThrow(ShopNameMissingError);
    const summary = dailySummaryEmail({ shopName: "", answers: 0, leads: 0, reminders: { today: 0, ahead: 0 } }, "2026-12-01", [], link);
    expect(summary.text).not.toContain(m.heading);

    const reminder = {
      kind: "new_lead" as const,
      subjectId: randomUUID(),
      occurrence: "",
      day: "2026-12-01",
      aboutDay: "2026-12-01",
      snoozedUntil: null,
      customerId: null,
      name: "Maria",
      phone: "(11) 98765-4321",
      email: null,
      vehicle: null,
      quote: null,
      service: null,
      owed: null,
      linkToken: null,
    };
    expect(reminderWhatsAppUrl(reminder, { shopName: "", template: null, receiver: null }, "https://exemplo.com")).toBeNull();
    expect(reminderWhatsAppUrl(reminder, { shopName: "Oficina do Zé", template: null, receiver: null }, "https://exemplo.com")).toContain(
      encodeURIComponent("Oficina do Zé"),
    );
    const job = { number: 1, owed: "200.00", customerName: "Maria", customerPhone: "(11) 98765-4321" };
    expect(paymentRequestUrl(job, null, " ")).toBeNull();
    const request = {
      vehicle: "Gol",
      engine: null,
      deadline: new Date(Date.now() + 86_400_000),
      parts: [{ description: "Pastilha", quantity: "1.000", condition: "original" as const }],
      links: [{ supplierId: randomUUID(), supplierName: "Auto Peças", phone: "(11) 98765-4321", token: "t", answeredAt: null }],
    };
    expect(requestSends(request, { shopName: "", template: null }, "https://exemplo.com")[0]!.whatsAppHref).toBeNull();
  });

  it("is asked the name once: saved to the profile, then the quote goes out signed with it", async () => {
    const shop = await namelessShop();
    const before = (await getProfile(shop.id)).version;
    expect(await saveShopNameAction(null, form({ shopName: "   " }))).toMatchObject({
      ok: false,
      fieldErrors: { shopName: [m.shopNameRequired] },
    });
    expect(await saveShopNameAction(null, form({ shopName: " Auto Center Silva " }))).toEqual({ ok: true, message: m.shopNameSaved });
    const profile = await getProfile(shop.id);
    expect(profile.shopName).toBe("Auto Center Silva");
    expect(profile.version).toBe(before + 1);
    // Filled now: the dialog never overwrites a name.
    expect(await saveShopNameAction(null, form({ shopName: "Outra" }))).toEqual({
      ok: false,
      message: m.shopNameError + m.shopNameAlreadySet,
    });

    const to = `cliente-${randomUUID()}@exemplo.com.br`;
    expect(await sendQuoteEmailAction(shop.quoteId, null, form({ email: to }))).toMatchObject({ ok: true });
    const mail = await simpleParser(received(to)[0]!.raw);
    expect(mail.subject).toBe("Orçamento Nº 0001 — Auto Center Silva");
    expect(mail.text).toContain("da Auto Center Silva, no valor de");
    expect(mail.text).not.toContain(m.heading);
  });
});
