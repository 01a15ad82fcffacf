"use client";

import { StaticMoneyField } from "@/components/forms/text-field";
import type { Input } from "@/components/ui/input";
import { moneyInputText, readMoney } from "@/lib/validation/fields";

type Props = Omit<React.ComponentProps<typeof Input>, "type" | "inputMode" | "onChange"> & {
  id: string;
  label: string;
  errors?: string[];
  hint?: string;
  /** Controlled use: what is typed, on every keystroke (and the tidied amount when the field is left). */
  onValueChange?: (text: string) => void;
};

/**
 * The one money input. Text with the decimal keypad, never type="number": a number input reads a
 * comma by the browser's language, so "120,00" became 12000 in one browser and "1.234,56" 1,23 in
 * another. What is typed is read the Brazilian way (readMoney, the server's own reading); when the
 * field is left, an amount it reads is shown back as it was understood ("1234.5" → "1.234,50"),
 * and anything it cannot read stays as typed for the server to explain.
 */
export function MoneyField({ id, label, errors, hint, onValueChange, onBlur, className, ...input }: Props) {
  function showAsRead(event: React.FocusEvent<HTMLInputElement>) {
    const reading = readMoney(event.currentTarget.value);
    const shown = reading.ok ? moneyInputText(reading.value) : event.currentTarget.value;
    if (shown !== event.currentTarget.value) {
      if (onValueChange) onValueChange(shown);
      else event.currentTarget.value = shown; // an uncontrolled field, posted as it is
    }
    onBlur?.(event);
  }

  return (
    <StaticMoneyField
      {...{ id, label, errors, hint, className }}
      {...input}
      onChange={onValueChange && ((event) => onValueChange(event.target.value))}
      onBlur={showAsRead}
    />
  );
}
