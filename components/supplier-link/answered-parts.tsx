import type { SupplierLinkPart } from "@/lib/data/supplier-links";
import { formatAmount } from "@/lib/format";
import { supplierLink as t } from "@/lib/messages/supplier-link";
import { PART_CONDITION_LABELS } from "@/lib/quotes/items";
import { availabilityLabel } from "@/lib/suppliers/availability";
import { PartAskedFor } from "./part-heading";

/** What the supplier answered, read-only: the page of a request past its deadline. */
export function AnsweredParts({ parts }: { parts: SupplierLinkPart[] }) {
  return (
    <ul className="grid gap-3" data-testid="supplier-link-answers">
      {parts.map((part) => (
        <li key={part.id} className="grid gap-1 rounded-lg border bg-card p-4">
          <p className="font-medium break-words">{part.description}</p>
          <PartAskedFor part={part} />
          <AnswerLine answer={part.answer} />
        </li>
      ))}
    </ul>
  );
}

function AnswerLine({ answer }: { answer: SupplierLinkPart["answer"] }) {
  if (!answer) return <p className="text-sm">{t.answered.unanswered}</p>;
  const details =
    answer.price === null
      ? [t.answered.none]
      : [
          t.answered.perUnit(formatAmount(answer.price)),
          answer.condition && PART_CONDITION_LABELS[answer.condition],
          answer.brand && t.answered.brand(answer.brand),
          answer.deliveryDays !== null && availabilityLabel(answer.deliveryDays),
        ].filter((detail): detail is string => Boolean(detail));
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-medium">{details.join(" · ")}</p>
      {answer.note && <p className="break-words whitespace-pre-line text-muted-foreground">{t.answered.note(answer.note)}</p>}
    </div>
  );
}
