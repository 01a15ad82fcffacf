import { formatAmount } from "@/lib/format";
import { deposit } from "@/lib/messages/deposit";

const m = deposit;

/**
 * The deposit ('sinal') the version asks, before the customer answers: part of what he approves,
 * said plainly as paid after approving (the PIX comes with the approval, DepositCharge).
 */
export function DepositAsked({ amount }: { amount: string | undefined }) {
  if (!amount) return null;
  const shown = formatAmount(amount);
  return (
    <div className="grid gap-1 rounded-lg border bg-card p-4 text-sm" data-testid="deposit-asked">
      <p className="text-base font-semibold">
        {m.askedLabel}: <span className="tabular-nums">{shown}</span>
      </p>
      <p className="text-muted-foreground">{m.askedNote(shown)}</p>
    </div>
  );
}
