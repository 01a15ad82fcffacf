"use client";

import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { recordNoteAction } from "@/lib/actions/nfse";
import { nfse as m } from "@/lib/messages/nfse";
import { reasons } from "@/lib/messages/validation";

/** 'Já emiti no portal': the number (and key) of the note issued there, kept on the job. */
export function RecordForm({ quoteId }: { quoteId: string }) {
  const { formProps, fieldErrors } = useActionForm(recordNoteAction.bind(null, quoteId), {
    unreachable: m.recordError + reasons.tryAgain,
  });
  return (
    <form {...formProps} className="grid gap-4">
      <TextField
        id="nfse-record-number"
        name="nfseNumber"
        label={m.recordNumberLabel}
        inputMode="numeric"
        autoComplete="off"
        maxLength={15}
        required
        errors={fieldErrors?.nfseNumber}
        className="h-11 sm:h-10"
      />
      <TextField
        id="nfse-record-key"
        name="accessKey"
        label={m.recordKeyLabel}
        inputMode="numeric"
        autoComplete="off"
        maxLength={60}
        errors={fieldErrors?.accessKey}
        className="h-11 sm:h-10"
      />
      <SubmitButton pendingLabel={m.recording} className="h-11 w-full sm:h-10 sm:w-fit">
        {m.recordSubmit}
      </SubmitButton>
    </form>
  );
}
