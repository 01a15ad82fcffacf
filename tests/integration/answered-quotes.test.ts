/**
 * What the customer answered is kept (CDC art. 27: five years): a quote with
 * an answer on its link is never deleted, through the actions or the data layer, alone or with its
 * customer; it is cancelled instead, and its record stays. A quote without an answer, and a
 * customer without one, are still deleted; deleting the whole account still takes everything.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";

const { deleteCustomerAction } = await import("@/lib/actions/customers");
const { deleteQuoteAction } = await import("@/lib/actions/quotes");
const { moveJobStageAction } = await import("@/lib/actions/job-stages");
const { submittedForm } = await import("../support/forms");
const { getDb } = await import("@/db");
const { quoteAnswers, quoteVersions, quotes, users } = await import("@/db/schema");
const { deleteAccount } = await import("@/lib/data/account-deletion");
const { getCustomer } = await import("@/lib/data/customers");
const { getPublicQuote } = await import("@/lib/data/public-quote");
const { answerQuote, listQuoteAnswers } = await import("@/lib/data/quote-answers");
const { getQuote } = await import("@/lib/data/quote-document");
const { createQuote } = await import("@/lib/data/quotes");
const { messages } = await import("@/lib/messages");
const { shopWithData } = await import("../support/shops");

const visitor = { clientAddress: "200.160.2.3", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile" };

/** A shop whose quote the customer approved (or refused) on its link. */
async function answeredShop(label: string, answer: "approved" | "rejected" = "approved") {
  const shop = await shopWithData(label);
  const view = (await getPublicQuote(shop.linkToken))!;
  const outcome = await answerQuote(shop.id, shop.quoteId, {
    versionNumber: view.version.number,
    sha256: view.version.sha256,
    answer,
    customerName: answer === "approved" ? "Maria Souza" : null,
    reason: answer === "rejected" ? "Achei caro" : null,
    nonOriginalPartsConsent: answer === "approved",
    ...visitor,
  });
  if (!outcome?.ok) throw new Error("answer not recorded");
  signInAs(shop.id);
  return shop;
}

describe("a quote the customer answered", () => {
  it.each(["approved", "rejected"] as const)("(%s) is not deleted: refused with the legal reason, nothing removed", async (answer) => {
    const shop = await answeredShop(`kept-${answer}`, answer);
    const before = await getQuote(shop.id, shop.quoteId);
    expect(await deleteQuoteAction(shop.quoteId)).toEqual({
      ok: false,
      message: messages.quotes.deleteError + messages.quotes.answeredReason,
    });
    expect(messages.quotes.answeredReason).toContain("art. 27");
    expect(await getQuote(shop.id, shop.quoteId)).toEqual(before);
    expect(await listQuoteAnswers(shop.id, shop.quoteId)).toHaveLength(1);
  });

  it("is cancelled instead: 'Cancelado', and its answer and versions stay", async () => {
    const shop = await answeredShop("cancel");
    const [answer] = await listQuoteAnswers(shop.id, shop.quoteId);
    const cancel = () => moveJobStageAction(shop.quoteId, "approved", "canceled", null, submittedForm({ reason: "Cliente desistiu" }));
    expect(await cancel()).toEqual({ ok: true, message: messages.jobStages.canceled });
    expect((await getQuote(shop.id, shop.quoteId))!.status).toBe("canceled");
    expect(await listQuoteAnswers(shop.id, shop.quoteId)).toEqual([answer]);
    // Cancelled, it is still kept.
    expect(await deleteQuoteAction(shop.quoteId)).toMatchObject({ ok: false });
  });

  it("keeps its customer: the delete is refused with the reason, the customer and the quote stay", async () => {
    const shop = await answeredShop("customer-kept");
    expect(await deleteCustomerAction(shop.customerId)).toEqual({
      ok: false,
      message: messages.customers.deleteError + messages.customers.answeredReason,
    });
    expect(await getCustomer(shop.id, shop.customerId)).toBeDefined();
    expect(await getQuote(shop.id, shop.quoteId)).toBeDefined();
  });

  it("goes, with everything, when the whole account is deleted", async () => {
    const shop = await answeredShop("account-gone");
    expect(await deleteAccount(shop.id)).toMatchObject({ customers: 1, quotes: 1 });
    for (const table of [quoteAnswers, quoteVersions, quotes]) {
      expect(await getDb().select().from(table).where(eq(table.shopId, shop.id))).toEqual([]);
    }
    expect(await getDb().select().from(users).where(eq(users.id, shop.id))).toEqual([]);
  });
});

describe("without an answer", () => {
  it("a quote is still deleted, and so is a customer, quotes and all", async () => {
    const shop = await shopWithData("unanswered");
    signInAs(shop.id);
    const other = await createQuote(shop.id, shop.customerId, { description: "Freios", cost: 100 });
    expect(await deleteQuoteAction(other!.id)).toMatchObject({ ok: true, message: messages.quotes.deleted });
    expect(await deleteCustomerAction(shop.customerId)).toEqual({ ok: true, message: messages.customers.deleted });
    expect(await getQuote(shop.id, shop.quoteId)).toBeUndefined();
  });

  it("'Cancelar orçamento' of another shop's quote is not found and changes nothing", async () => {
    const victim = await answeredShop("cancel-victim");
    const intruder = await shopWithData("cancel-intruder");
    signInAs(intruder.id);
    expect(await moveJobStageAction(victim.quoteId, "approved", "canceled", null, submittedForm({ reason: "x" }))).toEqual({
      ok: false,
      message: messages.jobStages.moveError + messages.quotes.notFoundReason,
    });
    expect((await getQuote(victim.id, victim.quoteId))!.status).toBe("approved");
  });
});
