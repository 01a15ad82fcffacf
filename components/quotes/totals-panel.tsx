"use client";

import { MoneyField } from "@/components/forms/money-field";
import { TextField } from "@/components/forms/text-field";
import type { DiscountKind } from "@/lib/enums";
import { formatAmount } from "@/lib/format";
import { quoteEditor as m } from "@/lib/messages/quote-editor";
import type { DraftTotals } from "@/lib/quotes/drafts";
import { QUOTE_ITEM_KIND_TOTAL_LABELS } from "@/lib/quotes/items";
import { cn } from "@/lib/utils";

type Props = {
  totals: DraftTotals;
  discountKind: DiscountKind;
  discountValue: string;
  onDiscountKindChange: (kind: DiscountKind) => void;
  onDiscountValueChange: (value: string) => void;
  errors: { discountValue?: string[]; total?: string[] };
};

function Line({ label, value, strong = false }: { label: string; value: string | null; strong?: boolean }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-4", strong && "border-t pt-2 text-base font-semibold")}>
      <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd className="tabular-nums">{value === null ? m.notYet : formatAmount(value)}</dd>
    </div>
  );
}

/** The subtotals, the discount (in reais or %) and the total, as the mechanic types (lib/quotes/totals.ts). */
export function TotalsPanel({ totals, discountKind, discountValue, onDiscountKindChange, onDiscountValueChange, errors }: Props) {
  const kinds: { value: DiscountKind; label: string }[] = [
    { value: "amount", label: m.discountAmount },
    { value: "percent", label: m.discountPercent },
  ];
  // The reason as typed now, else what the server said on the last save (the same rule either way).
  const discountErrors = totals.discountError ? [totals.discountError] : errors.discountValue;
  return (
    <section aria-labelledby="quote-totals-title" className="grid gap-4 rounded-lg border p-4">
      <h2 id="quote-totals-title" className="font-semibold">
        {m.totalsTitle}
      </h2>
      <input type="hidden" name="discountKind" value={discountKind} />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{m.discountKind}</legend>
        <div className="flex gap-2">
          {kinds.map((kind) => (
            <label
              key={kind.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring sm:min-h-10"
            >
              <input
                type="radio"
                name="quote-discount-kind"
                value={kind.value}
                checked={discountKind === kind.value}
                onChange={() => onDiscountKindChange(kind.value)}
              />
              {kind.label}
            </label>
          ))}
        </div>
      </fieldset>
      {discountKind === "amount" ? (
        <MoneyField
          id="quote-discount"
          name="discountValue"
          label={m.discountValueAmount}
          value={discountValue}
          onValueChange={onDiscountValueChange}
          placeholder={m.discountExample}
          errors={discountErrors}
          className="h-11 sm:h-10"
        />
      ) : (
        <TextField
          id="quote-discount"
          name="discountValue"
          label={m.discountValuePercent}
          placeholder={m.percentExample}
          inputMode="decimal"
          autoComplete="off"
          value={discountValue}
          onChange={(event) => onDiscountValueChange(event.target.value)}
          errors={discountErrors}
          className="h-11 sm:h-10"
        />
      )}
      <dl aria-label={m.totalsTitle} className="grid gap-2 text-sm">
        <Line label={QUOTE_ITEM_KIND_TOTAL_LABELS.service} value={totals.services} />
        <Line label={QUOTE_ITEM_KIND_TOTAL_LABELS.part} value={totals.parts} />
        <Line label={QUOTE_ITEM_KIND_TOTAL_LABELS.labour} value={totals.labour} />
        <Line label={m.subtotal} value={totals.subtotal} />
        <Line label={m.discount} value={totals.discountReads ? totals.discount : null} />
        <Line label={m.total} value={totals.discountReads ? totals.total : null} strong />
      </dl>
      {totals.uncounted.length > 0 && (
        <p id="quote-uncounted" role="status" className="text-sm text-destructive">
          {m.uncounted(totals.uncounted)}
        </p>
      )}
      {totals.awaiting.length > 0 && (
        <p id="quote-awaiting" role="status" className="text-sm text-warning-foreground" data-testid="quote-awaiting">
          {m.awaitingTotals(totals.awaiting)}
        </p>
      )}
      {errors.total && (
        <p id="quote-total-error" role="alert" className="text-sm text-destructive">
          {errors.total.join(" ")}
        </p>
      )}
    </section>
  );
}
