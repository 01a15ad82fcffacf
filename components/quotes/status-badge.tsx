import { quoteStatusOf, type QuoteStage } from "@/lib/quote-status";
import { cn } from "@/lib/utils";

/** A quote's stage in one Portuguese word, in its own colour (never the raw value); 'Vencido' too. */
export function StatusBadge({ status }: { status: QuoteStage }) {
  const { label, className } = quoteStatusOf(status);
  return (
    <span className={cn("inline-flex w-fit items-center rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap", className)}>
      {label}
    </span>
  );
}
