"use server";

import { refresh } from "next/cache";
import { headers } from "next/headers";
import { z } from "zod";
import { defineAction, formInput, recordIdField } from "@/lib/actions/define-action";
import { currentClientAddress } from "@/lib/client-address/current";
import { answerQuote } from "@/lib/data/quote-answers";
import { moveJobStage } from "@/lib/data/job-stages";
import { publishQuoteVersion } from "@/lib/data/quote-versions";
import { messages } from "@/lib/messages";
import { quoteStatusOf } from "@/lib/quote-status";
import { sendReadyEmail } from "@/lib/quote-sending/ready-email";
import { nonOriginalParts } from "@/lib/quotes/snapshot";
import { stageMoveKind } from "@/lib/quotes/stages";
import { can } from "@/lib/team/permissions";
import { IN_PERSON_APPROVAL_FIELDS, inPersonApprovalSchema, stageMoveSchema } from "@/lib/validation/job-stages";

const m = messages.jobStages;
const a = messages.inPersonApproval;

/**
 * 'Iniciar serviço', 'Carro pronto', 'Voltar etapa', 'Cancelar': one move of the job, from the
 * stage the page showed (`from`) to `to`, with the reason a step back or a cancellation needs.
 * A page left open while the quote moved on (another tap, another tab) is told so and changes
 * nothing; a move the rules refuse (a skipped stage, 'Aprovado' by hand) too. Stays on the page.
 */
export const moveJobStageAction = defineAction({
  access: "plan",
  permission: "workOnCars",
  name: "mudança de etapa do orçamento",
  texts: { prefix: m.moveError },
  input: (quoteId: string, from: string, to: string, _previous: unknown, formData: FormData) => ({
    quoteId,
    from,
    to,
    ...formInput(formData, ["reason"] as const),
  }),
  schema: z.object({ quoteId: recordIdField(messages.quotes.notFoundReason) }).and(stageMoveSchema),
  async run({ caller, input, refuse }) {
    // A delivery records its date, km and parts with the move: it has its own action. Going back
    // from 'Entregue' (a delivery registered by mistake) is a move like the others: moveJobStage
    // removes the delivery's record in the same transaction.
    if (input.to === "delivered") return refuse(m.notAllowed);
    // 'Iniciar serviço' and 'Carro pronto' are everyone's work; a step back or a cancellation is
    // the front desk's and the owner's.
    if (stageMoveKind(input.from, input.to) !== "forward" && !can(caller.role, "handleQuotes")) return refuse(messages.guard.roleRefused);
    const moved = await moveJobStage(caller.shopId, input.quoteId, { ...input, by: caller.memberId });
    if (!moved.ok) {
      if (moved.reason === "stale") return { ok: false, message: m.stale(quoteStatusOf(moved.status).label) };
      if (moved.reason === "notAllowed") return refuse(m.notAllowed);
      return refuse(messages.quotes.notFoundReason);
    }
    // 'Carro pronto': the customer hears it by e-mail too (WhatsApp opens from the shop's tap).
    const detail = input.to === "ready" ? await sendReadyEmail(caller, input.quoteId) : undefined;
    refresh();
    return {
      ok: true,
      message: input.to === "canceled" ? m.canceled : m.moved(quoteStatusOf(input.to).label),
      ...(detail ? { detail } : {}),
    };
  },
});

/**
 * 'Aprovação presencial': the customer approved in person, and the shop records it. The quote is
 * published as it stands and answered like on the link (answerQuote: one answer per version, under
 * the quote's lock, within its validity, with the consent to non-original parts, never for a quote
 * without items), marked 'in_person' with who took it; the address and user agent are the shop's
 * request.
 */
export const recordInPersonApprovalAction = defineAction({
  access: "plan",
  permission: "handleQuotes",
  name: "aprovação presencial",
  texts: { prefix: a.error },
  input: (quoteId: string, _previous: unknown, formData: FormData) => ({ quoteId, ...formInput(formData, IN_PERSON_APPROVAL_FIELDS) }),
  schema: z.object({ quoteId: recordIdField(messages.quotes.notFoundReason) }).and(inPersonApprovalSchema),
  async run({ caller, input, refuse }) {
    const published = await publishQuoteVersion(caller.shopId, input.quoteId);
    if (!published) return refuse(messages.quotes.notFoundReason);
    const { version, document } = published;
    if (document.quote.status !== "pending") return refuse(a.notPending);
    if (nonOriginalParts(version.snapshot).length > 0 && !input.partsConsent)
      return refuse(a.partsConsentRequired, { partsConsent: [a.partsConsentRequired] });
    const outcome = await answerQuote(caller.shopId, input.quoteId, {
      versionNumber: version.number,
      sha256: version.sha256,
      answer: "approved",
      customerName: input.customerName,
      reason: null,
      nonOriginalPartsConsent: input.partsConsent,
      channel: "in_person",
      takenBy: input.takenBy,
      clientAddress: await currentClientAddress(),
      userAgent: (await headers()).get("user-agent") ?? "",
    });
    if (!outcome) return refuse(messages.quotes.notFoundReason);
    if (!outcome.ok) {
      if (outcome.reason === "expired") return refuse(a.expired);
      if (outcome.reason === "consentRequired") return refuse(a.partsConsentRequired, { partsConsent: [a.partsConsentRequired] });
      if (outcome.reason === "noItems") return refuse(a.noItems);
      return refuse(a.notPending);
    }
    refresh();
    return { ok: true, message: a.recorded };
  },
});
