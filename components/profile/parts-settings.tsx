"use client";

import { TemplateField } from "@/components/forms/template-field";
import { TextField } from "@/components/forms/text-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { suppliers } from "@/lib/messages/suppliers";
import { DEFAULT_PARTS_MARKUP } from "@/lib/suppliers/markup";
import { DEFAULT_SUPPLIER_REQUEST_TEMPLATE, SUPPLIER_REQUEST_TEMPLATE_MAX_LENGTH } from "@/lib/suppliers/message";

export type PartsSettingsFields = { partsMarkup: string; supplierRequestTemplate: string };

type Props = {
  values: PartsSettingsFields;
  onChange: (changes: Partial<PartsSettingsFields>) => void;
  fieldErrors?: Record<string, string[] | undefined>;
};

const m = suppliers.partsSettings;
/** The default as a field shows it ("30"; a decimal one with a comma). */
const DEFAULT_MARKUP_TEXT = DEFAULT_PARTS_MARKUP.replace(".", ",");

/**
 * 'Peças e fornecedores', in the 'Orçamentos' tab: the markup a chosen supplier's price gets on its
 * way to the customer, and the WhatsApp message that asks suppliers for prices. Part of the
 * profile's one form and its one save.
 */
export function PartsSettings({ values, onChange, fieldErrors }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{m.title}</h2>
        </CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <TextField
          id="profile-parts-markup"
          name="partsMarkup"
          label={m.markupLabel}
          hint={m.markupHint(DEFAULT_MARKUP_TEXT)}
          inputMode="decimal"
          autoComplete="off"
          placeholder={DEFAULT_MARKUP_TEXT}
          maxLength={10}
          value={values.partsMarkup}
          onChange={(event) => onChange({ partsMarkup: event.target.value })}
          errors={fieldErrors?.partsMarkup}
          className="h-11 sm:h-10 sm:w-40"
        />
        <TemplateField
          id="profile-supplier-template"
          name="supplierRequestTemplate"
          label={m.templateLabel}
          hint={m.templateHint}
          rows={5}
          maxLength={SUPPLIER_REQUEST_TEMPLATE_MAX_LENGTH}
          value={values.supplierRequestTemplate}
          defaultTemplate={DEFAULT_SUPPLIER_REQUEST_TEMPLATE}
          useDefaultLabel={m.templateUseDefault}
          onChange={(supplierRequestTemplate) => onChange({ supplierRequestTemplate })}
          errors={fieldErrors?.supplierRequestTemplate}
        />
      </CardContent>
    </Card>
  );
}
