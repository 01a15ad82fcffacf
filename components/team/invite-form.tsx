"use client";

import { useState } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { SelectField, TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { inviteMemberAction } from "@/lib/actions/team";
import { team as m } from "@/lib/messages/team";
import { ROLE_NAMES } from "@/lib/team/permissions";

export const ROLE_OPTIONS = [
  { value: "mechanic", label: ROLE_NAMES.mechanic },
  { value: "front_desk", label: ROLE_NAMES.front_desk },
];

/** 'Convidar pessoa': the address and the role. Cleared once the invitation is sent. */
export function InviteMemberForm() {
  const [email, setEmail] = useState("");
  const { formProps, fieldErrors } = useActionForm(inviteMemberAction, {
    unreachable: m.inviteError,
    onSuccess: () => setEmail(""),
  });
  return (
    <form {...formProps} className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
      <TextField
        id="invite-email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="off"
        label={m.emailLabel}
        maxLength={254}
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errors={fieldErrors?.email}
      />
      <SelectField
        id="invite-role"
        name="role"
        label={m.roleLabel}
        options={ROLE_OPTIONS}
        defaultValue="mechanic"
        errors={fieldErrors?.role}
      />
      <SubmitButton pendingLabel={m.invitePending} className="w-full sm:w-auto">
        {m.inviteButton}
      </SubmitButton>
    </form>
  );
}
