"use client";

import { MoneyField } from "@/components/forms/money-field";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { X } from "@/components/ui/icons";
import { supplierAnswers as m } from "@/lib/messages/supplier-answers";
import type { ItemDraft } from "@/lib/quotes/drafts";
import { readMarkup, withCost, withMarkup } from "@/lib/quotes/line-cost";

type Props = {
  item: ItemDraft;
  /** The server's messages for the line's cost and supplier. */
  errors?: { unitCost?: string[]; supplierId?: string[] };
  onChange: (changes: Partial<ItemDraft>) => void;
};

/**
 * A part line's cost and margin, side by side even at 375 px (two short fields), and the supplier
 * it comes from. Typing the cost or the margin recomputes the price; the shop's only.
 */
export function LineCostFields({ item, errors, onChange }: Props) {
  const id = (field: string) => `${item.key}-${field}`;
  const markupError = item.markup.trim() !== "" && readMarkup(item.markup) === null ? [m.markupInvalid] : undefined;
  const supplier = item.supplierId ? item.supplierName || m.supplierGone : null;

  return (
    <div className="grid gap-2 rounded-md bg-muted/40 p-3" data-line-cost="">
      <div className="grid grid-cols-2 gap-4">
        <MoneyField
          id={id("cost")}
          label={m.unitCost}
          value={item.unitCost}
          onValueChange={(unitCost) => onChange(withCost(item, unitCost))}
          placeholder={m.costExample}
          errors={errors?.unitCost}
          className="h-11 sm:h-10"
        />
        <TextField
          id={id("markup")}
          label={m.markup}
          value={item.markup}
          onChange={(event) => onChange(withMarkup(item, event.target.value))}
          inputMode="decimal"
          autoComplete="off"
          placeholder={m.markupExample}
          errors={markupError}
          className="h-11 sm:h-10"
        />
      </div>
      <p className="text-xs text-muted-foreground">{m.costHint}</p>
      {supplier !== null && (
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm" data-line-supplier="">
            {m.supplierShown(supplier)}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-11 sm:size-10"
            aria-label={m.clearSupplierLabel(supplier)}
            onClick={() => onChange({ supplierId: "", supplierName: "" })}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
      {errors?.supplierId && (
        <p id={id("supplier-error")} role="alert" className="text-sm text-destructive">
          {errors.supplierId.join(" ")}
        </p>
      )}
    </div>
  );
}
