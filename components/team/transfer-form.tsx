"use client";

import { useState } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { SelectField, TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { transferOwnershipAction } from "@/lib/actions/team";
import { team as m } from "@/lib/messages/team";

/** 'Transferir a oficina': to whom, the owner's current password, and a ticked confirmation. */
export function TransferOwnershipForm({ people, email }: { people: { id: string; name: string }[]; email: string }) {
  const [password, setPassword] = useState("");
  const { formProps, fieldErrors } = useActionForm(transferOwnershipAction, {
    unreachable: m.transferError,
    onFailure: () => setPassword(""),
  });
  const confirmError = fieldErrors?.confirm;
  return (
    <form {...formProps} className="grid gap-4">
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <SelectField
        id="transfer-to"
        name="toMemberId"
        label={m.transferTo}
        options={people.map((person) => ({ value: person.id, label: person.name }))}
        errors={fieldErrors?.toMemberId}
      />
      <TextField
        id="transfer-password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={m.transferPassword}
        maxLength={200}
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errors={fieldErrors?.currentPassword}
      />
      <div className="grid gap-1">
        <label className="flex items-start gap-2 text-sm" htmlFor="transfer-confirm">
          <input
            id="transfer-confirm"
            name="confirm"
            type="checkbox"
            className="mt-0.5 size-4"
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? "transfer-confirm-error" : undefined}
          />
          {m.transferConfirm}
        </label>
        {confirmError && (
          <p id="transfer-confirm-error" className="text-sm text-destructive">
            {confirmError.join(" ")}
          </p>
        )}
      </div>
      <div>
        <SubmitButton pendingLabel={m.transferPending} variant="destructive" className="w-full sm:w-auto">
          {m.transferButton}
        </SubmitButton>
      </div>
    </form>
  );
}
