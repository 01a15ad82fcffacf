"use client";

import { ActionFormDialog } from "@/components/forms/action-form-dialog";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { X } from "@/components/ui/icons";
import { cancelNoteAction } from "@/lib/actions/nfse";
import { nfse as m } from "@/lib/messages/nfse";
import { reasons } from "@/lib/messages/validation";
import { NFSE_LIMITS } from "@/lib/validation/nfse";

const CODES = ["1", "2", "9"] as const;

/** 'Cancelar NFS-e': the manual's reason and an explanation, sent as the cancellation event. */
export function CancelNoteDialog({ quoteId }: { quoteId: string }) {
  return (
    <ActionFormDialog
      action={cancelNoteAction.bind(null, quoteId)}
      unreachable={m.cancelError + reasons.tryAgain}
      trigger={
        <Button type="button" variant="outline" className="h-11 text-destructive hover:text-destructive sm:h-9">
          <X aria-hidden="true" /> {m.cancel}
        </Button>
      }
      title={m.cancelTitle}
      description={m.cancelDescription}
      cancelLabel={m.keep}
      submitLabel={m.cancelSubmit}
      pendingLabel={m.cancelling}
    >
      {({ fieldErrors }) => (
        <>
          <fieldset className="grid gap-2" aria-describedby={fieldErrors?.reasonCode ? "nfse-cancel-code-error" : undefined}>
            <legend className="mb-1 text-sm font-medium">{m.cancelReasonLegend}</legend>
            {CODES.map((code) => (
              <label key={code} className="flex min-h-11 items-center gap-3 text-sm">
                <input type="radio" name="reasonCode" value={code} required className="size-5" />
                {m.cancelReasons[code]}
              </label>
            ))}
            {fieldErrors?.reasonCode && (
              <p id="nfse-cancel-code-error" className="text-sm text-destructive">
                {fieldErrors.reasonCode.join(" ")}
              </p>
            )}
          </fieldset>
          <TextField
            id="nfse-cancel-explanation"
            name="explanation"
            label={m.cancelExplanationLabel}
            autoComplete="off"
            className="h-11 sm:h-10"
            required
            maxLength={NFSE_LIMITS.cancelExplanation}
            errors={fieldErrors?.explanation}
          />
        </>
      )}
    </ActionFormDialog>
  );
}
