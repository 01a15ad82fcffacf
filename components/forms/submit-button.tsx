"use client";

import { useFormStatus } from "react-dom";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

type Props = React.ComponentProps<typeof Button> & {
  /** What the button says while its form's action runs: 'Salvando...', 'Enviando...'. */
  pendingLabel: string;
};

/** A form's submit button: disabled, with a spinner and its pending text, while the form's action runs. */
export function SubmitButton({ pendingLabel, children, disabled, ...props }: Props) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? (
        <>
          <Spinner label="" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
