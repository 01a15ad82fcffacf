"use client";

import { useState } from "react";
import { MoneyField } from "@/components/forms/money-field";
import type { DepositKind } from "@/lib/enums";
import { formatAmount } from "@/lib/format";
import { deposit } from "@/lib/messages/deposit";

const m = deposit;

type Kind = DepositKind | "";

const KINDS: { value: Kind; label: string }[] = [
  { value: "", label: m.kindNone },
  { value: "amount", label: m.kindAmount },
  { value: "parts", label: m.kindParts },
];

/**
 * 'Sinal': the deposit asked with the approval (lib/validation/deposit.ts reads it): none, an
 * amount typed, or the parts' total, which follows the items as they are typed. The radios post
 * `depositKind` themselves; the amount field exists only while an amount is chosen.
 */
export function DepositField({
  initialKind,
  initialValue,
  parts,
  errors,
}: {
  initialKind: Kind;
  initialValue: string;
  /** The parts' total as typed now ("150.00"), null when it does not read yet. */
  parts: string | null;
  errors?: string[];
}) {
  const [kind, setKind] = useState<Kind>(initialKind);
  // The server's reason belongs under the amount when there is one; else under the choice.
  const choiceErrors = kind === "amount" ? undefined : errors;
  return (
    <section className="grid gap-3">
      <fieldset className="grid gap-2" aria-describedby={choiceErrors ? "quote-deposit-error quote-deposit-hint" : "quote-deposit-hint"}>
        <legend className="font-semibold">{m.legend}</legend>
        <p id="quote-deposit-hint" className="text-sm text-muted-foreground">
          {m.hint}
        </p>
        <div className="flex flex-wrap gap-2">
          {KINDS.map((option) => (
            <label
              key={option.value || "none"}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring sm:min-h-10"
            >
              <input
                type="radio"
                name="depositKind"
                value={option.value}
                checked={kind === option.value}
                onChange={() => setKind(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "amount" && (
        <MoneyField
          id="quote-deposit"
          name="depositValue"
          label={m.amountLabel}
          defaultValue={initialValue}
          placeholder="150,00"
          errors={errors}
          className="h-11 sm:h-10"
        />
      )}
      {kind === "parts" && parts !== null && Number(parts) > 0 && (
        <p className="text-sm" data-testid="deposit-parts-note">
          {m.partsNote(formatAmount(parts))}
        </p>
      )}
      {choiceErrors && (
        <p id="quote-deposit-error" role="alert" className="text-sm text-destructive">
          {choiceErrors.join(" ")}
        </p>
      )}
    </section>
  );
}
