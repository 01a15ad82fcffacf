"use client";

import type { ComponentProps, ReactNode, Ref } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  description: string;
  /** useActionForm's formProps: the form posts to its action, and stays open with what was typed on a failure. */
  formProps: ComponentProps<"form">;
  formRef?: Ref<HTMLFormElement>;
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
  /** The fields. */
  children: ReactNode;
};

/**
 * A form in a dialog: a title that names the form, its fields, then 'Cancelar' and the submit
 * button (stacked with the submit on top on a phone, side by side from sm up), at thumb size.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  formProps,
  formRef,
  cancelLabel,
  submitLabel,
  pendingLabel,
  children,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form {...formProps} ref={formRef} className="grid gap-4" aria-label={title}>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" className="h-11 sm:h-10">
                {cancelLabel}
              </Button>
            </DialogClose>
            <SubmitButton pendingLabel={pendingLabel} className="h-11 sm:h-10">
              {submitLabel}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
