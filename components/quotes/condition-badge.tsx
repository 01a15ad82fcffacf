import { TriangleAlert } from "@/components/ui/icons";
import type { PartCondition } from "@/lib/enums";
import { quotePage } from "@/lib/messages/quote-page";
import { PART_CONDITION_LABELS } from "@/lib/quotes/items";
import { cn } from "@/lib/utils";

// A non-original part needs the customer's prior consent (CDC art. 21): paralela and usada stand
// out from original by colour, by a warning sign and by their words, never by colour alone.
const STYLES: Record<PartCondition, string> = {
  original: "border-border bg-background text-foreground",
  paralela: "border-amber-400 bg-amber-100 text-amber-950",
  usada: "border-red-400 bg-red-100 text-red-950",
};

/** A part's condition: Original, Paralela or Usada. */
export function ConditionBadge({ condition }: { condition: PartCondition }) {
  return (
    <span
      data-condition={condition}
      className={cn(
        "inline-flex w-fit items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        STYLES[condition],
      )}
    >
      {condition !== "original" && <TriangleAlert className="size-3" aria-hidden="true" />}
      <span className="sr-only">{quotePage.conditionPrefix}</span>
      {PART_CONDITION_LABELS[condition]}
    </span>
  );
}
