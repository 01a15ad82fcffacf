"use client";

import { useRef, useState } from "react";
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
import { Trash2 } from "@/components/ui/icons";
import type { ActionResult } from "@/lib/actions/result";
import { cn } from "@/lib/utils";

type Props = {
  /** Accessible name of the trigger, e.g. "Excluir João". */
  label: string;
  /** The trigger's visible text ("Excluir"), next to the icon; without it the icon stands alone. */
  text?: string;
  /** Where to go once the record is gone, when the page showed that record (its list). */
  redirectTo?: string;
  title: string;
  description: string;
  /**
   * The delete server action and the record it deletes. Passed apart rather than as a bound
   * action: Next encrypts every bound argument, which a list would pay for on every row.
   */
  action: (recordId: string) => Promise<ActionResult>;
  recordId: string;
  /** Shown when the server cannot be reached (its "Erro ao excluir …: " message). */
  failureMessage: string;
  className?: string;
};

/**
 * A delete that asks first, then toasts the action's message; the list follows through the action's
 * revalidation (or the page goes where the action or `redirectTo` says). The dialog is only
 * mounted once the button is first pressed: a list renders one of these per row, and idle Radix
 * dialogs weigh on every page render's server time.
 */
export function DeleteButton({ label, text, redirectTo, title, description, action, recordId, failureMessage, className }: Props) {
  const [pending, run] = useActionCall(async (id: string) => {
    const result = await action(id);
    return result.ok && redirectTo ? { ...result, redirectTo } : result;
  }, failureMessage);
  const [open, setOpen] = useState(false);
  const [dialogMounted, setDialogMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size={text ? "sm" : "icon"}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={pending}
        className={cn("text-destructive hover:text-destructive", text && "justify-start", className)}
        onClick={() => {
          setDialogMounted(true);
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" />
        {text}
      </Button>
      {dialogMounted && (
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogContent
            // With no Radix trigger, focus is handed back to this button by hand.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          >
            <AlertDialogHeader>
              <AlertDialogTitle>{title}</AlertDialogTitle>
              <AlertDialogDescription>{description}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancelar</AlertDialogCancel>
              <AlertDialogAction onClick={() => run(recordId)}>Excluir</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
    </>
  );
}
