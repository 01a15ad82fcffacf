import { z } from "@/lib/validation/zod";
import { isIsoDay, shopToday } from "@/lib/calendar";
import { PAYMENT_METHODS } from "@/lib/enums";
import { formatAmount } from "@/lib/format";
import { payments as m } from "@/lib/messages/payments";
import { optionalText, plainText, readMoney, requiredText } from "@/lib/validation/fields";

/** A job's payment is a repair shop's amount: far below what numeric(12,2) holds, so a slip of the thumb (an extra 0 or three) is refused. */
export const PAYMENT_MAX = 999_999.99;
export const PAYMENT_NOTE_MAX = 500;
export const CANCEL_REASON_MAX = 500;
export const INSTALLMENTS_MAX = 24;
// The oldest day a payment can be said to be received: a typo in the year ("0226") is refused.
const OLDEST_DAY = "2000-01-01";

/**
 * The day as the form sends it: a date input's yyyy-MM-dd, or dd/MM/yyyy typed where the browser
 * has no date picker. undefined when it is not a real calendar day.
 */
export function readPaymentDay(typed: string): string | undefined {
  const text = typed.trim();
  const brazilian = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const day = brazilian ? `${brazilian[3]}-${brazilian[2]}-${brazilian[1]}` : text;
  return isIsoDay(day) ? day : undefined;
}

/** The amount as a decimal string ("1234.50"), read the Brazilian way, above zero and within PAYMENT_MAX. */
const amountField = z
  .string()
  .optional()
  .default("")
  .transform((typed, context) => {
    const reading = readMoney(typed);
    if (!reading.ok) context.addIssue({ code: "custom", message: reading.message });
    else if (reading.value === null) context.addIssue({ code: "custom", message: m.amountRequired });
    else if (reading.value <= 0) context.addIssue({ code: "custom", message: m.amountPositive });
    else if (reading.value > PAYMENT_MAX) context.addIssue({ code: "custom", message: m.amountTooLarge(formatAmount(PAYMENT_MAX)) });
    // At most two decimals (readMoney refuses more): toFixed only writes the cents out.
    else return reading.value.toFixed(2);
    return z.NEVER;
  });

/** Not after today in São Paulo (the server's clock, whatever its zone), nor absurdly old. */
const paidOnField = z
  .string()
  .optional()
  .default("")
  .pipe(plainText())
  .transform((typed, context) => {
    const day = readPaymentDay(typed);
    if (!day) context.addIssue({ code: "custom", message: m.paidOnInvalid });
    else if (day > shopToday()) context.addIssue({ code: "custom", message: m.paidOnFuture });
    else if (day < OLDEST_DAY) context.addIssue({ code: "custom", message: m.paidOnTooOld });
    else return day;
    return z.NEVER;
  });

/**
 * 'Registrar pagamento'. Installments only for a credit card (the form shows the field only then;
 * blank there is 1x); any other method with installments is a forged or broken form, refused.
 * `confirmOverpayment` is the second submit after the shop said the amount above the balance is right.
 */
export const paymentSchema = z
  .object({
    amount: amountField,
    method: z.enum(PAYMENT_METHODS, { error: m.methodInvalid }),
    paidOn: paidOnField,
    installments: z.string().optional().default("").pipe(plainText()),
    note: optionalText(PAYMENT_NOTE_MAX, m.noteTooLong(PAYMENT_NOTE_MAX), { multiline: true }),
    confirmOverpayment: z
      .string()
      .optional()
      .default("")
      .transform((value) => value === "1"),
  })
  .transform((input, context) => {
    let installments: number | null = null;
    if (input.method === "credit_card") {
      const text = input.installments || "1";
      installments = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
      if (!(installments >= 1 && installments <= INSTALLMENTS_MAX)) {
        context.addIssue({ code: "custom", path: ["installments"], message: m.installmentsInvalid });
        return z.NEVER;
      }
    } else if (input.installments !== "") {
      context.addIssue({ code: "custom", path: ["installments"], message: m.installmentsOnlyCard });
      return z.NEVER;
    }
    return { ...input, installments, note: input.note || null };
  });

/** The field the dialog watches: an overpayment is answered on it, and the dialog asks before resubmitting with it set. */
export const OVERPAYMENT_FIELD = "confirmOverpayment";

export type PaymentInput = z.output<typeof paymentSchema>;
export const PAYMENT_FIELDS = ["amount", "method", "paidOn", "installments", "note", "confirmOverpayment"] as const;

/** 'Cancelar pagamento': the reason is required, it stays in the job's history. */
export const cancelPaymentSchema = z.object({
  reason: requiredText(m.reasonRequired, CANCEL_REASON_MAX, m.reasonTooLong(CANCEL_REASON_MAX), { multiline: true }),
});
export const CANCEL_PAYMENT_FIELDS = ["reason"] as const;
