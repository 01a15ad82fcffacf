import { StatusBadge } from "@/components/quotes/status-badge";
import { CircleCheck } from "@/components/ui/icons";
import { shopToday } from "@/lib/calendar";
import type { QuoteStatus } from "@/lib/enums";
import { publicStage as t } from "@/lib/messages/job-stages";
import { quoteStageOf } from "@/lib/quote-status";

type LiveQuote = { status: QuoteStatus; validUntil: string | null };

/** 'Pronto para retirada' at the top of the customer's link, while the car waits for him. */
export function ReadyBanner({ quote }: { quote: LiveQuote }) {
  if (quote.status !== "ready") return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-violet-300 bg-violet-50 p-4 text-violet-950"
      data-testid="ready-banner"
    >
      <CircleCheck className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="text-lg font-semibold">{t.readyBanner}</p>
        <p className="text-sm">{t.readyText}</p>
      </div>
    </div>
  );
}

/** The job's stage in one word, beside the quote's title (from the live quote, not the version shown). */
export function StageWord({ quote }: { quote: LiveQuote }) {
  const stage = quoteStageOf(quote, shopToday());
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="public-stage">
      <span className="text-muted-foreground">{t.stage}:</span>
      <StatusBadge status={stage} />
    </p>
  );
}
