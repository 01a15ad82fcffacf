"use client";

import { TextareaField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";

type Props = {
  id: string;
  name: string;
  label: string;
  hint: string;
  rows: number;
  maxLength: number;
  value: string;
  /** The product's own text: the button that puts it back shows while the text differs. */
  defaultTemplate: string;
  useDefaultLabel: string;
  onChange: (value: string) => void;
  errors?: string[];
  /** What follows the field, such as a preview of the text it makes. */
  children?: React.ReactNode;
};

/**
 * A message the shop may rewrite with placeholders ('{cliente}'): the text, its button back to the
 * product's default while it differs, and whatever the form shows under it.
 */
export function TemplateField({ defaultTemplate, useDefaultLabel, onChange, value, children, ...field }: Props) {
  return (
    <div className="grid gap-2">
      <TextareaField {...field} value={value} onChange={(event) => onChange(event.target.value)} />
      {value.trim() !== defaultTemplate && (
        <Button type="button" variant="outline" size="sm" className="h-11 w-full sm:h-9 sm:w-fit" onClick={() => onChange(defaultTemplate)}>
          {useDefaultLabel}
        </Button>
      )}
      {children}
    </div>
  );
}
