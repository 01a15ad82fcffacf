"use client";

import { Button } from "@/components/ui/button";
import { Check } from "@/components/ui/icons";
import { useActionCall } from "@/components/forms/use-action";
import { setLeadAnsweredAction } from "@/lib/actions/leads";
import { leads } from "@/lib/messages/leads";

const m = leads;

/** 'Marcar como respondido', a toggle: the shop's own note of whom it already answered. */
export function AnsweredToggle({ leadId, name, answered }: { leadId: string; name: string; answered: boolean }) {
  const [pending, run] = useActionCall(setLeadAnsweredAction, m.answeredError + m.tryAgain);
  return (
    <Button
      type="button"
      variant="outline"
      className="h-11 sm:h-9"
      aria-label={`${answered ? m.unmarkAnswered : m.markAnswered}: ${name}`}
      disabled={pending}
      onClick={() => run(leadId, !answered)}
    >
      <Check aria-hidden="true" />
      {pending ? "Salvando..." : answered ? m.unmarkAnswered : m.markAnswered}
    </Button>
  );
}
