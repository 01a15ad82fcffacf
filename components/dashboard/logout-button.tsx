"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { logoutAction } from "@/app/auth/actions";
import { Button } from "@/components/ui/button";
import { LogOut } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { callAction } from "@/lib/call-action";
import { messages } from "@/lib/messages";

export function LogoutButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function logout() {
    startTransition(async () => {
      const result = await callAction(logoutAction, messages.auth.logoutError);
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(result.message);
      router.replace("/auth");
      router.refresh();
    });
  }

  return (
    <Button
      variant="ghost"
      onClick={logout}
      disabled={pending}
      className="w-full justify-start text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground"
    >
      {pending ? <Spinner label="Saindo..." /> : <LogOut aria-hidden="true" />}
      Sair
    </Button>
  );
}
