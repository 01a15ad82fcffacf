"use client";

import { useState } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { acceptInvitationAction } from "@/lib/actions/team-invitation";
import { team as m } from "@/lib/messages/team";

type Props = { token: string; email: string; mode: "new" | "existing" };

/**
 * 'Entrar na equipe': the name the shop will call the person, and a new password (typed twice) or,
 * for a login that already exists without a shop, its password.
 */
export function AcceptInvitationForm({ token, email, mode }: Props) {
  const [values, setValues] = useState({ name: "", password: "", repeatPassword: "" });
  const { formProps, result, fieldErrors } = useActionForm(acceptInvitationAction, { unreachable: m.acceptError });
  const bind = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
    errors: fieldErrors?.[name],
  });
  return (
    <form {...formProps} className="grid gap-4">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="mode" value={mode} />
      {/* Lets a password manager file the password under the right address. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      {mode === "existing" && <p className="text-sm">{m.existingLogin}</p>}
      <TextField id="invitation-name" label={m.nameLabel} hint={m.nameHint} autoComplete="name" maxLength={80} required {...bind("name")} />
      {mode === "new" ? (
        <>
          <TextField
            id="invitation-password"
            type="password"
            label={m.passwordLabel}
            autoComplete="new-password"
            placeholder="Mínimo de 8 caracteres"
            maxLength={200}
            required
            {...bind("password")}
          />
          <TextField
            id="invitation-repeat-password"
            type="password"
            label={m.repeatPasswordLabel}
            autoComplete="new-password"
            maxLength={200}
            required
            {...bind("repeatPassword")}
          />
        </>
      ) : (
        <TextField
          id="invitation-password"
          type="password"
          label={m.existingPasswordLabel}
          autoComplete="current-password"
          maxLength={200}
          required
          {...bind("password")}
        />
      )}
      {result?.ok === false && !result.fieldErrors && (
        <p role="alert" className="text-sm text-destructive">
          {result.message}
        </p>
      )}
      <SubmitButton pendingLabel={m.acceptPending} disabled={result?.ok === true}>
        {m.acceptButton}
      </SubmitButton>
    </form>
  );
}
