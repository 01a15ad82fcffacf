"use client";

import { useState, type ComponentProps, type ReactNode } from "react";
import { FormDialog } from "@/components/forms/form-dialog";
import { useActionForm, type FormAction, type FormOptions } from "@/components/forms/use-action";

type Form = ReturnType<typeof useActionForm>;

type Props = Omit<ComponentProps<typeof FormDialog>, "open" | "onOpenChange" | "formProps" | "children"> &
  FormOptions & {
    /** The server action the form posts to. */
    action: FormAction;
    /** As the dialog opens: what its fields start from ("now", a default choice). */
    onOpen?: () => void;
    /** The fields, given the answer's field errors (and the answer itself). */
    children: (form: Pick<Form, "fieldErrors" | "result">) => ReactNode;
  };

/**
 * A dialog whose form posts to a server action: closed until its trigger is tapped, closed again
 * by a success, and kept open with what was typed by a failure (useActionForm toasts either).
 */
export function ActionFormDialog({ action, unreachable, resetOnSuccess, onSuccess, onFailure, onOpen, children, ...dialog }: Props) {
  const [open, setOpen] = useState(false);
  const { formProps, fieldErrors, result } = useActionForm(action, {
    unreachable,
    resetOnSuccess,
    onSuccess: (answer) => {
      onSuccess?.(answer);
      setOpen(false);
    },
    onFailure,
  });
  return (
    <FormDialog
      {...dialog}
      open={open}
      onOpenChange={(next) => {
        if (next) onOpen?.();
        setOpen(next);
      }}
      formProps={formProps}
    >
      {children({ fieldErrors, result })}
    </FormDialog>
  );
}
