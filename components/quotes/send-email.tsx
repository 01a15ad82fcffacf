"use client";

import { sendQuoteEmailAction } from "@/lib/actions/quote-sending";
import { ActionFormDialog } from "@/components/forms/action-form-dialog";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Mail } from "@/components/ui/icons";
import { quoteSending as m } from "@/lib/messages/quote-sending";
import { reasons } from "@/lib/messages/validation";

/**
 * 'Enviar por e-mail': the customer's address prefilled and editable. The form's submission key
 * makes a double click one e-mail; a failure keeps the dialog open with the address for a retry.
 */
export function SendEmail({ quoteId, customerEmail }: { quoteId: string; customerEmail: string | null }) {
  return (
    <ActionFormDialog
      action={sendQuoteEmailAction.bind(null, quoteId)}
      unreachable={m.emailError + reasons.tryAgain}
      trigger={
        <Button type="button" variant="outline" className="h-11 w-full sm:h-10 sm:w-auto">
          <Mail aria-hidden="true" /> {m.email}
        </Button>
      }
      title={m.emailTitle}
      description={m.emailDescription}
      cancelLabel={m.cancel}
      submitLabel={m.emailSubmit}
      pendingLabel={m.sending}
    >
      {({ fieldErrors }) => (
        <>
          <TextField
            id="send-email-address"
            name="email"
            type="email"
            label={m.emailLabel}
            defaultValue={customerEmail ?? ""}
            autoComplete="off"
            spellCheck={false}
            required
            maxLength={254}
            errors={fieldErrors?.email}
            className="h-11 sm:h-10"
          />
        </>
      )}
    </ActionFormDialog>
  );
}
