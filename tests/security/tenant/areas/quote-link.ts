/** Tenant isolation: quote-link (the matrix and its rules: tests/security/tenant-isolation.test.ts). */
import { expect } from "vitest";
import { type Attack, visitor } from "../fixtures";

const quoteSendingActions = await import("@/lib/actions/quote-sending");
const quoteLinksData = await import("@/lib/data/quote-links");
const quoteSendsData = await import("@/lib/data/quote-sends");
const quoteAnswersData = await import("@/lib/data/quote-answers");
const quoteVersionsData = await import("@/lib/data/quote-versions");
const { getDb } = await import("@/db");
const { messages } = await import("@/lib/messages");
const { submittedForm: form } = await import("../../../support/forms");
const { confirmEmail } = await import("../../../support/factories");

export const attacks: Record<string, Attack> = {
  // The quote page's sending actions: nothing sent, recorded, saved on A's customer or renewed.
  "lib/actions/quote-sending.ts#recordWhatsAppSendAction": async (a) => {
    expect(await quoteSendingActions.recordWhatsAppSendAction(a.quoteId, crypto.randomUUID())).toEqual({
      ok: false,
      message: messages.quoteSending.whatsappError + messages.quoteSending.notFoundReason,
    });
  },
  "lib/actions/quote-sending.ts#saveCustomerPhoneAction": async (a) => {
    expect(await quoteSendingActions.saveCustomerPhoneAction(a.quoteId, null, form({ phone: "(11) 98888-7777" }))).toEqual({
      ok: false,
      message: messages.quoteSending.phoneError + messages.quoteSending.notFoundReason,
    });
  },
  "lib/actions/quote-sending.ts#sendQuoteEmailAction": async (a, b) => {
    // B may send (a confirmed address): what refuses A's quote is the owner check, not that.
    await confirmEmail(b.id);
    expect(await quoteSendingActions.sendQuoteEmailAction(a.quoteId, null, form({ email: "roubado@exemplo.com" }))).toEqual({
      ok: false,
      message: messages.quoteSending.emailError + messages.quoteSending.notFoundReason,
    });
  },
  "lib/actions/quote-sending.ts#handOutQuoteLinkAction": async (a) => {
    expect(await quoteSendingActions.handOutQuoteLinkAction(a.quoteId)).toEqual({
      ok: false,
      message: messages.quoteSending.copyError + messages.quoteSending.notFoundReason,
    });
  },
  "lib/data/quote-sends.ts#markQuoteHandedOut": async (a, b) => {
    expect(await quoteSendsData.markQuoteHandedOut(b.id, a.quoteId)).toBeUndefined();
  },
  "lib/actions/quote-sending.ts#renewQuoteLinkAction": async (a) => {
    expect(await quoteSendingActions.renewQuoteLinkAction(a.quoteId)).toEqual({
      ok: false,
      message: messages.quoteSending.linkError + messages.quoteSending.notFoundReason,
    });
    expect(await quoteLinksData.findQuoteByToken(a.linkToken)).toEqual({ shopId: a.id, quoteId: a.quoteId });
  },
  // The approval's side of the quote page: A's approved quote is not reopened, nor its validity moved.
  "lib/actions/quote-sending.ts#openQuoteComplementAction": async (a) => {
    expect(await quoteSendingActions.openQuoteComplementAction(a.quoteId)).toEqual({
      ok: false,
      message: messages.quoteApproval.complementError + messages.quoteSending.notFoundReason,
    });
  },
  "lib/actions/quote-sending.ts#extendQuoteValidityAction": async (a) => {
    expect(await quoteSendingActions.extendQuoteValidityAction(a.quoteId)).toEqual({
      ok: false,
      message: messages.quoteApproval.extendError + messages.quoteSending.notFoundReason,
    });
  },
  "lib/data/quote-links.ts#createQuoteLink": async (a, b) => {
    // A link B makes for A's quote breaks the (quote_id, shop_id) foreign key.
    await expect(getDb().transaction((tx) => quoteLinksData.createQuoteLink(tx, b.id, a.quoteId))).rejects.toThrow();
  },
  "lib/data/quote-links.ts#getQuoteLinkToken": async (a, b) => {
    expect(await quoteLinksData.getQuoteLinkToken(b.id, a.quoteId)).toBeUndefined();
    expect(await quoteLinksData.getQuoteLinkToken(b.id, b.quoteId)).toBe(b.linkToken);
  },
  "lib/data/quote-links.ts#renewQuoteLink": async (a, b) => {
    // A's link is not revoked, and no link is made for A's quote.
    expect(await quoteLinksData.renewQuoteLink(b.id, a.quoteId)).toBeUndefined();
    expect(await quoteLinksData.findQuoteByToken(a.linkToken)).toEqual({ shopId: a.id, quoteId: a.quoteId });
  },
  "lib/data/quote-sends.ts#recordQuoteSend": async (a, b) => {
    let delivered = false;
    const deliver = async () => {
      delivered = true;
    };
    expect(
      await quoteSendsData.recordQuoteSend(b.id, a.quoteId, { channel: "email", recipient: "b@exemplo.com" }, crypto.randomUUID(), deliver),
    ).toBeUndefined();
    expect(delivered).toBe(false);
  },
  "lib/data/quote-sends.ts#listQuoteSends": async (a, b) => {
    expect(await quoteSendsData.listQuoteSends(b.id, a.quoteId)).toEqual([]);
    expect(await quoteSendsData.listQuoteSends(b.id, b.quoteId)).toHaveLength(1);
  },
  // The customer's answers, versions and views of A's quote, asked for with B's user id.
  "lib/data/quote-answers.ts#answerQuote": async (a, b) => {
    const [version] = await quoteVersionsData.listQuoteVersions(a.id, a.quoteId);
    const submission = {
      versionNumber: 1,
      sha256: version!.sha256,
      answer: "rejected" as const,
      customerName: null,
      reason: "B",
      nonOriginalPartsConsent: false,
      ...visitor,
    };
    expect(await quoteAnswersData.answerQuote(b.id, a.quoteId, submission)).toBeUndefined();
  },
  "lib/data/quote-answers.ts#listQuoteAnswers": async (a, b) => {
    expect(await quoteAnswersData.listQuoteAnswers(b.id, a.quoteId)).toEqual([]);
    expect(await quoteAnswersData.listQuoteAnswers(a.id, a.quoteId)).toHaveLength(1);
  },
  "lib/data/quote-answers.ts#openQuoteComplement": async (a, b) => {
    expect(await quoteAnswersData.openQuoteComplement(b.id, a.quoteId)).toBe(false);
  },
  "lib/data/quote-answers.ts#markQuoteAnswersSeen": async (a, b) => {
    // A's answer stays unseen: the snapshot after the attack shows answer_unseen unchanged.
    await quoteAnswersData.markQuoteAnswersSeen(b.id, a.quoteId);
  },
  "lib/data/quote-versions.ts#publishQuoteVersion": async (a, b) => {
    expect(await quoteVersionsData.publishQuoteVersion(b.id, a.quoteId)).toBeUndefined();
  },
  "lib/data/quote-versions.ts#publishLocked": async (a, b) => {
    expect(await getDb().transaction((tx) => quoteVersionsData.publishLocked(tx, b.id, a.quoteId))).toBeUndefined();
  },
  "lib/data/quote-versions.ts#listQuoteVersions": async (a, b) => {
    expect(await quoteVersionsData.listQuoteVersions(b.id, a.quoteId)).toEqual([]);
  },
  "lib/data/quote-versions.ts#getQuoteVersion": async (a, b) => {
    expect(await quoteVersionsData.getQuoteVersion(b.id, a.quoteId, 1)).toBeUndefined();
  },
  "lib/data/quote-versions.ts#recordQuoteView": async (a, b) => {
    // A's version under B's user id: the composite key refuses it (or, A's view of it being there
    // already, nothing is inserted); either way B sees no view and A's rows do not change.
    const [version] = await quoteVersionsData.listQuoteVersions(a.id, a.quoteId);
    await quoteVersionsData.recordQuoteView(b.id, a.quoteId, version!.id, visitor).catch(() => undefined);
    expect(await quoteVersionsData.listQuoteViews(b.id, a.quoteId)).toEqual([]);
  },
  "lib/data/quote-versions.ts#listQuoteViews": async (a, b) => {
    expect(await quoteVersionsData.listQuoteViews(b.id, a.quoteId)).toEqual([]);
  },
};

/** Exports that take no record id of a shop, and why that is safe. */
export const exempt: Record<string, string> = {
  "app/(public-quote)/orcamento/[token]/route.tsx#GET":
    "the customer's quote link, opened by a live link's 192-bit token, not by a shop's record id; an earlier version (?versao=) is read under the shop and quote the token opened (public-quote.spec.ts, quote-item-costs.test.tsx)",
  "app/(public-quote)/orcamento/[token]/pdf/route.ts#GET":
    "the customer's PDF, opened by a live link's 192-bit token, not by a shop's record id (public-quote.test.ts)",
  "app/(public-quote)/orcamento/[token]/resposta/route.ts#POST":
    "the customer's answer, to the quote a live link's token opens, not to a shop's record id (another quote's version: quote-answer-route.test.ts)",
  "lib/data/quote-links.ts#findQuoteByToken":
    "the customer's page's lookup: no session, the 192-bit token is the key (a revoked or unknown one finds nothing: quote-links.test.ts)",
  "lib/actions/quote-sending.ts#saveShopNameAction":
    "writes the caller's own profile's name, only while blank; takes no record id (shop-name-required.test.ts)",
  "lib/data/quote-links.ts#findRevokedLinkShop":
    "the customer's dead link: no session, the revoked link's 192-bit token is the key, and it answers only the shop's name and WhatsApp (dead-quote-link.test.ts)",
  "lib/data/public-quote.ts#getPublicQuote":
    "same as findQuoteByToken: the customer's page, keyed by the live link's token; shows no phone, e-mail or notes (public-quote.test.ts)",
};
