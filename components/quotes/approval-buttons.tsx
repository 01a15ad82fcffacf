"use client";

import { extendQuoteValidityAction, openQuoteComplementAction } from "@/lib/actions/quote-sending";
import { useActionCall } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Clock, FilePlus2 } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { quoteApproval as t } from "@/lib/messages/quote-page";
import { reasons } from "@/lib/messages/validation";
import { cn } from "@/lib/utils";

const BUTTON = "h-11 w-full sm:h-10 sm:w-auto";

/** 'Orçamento complementar': opens the approved quote for changes and goes to the editor (the action's redirect). */
export function ComplementButton({ quoteId, className }: { quoteId: string; className?: string }) {
  const [pending, open] = useActionCall(openQuoteComplementAction, t.complementError + reasons.tryAgain);
  return (
    <Button
      type="button"
      className={cn(BUTTON, className)}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() => open(quoteId)}
    >
      {pending ? <Spinner label="" aria-hidden="true" /> : <FilePlus2 aria-hidden="true" />} {pending ? t.complementPending : t.complement}
    </Button>
  );
}

/** 'Prorrogar validade': one click, the page shows the new date (the action revalidates it) and a toast says which. */
export function ExtendValidityButton({ quoteId, describedBy }: { quoteId: string; describedBy?: string }) {
  const [pending, extend] = useActionCall(extendQuoteValidityAction, t.extendError + reasons.tryAgain);
  return (
    <Button
      type="button"
      variant="outline"
      className={BUTTON}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
      onClick={() => extend(quoteId)}
    >
      {pending ? <Spinner label="" aria-hidden="true" /> : <Clock aria-hidden="true" />} {pending ? t.extendPending : t.extend}
    </Button>
  );
}
