/**
 * 'Enviar por e-mail' is not a relay, against the real SMTP server of the
 * tests: an account whose address is not confirmed sends nothing; an account sends at most 10 a
 * minute (also when the sends race) and 50 a day, a quote 5 a day, each refused with its reason
 * and nothing delivered or recorded; the mail comes from "{shop} via Oficina Digital" at
 * MAIL_FROM's address, whatever the shop's name holds, with Reply-To only the confirmed address;
 * the shop's notice of an answer goes only to a confirmed address; and every link in them is at
 * AUTH_URL whatever Host or X-Forwarded-Host the request names.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakes, signInAs } from "../support/request";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";

const { sendQuoteEmailAction } = await import("@/lib/actions/quote-sending");
const { getDb } = await import("@/db");
const { CLIENT_ADDRESS_HEADER, stampedClientAddress } = await import("@/lib/client-address/header");
const { shops, users } = await import("@/db/schema");
const { getPublicQuote } = await import("@/lib/data/public-quote");
const { answerQuote } = await import("@/lib/data/quote-answers");
const { listQuoteSends } = await import("@/lib/data/quote-sends");
const { consumeRateLimit } = await import("@/lib/data/rate-limits");
const { createQuote } = await import("@/lib/data/quotes");
const { messages } = await import("@/lib/messages");
const { notifyShopOfAnswer } = await import("@/lib/quote-sending/answer-email");
const { QUOTE_EMAILS_PER_DAY, quoteEmailKeys } = await import("@/lib/rate-limit");
const { confirmEmail } = await import("../support/factories");
const { submittedForm: form } = await import("../support/forms");
const { shopWithData } = await import("../support/shops");

const m = messages.quoteSending;
const MAIL_FROM_ADDRESS = "nao-responda@oficina.test";

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.stop());
beforeEach(() => {
  vi.stubEnv("SMTP_URL", smtp.url);
  vi.stubEnv("MAIL_FROM", `Oficina Digital <${MAIL_FROM_ADDRESS}>`);
});
afterEach(() => vi.unstubAllEnvs());

const refused = (reason: string) => ({ ok: false, message: m.emailError + reason });

async function mailsTo(to: string): Promise<ParsedMail[]> {
  return Promise.all(smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => simpleParser(mail.raw)));
}

async function emailSends(shopId: string, quoteId: string) {
  return (await listQuoteSends(shopId, quoteId)).filter((send) => send.channel === "email");
}

/** A shop with a plan, signed in; its account's address confirmed unless told otherwise. */
async function signedInShop(label: string, { confirmed = true } = {}) {
  const shop = await shopWithData(label);
  if (confirmed) await confirmEmail(shop.id);
  signInAs(shop.id);
  return shop;
}

/** More quotes for the shop's customer, to send past the per-quote limit. */
async function moreQuotes(shop: { id: string; customerId: string }, count: number) {
  const quotes = await Promise.all(
    Array.from({ length: count }, (_, index) => createQuote(shop.id, shop.customerId, { description: `Revisão ${index}`, cost: 100 })),
  );
  return quotes.map((quote) => quote!.id);
}

const send = (quoteId: string, to: string) => sendQuoteEmailAction(quoteId, null, form({ email: to }));

describe("an account whose e-mail is not confirmed", () => {
  it("sends nothing: refused with why, nothing delivered, nothing recorded", async () => {
    const shop = await signedInShop("relay-unconfirmed", { confirmed: false });
    const to = `vitima-${randomUUID()}@exemplo.com`;
    expect(await send(shop.quoteId, to)).toEqual(refused(m.unverifiedReason));
    expect(smtp.received.filter((mail) => mail.to.includes(to))).toEqual([]);
    expect(await emailSends(shop.id, shop.quoteId)).toEqual([]);
  });
});

describe("the sending limits", () => {
  it("10 a minute per account, also when the sends race: the 11th and 12th are refused, 10 delivered", async () => {
    const shop = await signedInShop("relay-minute");
    const quoteIds = [shop.quoteId, ...(await moreQuotes(shop, 2))];
    const to = `cliente-${randomUUID()}@exemplo.com`;
    // 12 at once over 3 quotes (4 each: under the per-quote limit), as a script would fire them.
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => send(quoteIds[index % 3]!, to)));
    const elapsed = performance.now() - started;
    expect(results.filter((result) => result.ok)).toHaveLength(10);
    expect(results.filter((result) => !result.ok)).toEqual([refused(m.perMinuteReason), refused(m.perMinuteReason)]);
    expect(await mailsTo(to)).toHaveLength(10);
    const recorded = await Promise.all(quoteIds.map((quoteId) => emailSends(shop.id, quoteId)));
    expect(recorded.flat()).toHaveLength(10);
    console.info(`12 envios simultâneos (10 entregues): ${Math.round(elapsed)} ms`);
  });

  it("5 a day per quote: the 6th is refused, another quote still goes", async () => {
    const shop = await signedInShop("relay-quote");
    const to = `cliente-${randomUUID()}@exemplo.com`;
    for (let sent = 0; sent < 5; sent++) expect(await send(shop.quoteId, to)).toMatchObject({ ok: true });
    expect(await send(shop.quoteId, to)).toEqual(refused(m.perQuoteReason));
    expect(await mailsTo(to)).toHaveLength(5);
    expect(await emailSends(shop.id, shop.quoteId)).toHaveLength(5);
    const [other] = await moreQuotes(shop, 1);
    expect(await send(other!, to)).toMatchObject({ ok: true });
  });

  it("50 a day per account, which deleting quotes does not reset", async () => {
    const shop = await signedInShop("relay-day");
    // 50 sent earlier today (counted as the sends count them).
    for (let sent = 0; sent < QUOTE_EMAILS_PER_DAY.limit; sent++) await consumeRateLimit(quoteEmailKeys.day(shop.id), QUOTE_EMAILS_PER_DAY);
    const to = `cliente-${randomUUID()}@exemplo.com`;
    const [fresh] = await moreQuotes(shop, 1);
    expect(await send(fresh!, to)).toEqual(refused(m.perDayReason));
    expect(await mailsTo(to)).toEqual([]);
    expect(await emailSends(shop.id, fresh!)).toEqual([]);
  });

  it("counts only what the SMTP server accepted: a refused delivery spends nothing", async () => {
    const shop = await signedInShop("relay-failed");
    const to = `cliente-${randomUUID()}@exemplo.com`;
    smtp.rejectNext(true);
    try {
      for (let tried = 0; tried < 6; tried++) expect(await send(shop.quoteId, to)).toMatchObject({ ok: false });
    } finally {
      smtp.rejectNext(false);
    }
    expect(await send(shop.quoteId, to)).toMatchObject({ ok: true });
  });
});

describe("the sender and Reply-To", () => {
  it("is '{shop} via Oficina Digital' at MAIL_FROM's address, a hostile shop name made harmless; Reply-To the confirmed address", async () => {
    const shop = await signedInShop("relay-headers");
    const hostile = `Zé "Suporte" <seguranca@banco.example>\r\nBcc: vitima@exemplo.com; ${"x".repeat(200)}`;
    await getDb().update(shops).set({ shopName: hostile, email: "perfil-nao-confirmado@exemplo.com" }).where(eq(shops.id, shop.id));
    const [account] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, shop.id));
    const to = `cliente-${randomUUID()}@exemplo.com`;

    expect(await send(shop.quoteId, to)).toMatchObject({ ok: true });
    const [received] = smtp.received.filter((mail) => mail.to.includes(to));
    // Delivered to the one recipient typed: no Bcc smuggled in through the name.
    expect(received!.to).toEqual([to]);
    const mail = await simpleParser(received!.raw);
    const [from, ...otherSenders] = mail.from!.value;
    expect(otherSenders).toEqual([]);
    expect(from!.address).toBe(MAIL_FROM_ADDRESS);
    // No quote, angle bracket or line break left; the shop's part cut at 40 characters.
    expect(from!.name).toBe("Zé Suporte seguranca banco.example Bcc v via Oficina Digital");
    expect(from!.name.length).toBeLessThanOrEqual(60);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.replyTo!.value.map((address) => address.address)).toEqual([account!.email]);
  });

  it("names the product alone when the shop has no name", async () => {
    const shop = await signedInShop("relay-noname");
    await getDb().update(shops).set({ shopName: ' "<>" ' }).where(eq(shops.id, shop.id));
    const to = `cliente-${randomUUID()}@exemplo.com`;
    expect(await send(shop.quoteId, to)).toMatchObject({ ok: true });
    const [mail] = await mailsTo(to);
    expect(mail!.from!.value).toEqual([{ name: "Oficina Digital", address: MAIL_FROM_ADDRESS }]);
  });
});

describe("links never from a request header", () => {
  it("the quote e-mail's link is at AUTH_URL whatever Host and X-Forwarded-Host say", async () => {
    const shop = await signedInShop("relay-host");
    const forged = { host: "phishing.example", "x-forwarded-host": "phishing.example", "x-forwarded-proto": "https" };
    fakes.headers.mockResolvedValue(new Headers({ ...forged, [CLIENT_ADDRESS_HEADER]: stampedClientAddress("198.51.100.7") }));
    // Without AUTH_URL (where the forged host used to win) and with it.
    for (const [authUrl, origin] of [
      ["", "http://localhost:3000"],
      ["https://app.oficina.test/", "https://app.oficina.test"],
    ]) {
      vi.stubEnv("AUTH_URL", authUrl!);
      const to = `cliente-${randomUUID()}@exemplo.com`;
      expect(await send(shop.quoteId, to)).toMatchObject({ ok: true });
      const [mail] = await mailsTo(to);
      expect(mail!.text).toContain(`${origin}/orcamento/`);
      expect(`${mail!.text}${mail!.html}`).not.toContain("phishing.example");
    }
  });
});

describe("the shop's notice of a customer's answer", () => {
  async function answered(label: string) {
    const shop = await shopWithData(label);
    const view = (await getPublicQuote(shop.linkToken))!;
    const outcome = await answerQuote(shop.id, shop.quoteId, {
      versionNumber: view.version.number,
      sha256: view.version.sha256,
      answer: "rejected",
      customerName: null,
      reason: "Achei caro",
      nonOriginalPartsConsent: false,
      clientAddress: "200.160.2.3",
      userAgent: "Mozilla/5.0",
    });
    if (!outcome?.ok) throw new Error("answer not recorded");
    const profileEmail = `perfil-${randomUUID()}@exemplo.com`;
    await getDb().update(shops).set({ email: profileEmail }).where(eq(shops.id, shop.id));
    return { shop, answer: outcome.answer, profileEmail };
  }

  it("is not sent while the account's address is unconfirmed (nor to the profile's)", async () => {
    const { shop, answer, profileEmail } = await answered("notice-unconfirmed");
    const [account] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, shop.id));
    const before = smtp.received.length;
    await notifyShopOfAnswer(shop.id, shop.quoteId, answer);
    expect(smtp.received.slice(before).filter((mail) => mail.to.includes(account!.email) || mail.to.includes(profileEmail))).toEqual([]);
  });

  it("goes to the confirmed account address, its link at AUTH_URL", async () => {
    const { shop, answer, profileEmail } = await answered("notice-confirmed");
    await confirmEmail(shop.id);
    vi.stubEnv("AUTH_URL", "https://app.oficina.test");
    const [account] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, shop.id));
    await notifyShopOfAnswer(shop.id, shop.quoteId, answer);
    const [mail, ...more] = await mailsTo(account!.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`https://app.oficina.test/dashboard/quotes/${shop.quoteId}`);
    expect(await mailsTo(profileEmail)).toEqual([]);
  });
});
