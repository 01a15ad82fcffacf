import type { QuoteStatus } from "@/lib/enums";
import { quoteStatusOf } from "@/lib/quote-status";
import { cn } from "@/lib/utils";

/** A quote's status in Portuguese, in its own colour (never the raw value). */
export function StatusBadge({ status }: { status: QuoteStatus }) {
  const { label, className } = quoteStatusOf(status);
  return (
    <span className={cn("inline-flex w-fit items-center rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap", className)}>
      {label}
    </span>
  );
}
