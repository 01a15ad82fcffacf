import { formatAmount } from "@/lib/format";
import { formatDay } from "@/lib/calendar";
import type { Payment } from "@/lib/data/payments";
import { payments as m } from "@/lib/messages/payments";

/** "R$ 100,00 · PIX · 20/11/2026 · 3x": one payment as a line reads it. */
export function paymentSummary(payment: Pick<Payment, "amount" | "method" | "paidOn" | "installments">) {
  return [
    formatAmount(payment.amount),
    m.methods[payment.method],
    formatDay(payment.paidOn),
    ...(payment.installments ? [m.installments(payment.installments)] : []),
  ].join(" · ");
}

/**
 * A job's payments, oldest first: date, method, amount, installments, note; a cancelled one struck
 * through with its reason. `actions` adds what a row offers (the shop's cancel and receipt; the
 * customer's receipt).
 */
export function PaymentList({
  payments,
  actions,
  showNotes = true,
}: {
  payments: readonly Payment[];
  actions?: (payment: Payment) => React.ReactNode;
  /** The note is the shop's: the customer's link does not show it. */
  showNotes?: boolean;
}) {
  return (
    <ul aria-label={m.listLabel} className="grid gap-2" data-testid="payment-list">
      {payments.map((payment) => {
        const cancelled = payment.cancelledAt !== null;
        return (
          <li key={payment.id} className="grid gap-1 rounded-md border p-3 text-sm" data-cancelled={cancelled || undefined}>
            <span className={cancelled ? "text-muted-foreground line-through" : "font-medium"}>{paymentSummary(payment)}</span>
            {showNotes && payment.note && <span className="break-words text-muted-foreground">{payment.note}</span>}
            {cancelled && <span className="break-words text-destructive">{m.cancelledReason(payment.cancelReason ?? "")}</span>}
            {!cancelled && actions && <div className="flex flex-wrap items-center gap-2">{actions(payment)}</div>}
          </li>
        );
      })}
    </ul>
  );
}
