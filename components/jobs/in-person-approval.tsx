"use client";

import { recordInPersonApprovalAction } from "@/lib/actions/job-stages";
import { ActionFormDialog } from "@/components/forms/action-form-dialog";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Check } from "@/components/ui/icons";
import { inPersonApproval as m } from "@/lib/messages/job-stages";
import { reasons } from "@/lib/messages/validation";
import { PERSON_NAME_MAX_LENGTH } from "@/lib/validation/job-stages";

/**
 * 'Aprovação presencial': the customer said yes at the counter (or on the phone). The shop types
 * who approved and who took it (prefilled with the profile's owner), and the consent to
 * non-original parts when the quote has any; the server records it like an answer on the link.
 */
export function InPersonApproval({
  quoteId,
  ownerName,
  nonOriginalParts,
}: {
  quoteId: string;
  ownerName: string;
  nonOriginalParts: boolean;
}) {
  return (
    <ActionFormDialog
      action={recordInPersonApprovalAction.bind(null, quoteId)}
      unreachable={m.error + reasons.tryAgain}
      trigger={
        <Button type="button" variant="outline" className="h-11 w-full sm:h-10 sm:w-auto">
          <Check aria-hidden="true" /> {m.open}
        </Button>
      }
      title={m.title}
      description={m.description}
      cancelLabel={m.keep}
      submitLabel={m.confirm}
      pendingLabel={m.pending}
    >
      {({ fieldErrors }) => (
        <>
          <TextField
            id="in-person-customer-name"
            name="customerName"
            label={m.customerNameLabel}
            autoComplete="off"
            required
            maxLength={PERSON_NAME_MAX_LENGTH}
            errors={fieldErrors?.customerName}
          />
          <TextField
            id="in-person-taken-by"
            name="takenBy"
            label={m.takenByLabel}
            autoComplete="off"
            required
            maxLength={PERSON_NAME_MAX_LENGTH}
            defaultValue={ownerName}
            errors={fieldErrors?.takenBy}
          />
          {nonOriginalParts && (
            <div className="grid gap-1">
              <label className="flex min-h-11 items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  name="partsConsent"
                  required
                  className="mt-1 size-5 accent-primary"
                  aria-describedby={fieldErrors?.partsConsent ? "in-person-parts-error" : undefined}
                />
                {m.partsConsent}
              </label>
              {fieldErrors?.partsConsent && (
                <p id="in-person-parts-error" className="text-sm text-destructive">
                  {fieldErrors.partsConsent[0]}
                </p>
              )}
            </div>
          )}
        </>
      )}
    </ActionFormDialog>
  );
}
