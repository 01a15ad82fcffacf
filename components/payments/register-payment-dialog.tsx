"use client";

import { useState } from "react";
import { ActionFormDialog } from "@/components/forms/action-form-dialog";
import { MoneyField } from "@/components/forms/money-field";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextareaField, TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Plus } from "@/components/ui/icons";
import { registerPaymentAction } from "@/lib/actions/payments";
import { PAYMENT_METHODS, type PaymentMethod } from "@/lib/enums";
import { payments } from "@/lib/messages/payments";
import { INSTALLMENTS_MAX, OVERPAYMENT_FIELD, PAYMENT_NOTE_MAX } from "@/lib/validation/payment";

const m = payments;

type Props = {
  quoteId: string;
  /** What is due now (lib/quotes/deposit.ts dueNow), as the money field shows it ("1.234,56"): the amount's first value. */
  dueText: string;
  /** Says what that amount is when it is not the whole balance (the deposit not paid yet). */
  dueHint?: string;
  /** Today in São Paulo (yyyy-MM-dd): the date's default and its latest. */
  today: string;
};

/**
 * 'Registrar pagamento': amount (what is due now, to start with: the deposit not paid yet while
 * the car is in the shop, else the balance), method, date, installments for a
 * credit card, a note. An amount above the balance comes back with a question (a tip or a
 * mistake?) inside the dialog; 'Registrar assim mesmo' submits the same entry again with the
 * confirmation, under the same submission key, so it is still one payment at most.
 */
export function RegisterPaymentDialog({ quoteId, dueText, dueHint, today }: Props) {
  const [method, setMethod] = useState<PaymentMethod>("pix");
  const [dismissed, setDismissed] = useState(false);
  const methodErrorId = "payment-method-error";

  return (
    <ActionFormDialog
      action={registerPaymentAction.bind(null, quoteId)}
      unreachable={m.unreachable}
      onFailure={() => setDismissed(false)}
      onOpen={() => {
        setMethod("pix");
        setDismissed(true);
      }}
      trigger={
        <Button type="button" className="h-11 sm:h-10">
          <Plus aria-hidden="true" /> {m.register}
        </Button>
      }
      title={m.registerTitle}
      description={m.registerDescription}
      cancelLabel={m.cancel}
      submitLabel={m.submit}
      pendingLabel={m.saving}
    >
      {({ fieldErrors, result }) => {
        const overpayment = !dismissed && fieldErrors?.[OVERPAYMENT_FIELD];
        return (
          <>
            <MoneyField
              id="payment-amount"
              name="amount"
              label={m.amountLabel}
              defaultValue={dueText}
              hint={dueHint}
              required
              errors={result?.ok === false ? fieldErrors?.amount : undefined}
              className="h-11 sm:h-10"
            />
            <fieldset className="grid gap-2" aria-describedby={fieldErrors?.method ? methodErrorId : undefined}>
              <legend className="mb-2 text-sm font-medium">{m.methodLegend}</legend>
              <div className="grid grid-cols-2 gap-2">
                {PAYMENT_METHODS.map((value) => (
                  <label
                    key={value}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                  >
                    <input
                      type="radio"
                      name="method"
                      value={value}
                      checked={method === value}
                      onChange={() => setMethod(value)}
                      className="size-4"
                    />
                    {m.methods[value]}
                  </label>
                ))}
              </div>
              {fieldErrors?.method && (
                <p id={methodErrorId} className="text-sm text-destructive">
                  {fieldErrors.method.join(" ")}
                </p>
              )}
            </fieldset>
            <TextField
              id="payment-paid-on"
              name="paidOn"
              type="date"
              label={m.paidOnLabel}
              defaultValue={today}
              max={today}
              required
              errors={fieldErrors?.paidOn}
              className="h-11 sm:h-10"
            />
            {method === "credit_card" && (
              <TextField
                id="payment-installments"
                name="installments"
                label={m.installmentsLabel}
                inputMode="numeric"
                autoComplete="off"
                defaultValue="1"
                maxLength={2}
                hint={`1 a ${INSTALLMENTS_MAX}`}
                errors={fieldErrors?.installments}
                className="h-11 sm:h-10"
              />
            )}
            <TextareaField
              id="payment-note"
              name="note"
              label={m.noteLabel}
              rows={2}
              maxLength={PAYMENT_NOTE_MAX}
              errors={fieldErrors?.note}
            />
            {overpayment && (
              <div
                role="alert"
                className="grid gap-3 rounded-md border border-warning-foreground/30 bg-warning p-3 text-sm text-warning-foreground"
                data-testid="overpayment"
              >
                <p className="font-medium">{m.overpaymentTitle}</p>
                <p>{overpayment.join(" ")}</p>
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Button
                    type="button"
                    variant="outline"
                    className="h-11 sm:h-10"
                    onClick={() => {
                      setDismissed(true);
                      document.getElementById("payment-amount")?.focus();
                    }}
                  >
                    {m.reviewAmount}
                  </Button>
                  {/* The submitter's name and value go with the form data: the same entry, now confirmed. */}
                  <SubmitButton name={OVERPAYMENT_FIELD} value="1" pendingLabel={m.saving} className="h-11 sm:h-10">
                    {m.confirmOverpayment}
                  </SubmitButton>
                </div>
              </div>
            )}
          </>
        );
      }}
    </ActionFormDialog>
  );
}
