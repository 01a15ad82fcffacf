/**
 * The customer's link once approved: what was paid and what is owed, and the PIX charge
 * for what is owed, its QR code (an inline SVG, no script) decoding to the payload with the right
 * amount and key; without a key, the shop's WhatsApp with a message about paying this job; nothing
 * before the approval or once paid.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resolve } from "../support/server-render";

const { PublicPayment } = await import("@/components/public-quote/payment-box");
const { getDb } = await import("@/db");
const { shops, payments } = await import("@/db/schema");
const { createCustomer } = await import("@/lib/data/customers");
const { createQuote } = await import("@/lib/data/quotes");
const { getQuoteLinkToken } = await import("@/lib/data/quote-links");
const { getPublicQuote } = await import("@/lib/data/public-quote");
const { answerQuote } = await import("@/lib/data/quote-answers");
const { messages } = await import("@/lib/messages");
const { createMechanic } = await import("../support/factories");
const { putAtStage } = await import("../support/stages");
const { crcIsValid, decodeQr, emvField } = await import("../support/pix-qr");

async function linkPayment(shopId: string, quoteId: string, number: number) {
  const tree = await PublicPayment({ shopId, quoteId, quoteNumber: number, whatsapp: "(11) 91234-5678" });
  return renderToStaticMarkup(<>{await resolve(tree)}</>);
}

async function shopQuote(withPix: boolean, deposit: { kind: "amount"; value: string } | null = null) {
  const shop = await createMechanic({ plan: "pro" });
  if (withPix) {
    await getDb()
      .update(shops)
      .set({ pixKeyType: "phone", pixKey: "+5511987654321", pixName: "Oficina Zé", pixCity: "Santos" })
      .where(eq(shops.id, shop.id));
  }
  const customer = await createCustomer(shop.id, { name: "Maria", phone: "11912345678", email: "", notes: "" });
  const quote = await createQuote(shop.id, customer.id, {
    description: "Revisão",
    cost: null,
    vehicleId: null,
    items: [
      {
        kind: "service",
        description: "Revisão",
        catalogueServiceId: null,
        partCondition: null,
        labourPricing: null,
        quantity: "1",
        unitPrice: "99999.99",
      },
    ],
    deposit,
  });
  if (!quote) throw new Error("quote not created");
  return { shopId: shop.id, quoteId: quote.id, number: quote.number };
}

const unescape = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

describe("the payment on the customer's link", () => {
  it("shows nothing before the approval", async () => {
    const { shopId, quoteId, number } = await shopQuote(true);
    expect(await linkPayment(shopId, quoteId, number)).toBe("");
  });

  it("charges what is owed by PIX, the rest after a payment, and nothing once paid", async () => {
    const { shopId, quoteId, number } = await shopQuote(true);
    await putAtStage(shopId, quoteId, "ready");
    let html = await linkPayment(shopId, quoteId, number);
    expect(html).toContain("R$&nbsp;99.999,99".replace("&nbsp;", "\u00a0"));

    await getDb().insert(payments).values({ shopId, quoteId, amount: "99999.98", method: "cash", paidOn: "2026-11-20" });
    html = await linkPayment(shopId, quoteId, number);
    expect(html).toContain("R$\u00a00,01");
    expect(html).not.toContain("<script");
    const payload = unescape(
      /data-pix-payload="">([^<]*)<\/textarea>|<textarea[^>]*data-pix-payload[^>]*>([^<]*)<\/textarea>/.exec(html)!.slice(1).find(Boolean)!,
    );
    const svg = /<svg[\s\S]*<\/svg>/.exec(html)![0];
    expect(await decodeQr(svg)).toBe(payload);
    expect(emvField(payload, "54")).toBe("0.01");
    expect(emvField(emvField(payload, "26")!, "01")).toBe("+5511987654321");
    expect(emvField(payload, "59")).toBe("Oficina Ze");
    expect(emvField(payload, "60")).toBe("Santos");
    expect(crcIsValid(payload)).toBe(true);

    await getDb().insert(payments).values({ shopId, quoteId, amount: "0.01", method: "pix", paidOn: "2026-11-21" });
    expect(await linkPayment(shopId, quoteId, number)).toBe("");
  });

  it("without a PIX key, offers the shop's WhatsApp with a message about paying this job", async () => {
    const { shopId, quoteId, number } = await shopQuote(false);
    await putAtStage(shopId, quoteId, "approved");
    const html = unescape(await linkPayment(shopId, quoteId, number));
    expect(html).not.toContain("data-pix-qr");
    const href = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(html)![1]!;
    expect(href.startsWith("https://wa.me/5511912345678?text=")).toBe(true);
    expect(decodeURIComponent(href.split("text=")[1]!)).toBe(
      messages.shopData.askHowToPayText(`Nº ${String(number).padStart(4, "0")}`, "R$\u00a099.999,99"),
    );
  });

  it("stays away while the deposit the customer approved is due: the deposit's own charge stands for it", async () => {
    const { shopId, quoteId, number } = await shopQuote(true, { kind: "amount", value: "150.00" });
    const view = (await getPublicQuote((await getQuoteLinkToken(shopId, quoteId))!))!;
    const approved = await answerQuote(shopId, quoteId, {
      versionNumber: view.version.number,
      sha256: view.version.sha256,
      answer: "approved",
      customerName: "Maria",
      reason: null,
      nonOriginalPartsConsent: false,
      clientAddress: "200.160.2.3",
      userAgent: "Mozilla/5.0",
    });
    expect(approved).toMatchObject({ ok: true });
    expect(await linkPayment(shopId, quoteId, number)).toBe("");

    await getDb().insert(payments).values({ shopId, quoteId, amount: "150.00", method: "pix", paidOn: "2026-11-21" });
    const html = unescape(await linkPayment(shopId, quoteId, number));
    const payload = /<textarea[^>]*data-pix-payload[^>]*>([^<]*)<\/textarea>/.exec(html)![1]!;
    expect(emvField(payload, "54")).toBe("99849.99");
  });
});
