import { TextareaField, TextField } from "@/components/forms/text-field";
import type { FieldErrors } from "@/lib/actions/result";
import { quoteEditor as m } from "@/lib/messages/quote-editor";
import type { QuoteEditorInitial } from "@/lib/quotes/editor-initial";
import { QUOTE_LIMITS } from "@/lib/validation/quote";

/**
 * What CDC art. 40 asks a quote to state: how long it holds, how it is paid, when the work starts
 * and ends, and the warranty. Plain fields the form posts as they are (dates as yyyy-MM-dd).
 */
export function CdcFields({ initial, errors }: { initial: QuoteEditorInitial; errors?: FieldErrors }) {
  return (
    <section aria-labelledby="quote-cdc-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="quote-cdc-title" className="font-semibold">
          {m.cdcTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{m.cdcHint}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id="quote-valid-until"
          name="validUntil"
          type="date"
          label={m.validUntil}
          defaultValue={initial.validUntil}
          errors={errors?.validUntil}
          className="h-11 sm:h-10"
        />
        <TextField
          id="quote-estimated-start"
          name="estimatedStart"
          type="date"
          label={m.estimatedStart}
          defaultValue={initial.estimatedStart}
          errors={errors?.estimatedStart}
          className="h-11 sm:h-10"
        />
        <TextField
          id="quote-estimated-completion"
          name="estimatedCompletion"
          type="date"
          label={m.estimatedCompletion}
          defaultValue={initial.estimatedCompletion}
          errors={errors?.estimatedCompletion}
          className="h-11 sm:h-10"
        />
      </div>
      <TextareaField
        id="quote-payment-terms"
        name="paymentTerms"
        label={m.paymentTerms}
        placeholder={m.paymentTermsPlaceholder}
        rows={2}
        maxLength={QUOTE_LIMITS.paymentTerms}
        defaultValue={initial.paymentTerms}
        errors={errors?.paymentTerms}
      />
      <TextareaField
        id="quote-observations"
        name="observations"
        label={m.observations}
        rows={3}
        maxLength={QUOTE_LIMITS.observations}
        defaultValue={initial.observations}
        errors={errors?.observations}
      />
      <TextareaField
        id="quote-warranty"
        name="warrantyText"
        label={m.warrantyText}
        rows={2}
        maxLength={QUOTE_LIMITS.warranty}
        defaultValue={initial.warrantyText}
        errors={errors?.warrantyText}
      />
    </section>
  );
}
