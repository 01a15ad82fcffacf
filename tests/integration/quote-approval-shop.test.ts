/**
 * The shop's side of the customer's answer: 'Prorrogar validade' (extendQuoteValidity and its
 * action), the 'Orçamento complementar' and the save of a locked or amending quote through the
 * action layer, the unseen answers of the Painel and the list, and the open-work count of a refusal.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { quotes } from "@/db/schema";

// The session is the one thing faked: it stands for the cookie a browser would send.
import { signInAs } from "../support/request";

const { openQuoteComplementAction, extendQuoteValidityAction } = await import("@/lib/actions/quote-sending");
const { createQuoteAction, updateQuoteAction } = await import("@/lib/actions/quotes");
const { addDaysToDay, formatDay, shopToday } = await import("@/lib/calendar");
const { getOverview, listUnseenAnswers } = await import("@/lib/data/overview");
const { getPublicQuote } = await import("@/lib/data/public-quote");
const { answerQuote, markQuoteAnswersSeen } = await import("@/lib/data/quote-answers");
const { listQuotes } = await import("@/lib/data/quote-lists");
const { getQuote } = await import("@/lib/data/quote-document");
const { extendQuoteValidity } = await import("@/lib/data/quotes");
const { messages } = await import("@/lib/messages");
const { shopWithData } = await import("../support/shops");
const { submittedForm: form } = await import("../support/forms");

const t = messages.quoteApproval;
const visitor = { clientAddress: "200.160.2.3", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile" };

/** A shop whose quote's link was opened (version 1 published). */
async function quoteOnLink(label: string) {
  const shop = await shopWithData(label);
  const view = (await getPublicQuote(shop.linkToken))!;
  return { shop, quoteId: shop.quoteId, view };
}

/** The customer answers the version the link shows now (the seeded quote has a 'paralela' part: consent given). */
async function answer(shop: { id: string; linkToken: string }, quoteId: string, kind: "approved" | "rejected" = "approved") {
  const view = (await getPublicQuote(shop.linkToken))!;
  const outcome = await answerQuote(shop.id, quoteId, {
    versionNumber: view.version.number,
    sha256: view.version.sha256,
    answer: kind,
    customerName: kind === "approved" ? "Maria Souza" : null,
    reason: kind === "rejected" ? "Achei caro" : null,
    nonOriginalPartsConsent: kind === "approved",
    ...visitor,
  });
  if (!outcome?.ok) throw new Error(`answer not recorded: ${JSON.stringify(outcome)}`);
  return outcome.answer;
}

async function setValidity(quoteId: string, day: string | null) {
  await getDb().update(quotes).set({ validUntil: day }).where(eq(quotes.id, quoteId));
}

/** The edit form's fields as the page posts them, at the version it loaded. */
const editForm = (version: number, description = "Motor e freios") =>
  form({ description, cost: "", status: "pending", version: String(version) });

describe("extendQuoteValidity", () => {
  it("sets the validity and moves the version on; the link then publishes a new version", async () => {
    const { shop, quoteId } = await quoteOnLink("extend");
    await setValidity(quoteId, "2026-01-10");
    const before = (await getQuote(shop.id, quoteId))!;
    expect(await extendQuoteValidity(shop.id, quoteId, "2099-12-31")).toBe(true);
    const after = (await getQuote(shop.id, quoteId))!;
    expect(after).toMatchObject({ validUntil: "2099-12-31", version: before.version + 1 });
    const link = (await getPublicQuote(shop.linkToken))!;
    expect(link.version.number).toBe(2);
    expect(link.version.snapshot.terms.validUntil).toBe("2099-12-31");
  });

  it("is refused on a quote the customer approved, and changes nothing", async () => {
    const { shop, quoteId } = await quoteOnLink("extend-locked");
    await answer(shop, quoteId);
    const before = (await getQuote(shop.id, quoteId))!;
    expect(await extendQuoteValidity(shop.id, quoteId, "2099-12-31")).toBe(false);
    expect(await getQuote(shop.id, quoteId)).toEqual(before);
  });

  it("changes nothing with another shop's id (or a malformed one)", async () => {
    const [a, b] = await Promise.all([shopWithData("extend-a"), shopWithData("extend-b")]);
    const before = (await getQuote(a.id, a.quoteId))!;
    expect(await extendQuoteValidity(b.id, a.quoteId, "2099-12-31")).toBe(false);
    expect(await extendQuoteValidity(b.id, "not-an-id", "2099-12-31")).toBe(false);
    expect(await getQuote(a.id, a.quoteId)).toEqual(before);
  });
});

describe("'Prorrogar validade' (the action)", () => {
  it("holds the quote until the shop's today + 10 days, and says until when", async () => {
    const { shop, quoteId } = await quoteOnLink("extend-action");
    await setValidity(quoteId, "2026-01-10");
    signInAs(shop.id);
    const until = addDaysToDay(shopToday(), 10);
    expect(await extendQuoteValidityAction(quoteId)).toEqual({ ok: true, message: t.extended(formatDay(until)) });
    expect((await getQuote(shop.id, quoteId))!.validUntil).toBe(until);
  });

  it("is refused on a locked quote, with why", async () => {
    const { shop, quoteId } = await quoteOnLink("extend-action-locked");
    await answer(shop, quoteId);
    // Approved in time, and the validity passed since: an approved quote is not extended, it binds already.
    await setValidity(quoteId, "2026-01-10");
    signInAs(shop.id);
    expect(await extendQuoteValidityAction(quoteId)).toEqual({ ok: false, message: t.extendError + t.lockedReason });
    expect((await getQuote(shop.id, quoteId))!.validUntil).toBe("2026-01-10");
  });
});

describe("a validity is never shortened, nor made past by the page", () => {
  it("'Prorrogar validade' leaves a validity still to come as it is (31/12/2027 stays), and says why", async () => {
    const { shop, quoteId } = await quoteOnLink("extend-future");
    await setValidity(quoteId, "2027-12-31");
    const before = (await getQuote(shop.id, quoteId))!;
    expect(await extendQuoteValidity(shop.id, quoteId, addDaysToDay(shopToday(), 10))).toBe(false);
    signInAs(shop.id);
    expect(await extendQuoteValidityAction(quoteId)).toEqual({ ok: false, message: t.extendError + t.notExpiredReason });
    expect(await getQuote(shop.id, quoteId)).toEqual(before);
  });

  it("'Prorrogar validade' does not give a validity to a quote that has none, nor one valid today", async () => {
    const { shop, quoteId } = await quoteOnLink("extend-none");
    await setValidity(quoteId, null);
    expect(await extendQuoteValidity(shop.id, quoteId, "2099-12-31")).toBe(false);
    await setValidity(quoteId, shopToday());
    expect(await extendQuoteValidity(shop.id, quoteId, "2099-12-31")).toBe(false);
    expect((await getQuote(shop.id, quoteId))!.validUntil).toBe(shopToday());
  });

  it("refuses a new quote already expired, whatever 'savedValidUntil' the page sends", async () => {
    const shop = await shopWithData("expired-new");
    const lastWeek = addDaysToDay(shopToday(), -7);
    signInAs(shop.id);
    const result = await createQuoteAction(
      shop.customerId,
      null,
      form({ description: "Troca de óleo", cost: "100,00", status: "pending", validUntil: lastWeek, savedValidUntil: lastWeek }),
    );
    expect(result).toEqual({
      ok: false,
      message: messages.quotes.createError + messages.quotes.validityPast,
      fieldErrors: { validUntil: [messages.quotes.validityPast] },
    });
    expect((await listQuotes(shop.id)).items.map((item) => item.id)).toEqual([shop.quoteId]);
  });

  it("refuses a save that moves the validity into the past, whatever 'savedValidUntil' says; keeps the saved past one", async () => {
    const shop = await shopWithData("expired-save");
    const quoteId = shop.quoteId;
    const lastWeek = addDaysToDay(shopToday(), -7);
    const yesterday = addDaysToDay(shopToday(), -1);
    // Sent with that validity: the customer was promised last week, so keeping it shortens nothing.
    await setValidity(quoteId, lastWeek);
    await getPublicQuote(shop.linkToken);
    const before = (await getQuote(shop.id, quoteId))!;
    signInAs(shop.id);
    const fields = { description: "Motor e freios", cost: "", status: "pending", version: String(before.version) };
    expect(await updateQuoteAction(quoteId, null, form({ ...fields, validUntil: yesterday, savedValidUntil: yesterday }))).toEqual({
      ok: false,
      message: messages.quotes.updateError + messages.quotes.validityPast,
      fieldErrors: { validUntil: [messages.quotes.validityPast] },
    });
    expect(await getQuote(shop.id, quoteId)).toEqual(before);
    // The validity it already had, passed since, may stay: read from the quote, not from the page.
    expect(await updateQuoteAction(quoteId, null, form({ ...fields, validUntil: lastWeek }))).toMatchObject({ ok: true });
    expect((await getQuote(shop.id, quoteId))!.validUntil).toBe(lastWeek);
  });
});

describe("a validity the customer was shown is extended, never shortened", () => {
  it("refuses a save before the sent version's validity, says until when, and accepts a longer one", async () => {
    const { shop, quoteId } = await quoteOnLink("shortened");
    const promised = addDaysToDay(shopToday(), 20);
    await setValidity(quoteId, promised);
    // Sent again (by e-mail, say): the link publishes the version valid until `promised`.
    expect((await getPublicQuote(shop.linkToken))!.version.snapshot.terms.validUntil).toBe(promised);
    const before = (await getQuote(shop.id, quoteId))!;
    const fields = { description: "Motor e freios", cost: "", status: "pending", version: String(before.version) };
    const message = messages.quotes.validityShortened(formatDay(promised));
    signInAs(shop.id);
    for (const validUntil of [addDaysToDay(shopToday(), 1), addDaysToDay(promised, -1)]) {
      expect(await updateQuoteAction(quoteId, null, form({ ...fields, validUntil }))).toEqual({
        ok: false,
        message: messages.quotes.updateError + message,
        fieldErrors: { validUntil: [message] },
      });
    }
    expect(await getQuote(shop.id, quoteId)).toEqual(before);
    // Neither the link nor its versions moved.
    expect((await getPublicQuote(shop.linkToken))!.version.snapshot.terms.validUntil).toBe(promised);

    const later = addDaysToDay(promised, 10);
    expect(await updateQuoteAction(quoteId, null, form({ ...fields, validUntil: later }))).toMatchObject({ ok: true });
    expect((await getPublicQuote(shop.linkToken))!.version.snapshot.terms.validUntil).toBe(later);
    // The new promise is the floor now: back to the first one is a shortening too.
    const now = (await getQuote(shop.id, quoteId))!;
    expect(await updateQuoteAction(quoteId, null, form({ ...fields, version: String(now.version), validUntil: promised }))).toMatchObject({
      ok: false,
      fieldErrors: { validUntil: [messages.quotes.validityShortened(formatDay(later))] },
    });
  });

  it("lets an unsent quote's validity be set freely, and a sent one's be the same or removed", async () => {
    const shop = await shopWithData("shortened-unsent");
    const quoteId = shop.quoteId;
    await setValidity(quoteId, addDaysToDay(shopToday(), 20));
    signInAs(shop.id);
    const unsent = (await getQuote(shop.id, quoteId))!;
    const fields = { description: "Motor e freios", cost: "", status: "pending" };
    const sooner = addDaysToDay(shopToday(), 2);
    expect(await updateQuoteAction(quoteId, null, form({ ...fields, version: String(unsent.version), validUntil: sooner }))).toMatchObject({
      ok: true,
    });
    await getPublicQuote(shop.linkToken);
    const sent = (await getQuote(shop.id, quoteId))!;
    expect(await updateQuoteAction(quoteId, null, form({ ...fields, version: String(sent.version), validUntil: sooner }))).toMatchObject({
      ok: true,
    });
    const again = (await getQuote(shop.id, quoteId))!;
    expect(await updateQuoteAction(quoteId, null, form({ ...fields, version: String(again.version), validUntil: "" }))).toMatchObject({
      ok: true,
    });
    expect((await getQuote(shop.id, quoteId))!.validUntil).toBeNull();
  });
});

describe("'Orçamento complementar' and the save of an approved quote", () => {
  it("refuses the save of a locked quote with a clear message, and changes nothing", async () => {
    const { shop, quoteId } = await quoteOnLink("locked-save");
    await answer(shop, quoteId);
    const before = (await getQuote(shop.id, quoteId))!;
    signInAs(shop.id);
    expect(await updateQuoteAction(quoteId, null, editForm(before.version))).toEqual({
      ok: false,
      message: messages.quotes.updateError + t.lockedReason,
    });
    // The fields, the items (the form sent none) and the version are as they were.
    expect(await getQuote(shop.id, quoteId)).toEqual(before);
  });

  it("opens a complement and goes to the editor; the save is then accepted and published as a complement", async () => {
    const { shop, quoteId } = await quoteOnLink("complement");
    await answer(shop, quoteId);
    signInAs(shop.id);
    expect(await openQuoteComplementAction(quoteId)).toEqual({
      ok: true,
      message: t.complementOpened,
      redirectTo: `/dashboard/quotes/${quoteId}/edit`,
    });
    const amending = (await getQuote(shop.id, quoteId))!;
    expect(amending).toMatchObject({ approvedVersion: 1, amending: true, status: "approved" });
    // A second click (another tab) goes to the editor as well, writing nothing.
    expect(await openQuoteComplementAction(quoteId)).toEqual({ ok: true, redirectTo: `/dashboard/quotes/${quoteId}/edit` });
    expect((await getQuote(shop.id, quoteId))!.version).toBe(amending.version);

    expect(await updateQuoteAction(quoteId, null, editForm(amending.version, "Motor, freios e embreagem"))).toMatchObject({
      ok: true,
      message: messages.quotes.updated,
    });
    const link = (await getPublicQuote(shop.linkToken))!;
    expect(link.version.number).toBe(2);
    expect(link.version.snapshot.complement).toMatchObject({ amendsVersion: 1 });
  });

  it("refuses a complement of a quote never approved, and another shop's id, changing nothing", async () => {
    const { shop, quoteId } = await quoteOnLink("complement-refused");
    const other = await shopWithData("complement-other");
    signInAs(shop.id);
    expect(await openQuoteComplementAction(quoteId)).toEqual({ ok: false, message: t.complementError + t.complementUnavailable });
    await answer(shop, quoteId);
    const before = (await getQuote(shop.id, quoteId))!;
    signInAs(other.id);
    expect(await openQuoteComplementAction(quoteId)).toEqual({
      ok: false,
      message: t.complementError + messages.quoteSending.notFoundReason,
    });
    expect(await openQuoteComplementAction("not-an-id")).toEqual({
      ok: false,
      message: t.complementError + messages.quoteSending.notFoundReason,
    });
    expect(await getQuote(shop.id, quoteId)).toEqual(before);
  });
});

describe("unseen answers", () => {
  it("lists the quotes answered since the shop opened them, with the latest answer, until it opens them", async () => {
    const approvedQuote = await quoteOnLink("unseen");
    const { shop, quoteId } = approvedQuote;
    expect(await listUnseenAnswers(shop.id)).toEqual({ items: [], total: 0 });

    const recorded = await answer(shop, quoteId);
    const customerName = (await getQuote(shop.id, quoteId))!.customerName;
    expect(await listUnseenAnswers(shop.id)).toEqual({
      items: [{ quoteId, number: 1, customerName, answer: "approved", answeredAt: recorded.answeredAt }],
      total: 1,
    });
    expect((await listQuotes(shop.id)).items.map((item) => [item.id, item.answerUnseen])).toEqual([[quoteId, true]]);

    await markQuoteAnswersSeen(shop.id, quoteId);
    expect(await listUnseenAnswers(shop.id)).toEqual({ items: [], total: 0 });
    expect((await listQuotes(shop.id)).items.map((item) => item.answerUnseen)).toEqual([false]);
  });

  it("counts past the ones shown", async () => {
    const { shop, quoteId } = await quoteOnLink("unseen-limit");
    await answer(shop, quoteId, "rejected");
    expect(await listUnseenAnswers(shop.id, 0)).toEqual({ items: [], total: 1 });
    expect((await listUnseenAnswers(shop.id)).items).toMatchObject([{ quoteId, answer: "rejected" }]);
  });

  it("gives another shop nothing of this one's", async () => {
    const { shop, quoteId } = await quoteOnLink("unseen-a");
    const other = await shopWithData("unseen-b");
    await answer(shop, quoteId);
    expect(await listUnseenAnswers(other.id)).toEqual({ items: [], total: 0 });
    // Another shop opening this quote's id does not clear its news.
    await markQuoteAnswersSeen(other.id, quoteId);
    expect((await listUnseenAnswers(shop.id)).total).toBe(1);
  });
});

describe("a refused quote", () => {
  it("is 'Orçamento Recusado' and no longer open work on the Painel", async () => {
    const { shop, quoteId } = await quoteOnLink("refused-open-work");
    expect((await getOverview(shop.viewer)).openQuotes).toBe(1);
    await answer(shop, quoteId, "rejected");
    expect((await getQuote(shop.id, quoteId))!.status).toBe("rejected");
    expect(await getOverview(shop.viewer)).toMatchObject({ openQuotes: 0, approvedUnfinishedValue: 0 });
    expect((await listQuotes(shop.id, { status: "rejected" })).items.map((item) => item.id)).toEqual([quoteId]);
  });
});
