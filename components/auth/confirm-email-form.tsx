"use client";

import type { Route } from "next";
import { Link } from "@/components/ui/link";
import { confirmEmailAction } from "@/lib/actions/confirm-email";
import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action";
import { accountAccess as m } from "@/lib/messages/account-access";

type Props = { token: string; next: { href: Route; label: string } };

/** The button that uses the link, then the answer where the mechanic looks, and the way on. */
export function ConfirmEmailForm({ token, next }: Props) {
  const { formProps, result } = useActionForm(confirmEmailAction, { unreachable: m.confirmError });
  return (
    <form {...formProps} className="grid gap-4">
      <input type="hidden" name="token" value={token} />
      {result && (
        <p role={result.ok ? "status" : "alert"} className={result.ok ? "text-sm font-medium" : "text-sm text-destructive"}>
          {result.message}
        </p>
      )}
      {result ? (
        <Link href={next.href} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {next.label}
        </Link>
      ) : (
        <SubmitButton pendingLabel="Confirmando...">{m.confirmButton}</SubmitButton>
      )}
    </form>
  );
}
