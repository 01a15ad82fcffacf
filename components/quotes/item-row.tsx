"use client";

import { MoneyField } from "@/components/forms/money-field";
import { SelectField, TextField } from "@/components/forms/text-field";
import { LineCostFields } from "@/components/supplier-answers/line-cost-fields";
import { Button } from "@/components/ui/button";
import { ChevronDown, ChevronUp, Trash2 } from "@/components/ui/icons";
import { LABOUR_PRICINGS, PART_CONDITIONS, type LabourPricing, type PartCondition } from "@/lib/enums";
import { formatAmount } from "@/lib/format";
import { quoteEditor as m } from "@/lib/messages/quote-editor";
import { ambiguousQuantity, draftLineTotal, isAwaitingPrice, isFixedPrice, type ItemDraft } from "@/lib/quotes/drafts";
import { withPrice } from "@/lib/quotes/line-cost";
import { LABOUR_PRICING_LABELS, PART_CONDITION_LABELS, QUOTE_ITEM_KIND_LABELS } from "@/lib/quotes/items";
import { cn } from "@/lib/utils";
import { QUOTE_LIMITS } from "@/lib/validation/quote";

const CONDITION_OPTIONS = PART_CONDITIONS.map((value) => ({ value, label: PART_CONDITION_LABELS[value] }));
const PRICING_OPTIONS = LABOUR_PRICINGS.map((value) => ({ value, label: LABOUR_PRICING_LABELS[value] }));

/** The server's messages for this row, by field ("items.3.quantity" → quantity). */
export type RowErrors = Partial<
  Record<"kind" | "description" | "quantity" | "unitPrice" | "condition" | "pricing" | "unitCost" | "supplierId", string[]>
>;

type Props = {
  item: ItemDraft;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  errors?: RowErrors;
  onChange: (changes: Partial<ItemDraft>) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
  /** Under a part line's fields: the suppliers' answers for it. */
  children?: React.ReactNode;
};

/** One line of the quote: a card on a phone, its fields side by side from sm up; its total as typed. */
export function ItemRow({ item, position, isFirst, isLast, errors, onChange, onMove, onRemove, children }: Props) {
  const id = (field: string) => `${item.key}-${field}`;
  const name = m.itemName(position, item.description);
  const total = draftLineTotal(item);
  // "1.500" is asked about as soon as it is typed: the reason is known, and it is not "maior que zero".
  const ambiguous = ambiguousQuantity(item);
  const quantityErrors = errors?.quantity ?? (ambiguous ? [ambiguous] : undefined);
  // Left out of the totals although typed in full: marked, so the mechanic sees which row the total lacks.
  const blank = item.unitPrice.trim() === "" || (!isFixedPrice(item) && item.quantity.trim() === "");
  const refused = total === null && !blank;
  const awaiting = isAwaitingPrice(item);
  const hours = item.kind === "labour" && item.pricing === "hours";

  return (
    <fieldset className={cn("grid gap-4 rounded-lg border p-4", refused && "border-destructive")} data-uncounted={refused || undefined}>
      <legend className="px-1 text-sm font-semibold">{m.itemLegend(position, QUOTE_ITEM_KIND_LABELS[item.kind])}</legend>
      <TextField
        id={id("description")}
        label={m.itemDescription}
        value={item.description}
        onChange={(event) => onChange({ description: event.target.value })}
        maxLength={QUOTE_LIMITS.itemDescription}
        autoComplete="off"
        hint={item.catalogueServiceId ? m.fromCatalogue : undefined}
        errors={[...(errors?.kind ?? []), ...(errors?.description ?? [])]}
        className="h-11 sm:h-10"
      />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {item.kind === "labour" && (
          <SelectField
            id={id("pricing")}
            label={m.pricing}
            options={PRICING_OPTIONS}
            value={item.pricing}
            onChange={(event) => onChange({ pricing: event.target.value as LabourPricing })}
            errors={errors?.pricing}
            className="h-11 sm:h-10"
          />
        )}
        {item.kind === "part" && (
          <SelectField
            id={id("condition")}
            label={m.condition}
            options={CONDITION_OPTIONS}
            value={item.condition}
            onChange={(event) => onChange({ condition: event.target.value as PartCondition })}
            errors={errors?.condition}
            className="h-11 sm:h-10"
          />
        )}
        {!isFixedPrice(item) && (
          <TextField
            id={id("quantity")}
            label={hours ? m.hours : m.quantity}
            value={item.quantity}
            onChange={(event) => onChange({ quantity: event.target.value })}
            inputMode="decimal"
            autoComplete="off"
            placeholder={hours ? m.hoursExample : m.quantityExample}
            errors={quantityErrors}
            className="h-11 sm:h-10"
          />
        )}
        <MoneyField
          id={id("price")}
          label={isFixedPrice(item) ? m.fixedPrice : hours ? m.hourlyRate : m.unitPrice}
          value={item.unitPrice}
          onValueChange={(unitPrice) => onChange(item.kind === "part" ? withPrice(item, unitPrice) : { unitPrice })}
          placeholder={m.priceExample}
          hint={awaiting ? m.awaitingPriceHint : undefined}
          errors={errors?.unitPrice}
          className="h-11 sm:h-10"
        />
      </div>
      {item.kind === "part" && <LineCostFields item={item} errors={errors} onChange={onChange} />}
      {children}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="text-muted-foreground">{m.lineTotal}: </span>
          <output
            htmlFor={`${id("quantity")} ${id("price")}`}
            className={cn("font-semibold tabular-nums", refused && "text-destructive")}
            data-line-total=""
          >
            {total !== null ? formatAmount(total) : refused ? m.lineUncounted : awaiting ? m.awaitingPrice : m.notYet}
          </output>
        </p>
        <div className="flex gap-1">
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-11 sm:size-10"
            id={id("up")}
            aria-label={m.moveUp(name)}
            disabled={isFirst}
            onClick={() => onMove(-1)}
          >
            <ChevronUp aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-11 sm:size-10"
            id={id("down")}
            aria-label={m.moveDown(name)}
            disabled={isLast}
            onClick={() => onMove(1)}
          >
            <ChevronDown aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-11 text-destructive sm:size-10"
            aria-label={m.remove(name)}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
