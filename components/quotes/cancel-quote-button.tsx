"use client";

import { useRef, useState } from "react";
import { cancelQuoteAction } from "@/lib/actions/quotes";
import { useActionCall } from "@/components/forms/use-action";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { X } from "@/components/ui/icons";
import { messages } from "@/lib/messages";
import { cn } from "@/lib/utils";

const m = messages.quotes;

/**
 * 'Cancelar orçamento': what the quote page offers instead of 'Excluir' once the customer answered
 * on the link (the answer is kept: CDC art. 27). Asks first, says why it is not a delete, then
 * toasts the action's message; the page follows through the action's revalidation.
 */
export function CancelQuoteButton({ quoteId, className }: { quoteId: string; className?: string }) {
  const [pending, run] = useActionCall(cancelQuoteAction, m.cancelError + messages.reasons.tryAgain);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={pending}
        className={cn("justify-start text-destructive hover:text-destructive", className)}
        onClick={() => setOpen(true)}
      >
        <X aria-hidden="true" />
        {m.cancel}
      </Button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{m.cancelTitle}</AlertDialogTitle>
            <AlertDialogDescription>{m.cancelDescription}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{m.cancelKeep}</AlertDialogCancel>
            <AlertDialogAction onClick={() => run(quoteId)}>{m.cancelConfirm}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
