"use client";

import { TextareaField, TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { warrantySetting } from "@/lib/messages/delivery";
import { readyTemplate as readyTemplateMessages } from "@/lib/messages/job-stages";
import { profileQuoteDefaults as m } from "@/lib/messages/profile";
import { DEFAULT_WARRANTY_TEXT } from "@/lib/quotes/items";
import { DEFAULT_WHATSAPP_TEMPLATE } from "@/lib/quotes/whatsapp";
import { DEFAULT_READY_TEMPLATE } from "@/lib/quotes/ready-message";

export type QuoteDefaultsFields = {
  hourlyRate: string;
  paymentTerms: string;
  warrantyText: string;
  warrantyDays: string;
  whatsappTemplate: string;
  readyTemplate: string;
};
/** What this tab edits: the labour rate, which every shop fills, sits on the first tab. */
type Fields = Omit<QuoteDefaultsFields, "hourlyRate">;

type Props = {
  values: Fields;
  onChange: (changes: Partial<Fields>) => void;
  fieldErrors?: Record<string, string[] | undefined>;
};

/**
 * 'Orçamentos': what every new quote starts from, payment terms and warranty text (CDC art. 40
 * and 26), the WhatsApp messages a quote is sent with and 'Carro pronto' says (the labour rate is on the first tab). Part of the profile's one
 * form and its one save.
 */
export function QuoteDefaultsTab({ values, onChange, fieldErrors }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{m.title}</h2>
        </CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <TextareaField
          id="profile-payment-terms"
          name="paymentTerms"
          label={m.paymentTermsLabel}
          hint={m.paymentTermsHint}
          placeholder={m.paymentTermsPlaceholder}
          rows={2}
          value={values.paymentTerms}
          onChange={(event) => onChange({ paymentTerms: event.target.value })}
          errors={fieldErrors?.paymentTerms}
        />
        <TextWithDefault
          id="profile-warranty"
          name="warrantyText"
          label={m.warrantyLabel}
          hint={m.warrantyHint}
          rows={3}
          value={values.warrantyText}
          defaultText={DEFAULT_WARRANTY_TEXT}
          useDefaultLabel={m.warrantyUseDefault}
          onValueChange={(warrantyText) => onChange({ warrantyText })}
          errors={fieldErrors?.warrantyText}
        />
        <TextField
          id="profile-warranty-days"
          name="warrantyDays"
          label={warrantySetting.label}
          hint={warrantySetting.hint}
          inputMode="numeric"
          autoComplete="off"
          placeholder="90"
          maxLength={4}
          value={values.warrantyDays}
          onChange={(event) => onChange({ warrantyDays: event.target.value })}
          errors={fieldErrors?.warrantyDays}
          className="h-11 sm:h-10 sm:w-40"
        />
        <TextWithDefault
          id="profile-whatsapp-template"
          name="whatsappTemplate"
          label={m.whatsappTemplateLabel}
          hint={m.whatsappTemplateHint}
          rows={4}
          value={values.whatsappTemplate}
          defaultText={DEFAULT_WHATSAPP_TEMPLATE}
          useDefaultLabel={m.whatsappTemplateUseDefault}
          onValueChange={(whatsappTemplate) => onChange({ whatsappTemplate })}
          errors={fieldErrors?.whatsappTemplate}
        />
        <TextWithDefault
          id="profile-ready-template"
          name="readyTemplate"
          label={readyTemplateMessages.label}
          hint={readyTemplateMessages.hint}
          rows={3}
          value={values.readyTemplate}
          defaultText={DEFAULT_READY_TEMPLATE}
          useDefaultLabel={readyTemplateMessages.useDefault}
          onValueChange={(readyTemplate) => onChange({ readyTemplate })}
          errors={fieldErrors?.readyTemplate}
        />
      </CardContent>
    </Card>
  );
}

type TextWithDefaultProps = {
  id: string;
  name: keyof Fields;
  label: string;
  hint: string;
  rows: number;
  value: string;
  /** The product's text, which a blank field also saves. */
  defaultText: string;
  useDefaultLabel: string;
  onValueChange: (value: string) => void;
  errors?: string[];
};

/**
 * A text the product has a default for (the warranty, the WhatsApp message), with a button that
 * brings the default back. Only shown when there is something to undo.
 */
function TextWithDefault({ defaultText, useDefaultLabel, onValueChange, ...field }: TextWithDefaultProps) {
  return (
    <div className="grid gap-2">
      <TextareaField {...field} onChange={(event) => onValueChange(event.target.value)} />
      {field.value.trim() !== defaultText && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-11 w-full sm:h-9 sm:w-fit"
          onClick={() => onValueChange(defaultText)}
        >
          {useDefaultLabel}
        </Button>
      )}
    </div>
  );
}
