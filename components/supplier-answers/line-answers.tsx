"use client";

import { toast } from "sonner";
import { ConditionBadge } from "@/components/quotes/condition-badge";
import { Button } from "@/components/ui/button";
import { formatAmount, formatDateTime } from "@/lib/format";
import { supplierAnswers as m } from "@/lib/messages/supplier-answers";
import type { ItemDraft } from "@/lib/quotes/drafts";
import { PART_CONDITION_LABELS } from "@/lib/quotes/items";
import { fromAnswer } from "@/lib/quotes/line-cost";
import { answerHighlights, isOffer, type SupplierAnswerView, type SupplierOffer } from "@/lib/suppliers/answer-choice";
import { availabilityLabel } from "@/lib/suppliers/availability";
import { cn } from "@/lib/utils";
import { moneyInputText, readMoney } from "@/lib/validation/fields";

type Props = {
  item: ItemDraft;
  /** The line's name for the buttons' labels ('Item 2: Pastilha'). */
  lineName: string;
  answers: readonly SupplierAnswerView[];
  partsMarkup?: string;
  onChange: (changes: Partial<ItemDraft>) => void;
};

/**
 * The suppliers' answers for one part line: price, condition and brand, availability, supplier;
 * 'Mais barato' and 'Mais rápido' marked; 'não tenho' muted. 'Usar' fills the line (cost, price
 * with the line's markup, condition, supplier) and a toast says what changed; saving is the
 * mechanic's, as for anything typed.
 */
export function LineAnswers({ item, lineName, answers, partsMarkup, onChange }: Props) {
  const { cheapest, fastest } = answerHighlights(answers);
  const part = item.description.trim() || lineName;
  // The latest request's: until then a supplier may still change its answer.
  const deadline = answers
    .map((answer) => answer.deadline)
    .sort()
    .at(-1);

  function use(answer: SupplierOffer) {
    const changes = fromAnswer(item, answer, partsMarkup);
    onChange(changes);
    const conditionChanged = answer.condition !== item.condition ? m.usedCondition(PART_CONDITION_LABELS[answer.condition]) : "";
    const price = readMoney(changes.unitPrice ?? "");
    const priceText = price.ok && price.value !== null ? formatAmount(price.value) : "";
    toast.success(m.used(answer.supplierName, part, formatAmount(answer.price), priceText) + conditionChanged);
  }

  return (
    <section aria-label={m.listTitle(answers.length)} className="grid gap-2" data-supplier-answers="">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h3 className="text-sm font-semibold">{m.listTitle(answers.length)}</h3>
        {deadline && <p className="text-xs text-muted-foreground">{m.deadline(formatDateTime(new Date(deadline)))}</p>}
      </div>
      <ul className="grid gap-2">
        {answers.map((answer) => {
          const offer = isOffer(answer) ? answer : null;
          const chosen = offer !== null && item.supplierId === offer.supplierId && item.unitCost === moneyInputText(Number(offer.price));
          return (
            <li
              key={answer.id}
              className={cn("grid gap-1 rounded-md border p-2 text-sm", !offer && "text-muted-foreground", chosen && "border-primary")}
              data-answer-id={answer.id}
            >
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{answer.supplierName}</span>
                {offer ? (
                  <>
                    <span className="font-semibold tabular-nums">{formatAmount(offer.price)}</span>
                    <ConditionBadge condition={offer.condition} />
                    {answer.id === cheapest && <Highlight>{m.cheapest}</Highlight>}
                    {answer.id === fastest && <Highlight>{m.fastest}</Highlight>}
                  </>
                ) : (
                  <span>{m.noPart}</span>
                )}
              </div>
              {offer && answer.priceCheck && (
                <p className="text-xs font-medium text-warning-foreground" data-testid="supplier-answer-price-check">
                  {m.priceCheck[answer.priceCheck]}
                </p>
              )}
              {offer && (
                <p className="text-xs text-muted-foreground">
                  {[availabilityLabel(offer.deliveryDays), offer.brand && m.brand(offer.brand)].filter(Boolean).join(" · ")}
                </p>
              )}
              {answer.note && <p className="text-xs break-words text-muted-foreground">{answer.note}</p>}
              <div className="flex items-center justify-between gap-2">
                <p className="text-xs text-muted-foreground">{m.answeredAt(formatDateTime(new Date(answer.answeredAt)))}</p>
                {offer && (
                  <Button
                    type="button"
                    variant={chosen ? "secondary" : "outline"}
                    className="h-11 sm:h-9"
                    aria-label={m.useLabel(answer.supplierName, formatAmount(offer.price), part)}
                    onClick={() => use(offer)}
                  >
                    {m.use}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Highlight({ children }: { children: React.ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-md border border-emerald-500 bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900">
      {children}
    </span>
  );
}
