"use server";

import { formatAmount } from "@/lib/format";
import { refresh } from "next/cache";
import { z } from "@/lib/validation/zod";
import { defineAction, formInput, recordIdField } from "@/lib/actions/define-action";
import type { ActionResult } from "@/lib/actions/result";
import { cancelPayment, registerPayment } from "@/lib/data/payments";
import { messages } from "@/lib/messages";
import { CANCEL_PAYMENT_FIELDS, OVERPAYMENT_FIELD, PAYMENT_FIELDS, cancelPaymentSchema, paymentSchema } from "@/lib/validation/payment";

const m = messages.payments;

/**
 * 'Registrar pagamento' on the job page. Bad input, another shop's job, a job not approved: a pt-BR
 * refusal, nothing written, the dialog keeps what was typed. More than is owed is refused with the
 * overpayment field error until the shop confirms (the same submission key: one payment at most).
 */
export const registerPaymentAction = defineAction({
  access: "plan",
  permission: "handlePayments",
  name: "registro de pagamento",
  texts: { prefix: m.error },
  create: true,
  input: (quoteId: string, _previous: ActionResult | null, formData: FormData) => ({ quoteId, ...formInput(formData, PAYMENT_FIELDS) }),
  schema: z.object({ quoteId: recordIdField(m.notFoundReason) }).and(paymentSchema),
  async run({ caller, input: { quoteId, ...payment }, idempotencyKey, refuse }) {
    const outcome = await registerPayment(caller.shopId, quoteId, { ...payment, idempotencyKey, registeredBy: caller.memberId });
    if (!outcome.ok) {
      if (outcome.reason === "notChargeable") return refuse(m.notChargeable);
      if (outcome.reason === "overpayment") {
        const asked = m.overpayment(formatAmount(payment.amount), formatAmount(outcome.owed));
        return { ok: false, message: m.error + m.overpaymentReason, fieldErrors: { [OVERPAYMENT_FIELD]: [asked] } };
      }
      return refuse(m.notFoundReason);
    }
    refresh();
    const paidOff = outcome.balance.approved !== null && Number(outcome.balance.owed) === 0;
    return { ok: true, message: m.registered(formatAmount(payment.amount)), ...(paidOff && { detail: m.registeredPaid }) };
  },
});

/** 'Cancelar pagamento': once, with a reason; the payment stays in the history, struck through. */
export const cancelPaymentAction = defineAction({
  access: "plan",
  permission: "handlePayments",
  name: "cancelamento de pagamento",
  texts: { prefix: m.cancelError },
  input: (paymentId: string, _previous: ActionResult | null, formData: FormData) => ({
    paymentId,
    ...formInput(formData, CANCEL_PAYMENT_FIELDS),
  }),
  schema: z.object({ paymentId: recordIdField(m.cancelNotFound) }).and(cancelPaymentSchema),
  async run({ caller, input: { paymentId, reason }, refuse }) {
    const outcome = await cancelPayment(caller.shopId, paymentId, reason, caller.memberId);
    if (!outcome.ok) return refuse(outcome.reason === "alreadyCancelled" ? m.alreadyCancelled : m.cancelNotFound);
    refresh();
    return { ok: true, message: m.cancelled };
  },
});
