"use client";

import { useState } from "react";
import { SubmitButton } from "@/components/forms/submit-button";
import { SelectField, TextField } from "@/components/forms/text-field";
import { useActionCall, useActionForm } from "@/components/forms/use-action";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { changeRoleAction, removeMemberAction, setCommissionAction } from "@/lib/actions/team";
import type { ShopRole } from "@/lib/enums";
import { team as m } from "@/lib/messages/team";
import { ROLE_OPTIONS } from "./invite-form";

type Member = { id: string; name: string; role: ShopRole; commission: string };

/** What the owner changes on one person of his team: the role, the commission, and 'Remover'. */
export function MemberControls({ member }: { member: Member }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RoleForm member={member} />
      <CommissionForm member={member} />
      <div className="sm:col-span-2">
        <RemoveButton member={member} />
      </div>
    </div>
  );
}

function RoleForm({ member }: { member: Member }) {
  const { formProps, fieldErrors } = useActionForm(changeRoleAction.bind(null, member.id), { unreachable: m.changeRoleError });
  return (
    <form {...formProps} className="grid gap-2">
      <SelectField
        id={`role-${member.id}`}
        name="role"
        label={m.changeRoleLabel(member.name)}
        options={ROLE_OPTIONS}
        defaultValue={member.role}
        errors={fieldErrors?.role}
      />
      <div>
        <SubmitButton pendingLabel="Salvando..." variant="outline" size="sm">
          {m.changeRoleButton}
        </SubmitButton>
      </div>
    </form>
  );
}

function CommissionForm({ member }: { member: Member }) {
  const [percent, setPercent] = useState(member.commission);
  const { formProps, fieldErrors } = useActionForm(setCommissionAction.bind(null, member.id), { unreachable: m.commissionError });
  return (
    <form {...formProps} className="grid gap-2">
      {/* Text with the decimal keypad: "12,5" is read the Brazilian way on the server. */}
      <TextField
        id={`commission-${member.id}`}
        name="percent"
        inputMode="decimal"
        autoComplete="off"
        maxLength={8}
        label={m.commissionLabel(member.name)}
        hint={m.commissionHint}
        placeholder="Ex.: 12,5"
        value={percent}
        onChange={(event) => setPercent(event.target.value)}
        errors={fieldErrors?.percent}
      />
      <div>
        <SubmitButton pendingLabel={m.commissionPending} variant="outline" size="sm">
          {m.commissionButton}
        </SubmitButton>
      </div>
    </form>
  );
}

function RemoveButton({ member }: { member: Member }) {
  const [pending, remove] = useActionCall(removeMemberAction, m.removeError);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="destructive" size="sm" disabled={pending} className="w-full sm:w-auto">
          {pending && <Spinner label="" aria-hidden="true" />}
          {m.remove}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.removeConfirmTitle(member.name)}</AlertDialogTitle>
          <AlertDialogDescription>{m.removeConfirmText}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{m.removeCancel}</AlertDialogCancel>
          <AlertDialogAction onClick={() => remove(member.id)}>{m.remove}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
