import { ComplementButton, ExtendValidityButton } from "@/components/quotes/approval-buttons";
import { CircleCheck, FilePlus2, TriangleAlert } from "@/components/ui/icons";
import { formatDay } from "@/lib/calendar";
import { defaultValidUntil } from "@/lib/validation/quote";
import { quoteApproval as t } from "@/lib/messages/quote-page";
import { cn } from "@/lib/utils";

/** The part of a quote these notices read. */
type QuoteState = { id: string };

function Notice({
  tone,
  icon,
  children,
  testId,
}: {
  tone: "info" | "warning";
  icon: React.ReactNode;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    // Not role="alert": it is the page's state when it loads, not news; read in the page's order.
    <div
      data-testid={testId}
      className={cn(
        "grid gap-3 rounded-lg border px-4 py-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3",
        tone === "info" ? "border-sky-300 bg-sky-50 text-sky-950" : "border-amber-300 bg-amber-50 text-amber-950",
      )}
    >
      <span className="hidden sm:block [&>svg]:mt-0.5 [&>svg]:size-5">{icon}</span>
      <div className="grid min-w-0 gap-3">{children}</div>
    </div>
  );
}

/**
 * What the quote's page and its edit route say of a locked quote, with the way on: the
 * 'Orçamento complementar' button (the edit route shows this instead of the form, so it is no dead end).
 */
export function QuoteLockNotice({ quote, withButton }: { quote: QuoteState & { approvedVersion: number }; withButton: boolean }) {
  return (
    <Notice tone="info" icon={<CircleCheck aria-hidden="true" />} testId="quote-locked">
      <h2 className="font-semibold">{t.locked(quote.approvedVersion)}</h2>
      <p>{t.lockedDetail}</p>
      {/* The quote's page has the button in its header, where 'Editar' was: one button, not two of the same name. */}
      {withButton && (
        <div>
          <ComplementButton quoteId={quote.id} />
        </div>
      )}
    </Notice>
  );
}

/** While a complement is open: what the shop is editing, and that the customer approves it on its own. */
export function ComplementNotice({ approvedVersion, long = false }: { approvedVersion: number; long?: boolean }) {
  return (
    <Notice tone="warning" icon={<FilePlus2 aria-hidden="true" />} testId="quote-amending">
      <p className="font-semibold">{long ? t.amending(approvedVersion) : t.amendingNote}</p>
    </Notice>
  );
}

const EXPIRED_DETAIL_ID = "quote-extend-detail";

/** 'Prorrogar validade', offered when the validity passed and the quote is not locked. */
export function ExpiredNotice({ quote }: { quote: QuoteState & { validUntil: string } }) {
  return (
    <Notice tone="warning" icon={<TriangleAlert aria-hidden="true" />} testId="quote-expired">
      <h2 className="font-semibold">{t.expired(formatDay(quote.validUntil))}</h2>
      <p id={EXPIRED_DETAIL_ID}>{t.extendDetail(formatDay(defaultValidUntil()))}</p>
      <div>
        <ExtendValidityButton quoteId={quote.id} describedBy={EXPIRED_DETAIL_ID} />
      </div>
    </Notice>
  );
}
