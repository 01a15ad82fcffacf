/**
 * The job's stages: the shop moves a job one step at a time through the actions, from
 * the stage its page showed; a step back and a cancellation need a reason; 'Aprovado' comes only
 * from an answer (on the link, or recorded in person); a refused quote is re-sent by editing it.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAs } from "../support/request";

const { moveJobStageAction, recordInPersonApprovalAction } = await import("@/lib/actions/job-stages");
const { updateQuoteAction } = await import("@/lib/actions/quotes");
const { getDb } = await import("@/db");
const { quoteAnswers, quoteStageChanges, quotes } = await import("@/db/schema");
const { listQuotes } = await import("@/lib/data/quote-lists");
const { createCustomer } = await import("@/lib/data/customers");
const { getPublicQuote } = await import("@/lib/data/public-quote");
const { answerQuote, listQuoteAnswers } = await import("@/lib/data/quote-answers");
const { getQuoteLinkToken } = await import("@/lib/data/quote-links");
const { listStageChanges } = await import("@/lib/data/job-stages");
const { listQuoteVersions } = await import("@/lib/data/quote-versions");
const { getQuote } = await import("@/lib/data/quote-document");
const { createQuote } = await import("@/lib/data/quotes");
const { messages } = await import("@/lib/messages");
const { createMechanic } = await import("../support/factories");
const { submittedForm: form } = await import("../support/forms");
const { putAtStage } = await import("../support/stages");

const m = messages.jobStages;
const visitor = { clientAddress: "200.160.2.3", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile" };
const part = (partCondition: "original" | "paralela") => ({
  kind: "part" as const,
  description: "Pastilha de freio",
  catalogueServiceId: null,
  partCondition,
  labourPricing: null,
  quantity: "1",
  unitPrice: "250.00",
});

async function shopWithQuote(
  status: "pending" | "approved" | "in_progress" | "ready" = "approved",
  condition: "original" | "paralela" = "original",
) {
  const shop = await createMechanic({ plan: "pro" });
  const customer = await createCustomer(shop.id, { name: "Maria Souza", phone: "(11) 98888-7777", email: "", notes: "" });
  const quote = (await createQuote(shop.id, customer.id, { description: "Freios", cost: null, items: [part(condition)] }))!;
  if (status !== "pending") await putAtStage(shop.id, quote.id, status);
  signInAs(shop.id);
  return { shopId: shop.id, quoteId: quote.id };
}

const move = (quoteId: string, from: string, to: string, reason?: string) => moveJobStageAction(quoteId, from, to, null, form({ reason }));
const stageOf = async (shopId: string, quoteId: string) => (await getQuote(shopId, quoteId))!.status;

describe("moving a job", () => {
  it("goes forward one step at a time, each change logged with its time", async () => {
    const { shopId, quoteId } = await shopWithQuote("approved");
    expect(await move(quoteId, "approved", "in_progress")).toEqual({ ok: true, message: m.moved("Em andamento") });
    expect(await move(quoteId, "in_progress", "ready")).toEqual({ ok: true, message: m.moved("Pronto para retirada") });
    expect(await stageOf(shopId, quoteId)).toBe("ready");
    const changes = await listStageChanges(shopId, quoteId);
    expect(changes.map(({ fromStatus, toStatus, reason }) => [fromStatus, toStatus, reason])).toEqual([
      ["approved", "in_progress", null],
      ["in_progress", "ready", null],
    ]);
    expect(changes[0]!.changedAt).toBeInstanceOf(Date);
  });

  it("goes back one step only with a reason, which the history keeps", async () => {
    const { shopId, quoteId } = await shopWithQuote("ready");
    expect(await move(quoteId, "ready", "in_progress")).toEqual({
      ok: false,
      message: m.moveError + m.reasonRequired,
      fieldErrors: { reason: [m.reasonRequired] },
    });
    expect(await stageOf(shopId, quoteId)).toBe("ready");
    expect(await move(quoteId, "ready", "in_progress", "Faltou apertar a roda")).toEqual({ ok: true, message: m.moved("Em andamento") });
    expect(await listStageChanges(shopId, quoteId)).toMatchObject([
      { fromStatus: "ready", toStatus: "in_progress", reason: "Faltou apertar a roda" },
    ]);
  });

  it("cancels with a reason from any stage before delivery", async () => {
    const { shopId, quoteId } = await shopWithQuote("in_progress");
    expect(await move(quoteId, "in_progress", "canceled")).toMatchObject({ ok: false, fieldErrors: { reason: [m.reasonRequired] } });
    expect(await move(quoteId, "in_progress", "canceled", "Cliente levou o carro")).toEqual({ ok: true, message: m.canceled });
    expect(await stageOf(shopId, quoteId)).toBe("canceled");
    expect(await listStageChanges(shopId, quoteId)).toMatchObject([{ toStatus: "canceled", reason: "Cliente levou o carro" }]);
  });

  it("refuses a skipped stage, 'Aprovado' by hand and an unknown stage, and changes nothing", async () => {
    const { shopId, quoteId } = await shopWithQuote("pending");
    expect(await move(quoteId, "pending", "approved")).toEqual({ ok: false, message: m.moveError + m.notAllowed });
    expect(await move(quoteId, "pending", "in_progress")).toEqual({ ok: false, message: m.moveError + m.notAllowed });
    expect(await move(quoteId, "pending", "done")).toMatchObject({ ok: false });
    await putAtStage(shopId, quoteId, "approved");
    expect(await move(quoteId, "approved", "ready")).toEqual({ ok: false, message: m.moveError + m.notAllowed });
    expect(await move(quoteId, "approved", "delivered")).toEqual({ ok: false, message: m.moveError + m.notAllowed });
    // 'Registrar entrega' writes the delivery with the move: this action never delivers.
    await putAtStage(shopId, quoteId, "ready");
    expect(await move(quoteId, "ready", "delivered")).toEqual({ ok: false, message: m.moveError + m.notAllowed });
    // A delivered job goes back a step (a delivery registered by mistake), never to 'Cancelado'.
    await putAtStage(shopId, quoteId, "delivered");
    expect(await move(quoteId, "delivered", "canceled", "engano")).toEqual({ ok: false, message: m.moveError + m.notAllowed });
    await putAtStage(shopId, quoteId, "rejected");
    expect(await move(quoteId, "rejected", "approved", "o cliente ligou")).toEqual({ ok: false, message: m.moveError + m.notAllowed });
    expect(await stageOf(shopId, quoteId)).toBe("rejected");
    expect(await listStageChanges(shopId, quoteId)).toEqual([]);
  });

  it("tells a stale page the quote moved on, and changes nothing", async () => {
    const { shopId, quoteId } = await shopWithQuote("approved");
    expect(await move(quoteId, "approved", "in_progress")).toMatchObject({ ok: true });
    // The other tab still shows 'Aprovado'.
    expect(await move(quoteId, "approved", "in_progress")).toEqual({ ok: false, message: m.stale("Em andamento") });
    expect(await listStageChanges(shopId, quoteId)).toHaveLength(1);
  });

  it("of two taps at once, makes one change and one history row", async () => {
    const { shopId, quoteId } = await shopWithQuote("approved");
    const results = await Promise.all([move(quoteId, "approved", "in_progress"), move(quoteId, "approved", "in_progress")]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, message: m.stale("Em andamento") });
    expect(await listStageChanges(shopId, quoteId)).toHaveLength(1);
  });

  it("is 'not found' for another shop's quote, and changes nothing", async () => {
    const { shopId, quoteId } = await shopWithQuote("approved");
    await shopWithQuote("approved"); // signs the other shop in
    expect(await move(quoteId, "approved", "in_progress")).toEqual({ ok: false, message: m.moveError + messages.quotes.notFoundReason });
    expect(await move(quoteId, "approved", "canceled", "x")).toEqual({ ok: false, message: m.moveError + messages.quotes.notFoundReason });
    expect(await move("não-é-um-id", "approved", "in_progress")).toEqual({
      ok: false,
      message: m.moveError + messages.quotes.notFoundReason,
    });
    expect(await stageOf(shopId, quoteId)).toBe("approved");
    expect(await listStageChanges(shopId, quoteId)).toEqual([]);
  });
});

describe("'Aprovação presencial'", () => {
  const approval = (fields: Record<string, string>) => form({ customerName: "Maria Souza", takenBy: "João (balcão)", ...fields });

  it("records the approval as in person, with who took it, and locks the quote like the link", async () => {
    const { shopId, quoteId } = await shopWithQuote("pending");
    expect(await recordInPersonApprovalAction(quoteId, null, approval({}))).toEqual({
      ok: true,
      message: messages.inPersonApproval.recorded,
    });
    const quote = (await getQuote(shopId, quoteId))!;
    // Locked at the version approved; the shop's own record is no 'Nova resposta' on its Painel.
    expect(quote).toMatchObject({ status: "approved", approvedVersion: 1, answerUnseen: false });
    const [answer] = await listQuoteAnswers(shopId, quoteId);
    expect(answer).toMatchObject({
      answer: "approved",
      channel: "in_person",
      customerName: "Maria Souza",
      takenBy: "João (balcão)",
      versionNumber: 1,
    });
    expect(answer!.clientAddress).toBeTruthy();
    // A second record of the same version is refused: one answer per version.
    expect(await recordInPersonApprovalAction(quoteId, null, approval({}))).toMatchObject({ ok: false });
    expect(await listQuoteAnswers(shopId, quoteId)).toHaveLength(1);
  });

  it("asks for the consent to non-original parts when the quote has any, and both names", async () => {
    const { shopId, quoteId } = await shopWithQuote("pending", "paralela");
    const refused = await recordInPersonApprovalAction(quoteId, null, approval({}));
    expect(refused).toMatchObject({ ok: false, fieldErrors: { partsConsent: [messages.inPersonApproval.partsConsentRequired] } });
    expect(await recordInPersonApprovalAction(quoteId, null, approval({ customerName: " ", partsConsent: "on" }))).toMatchObject({
      ok: false,
      fieldErrors: { customerName: [messages.inPersonApproval.customerNameRequired] },
    });
    expect(await listQuoteAnswers(shopId, quoteId)).toEqual([]);
    expect(await recordInPersonApprovalAction(quoteId, null, approval({ partsConsent: "on" }))).toMatchObject({ ok: true });
    expect((await listQuoteAnswers(shopId, quoteId))[0]).toMatchObject({ nonOriginalPartsConsent: true, channel: "in_person" });
  });

  it("is refused for a quote that is not waiting for an answer, and for another shop's", async () => {
    const { shopId, quoteId } = await shopWithQuote("in_progress");
    expect(await recordInPersonApprovalAction(quoteId, null, approval({}))).toEqual({
      ok: false,
      message: messages.inPersonApproval.error + messages.inPersonApproval.notPending,
    });
    const other = await shopWithQuote("pending");
    signInAs(shopId);
    expect(await recordInPersonApprovalAction(other.quoteId, null, approval({}))).toEqual({
      ok: false,
      message: messages.inPersonApproval.error + messages.quotes.notFoundReason,
    });
    const answers = await getDb().select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, other.quoteId));
    expect(answers).toEqual([]);
  });
});

describe("a quote the customer refused", () => {
  it("cannot be set to approved; an edit puts it back to 'Orçamento' as a new version the link asks again", async () => {
    const { shopId, quoteId } = await shopWithQuote("pending");
    const view = (await getPublicQuote((await getQuoteLinkToken(shopId, quoteId))!))!;
    const refused = await answerQuote(shopId, quoteId, {
      versionNumber: view.version.number,
      sha256: view.version.sha256,
      answer: "rejected",
      customerName: null,
      reason: "Achei caro",
      nonOriginalPartsConsent: false,
      ...visitor,
    });
    expect(refused).toMatchObject({ ok: true });
    expect(await stageOf(shopId, quoteId)).toBe("rejected");
    expect(await move(quoteId, "rejected", "approved")).toMatchObject({ ok: false });
    expect(await recordInPersonApprovalAction(quoteId, null, form({ customerName: "Maria", takenBy: "João" }))).toMatchObject({
      ok: false,
    });

    const quote = (await getQuote(shopId, quoteId))!;
    const edit = form({
      description: "Freios (com desconto)",
      cost: "",
      items: JSON.stringify([{ ...part("original"), catalogueServiceId: "", labourPricing: "" }]),
      version: String(quote.version),
    });
    expect(await updateQuoteAction(quoteId, null, edit)).toMatchObject({ ok: true });
    expect(await stageOf(shopId, quoteId)).toBe("pending");
    expect(await listQuoteVersions(shopId, quoteId)).toHaveLength(2);
    const changes = await getDb()
      .select({ fromStatus: quoteStageChanges.fromStatus, toStatus: quoteStageChanges.toStatus })
      .from(quoteStageChanges)
      .where(and(eq(quoteStageChanges.shopId, shopId), eq(quoteStageChanges.quoteId, quoteId)));
    expect(changes).toEqual([{ fromStatus: "rejected", toStatus: "pending" }]);
    // Re-sent, it can be approved in person (or on the link) again.
    expect(await recordInPersonApprovalAction(quoteId, null, form({ customerName: "Maria", takenBy: "João" }))).toMatchObject({ ok: true });
    expect(await stageOf(shopId, quoteId)).toBe("approved");
  });
});

describe("the Orçamentos list by stage", () => {
  it("puts a pending quote past its validity under 'Vencido' and the others under 'Orçamento', on the server", async () => {
    const { shopId, quoteId: valid } = await shopWithQuote("pending");
    const customer = (await getQuote(shopId, valid))!.customerId;
    const lapsed = (await createQuote(shopId, customer, { description: "Vencido", cost: null, validUntil: "2026-11-01" }))!.id;
    const open = (await createQuote(shopId, customer, { description: "Sem validade", cost: null }))!.id;
    await getDb().update(quotes).set({ validUntil: "2026-12-31" }).where(eq(quotes.id, valid));
    const today = "2026-11-26";
    const ids = async (status: "pending" | "expired" | "approved") =>
      (await listQuotes(shopId, { status }, today)).items.map((item) => item.id).sort();
    expect(await ids("expired")).toEqual([lapsed]);
    expect(await ids("pending")).toEqual([valid, open].sort());
    expect((await listQuotes(shopId, { status: "expired" }, today)).total).toBe(1);
    await putAtStage(shopId, lapsed, "approved");
    expect(await ids("expired")).toEqual([]);
    expect(await ids("approved")).toEqual([lapsed]);
  });
});
