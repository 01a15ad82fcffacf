"use client";

import { TextField } from "@/components/forms/text-field";
import { formatPhone, formatPhoneAsTyped, PHONE_MAX_LENGTH } from "@/lib/phone";

type Props = Omit<React.ComponentProps<typeof TextField>, "type" | "inputMode" | "defaultValue" | "value" | "onChange"> & {
  /** The stored phone, shown the way it is written everywhere else. */
  defaultValue?: string | null;
  /** Told the value as masked after each edit (a form that tracks unsaved changes). */
  onValueChange?: (value: string) => void;
};

/** Where the caret goes once the value is masked again: after the same number of digits as before. */
function caretAfterDigits(formatted: string, digits: number) {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index]!)) seen++;
    if (seen === digits) return index + 1;
  }
  return formatted.length;
}

/**
 * The one phone input: the phone's dial pad, and "(11) 91234-5678" or "(11) 3456-7890" formed as
 * the digits are typed or pasted. The input stays uncontrolled, so a form's reset and the value
 * kept after a refused submit work as for any other field; without JavaScript the server still
 * reads whatever was typed.
 */
export function PhoneField({ defaultValue, placeholder = "(00) 00000-0000", onValueChange, ...props }: Props) {
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="tel"
      placeholder={placeholder}
      maxLength={PHONE_MAX_LENGTH}
      defaultValue={defaultValue ? formatPhone(defaultValue) : ""}
      onKeyDown={(event) => {
        // Backspace right after a separator deletes the digit before it: deleting only the
        // separator would change nothing, as the mask puts it straight back.
        if (event.key !== "Backspace") return;
        const input = event.currentTarget;
        const { selectionStart: start, selectionEnd: end } = input;
        if (start === null || start !== end) return;
        let caret = start;
        while (caret > 0 && /\D/.test(input.value[caret - 1]!)) caret--;
        if (caret !== start) input.setSelectionRange(caret, caret);
      }}
      onInput={(event) => {
        const input = event.currentTarget;
        const caret = input.selectionStart ?? input.value.length;
        const atEnd = caret === input.value.length;
        const digitsBefore = input.value.slice(0, caret).replace(/\D/g, "").length;
        const formatted = formatPhoneAsTyped(input.value);
        onValueChange?.(formatted);
        if (formatted === input.value) return;
        input.value = formatted;
        const position = atEnd ? formatted.length : caretAfterDigits(formatted, digitsBefore);
        input.setSelectionRange(position, position);
      }}
    />
  );
}
