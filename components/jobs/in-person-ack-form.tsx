"use client";

import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { acknowledgeCheckInInPersonAction } from "@/lib/actions/check-ins";
import { checkIn as m } from "@/lib/messages/check-in";
import { reasons } from "@/lib/messages/validation";
import { CHECK_IN_LIMITS } from "@/lib/validation/check-in";

/**
 * 'Cliente conferiu aqui': the customer read the check-in on the shop's phone; his name and who
 * at the shop was with him. The hash is of the check-in this page shows: changed since, refused.
 */
export function InPersonAckForm({ quoteId, sha256 }: { quoteId: string; sha256: string }) {
  const { formProps, fieldErrors } = useActionForm(acknowledgeCheckInInPersonAction.bind(null, quoteId), {
    unreachable: m.ackError + reasons.tryAgain,
  });
  return (
    <details className="rounded-lg border p-3">
      <summary className="min-h-11 cursor-pointer content-center font-medium">{m.inPerson}</summary>
      <form {...formProps} className="grid gap-4 pt-3" aria-label={m.inPersonTitle}>
        <p className="text-sm text-muted-foreground">{m.inPersonDescription}</p>
        <input type="hidden" name="sha256" value={sha256} />
        <TextField
          id="check-in-ack-name"
          name="customerName"
          label={m.inPersonName}
          autoComplete="off"
          maxLength={CHECK_IN_LIMITS.name}
          errors={fieldErrors?.customerName}
          className="h-11 sm:h-10"
        />
        <TextField
          id="check-in-ack-taken-by"
          name="takenBy"
          label={m.inPersonTakenBy}
          autoComplete="off"
          maxLength={CHECK_IN_LIMITS.name}
          errors={fieldErrors?.takenBy}
          className="h-11 sm:h-10"
        />
        <SubmitButton pendingLabel={m.inPersonSaving} className="h-11 w-full sm:w-fit">
          {m.inPersonConfirm}
        </SubmitButton>
      </form>
    </details>
  );
}
