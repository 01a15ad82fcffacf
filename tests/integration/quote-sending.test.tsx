/**
 * Sending a quote from its page, through the server actions as the page calls them: the e-mail
 * reaches a real SMTP server in this process with its link and the PDF (read back as text), the
 * send is recorded once per key and never when the SMTP server refuses it, WhatsApp sends are
 * recorded, the phone asked for is saved to the customer, and the link is revoked and renewed.
 * Another shop's quote id is not found and nothing is sent or written.
 */
import { randomUUID } from "node:crypto";
import { simpleParser, type ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { pdfText } from "../support/pdf-text";
import { resolve } from "../support/server-render";
import { signInAs } from "../support/request";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";

const { recordWhatsAppSendAction, renewQuoteLinkAction, saveCustomerPhoneAction, sendQuoteEmailAction } =
  await import("@/lib/actions/quote-sending");
const { createCustomer, getCustomer } = await import("@/lib/data/customers");
const { findQuoteByToken, getQuoteLinkToken } = await import("@/lib/data/quote-links");
const { listQuoteSends } = await import("@/lib/data/quote-sends");
const { createQuote } = await import("@/lib/data/quotes");
const { quoteEmail } = await import("@/lib/quote-sending/quote-email");
const { messages } = await import("@/lib/messages");
const { formatAmount } = await import("@/lib/format");
const { shopWithData } = await import("../support/shops");
const { submittedForm: form } = await import("../support/forms");
const { confirmEmail } = await import("../support/factories");
const { putAtStage } = await import("../support/stages");
const { getQuoteDocument } = await import("@/lib/data/quote-document");
const { SendSection } = await import("@/components/quotes/send-section");

const m = messages.quoteSending;
const ORIGIN = "http://localhost:3000"; // siteOrigin() without AUTH_URL (lib/site-url.ts)

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.stop());
beforeEach(() => {
  vi.stubEnv("SMTP_URL", smtp.url);
  smtp.rejectNext(false);
});
afterEach(() => vi.unstubAllEnvs());

/** The mails the server accepted for `to` since the test began. */
async function mailsTo(to: string): Promise<ParsedMail[]> {
  return Promise.all(smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => simpleParser(mail.raw)));
}

/** The quote's e-mail sends (shopWithData's quote was already sent once by WhatsApp). */
async function emailSends(shop: { id: string; quoteId: string }) {
  return (await listQuoteSends(shop.id, shop.quoteId)).filter((send) => send.channel === "email");
}

async function signedInShop(label: string) {
  const shop = await shopWithData(label);
  await confirmEmail(shop.id);
  signInAs(shop.id);
  return shop;
}

describe("sending by e-mail", () => {
  it("delivers the subject, the customer's link in text and HTML, reply-to the shop, and the quote's PDF", async () => {
    const shop = await signedInShop("email");
    const to = `maria-${randomUUID()}@exemplo.com.br`;

    const result = await sendQuoteEmailAction(shop.quoteId, null, form({ email: `  ${to.toUpperCase()} ` }));
    expect(result).toEqual({ ok: true, message: m.emailSent(to) });

    const [mail, ...others] = await mailsTo(to);
    expect(others).toEqual([]);
    const token = await getQuoteLinkToken(shop.id, shop.quoteId);
    const link = `${ORIGIN}/orcamento/${token}`;
    expect(mail!.subject).toMatch(/^Orçamento Nº 0001 — Oficina email-/);
    expect(mail!.replyTo?.text).toMatch(/@teste\.com\.br$/);
    expect(mail!.text).toContain(link);
    expect(mail!.text).toContain("Olá, Cliente email-");
    expect(mail!.html).toContain(`href="${link}"`);
    const [pdf, ...moreFiles] = mail!.attachments;
    expect(moreFiles).toEqual([]);
    expect([pdf!.filename, pdf!.contentType]).toEqual(["orcamento-0001.pdf", "application/pdf"]);
    expect(await pdfText(pdf!.content)).toContain("Nº 0001");

    // shopWithData's quote was sent once by WhatsApp already.
    const sends = await listQuoteSends(shop.id, shop.quoteId);
    expect(sends.filter((send) => send.channel === "email").map((send) => send.recipient)).toEqual([to]);
  });

  it("the same submission twice, even at once, sends one e-mail and records one send", async () => {
    const shop = await signedInShop("duplo");
    const to = `duplo-${randomUUID()}@exemplo.com.br`;
    const key = randomUUID();
    const results = await Promise.all([0, 1].map(() => sendQuoteEmailAction(shop.quoteId, null, form({ email: to }, key))));
    expect(results.map((result) => result.ok)).toEqual([true, true]);
    expect(await mailsTo(to)).toHaveLength(1);
    expect(await emailSends(shop)).toHaveLength(1);
  });

  it("an SMTP refusal answers 'Erro ao enviar e-mail: ' and a reason, records nothing, and the retry sends", async () => {
    const shop = await signedInShop("recusa");
    const to = `recusa-${randomUUID()}@exemplo.com.br`;
    const key = randomUUID();
    smtp.rejectNext(true);
    const refused = await sendQuoteEmailAction(shop.quoteId, null, form({ email: to }, key));
    expect(refused).toEqual({ ok: false, message: m.emailError + messages.mail.reasons.rejected });
    expect(await emailSends(shop)).toEqual([]);
    expect(await mailsTo(to)).toEqual([]);

    smtp.rejectNext(false);
    expect(await sendQuoteEmailAction(shop.quoteId, null, form({ email: to }, key))).toMatchObject({ ok: true });
    expect(await mailsTo(to)).toHaveLength(1);
    expect(await emailSends(shop)).toHaveLength(1);
  });

  it("refuses a missing or invalid address next to the field, sending nothing", async () => {
    const shop = await signedInShop("invalido");
    const before = smtp.received.length;
    expect(await sendQuoteEmailAction(shop.quoteId, null, form({ email: "" }))).toEqual({
      ok: false,
      message: m.emailError + m.emailRequired,
      fieldErrors: { email: [m.emailRequired] },
    });
    expect(await sendQuoteEmailAction(shop.quoteId, null, form({ email: "maria@" }))).toMatchObject({
      ok: false,
      fieldErrors: { email: [messages.validation.emailInvalid] },
    });
    expect(smtp.received).toHaveLength(before);
  });

  it("saves the address on a customer who had none", async () => {
    const shop = await signedInShop("sem-email");
    const customer = await createCustomer(shop.id, { name: "Conceição Sem E-mail", phone: "", email: "", notes: "" });
    // With an item: a quote without any has nothing to send (the e-mail asks to approve it).
    const items = [
      {
        kind: "service" as const,
        description: "Freios",
        catalogueServiceId: null,
        partCondition: null,
        labourPricing: null,
        quantity: "1",
        unitPrice: "100.00",
      },
    ];
    const quote = await createQuote(shop.id, customer.id, { description: "Freios", cost: null, items });
    const to = `conceicao-${randomUUID()}@exemplo.com.br`;
    expect(await sendQuoteEmailAction(quote!.id, null, form({ email: to }))).toMatchObject({ ok: true });
    expect((await getCustomer(shop.id, customer.id))?.email).toBe(to);
  });

  it("with delivery off (npm start without SMTP_URL) says what is missing and records nothing", async () => {
    const shop = await signedInShop("desligado");
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("NODE_ENV", "production");
    const result = await sendQuoteEmailAction(shop.quoteId, null, form({ email: "a@exemplo.com" }));
    expect(result).toEqual({ ok: false, message: m.emailError + messages.mail.reasons.notConfigured });
    expect(await emailSends(shop)).toEqual([]);
  });

  it("escapes every value it puts in the HTML", () => {
    const { html, text } = quoteEmail(
      {
        shop: { shopName: `Oficina "<b>Zé</b>"`, ownerName: "", whatsapp: "", logoUrl: null, email: "" },
        quote: { number: 42, cost: 1234.56, validUntil: "2026-11-30" } as never,
        customer: { name: "<img src=x onerror=alert(1)>", phone: null, email: null },
      },
      `${ORIGIN}/orcamento/abc"><script>`,
    );
    expect(html).not.toMatch(/<(b|img|script)\b/);
    expect(html).toContain("&#60;img src=x onerror=alert(1)&#62;");
    expect(text).toContain(`Segue o orçamento Nº 0042 da Oficina "<b>Zé</b>", no valor de ${formatAmount(1234.56)}.`);
    expect(text).toContain("Válido até 30/11/2026.");
  });
});

describe("sending by WhatsApp", () => {
  it("records each click once, with the customer's digits", async () => {
    const shop = await signedInShop("whatsapp");
    const before = await listQuoteSends(shop.id, shop.quoteId);
    const key = randomUUID();
    expect(await recordWhatsAppSendAction(shop.quoteId, key)).toEqual({ ok: true });
    expect(await recordWhatsAppSendAction(shop.quoteId, key)).toEqual({ ok: true });
    expect(await recordWhatsAppSendAction(shop.quoteId, randomUUID())).toEqual({ ok: true });
    const sends = (await listQuoteSends(shop.id, shop.quoteId)).slice(0, -before.length);
    expect(sends.map(({ channel, recipient }) => ({ channel, recipient }))).toEqual([
      { channel: "whatsapp", recipient: shop.phone.replace(/\D/g, "") },
      { channel: "whatsapp", recipient: shop.phone.replace(/\D/g, "") },
    ]);
  });

  it("asks for the phone first: refuses an invalid one and saves a valid one, formatted, to the customer", async () => {
    const shop = await signedInShop("telefone");
    const customer = await createCustomer(shop.id, { name: "Sem Telefone", phone: "", email: "", notes: "" });
    const quote = await createQuote(shop.id, customer.id, { description: "Óleo", cost: 100 });

    expect(await recordWhatsAppSendAction(quote!.id, randomUUID())).toEqual({
      ok: false,
      message: m.whatsappError + messages.validation.phoneInvalid,
    });
    expect(await saveCustomerPhoneAction(quote!.id, null, form({ phone: "" }))).toEqual({
      ok: false,
      message: m.phoneError + m.phoneRequired,
      fieldErrors: { phone: [m.phoneRequired] },
    });
    expect(await saveCustomerPhoneAction(quote!.id, null, form({ phone: "(11) 1234" }))).toMatchObject({
      ok: false,
      fieldErrors: { phone: [messages.validation.phoneInvalid] },
    });
    expect(await saveCustomerPhoneAction(quote!.id, null, form({ phone: "11987654321" }))).toEqual({ ok: true, message: m.phoneSaved });
    expect((await getCustomer(shop.id, customer.id))?.phone).toBe("(11) 98765-4321");
    expect(await recordWhatsAppSendAction(quote!.id, randomUUID())).toEqual({ ok: true });
  });
});

describe("a job that awaits no approval", () => {
  it("is not sent asking to approve it, by WhatsApp or e-mail, once approved, delivered or cancelled", async () => {
    const shop = await signedInShop("entregue");
    const sendsBefore = await listQuoteSends(shop.id, shop.quoteId);
    const before = smtp.received.length;
    for (const stage of ["approved", "in_progress", "delivered", "canceled"] as const) {
      await putAtStage(shop.id, shop.quoteId, stage);
      expect(await recordWhatsAppSendAction(shop.quoteId, randomUUID())).toEqual({
        ok: false,
        message: m.whatsappError + m.notAwaitingReason,
      });
      expect(await sendQuoteEmailAction(shop.quoteId, null, form({ email: "maria@exemplo.com.br" }))).toEqual({
        ok: false,
        message: m.emailError + m.notAwaitingReason,
      });
    }
    expect(await listQuoteSends(shop.id, shop.quoteId)).toEqual(sendsBefore);
    expect(smtp.received.length).toBe(before);
  });

  it("keeps the PDF and the link on its page, with no 'Enviar por WhatsApp' or 'Enviar por e-mail'", async () => {
    const shop = await signedInShop("pagina-entregue");
    const render = async () => {
      const document = (await getQuoteDocument(shop.id, shop.quoteId))!;
      const tree = await SendSection({ shopId: shop.id, plan: "pro", document, unconfirmedEmail: null });
      return renderToStaticMarkup(<>{await resolve(tree)}</>);
    };
    const pending = await render();
    expect(pending).toContain(m.heading);
    expect(pending).toContain(m.whatsapp);

    await putAtStage(shop.id, shop.quoteId, "delivered");
    const delivered = await render();
    expect(delivered).not.toContain(m.whatsapp);
    expect(delivered).not.toContain(m.email);
    expect(delivered).not.toContain(m.heading);
    expect(delivered).toContain(m.notAwaiting);
    expect(delivered).toContain(m.downloadPdf);
  });
});

describe("the customer's link", () => {
  it("revoking it makes a new one and the old one opens nothing", async () => {
    const shop = await signedInShop("link");
    const old = await getQuoteLinkToken(shop.id, shop.quoteId);
    expect(await renewQuoteLinkAction(shop.quoteId)).toEqual({ ok: true, message: m.linkRenewed });
    const renewed = await getQuoteLinkToken(shop.id, shop.quoteId);
    expect(renewed).not.toBe(old);
    expect(await findQuoteByToken(old!)).toBeUndefined();
    expect(await findQuoteByToken(renewed!)).toEqual({ shopId: shop.id, quoteId: shop.quoteId });
  });
});

describe("another shop's quote", () => {
  it("is not found by any send action: no mail, no send recorded, no phone saved, its link untouched", async () => {
    const victim = await shopWithData("vitima");
    const intruder = await signedInShop("intruso");
    const token = await getQuoteLinkToken(victim.id, victim.quoteId);
    const sendsBefore = await listQuoteSends(victim.id, victim.quoteId);
    const before = smtp.received.length;
    const notFound = (prefix: string) => ({ ok: false, message: prefix + m.notFoundReason });

    expect(await sendQuoteEmailAction(victim.quoteId, null, form({ email: "intruso@exemplo.com" }))).toEqual(notFound(m.emailError));
    expect(await recordWhatsAppSendAction(victim.quoteId, randomUUID())).toEqual(notFound(m.whatsappError));
    expect(await saveCustomerPhoneAction(victim.quoteId, null, form({ phone: "(11) 98888-7777" }))).toEqual(notFound(m.phoneError));
    expect(await renewQuoteLinkAction(victim.quoteId)).toEqual(notFound(m.linkError));
    expect(await sendQuoteEmailAction("not-a-uuid", null, form({ email: "intruso@exemplo.com" }))).toEqual(notFound(m.emailError));

    expect(smtp.received).toHaveLength(before);
    expect(await listQuoteSends(victim.id, victim.quoteId)).toEqual(sendsBefore);
    expect(await listQuoteSends(intruder.id, victim.quoteId)).toEqual([]);
    expect((await getCustomer(victim.id, victim.customerId))?.phone).toBe(victim.phone);
    expect(await getQuoteLinkToken(victim.id, victim.quoteId)).toBe(token);
  });
});
