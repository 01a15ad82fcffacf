"use client";

import { Link } from "@/components/ui/link";
import { useState } from "react";
import { forgotPasswordAction } from "@/lib/actions/forgot-password";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { accountAccess as m } from "@/lib/messages/account-access";

export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const { formProps, result, fieldErrors } = useActionForm(forgotPasswordAction, { unreachable: m.forgotError });
  return (
    <form {...formProps} className="grid gap-4">
      <TextField
        id="forgot-email"
        name="email"
        type="email"
        label="E-mail"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errors={fieldErrors?.email}
      />
      {/* The toast goes away; the answer stays where the mechanic looks. */}
      {result?.ok && (
        <p role="status" className="rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
          {result.message}
        </p>
      )}
      <SubmitButton pendingLabel="Enviando...">{m.forgotButton}</SubmitButton>
      <Link href="/auth" className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline">
        {m.backToLogin}
      </Link>
    </form>
  );
}
