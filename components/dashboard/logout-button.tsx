"use client";

import { logoutAction } from "@/lib/actions/auth";
import { useActionCall } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { LogOut } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { auth } from "@/lib/messages/auth";
import { forgetAllDrafts } from "@/lib/quotes/draft-keys";

export function LogoutButton() {
  const [pending, logout] = useActionCall(logoutAction, auth.logoutError);

  return (
    <Button
      variant="ghost"
      onClick={() => {
        forgetAllDrafts(window.localStorage);
        logout();
      }}
      disabled={pending}
      className="w-full justify-start text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground"
    >
      {pending ? <Spinner label="Saindo..." /> : <LogOut aria-hidden="true" />}
      Sair
    </Button>
  );
}
