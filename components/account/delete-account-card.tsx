"use client";

import { useRef } from "react";
import { deleteAccountAction } from "@/lib/actions/account-deletion";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useActionForm } from "@/components/forms/use-action";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Trash2, TriangleAlert } from "@/components/ui/icons";
import { accountDeletion as m } from "@/lib/messages/account";

/**
 * The danger zone of /dashboard/account: the owner's deletes the shop (`wholeShop`), anyone else's
 * his login only (lib/data/account-deletion.ts). A form on the page rather than a dialog: the list of what
 * goes stays in view while the mechanic types, and the typed word is the confirmation step.
 */
export function DeleteAccountCard({ wholeShop }: { wholeShop: boolean }) {
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const { formProps, fieldErrors } = useActionForm(deleteAccountAction, {
    unreachable: m.unreachable,
    onFailure(result) {
      // A wrong password is typed again from scratch; the focus goes to what needs fixing.
      if (result.fieldErrors?.password && passwordRef.current) {
        passwordRef.current.value = "";
        passwordRef.current.focus();
      } else if (result.fieldErrors?.confirmation) confirmationRef.current?.focus();
    },
  });

  return (
    <Card className="border-destructive/60">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-destructive">
            <TriangleAlert className="size-5" aria-hidden="true" />
            {m.title}
          </h2>
        </CardTitle>
        <CardDescription>{wholeShop ? m.description : m.memberDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="text-sm">
          <p id="delete-account-what-goes" className="font-medium">
            {m.whatGoes}
          </p>
          <ul className="mt-1 list-disc pl-5" aria-labelledby="delete-account-what-goes">
            {(wholeShop ? m.whatGoesItems : m.memberWhatGoesItems).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {wholeShop && <p className="mt-2 text-muted-foreground">{m.keepFirst}</p>}
        </div>
        <form {...formProps} className="grid gap-4" aria-label={m.title}>
          <TextField
            id="delete-account-password"
            name="password"
            type="password"
            autoComplete="current-password"
            label={m.passwordLabel}
            errors={fieldErrors?.password}
            ref={passwordRef}
          />
          <TextField
            id="delete-account-confirmation"
            name="confirmation"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            label={m.confirmationLabel}
            hint={m.confirmationHint}
            errors={fieldErrors?.confirmation}
            ref={confirmationRef}
          />
          <div>
            <SubmitButton variant="destructive" pendingLabel={m.pending} className="w-full sm:w-auto">
              <Trash2 aria-hidden="true" />
              {m.submit}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
