"use client";

import { useState } from "react";
import { changePasswordAction } from "@/lib/actions/account";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { accountAccess as m } from "@/lib/messages/account-access";

/** Current password, the new one twice. Cleared once saved: a password left in a form helps nobody. */
export function ChangePasswordForm({ email }: { email: string }) {
  const [values, setValues] = useState({ currentPassword: "", password: "", repeatPassword: "" });
  const { formProps, fieldErrors } = useActionForm(changePasswordAction, {
    unreachable: m.changePasswordError,
    onSuccess: () => setValues({ currentPassword: "", password: "", repeatPassword: "" }),
  });
  const field = (name: keyof typeof values) => ({
    name,
    type: "password",
    required: true,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
    errors: fieldErrors?.[name],
  });
  return (
    <form {...formProps} className="grid gap-4">
      {/* Lets a password manager file the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <TextField id="account-current-password" label={m.currentPassword} autoComplete="current-password" {...field("currentPassword")} />
      <TextField
        id="account-new-password"
        label={m.newPassword}
        autoComplete="new-password"
        placeholder="Mínimo de 8 caracteres"
        {...field("password")}
      />
      <TextField id="account-repeat-password" label={m.repeatPassword} autoComplete="new-password" {...field("repeatPassword")} />
      <div>
        <SubmitButton pendingLabel="Salvando..." className="w-full sm:w-auto">
          {m.changePasswordButton}
        </SubmitButton>
      </div>
    </form>
  );
}
