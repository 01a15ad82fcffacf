import { formatDay } from "@/lib/calendar";
import type { RunningWarranty } from "@/lib/data/deliveries";
import { formatDate, formatQuoteNumber } from "@/lib/format";
import { warrantyReturn as w } from "@/lib/messages/delivery";

/**
 * In a new quote for a car whose last job is still under warranty: 'Este orçamento é um retorno em
 * garantia do Nº 0042 …?' A checkbox that posts that job's id; the server links the two only if
 * the job is the shop's, for the same car, delivered and its warranty still running.
 */
export function WarrantyReturnField({ warranty, errors }: { warranty: RunningWarranty; errors?: string[] }) {
  const id = "warranty-return";
  const question = w.question(formatQuoteNumber(warranty.number), formatDate(warranty.deliveredAt), formatDay(warranty.warrantyUntil));
  return (
    <fieldset
      className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-4"
      aria-describedby={errors ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-semibold">{question}</legend>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
        <input id={id} type="checkbox" name="warrantyOfQuoteId" value={warranty.quoteId} className="size-5" />
        {w.yes}
      </label>
      <p className="text-xs text-muted-foreground">{w.hint}</p>
      {errors && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {errors.join(" ")}
        </p>
      )}
    </fieldset>
  );
}
