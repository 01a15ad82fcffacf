"use client";

import { Link } from "@/components/ui/link";
import { cancelEmailChangeAction } from "@/lib/actions/cancel-email-change";
import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action";
import { accountAccess as m } from "@/lib/messages/account-access";

/** The button that cancels the change, then the answer and the advice to set a new password. */
export function CancelEmailChangeForm({ token }: { token: string }) {
  const { formProps, result } = useActionForm(cancelEmailChangeAction, { unreachable: m.cancelError });
  return (
    <form {...formProps} className="grid gap-4">
      <input type="hidden" name="token" value={token} />
      {result && (
        <p role={result.ok ? "status" : "alert"} className={result.ok ? "text-sm font-medium" : "text-sm text-destructive"}>
          {result.message}
        </p>
      )}
      {result?.ok && <p className="text-sm">{m.cancelAdvice}</p>}
      {result ? (
        <Link href="/auth/esqueci-senha" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {m.forgotLink}
        </Link>
      ) : (
        <SubmitButton pendingLabel="Cancelando...">{m.cancelButton}</SubmitButton>
      )}
    </form>
  );
}
