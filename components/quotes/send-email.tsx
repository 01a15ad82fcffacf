"use client";

import { useState } from "react";
import { sendQuoteEmailAction } from "@/app/dashboard/services/[id]/actions";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Mail } from "@/components/ui/icons";
import { messages } from "@/lib/messages";

const m = messages.quoteSending;

/**
 * 'Enviar por e-mail': the customer's address prefilled and editable. The form's submission key
 * makes a double click one e-mail; a failure keeps the dialog open with the address for a retry.
 */
export function SendEmail({ quoteId, customerEmail }: { quoteId: string; customerEmail: string | null }) {
  const [open, setOpen] = useState(false);
  const { formProps, fieldErrors } = useActionForm(sendQuoteEmailAction.bind(null, quoteId), {
    unreachable: m.emailError + messages.reasons.tryAgain,
    onSuccess: () => setOpen(false),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="h-11 w-full sm:h-10 sm:w-auto">
          <Mail aria-hidden="true" /> {m.email}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.emailTitle}</DialogTitle>
          <DialogDescription>{m.emailDescription}</DialogDescription>
        </DialogHeader>
        <form {...formProps} className="grid gap-4" aria-label={m.emailTitle}>
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
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" className="h-11 sm:h-10">
                {m.cancel}
              </Button>
            </DialogClose>
            <SubmitButton pendingLabel={m.sending} className="h-11 sm:h-10">
              {m.emailSubmit}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
