"use client";

import { useRef, useState } from "react";
import { setQuoteStatusAction } from "@/lib/actions/quotes";
import { useActionCall } from "@/components/forms/use-action";
import type { QuoteStatus } from "@/lib/enums";
import { messages } from "@/lib/messages";
import { QUOTE_STAGES, quoteStatusOf } from "@/lib/quote-status";
import { cn } from "@/lib/utils";

// Keys that move a closed select from one option to the next, firing a change at each step.
const STEPPING_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

type Props = {
  recordId: string;
  status: QuoteStatus;
  /** Its accessible name, saying which record it changes ("Status de Troca de óleo"). */
  label: string;
  className?: string;
};

/**
 * A record's status, changed in one tap: a native select (the phone's own picker, the keyboard and
 * screen readers for free) in the status's colour, showing its Portuguese label. A choice from the
 * picker is saved at once; stepping through the options with the arrow keys is saved once, on
 * Enter or when the field is left, not at every step. A refused or failed change shows the saved
 * status again.
 */
export function StatusSelect({ recordId, status, label, className }: Props) {
  const [pending, run] = useActionCall(setQuoteStatusAction, messages.quotes.statusError + messages.reasons.tryAgain);
  const [shown, setShown] = useState(status);
  // What the server last said (and whether a save was under way): a new status from the page, or a
  // save that ended without changing it, puts the select back on the saved status.
  const [seen, setSeen] = useState({ status, pending });
  if (seen.status !== status || seen.pending !== pending) {
    setSeen({ status, pending });
    if (seen.status !== status || !pending) setShown(status);
  }
  const stepping = useRef(false);

  function save(next: QuoteStatus) {
    stepping.current = false;
    if (next !== status) run(recordId, next);
  }

  return (
    <select
      aria-label={label}
      aria-busy={pending || undefined}
      value={shown}
      onKeyDown={(event) => {
        if (STEPPING_KEYS.has(event.key) && !event.altKey) stepping.current = true;
        else if (event.key === "Enter" && stepping.current) save(shown);
      }}
      onChange={(event) => {
        const next = event.target.value as QuoteStatus;
        setShown(next);
        if (!stepping.current) save(next);
      }}
      onBlur={() => {
        if (stepping.current) save(shown);
      }}
      className={cn(
        // A badge that opens: 44 px tall on a phone, compact from sm up.
        "h-11 max-w-full cursor-pointer rounded-md border px-2 text-sm font-medium outline-none sm:h-8 sm:text-xs",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        quoteStatusOf(shown).className,
        className,
      )}
    >
      {QUOTE_STAGES.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
