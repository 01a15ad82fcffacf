"use client";

import { useState } from "react";
import { changeEmailAction } from "@/lib/actions/account";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { accountAccess as m } from "@/lib/messages/account-access";

/**
 * The new address and the current password; the link goes to the new address, and the answer stays
 * on screen. An unconfirmed address cannot be changed (changeEmailAction says why): the form says
 * so first and stays shut, rather than letting the mechanic type for nothing.
 */
export function ChangeEmailForm({ verified }: { verified: boolean }) {
  const [email, setEmail] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const { formProps, result, fieldErrors } = useActionForm(changeEmailAction, {
    unreachable: m.changeEmailError,
    onSuccess: () => setCurrentPassword(""),
  });
  return (
    <form {...formProps} className="grid gap-4">
      {!verified && (
        <p id="account-email-verify-first" className="rounded-md border border-amber-300 bg-warning p-3 text-sm text-warning-foreground">
          {m.verifyBeforeEmailChange}
        </p>
      )}
      <fieldset disabled={!verified} aria-describedby={verified ? undefined : "account-email-verify-first"} className="grid gap-4">
        <TextField
          id="account-new-email"
          name="email"
          type="email"
          label={m.newEmail}
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errors={fieldErrors?.email}
        />
        <TextField
          id="account-email-current-password"
          name="currentPassword"
          type="password"
          label={m.currentPassword}
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          errors={fieldErrors?.currentPassword}
        />
      </fieldset>
      {result?.ok && (
        <p role="status" className="rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
          {result.message}
        </p>
      )}
      <div>
        <SubmitButton pendingLabel="Enviando..." className="w-full sm:w-auto" disabled={!verified}>
          {m.changeEmailButton}
        </SubmitButton>
      </div>
    </form>
  );
}
