import { Badge } from "@/components/ui/badge";
import { getApprovedDeposit } from "@/lib/data/deposits";
import { formatAmount } from "@/lib/format";
import { deposit } from "@/lib/messages/deposit";
import { depositAmount } from "@/lib/quotes/deposit";
import type { Quote } from "@/lib/quotes/types";

const m = deposit;

/**
 * 'Sinal pedido: R$ X', and once the customer approved it, whether the job's payments reach it
 * ('pago') or not yet ('não pago'; 'a receber' is the balance of a job ready or delivered). Before the approval, what the quote asks as typed now.
 */
export async function DepositStatus({ shopId, quote }: { shopId: string; quote: Quote }) {
  const approved = quote.approvedVersion === null ? null : await getApprovedDeposit(shopId, quote.id);
  const amount = approved ? approved.amount : quote.approvedVersion === null ? depositAmount(quote, quote.totals.parts, quote.cost) : null;
  if (!amount) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="deposit-status">
      <span className="font-medium">{m.jobLine(formatAmount(amount))}</span>
      {approved && <Badge variant={approved.isPaid ? "success" : "outline"}>{approved.isPaid ? m.paid : m.unpaid}</Badge>}
    </p>
  );
}
