/**
 * The supplier's link (/cotacao/{token}), through the data layer and the route its page's plain
 * form posts to (POST /cotacao/{token}/resposta): what the page reads by token (never the
 * customer), saving every part at once, changing it until the deadline, the deadline checked in
 * the statement that writes, another request's part refused with nothing written, hostile and
 * oversized input answered on the page, and the limits on misses and on saves.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/(public-supplier)/cotacao/[token]/resposta/route";
import { getDb } from "@/db";
import { customers, rateLimits, supplierAnswers, supplierRequestLinks, supplierRequestParts, supplierRequests } from "@/db/schema";
import { findSupplierLink, saveSupplierAnswers } from "@/lib/data/supplier-links";
import { listQuoteSupplierAnswers } from "@/lib/data/supplier-answers";
import { createQuote } from "@/lib/data/quotes";
import { formatAmount } from "@/lib/format";
import { MAX_SUPPLIER_UNIT_PRICE } from "@/lib/suppliers/price-check";
import { messages } from "@/lib/messages";
import { openSupplierLink, SUPPLIER_LINK_SAVES, supplierLinkMissKey, supplierLinkSaveKey } from "@/lib/supplier-link/access";
import { decodeDraft, DRAFT_COOKIE } from "@/lib/supplier-link/draft";
import { formState } from "@/lib/supplier-link/typed-answers";
import { newSupplierLinkToken } from "@/lib/suppliers/link-token";
import { answerFieldNames, PART_FIELD } from "@/lib/validation/supplier-answer";
import { setClientAddress } from "../support/request";
import { shopWithData, type Shop } from "../support/shops";

const ORIGIN = "http://localhost:3000";
const m = messages.supplierLink.validation;

beforeEach(() => setClientAddress(`200.160.7.1-${randomUUID()}`));

/** A request of `shop`'s quote for two parts (an original and a paralela), to its supplier, unanswered. */
async function twoPartRequest(shop: Shop, deadline = new Date(Date.now() + 3_600_000)) {
  const db = getDb();
  const [request] = await db
    .insert(supplierRequests)
    .values({ shopId: shop.id, quoteId: shop.quoteId, vehicle: "Volkswagen Gol 2015", engine: "1.6 8V", deadline })
    .returning({ id: supplierRequests.id });
  const parts = await db
    .insert(supplierRequestParts)
    .values([
      {
        requestId: request!.id,
        shopId: shop.id,
        position: 0,
        lineKey: randomUUID(),
        description: "Pastilha de freio",
        quantity: "2",
        condition: "original",
      },
      {
        requestId: request!.id,
        shopId: shop.id,
        position: 1,
        lineKey: randomUUID(),
        description: "Amortecedor dianteiro",
        quantity: "1.5",
        condition: "paralela",
      },
    ])
    .returning({ id: supplierRequestParts.id });
  // The fixture's supplier already has a link to the fixture's request; this is another request.
  const token = newSupplierLinkToken();
  const [link] = await db
    .insert(supplierRequestLinks)
    .values({ requestId: request!.id, shopId: shop.id, supplierId: shop.supplierId, token })
    .returning({ id: supplierRequestLinks.id });
  return { requestId: request!.id, linkId: link!.id, token, pads: parts[0]!.id, shock: parts[1]!.id };
}

type Row = {
  none?: boolean;
  price?: string;
  condition?: string;
  brand?: string;
  availability?: string;
  note?: string;
  confirmed?: boolean;
};

/** The page's form, urlencoded: `parte` per part, then each part's fields. */
function formOf(rows: Record<string, Row>) {
  const form = new URLSearchParams();
  for (const [partId, row] of Object.entries(rows)) {
    const names = answerFieldNames(partId);
    form.append(PART_FIELD, partId);
    if (row.none) form.append(names.none, "1");
    form.append(names.price, row.price ?? "");
    form.append(names.condition, row.condition ?? "original");
    form.append(names.brand, row.brand ?? "");
    form.append(names.availability, row.availability ?? "");
    form.append(names.note, row.note ?? "");
    if (row.confirmed) form.append(names.confirm, "1");
  }
  return form;
}

function post(token: string, body: URLSearchParams | string, headers: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}/cotacao/${token}/resposta`, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "sec-fetch-site": "same-origin", ...headers },
  });
  return POST(request, { params: Promise.resolve({ token }) });
}

function redirectOf(response: Response) {
  expect(response.status).toBe(303);
  return response.headers.get("location");
}

async function answersOf(linkId: string) {
  return getDb().select().from(supplierAnswers).where(eq(supplierAnswers.linkId, linkId)).orderBy(supplierAnswers.createdAt);
}

async function answeredAt(linkId: string) {
  const [row] = await getDb()
    .select({ at: supplierRequestLinks.answeredAt })
    .from(supplierRequestLinks)
    .where(eq(supplierRequestLinks.id, linkId));
  return row!.at;
}

/** The draft the route handed back and what the page shows from it: messages by field. */
function shownAfterRefusal(response: Response, parts: Awaited<ReturnType<typeof findSupplierLink>>) {
  const cookie = response.headers.get("set-cookie") ?? "";
  const value = new RegExp(`${DRAFT_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  return formState(parts!.parts, decodeDraft(value));
}

describe("findSupplierLink", () => {
  it("shows the shop, the vehicle, the deadline and the parts; never the customer or the plate", async () => {
    const shop = await shopWithData("sl-read");
    const request = await twoPartRequest(shop);
    const view = await findSupplierLink(request.token);
    expect(view).toMatchObject({
      linkId: request.linkId,
      vehicle: "Volkswagen Gol 2015",
      engine: "1.6 8V",
      open: true,
      answeredAt: null,
      supplierName: expect.stringContaining("Fornecedor"),
      parts: [
        { id: request.pads, description: "Pastilha de freio", condition: "original", answer: null },
        { id: request.shock, description: "Amortecedor dianteiro", condition: "paralela", answer: null },
      ],
    });
    const [customer] = await getDb().select().from(customers).where(eq(customers.id, shop.customerId));
    const shown = JSON.stringify(view);
    expect(shown).not.toContain(customer!.name);
    expect(shown).not.toContain(shop.plate);
    expect(shown).not.toContain(shop.id); // nor the shop's user id
  });

  it("finds nothing for an unknown or malformed token", async () => {
    expect(await findSupplierLink(newSupplierLinkToken())).toBeUndefined();
    expect(await findSupplierLink("../../etc")).toBeUndefined();
  });
});

describe("POST /cotacao/{token}/resposta", () => {
  it("saves every part at once, the Brazilian way, and comes back with the notice and the link's headers", async () => {
    const shop = await shopWithData("sl-save");
    const request = await twoPartRequest(shop);
    const response = await post(
      request.token,
      formOf({
        [request.pads]: { price: "1.234,56", condition: "original", availability: "0", note: "  Retirar no balcão  " },
        [request.shock]: { none: true, price: "999", note: "Chega semana que vem" },
      }),
    );
    expect(redirectOf(response)).toBe(`/cotacao/${request.token}?aviso=enviada#resposta`);
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("set-cookie")).toContain(`${DRAFT_COOKIE}=; Path=/cotacao/${request.token}; Max-Age=0`);

    const [pads, shock] = [...(await answersOf(request.linkId))].sort((x) => (x.partId === request.pads ? -1 : 1));
    expect(pads).toMatchObject({
      partId: request.pads,
      price: "1234.56",
      condition: "original",
      brand: null,
      deliveryDays: 0,
      note: "Retirar no balcão",
    });
    // 'Não tenho': no price, condition or delivery time, whatever else was typed; the note is kept.
    expect(shock).toMatchObject({ partId: request.shock, price: null, condition: null, deliveryDays: null, note: "Chega semana que vem" });
    expect(await answeredAt(request.linkId)).toBeInstanceOf(Date);

    const view = await findSupplierLink(request.token);
    expect(view!.parts[0]!.answer).toMatchObject({ price: "1234.56", deliveryDays: 0 });
    // The form shows the saved answer back as it is typed.
    expect(formState(view!.parts, undefined).typed.get(request.pads)).toMatchObject({ price: "1.234,56", availability: "0", none: false });
    expect(formState(view!.parts, undefined).typed.get(request.shock)).toMatchObject({ none: true, price: "" });
  });

  it("changes the answer until the deadline: the same rows updated, a part left blank taken back", async () => {
    const shop = await shopWithData("sl-change");
    const request = await twoPartRequest(shop);
    await post(
      request.token,
      formOf({
        [request.pads]: { price: "85", availability: "1" },
        [request.shock]: { price: "300", condition: "paralela", brand: "Cofap", availability: "2" },
      }),
    );
    const before = await answersOf(request.linkId);
    const response = await post(
      request.token,
      formOf({ [request.pads]: { price: "85,5", condition: "usada", availability: "3" }, [request.shock]: {} }),
    );
    expect(redirectOf(response)).toContain("aviso=enviada");
    const after = await answersOf(request.linkId);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: before.find((row) => row.partId === request.pads)!.id,
      price: "85.50",
      condition: "usada",
      deliveryDays: 3,
    });
  });

  it("refuses after the deadline: closed, nothing written, the page still shows the answer", async () => {
    const shop = await shopWithData("sl-closed");
    const request = await twoPartRequest(shop);
    await post(request.token, formOf({ [request.pads]: { price: "50", availability: "0" } }));
    const stamped = await answeredAt(request.linkId);
    await getDb()
      .update(supplierRequests)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(supplierRequests.id, request.requestId));

    const response = await post(request.token, formOf({ [request.pads]: { price: "10", availability: "0" } }));
    expect(redirectOf(response)).toBe(`/cotacao/${request.token}?aviso=encerrada#resposta`);
    expect((await answersOf(request.linkId))[0]).toMatchObject({ price: "50.00" });
    expect(await answeredAt(request.linkId)).toEqual(stamped);
    const view = await findSupplierLink(request.token);
    expect(view).toMatchObject({ open: false, parts: [{ answer: { price: "50.00" } }, { answer: null }] });
  });

  it("checks the deadline in the statement that writes, not in a read before it", async () => {
    const shop = await shopWithData("sl-race");
    const request = await twoPartRequest(shop);
    // The page was read while open; the deadline passes before the save arrives.
    expect((await findSupplierLink(request.token))!.open).toBe(true);
    await getDb()
      .update(supplierRequests)
      .set({ deadline: sql`now() - interval '1 second'` })
      .where(eq(supplierRequests.id, request.requestId));
    const parts = [
      { partId: request.pads, answer: { price: "10.00", condition: "original" as const, brand: null, deliveryDays: 0, note: null } },
    ];
    expect(await saveSupplierAnswers(request.token, parts)).toEqual({ ok: false, reason: "closed" });
    expect(await answersOf(request.linkId)).toEqual([]);
    expect(await answeredAt(request.linkId)).toBeNull();
  });

  it("takes two saves of one link at once in turn: both succeed, one answer per part, the last one's", async () => {
    const shop = await shopWithData("sl-twice");
    const request = await twoPartRequest(shop);
    const answer = (price: string) => [
      { partId: request.pads, answer: { price, condition: "original" as const, brand: null, deliveryDays: 1, note: null } },
    ];
    const outcomes = await Promise.all([
      saveSupplierAnswers(request.token, answer("10.00")),
      saveSupplierAnswers(request.token, answer("20.00")),
    ]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true]);
    const rows = await answersOf(request.linkId);
    expect(rows).toHaveLength(1);
    expect(["10.00", "20.00"]).toContain(rows[0]!.price);
  });

  it("refuses a part of another request, or of another shop, with nothing written", async () => {
    const shop = await shopWithData("sl-part");
    const other = await shopWithData("sl-part-other");
    const request = await twoPartRequest(shop);
    for (const stranger of [shop.supplierPartId, other.supplierPartId]) {
      const response = await post(
        request.token,
        formOf({ [request.pads]: { price: "10", availability: "0" }, [stranger]: { price: "20", availability: "0" } }),
      );
      expect(redirectOf(response)).toBe(`/cotacao/${request.token}?aviso=peca#resposta`);
    }
    const notAnId = [{ partId: "1 OR 1=1", answer: null }];
    expect(await saveSupplierAnswers(request.token, notAnId)).toEqual({ ok: false, reason: "unknownPart" });
    expect(await answersOf(request.linkId)).toEqual([]);
    expect(await answeredAt(request.linkId)).toBeNull();
    // The other shop's answer to its own part is as it was.
    const [theirs] = await getDb().select().from(supplierAnswers).where(eq(supplierAnswers.id, other.supplierAnswerId));
    expect(theirs).toMatchObject({ price: "1.00", brand: "Marca" });
  });

  it("answers bad input on the page: each message by its field, what was typed kept, nothing saved", async () => {
    const shop = await shopWithData("sl-invalid");
    const request = await twoPartRequest(shop);
    const view = await findSupplierLink(request.token);
    // The last column: the price as the form shows it back, as read where it reads, else as typed.
    const cases: [Row, string, string, string][] = [
      [{ price: "abc", availability: "0" }, "price", messages.money.invalid, "abc"],
      [{ price: "0", availability: "0" }, "price", m.pricePositive, "0,00"],
      [{ price: "10.000.000.000,00", availability: "0" }, "price", messages.money.tooLarge, "10.000.000.000,00"],
      [{ price: "", brand: "Bosch", availability: "0" }, "price", m.priceRequired, ""],
      [{ price: "10", condition: "paralela", availability: "0" }, "brand", m.brandRequired, "10,00"],
      [{ price: "10", condition: "novo", availability: "0" }, "condition", m.conditionInvalid, "10,00"],
      [{ price: "10", availability: "6" }, "availability", m.availabilityInvalid, "10,00"],
      [{ price: "10", availability: "0", brand: "B".repeat(61) }, "brand", m.brandTooLong, "10,00"],
      [{ price: "10", availability: "0", note: "n".repeat(501) }, "note", m.noteTooLong, "10,00"],
      [{ price: "10", availability: "0", note: "linha\u0000nula" }, "note", messages.validation.controlCharacters, "10,00"],
    ];
    for (const [row, field, message, price] of cases) {
      // The page's form always posts every part: here the second is left blank.
      const response = await post(request.token, formOf({ [request.pads]: row, [request.shock]: {} }));
      expect(redirectOf(response)).toBe(`/cotacao/${request.token}?aviso=revisar#resposta`);
      const shown = shownAfterRefusal(response, view);
      expect(shown.errors[`${request.pads}.${field}`], JSON.stringify(row)).toEqual([message]);
      expect(shown.typed.get(request.pads)).toMatchObject({ price, brand: row.brand ?? "" });
    }
    // A blank form answers nothing: said once, above the parts.
    const blank = shownAfterRefusal(await post(request.token, formOf({ [request.pads]: {}, [request.shock]: {} })), view);
    expect(blank.errors[""]).toEqual([m.nothingAnswered]);
    expect(await answersOf(request.linkId)).toEqual([]);
  });

  it("keeps hostile text as typed (shown escaped by React, a formula only text)", async () => {
    const shop = await shopWithData("sl-hostile");
    const request = await twoPartRequest(shop);
    const note = `<script>alert(1)</script> =HYPERLINK("http://x") '; DROP TABLE supplier_answers; --`;
    const brand = `<img src=x onerror=alert(1)>`.slice(0, 60);
    await post(request.token, formOf({ [request.shock]: { price: "10", condition: "paralela", brand, availability: "0", note } }));
    expect((await answersOf(request.linkId))[0]).toMatchObject({ brand, note });
  });

  it("caps what it reads: too large a body, too many parts, another encoding", async () => {
    const shop = await shopWithData("sl-size");
    const request = await twoPartRequest(shop);
    const huge = formOf({ [request.pads]: { price: "10", availability: "0", note: "x".repeat(700 * 1024) } });
    expect((await post(request.token, huge)).status).toBe(413);
    const many = formOf(Object.fromEntries(Array.from({ length: 101 }, () => [randomUUID(), { price: "1", availability: "0" }])));
    const shown = shownAfterRefusal(await post(request.token, many), await findSupplierLink(request.token));
    // A draft naming other parts than the page's is not shown back: the page says it was refused.
    expect(shown.errors).toEqual({});
    const json = await post(request.token, JSON.stringify({ parts: [] }), { "content-type": "application/json" });
    expect(redirectOf(json)).toContain("aviso=revisar");
    expect(await answersOf(request.linkId)).toEqual([]);
  });

  it("refuses a post from another site, and a token that is no link", async () => {
    const shop = await shopWithData("sl-forged");
    const request = await twoPartRequest(shop);
    const form = formOf({ [request.pads]: { price: "10", availability: "0" } });
    expect((await post(request.token, form, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post(newSupplierLinkToken(), form)).status).toBe(404);
    expect(await answersOf(request.linkId)).toEqual([]);
  });

  it("limits saves per link", async () => {
    const shop = await shopWithData("sl-saves");
    const request = await twoPartRequest(shop);
    await getDb()
      .insert(rateLimits)
      .values({ key: supplierLinkSaveKey(request.linkId), count: SUPPLIER_LINK_SAVES.limit, resetAt: new Date(Date.now() + 60_000) });
    const response = await post(request.token, formOf({ [request.pads]: { price: "10", availability: "0" } }));
    expect(redirectOf(response)).toContain("aviso=limite");
    expect(await answersOf(request.linkId)).toEqual([]);
  });
});

describe("a price that may be a slip", () => {
  /** An earlier quote of the shop where it paid R$ 118,50 for the pads (cost) and charged R$ 160,00. */
  async function paidBefore(shop: Shop) {
    await createQuote(shop.id, shop.customerId, {
      description: "Freios",
      cost: null,
      items: [
        {
          kind: "part",
          description: "  pastilha de FREIO ",
          catalogueServiceId: null,
          partCondition: "original",
          labourPricing: null,
          quantity: "1",
          unitPrice: "160.00",
          unitCost: "118.50",
        },
      ],
    });
  }

  it("far above the shop's last price is asked about, nothing saved, and goes once confirmed; the shop sees it marked", async () => {
    const shop = await shopWithData("sl-slip");
    await paidBefore(shop);
    const request = await twoPartRequest(shop);
    const view = await findSupplierLink(request.token);
    const typo = { price: "11850", availability: "0" };
    const asked = await post(request.token, formOf({ [request.pads]: typo, [request.shock]: {} }));
    expect(redirectOf(asked)).toBe(`/cotacao/${request.token}?aviso=conferir#resposta`);
    const shown = shownAfterRefusal(asked, view);
    expect(shown.warnings.get(request.pads)).toBe("aboveLast");
    // Shown back as it was read, to be confirmed as such.
    expect(shown.typed.get(request.pads)).toMatchObject({ price: "11.850,00" });
    expect(await answersOf(request.linkId)).toEqual([]);
    // Within three times the last price it goes at once.
    const fair = await post(request.token, formOf({ [request.pads]: { price: "355,50", availability: "0" }, [request.shock]: {} }));
    expect(redirectOf(fair)).toBe(`/cotacao/${request.token}?aviso=enviada#resposta`);

    const confirmed = await post(request.token, formOf({ [request.pads]: { ...typo, confirmed: true }, [request.shock]: {} }));
    expect(redirectOf(confirmed)).toBe(`/cotacao/${request.token}?aviso=enviada#resposta`);
    expect((await answersOf(request.linkId)).map((answer) => answer.price)).toEqual(["11850.00"]);
    const forShop = Object.values(await listQuoteSupplierAnswers(shop.id, shop.quoteId)).flat();
    expect(forShop.find((answer) => answer.price === "11850.00")?.priceCheck).toBe("aboveLast");
  });

  it("with no price of the shop's own, above the plausible ceiling is asked about; a value past the cap is refused", async () => {
    const shop = await shopWithData("sl-ceiling");
    const request = await twoPartRequest(shop);
    const view = await findSupplierLink(request.token);
    const high = await post(request.token, formOf({ [request.pads]: { price: "5.000,01", availability: "0" }, [request.shock]: {} }));
    expect(redirectOf(high)).toBe(`/cotacao/${request.token}?aviso=conferir#resposta`);
    expect(shownAfterRefusal(high, view).warnings.get(request.pads)).toBe("aboveCeiling");
    const capped = await post(
      request.token,
      formOf({ [request.pads]: { price: "100.000,01", availability: "0", confirmed: true }, [request.shock]: {} }),
    );
    expect(redirectOf(capped)).toBe(`/cotacao/${request.token}?aviso=revisar#resposta`);
    expect(shownAfterRefusal(capped, view).errors[`${request.pads}.price`]).toEqual([
      m.priceTooHigh(formatAmount(MAX_SUPPLIER_UNIT_PRICE)),
    ]);
    expect(await answersOf(request.linkId)).toEqual([]);
    const plain = await post(request.token, formOf({ [request.pads]: { price: "5.000,00", availability: "0" }, [request.shock]: {} }));
    expect(redirectOf(plain)).toBe(`/cotacao/${request.token}?aviso=enviada#resposta`);
  });
});

describe("openSupplierLink", () => {
  it("counts misses per address; past the limit even a live token is not looked up; a malformed one counts nothing", async () => {
    const shop = await shopWithData("sl-misses");
    const address = `200.160.9.9-${randomUUID()}`;
    const key = supplierLinkMissKey(address);
    const counted = async () =>
      (
        await getDb()
          .select({ count: rateLimits.count })
          .from(rateLimits)
          .where(and(eq(rateLimits.key, key)))
      )[0]?.count ?? 0;

    expect(await openSupplierLink("nao-e-um-token", address)).toBeUndefined();
    expect(await counted()).toBe(0);
    expect(await openSupplierLink(shop.supplierLinkToken, address)).toBeDefined();
    expect(await counted()).toBe(0); // a hit counts nothing
    for (let miss = 0; miss < 20; miss++) expect(await openSupplierLink(newSupplierLinkToken(), address)).toBeUndefined();
    expect(await counted()).toBe(20);
    expect(await openSupplierLink(shop.supplierLinkToken, address)).toBeUndefined();
    // Another address is not affected.
    expect(await openSupplierLink(shop.supplierLinkToken, `200.160.9.10-${randomUUID()}`)).toBeDefined();
  });
});
