"use client";

import { MoneyField } from "@/components/forms/money-field";
import { TextField } from "@/components/forms/text-field";
import { ConditionBadge } from "@/components/quotes/condition-badge";
import { Button } from "@/components/ui/button";
import { Trash2 } from "@/components/ui/icons";
import { quoteEditor as m } from "@/lib/messages/quote-editor";
import { isFixedPrice, type ItemDraft } from "@/lib/quotes/drafts";
import { QUOTE_ITEM_KIND_LABELS } from "@/lib/quotes/items";
import { withPrice } from "@/lib/quotes/line-cost";
import type { SentenceLine as Line } from "@/lib/quotes/sentence-lines";
import { cn } from "@/lib/utils";

// Where a price came from, never by colour alone: the words say it, and a line to price stands out.
const SOURCE_STYLES: Record<NonNullable<Line["source"]> | "none", string> = {
  catalogue: "border-primary/40 bg-primary/10 text-foreground",
  history: "border-border bg-muted text-foreground",
  hourlyRate: "border-border bg-muted text-foreground",
  none: "border-amber-400 bg-amber-100 text-amber-950",
};

type Props = {
  item: ItemDraft;
  line: Line;
  position: number;
  onChange: (changes: Partial<ItemDraft>) => void;
  onRemove: () => void;
};

/** A line the assistant drafted: what it is, where its price came from, its quantity and price to change, and a way to drop it. */
export function SentenceLine({ item, line, position, onChange, onRemove }: Props) {
  const id = (field: string) => `${item.key}-${field}`;
  const hours = item.kind === "labour" && item.pricing === "hours";
  const unit = line.unit && line.unit !== "h" ? m.assistant.inUnit(m.assistant.units[line.unit]) : undefined;
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3" data-source={line.source ?? "none"}>
      <legend className="px-1 text-sm font-semibold">{m.itemLegend(position, QUOTE_ITEM_KIND_LABELS[item.kind])}</legend>
      <div className="grid gap-1">
        <p className="font-medium break-words">{item.description}</p>
        <p className="text-xs break-words text-muted-foreground">{m.assistant.typed(line.typed)}</p>
        <div className="flex flex-wrap gap-2">
          <span
            className={cn(
              "inline-flex w-fit items-center rounded-md border px-2 py-0.5 text-xs font-semibold",
              SOURCE_STYLES[line.source ?? "none"],
            )}
            data-line-source=""
          >
            {line.sourceLabel}
          </span>
          {item.kind === "part" && <ConditionBadge condition={item.condition} />}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {!isFixedPrice(item) && (
          <TextField
            id={id("quantity")}
            label={hours ? m.hours : m.quantity}
            value={item.quantity}
            onChange={(event) => onChange({ quantity: event.target.value })}
            inputMode="decimal"
            autoComplete="off"
            hint={unit}
            className="h-11 sm:h-10"
          />
        )}
        <MoneyField
          id={id("price")}
          label={isFixedPrice(item) ? m.fixedPrice : hours ? m.hourlyRate : m.unitPrice}
          value={item.unitPrice}
          onValueChange={(unitPrice) => onChange(item.kind === "part" ? withPrice(item, unitPrice) : { unitPrice })}
          placeholder={m.priceExample}
          className="h-11 sm:h-10"
        />
      </div>
      <Button
        type="button"
        variant="outline"
        className="h-11 w-full text-destructive sm:h-10 sm:w-auto sm:justify-self-end"
        onClick={onRemove}
        aria-label={m.remove(m.itemName(position, item.description))}
      >
        <Trash2 aria-hidden="true" /> {m.assistant.drop}
      </Button>
    </fieldset>
  );
}
