/**
 * The customer's link to a quote and the record of each send: a link per quote, revoked for good
 * when renewed, found only by its token; a send recorded only once it was delivered, and once per key.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { quoteLinks, quoteSends } from "@/db/schema";

const { createCustomer } = await import("@/lib/data/customers");
const { createQuote, deleteQuote } = await import("@/lib/data/quotes");
const { findQuoteByToken, getQuoteLinkToken, renewQuoteLink } = await import("@/lib/data/quote-links");
const { listQuoteSends, recordQuoteSend } = await import("@/lib/data/quote-sends");
const { getQuoteDocument } = await import("@/lib/data/quote-document");
const { getPublicQuote } = await import("@/lib/data/public-quote");
const { isQuoteLinkToken } = await import("@/lib/quotes/link-token");
const { createMechanic, saveLoadedProfile, profileInput } = await import("../support/factories");

async function shopWithQuote() {
  const shop = await createMechanic({ plan: "pro" });
  await saveLoadedProfile(
    shop.id,
    profileInput({ shopName: "Auto Mecânica São José", ownerName: "José", whatsappIntegration: "(11) 3456-7890" }),
  );
  const customer = await createCustomer(shop.id, {
    name: "Maria da Conceição",
    phone: "(11) 91234-5678",
    email: "maria@exemplo.com",
    notes: "Paga sempre em dia",
  });
  const quote = await createQuote(shop.id, customer.id, { description: "Revisão", cost: "150.00" });
  if (!quote) throw new Error("quote not created");
  return { shop, customer, quote };
}

/** Whether a statement is waiting on a lock to insert a send. */
/** Whether a send waits on another: on the quote's row (a quote's send locks it to count its first send) or on its key. */
async function waitingOnAnotherSend() {
  const rows = await getDb().execute(
    sql`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()
          AND (query LIKE 'insert into "quote_sends"%' OR query LIKE 'select "id" from "quotes" where%for update')`,
  );
  return rows.length > 0;
}

const liveLinks = (quoteId: string) =>
  getDb()
    .select()
    .from(quoteLinks)
    .where(and(eq(quoteLinks.quoteId, quoteId), isNull(quoteLinks.revokedAt)));

describe("a quote's link", () => {
  it("is made with the quote: 192 random bits, opening that quote only", async () => {
    const { shop, quote } = await shopWithQuote();
    const token = (await getQuoteLinkToken(shop.id, quote.id))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(24);
    expect(await findQuoteByToken(token)).toEqual({ shopId: shop.id, quoteId: quote.id });
    // Another quote's token differs.
    const other = await shopWithQuote();
    expect(await getQuoteLinkToken(other.shop.id, other.quote.id)).not.toBe(token);
  });

  it("shows the customer's page the quote and the customer's name, never their phone, e-mail or notes", async () => {
    const { shop, quote } = await shopWithQuote();
    const token = (await getQuoteLinkToken(shop.id, quote.id))!;
    const page = (await getPublicQuote(token))!.document;
    expect(page.quote).toMatchObject({ id: quote.id, number: quote.number, cost: 150 });
    expect(page.shop).toMatchObject({ shopName: "Auto Mecânica São José", ownerName: "José", whatsapp: "(11) 3456-7890" });
    expect(page.customer).toEqual({ name: "Maria da Conceição" });
    const everything = JSON.stringify(page);
    for (const secret of ["91234-5678", "maria@exemplo.com", "Paga sempre em dia"]) expect(everything).not.toContain(secret);
    // The shop's own document has them.
    expect((await getQuoteDocument(shop.id, quote.id))?.customer).toEqual({
      name: "Maria da Conceição",
      phone: "(11) 91234-5678",
      email: "maria@exemplo.com",
    });
  });

  it("renewed: the old token opens nothing from then on, the new one opens the quote", async () => {
    const { shop, quote } = await shopWithQuote();
    const old = (await getQuoteLinkToken(shop.id, quote.id))!;
    const renewed = (await renewQuoteLink(shop.id, quote.id))!;
    expect(renewed).not.toBe(old);
    expect(await findQuoteByToken(old)).toBeUndefined();
    expect(await getPublicQuote(old)).toBeUndefined();
    expect(await findQuoteByToken(renewed)).toEqual({ shopId: shop.id, quoteId: quote.id });
    expect(await getQuoteLinkToken(shop.id, quote.id)).toBe(renewed);
    // The revoked row stays, so the old token can never come back as another quote's.
    const rows = await getDb().select().from(quoteLinks).where(eq(quoteLinks.quoteId, quote.id));
    expect(rows.map((row) => [row.token, row.revokedAt === null])).toEqual(
      expect.arrayContaining([
        [old, false],
        [renewed, true],
      ]),
    );
  });

  it("renewed five times at once: one live link", async () => {
    const { shop, quote } = await shopWithQuote();
    const tokens = await Promise.all(Array.from({ length: 5 }, () => renewQuoteLink(shop.id, quote.id)));
    expect(new Set(tokens).size).toBe(5);
    const live = await liveLinks(quote.id);
    expect(live).toHaveLength(1);
    expect(tokens).toContain(live[0]!.token);
  });

  it("unknown, malformed or of a deleted quote: nothing", async () => {
    const { shop, quote } = await shopWithQuote();
    const token = (await getQuoteLinkToken(shop.id, quote.id))!;
    for (const guess of ["", "abc", `${token}x`.repeat(3), "' OR 1=1 --aaaaaaaaaaaaaaaaaaaaaaaaaa", randomUUID().replaceAll("-", "")]) {
      expect(await findQuoteByToken(guess)).toBeUndefined();
    }
    expect(isQuoteLinkToken("' OR 1=1 --aaaaaaaaaaaaaaaaaaaaaaaaaa")).toBe(false);
    expect(await deleteQuote(shop.id, quote.id)).toBeTruthy();
    expect(await findQuoteByToken(token)).toBeUndefined();
  });
});

describe("recording a send", () => {
  const whatsapp = { channel: "whatsapp", recipient: "11912345678" } as const;

  it("is recorded once delivered, newest first", async () => {
    const { shop, quote } = await shopWithQuote();
    expect(await recordQuoteSend(shop.id, quote.id, whatsapp, randomUUID())).toBe("sent");
    expect(await recordQuoteSend(shop.id, quote.id, { channel: "email", recipient: "maria@exemplo.com" }, randomUUID())).toBe("sent");
    const sends = await listQuoteSends(shop.id, quote.id);
    expect(sends.map((send) => [send.channel, send.recipient])).toEqual([
      ["email", "maria@exemplo.com"],
      ["whatsapp", "11912345678"],
    ]);
    expect(sends[0]!.sentAt.getTime()).toBeGreaterThanOrEqual(sends[1]!.sentAt.getTime());
  });

  it("is not recorded when the delivery fails, and can be tried again with the same key", async () => {
    const { shop, quote } = await shopWithQuote();
    const key = randomUUID();
    const failing = async () => {
      throw new Error("550 mailbox unavailable");
    };
    await expect(recordQuoteSend(shop.id, quote.id, { channel: "email", recipient: "x@exemplo.com" }, key, failing)).rejects.toThrow("550");
    expect(await listQuoteSends(shop.id, quote.id)).toEqual([]);
    expect(await recordQuoteSend(shop.id, quote.id, { channel: "email", recipient: "x@exemplo.com" }, key)).toBe("sent");
    expect(await listQuoteSends(shop.id, quote.id)).toHaveLength(1);
  });

  it("delivers once for one key, even when the repeat arrives during the first delivery", async () => {
    const { shop, quote } = await shopWithQuote();
    const key = randomUUID();
    let deliveries = 0;
    let finishFirst!: () => void;
    const firstDelivering = new Promise<void>((resolve) => {
      finishFirst = resolve;
    });
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      firstStarted = resolve;
    });
    const slowDelivery = async () => {
      deliveries++;
      firstStarted();
      await firstDelivering;
    };
    const first = recordQuoteSend(shop.id, quote.id, whatsapp, key, slowDelivery);
    await started;
    const repeat = recordQuoteSend(shop.id, quote.id, whatsapp, key, async () => {
      deliveries++;
    });
    // The repeat is waiting on the first one, which holds the quote's row and its key until it is delivered.
    await expect.poll(waitingOnAnotherSend).toBe(true);
    finishFirst();
    expect(await Promise.all([first, repeat])).toEqual(["sent", "duplicate"]);
    expect(deliveries).toBe(1);
    expect(await getDb().select().from(quoteSends).where(eq(quoteSends.quoteId, quote.id))).toHaveLength(1);
  });
});
