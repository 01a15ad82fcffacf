"use client";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { formatAmount, formatDate } from "@/lib/format";
import { plans } from "@/lib/messages/plans";
import type { Plan, PlanChange } from "@/lib/plans";

const m = plans.change;

export type ConfirmedChange = { plan: Plan; change: PlanChange & { kind: "upgrade" | "downgrade" } };

/**
 * Asks before a change of plan while one is paid for: when it starts, what it costs, and what the
 * shop loses (an upgrade loses nothing). No charge is claimed: the payment is simulated.
 */
export function PlanChangeDialog({
  pending,
  current,
  onConfirm,
  onClose,
}: {
  pending: ConfirmedChange | null;
  current: Plan;
  onConfirm: (plan: Plan) => void;
  onClose: () => void;
}) {
  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && onClose()}>
      {pending && (
        <AlertDialogContent data-testid="plan-change-dialog">
          <AlertDialogHeader>
            <AlertDialogTitle>{m.title(pending.plan.name)}</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="grid gap-2 text-left">
                <ChangeDetails plan={pending.plan} change={pending.change} current={current} />
              </div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{m.keep(current.name)}</AlertDialogCancel>
            <AlertDialogAction onClick={() => onConfirm(pending.plan)}>
              {pending.change.kind === "upgrade" ? m.confirmUpgrade : m.confirmDowngrade(formatDate(pending.change.from))}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}

function ChangeDetails({ plan, change, current }: ConfirmedChange & { current: Plan }) {
  const monthly = m.thenMonthly(plan.name, formatAmount(plan.price));
  if (change.kind === "upgrade") {
    const until = formatDate(change.until);
    return (
      <>
        <p>{m.upgradeStarts(plan.name, until)}</p>
        <p className="font-medium text-foreground">{m.upgradeCost(formatAmount(change.cost), change.daysLeft, until)}</p>
        <p>{monthly}</p>
        <p>{m.simulated}</p>
      </>
    );
  }
  const from = formatDate(change.from);
  return (
    <>
      <p>{m.downgradeKeeps(current.name, from)}</p>
      <p className="font-medium text-foreground">{m.downgradeStarts(plan.name, from, formatAmount(plan.price))}</p>
      {change.lost.length > 0 && (
        <>
          <p>{m.lostTitle(plan.name)}</p>
          <ul className="list-disc pl-5" aria-label={m.lostTitle(plan.name)}>
            {change.lost.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
