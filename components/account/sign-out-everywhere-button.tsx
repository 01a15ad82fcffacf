"use client";

import { signOutEverywhereAction } from "@/lib/actions/account";
import { useActionCall } from "@/components/forms/use-action";
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
import { LogOut } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { account } from "@/lib/messages/account";

const m = account;

/** Asks first: the answer signs this device out too. */
export function SignOutEverywhereButton() {
  const [pending, signOutEverywhere] = useActionCall(signOutEverywhereAction, m.signOutEverywhereError);

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" disabled={pending} className="w-full sm:w-auto">
          {pending ? <Spinner label="Saindo..." /> : <LogOut aria-hidden="true" />}
          {m.signOutEverywhere}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.confirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>{m.confirmDescription}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction onClick={() => signOutEverywhere()}>{m.signOutEverywhere}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
