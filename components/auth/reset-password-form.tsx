"use client";

import { useState } from "react";
import { resetPasswordAction } from "@/lib/actions/reset-password";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { accountAccess as m } from "@/lib/messages/account-access";

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const [password, setPassword] = useState("");
  const [repeatPassword, setRepeatPassword] = useState("");
  const { formProps, result, fieldErrors } = useActionForm(resetPasswordAction, { unreachable: m.resetError });
  return (
    <form {...formProps} className="grid gap-4">
      <input type="hidden" name="token" value={token} />
      {/* Lets a password manager file the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <TextField
        id="reset-password"
        name="password"
        type="password"
        label={m.newPassword}
        autoComplete="new-password"
        placeholder="Mínimo de 8 caracteres"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errors={fieldErrors?.password}
      />
      <TextField
        id="reset-repeat-password"
        name="repeatPassword"
        type="password"
        label={m.repeatPassword}
        autoComplete="new-password"
        required
        value={repeatPassword}
        onChange={(event) => setRepeatPassword(event.target.value)}
        errors={fieldErrors?.repeatPassword}
      />
      {result?.ok === false && !result.fieldErrors && (
        <p role="alert" className="text-sm text-destructive">
          {result.message}
        </p>
      )}
      <SubmitButton pendingLabel="Salvando..." disabled={result?.ok === true}>
        {m.resetButton}
      </SubmitButton>
    </form>
  );
}
