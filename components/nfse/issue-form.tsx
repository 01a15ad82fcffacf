"use client";

import { SubmitButton } from "@/components/forms/submit-button";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { CityField } from "@/components/nfse/city-field";
import { issueNoteAction } from "@/lib/actions/nfse";
import { nfse as m } from "@/lib/messages/nfse";
import { reasons } from "@/lib/messages/validation";
import { NFSE_LIMITS } from "@/lib/validation/nfse";

export type IssueFormValues = {
  document: string;
  postalCode: string;
  street: string;
  streetNumber: string;
  complement: string;
  district: string;
  city: string;
  description: string;
};

/**
 * 'Emitir NFS-e': the customer's CPF/CNPJ and address (kept on the customer for the next note) and
 * the note's text. The lines and totals above it are the server's; only these are typed.
 */
export function IssueForm({ quoteId, initial, summary }: { quoteId: string; initial: IssueFormValues; summary: React.ReactNode }) {
  const { formProps, fieldErrors } = useActionForm(issueNoteAction.bind(null, quoteId), { unreachable: m.error + reasons.tryAgain });
  const field = (name: keyof IssueFormValues) => ({ name, defaultValue: initial[name], errors: fieldErrors?.[name] });
  return (
    <form {...formProps} className="grid gap-6">
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">{m.customerLegend}</legend>
        <TextField
          id="nfse-document"
          label={m.documentLabel}
          inputMode="numeric"
          autoComplete="off"
          maxLength={NFSE_LIMITS.document}
          required
          className="h-11 sm:h-10"
          {...field("document")}
        />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-base font-semibold">{m.addressLegend}</legend>
        <p className="text-sm text-muted-foreground">
          {m.addressHintCompany} {m.addressHintPerson}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="nfse-postal-code"
            label={m.postalCodeLabel}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={NFSE_LIMITS.postalCode}
            className="h-11 sm:h-10"
            {...field("postalCode")}
          />
          <TextField id="nfse-street" label={m.streetLabel} maxLength={NFSE_LIMITS.street} className="h-11 sm:h-10" {...field("street")} />
          <TextField
            id="nfse-street-number"
            label={m.numberLabel}
            maxLength={NFSE_LIMITS.streetNumber}
            className="h-11 sm:h-10"
            {...field("streetNumber")}
          />
          <TextField
            id="nfse-complement"
            label={m.complementLabel}
            maxLength={NFSE_LIMITS.complement}
            className="h-11 sm:h-10"
            {...field("complement")}
          />
          <TextField
            id="nfse-district"
            label={m.districtLabel}
            maxLength={NFSE_LIMITS.district}
            className="h-11 sm:h-10"
            {...field("district")}
          />
          <CityField name="city" label={m.cityLabel} defaultValue={initial.city} error={fieldErrors?.city?.join(" ")} />
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">{m.servicesLegend}</legend>
        {summary}
        <TextareaField
          id="nfse-description"
          label={m.descriptionLabel}
          rows={6}
          maxLength={NFSE_LIMITS.description}
          required
          {...field("description")}
        />
      </fieldset>
      <p className="text-sm text-muted-foreground">{m.submitHint}</p>
      <SubmitButton pendingLabel={m.issuing} className="h-11 w-full sm:h-10 sm:w-fit">
        {m.issue}
      </SubmitButton>
    </form>
  );
}
