"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { closeSupportTicketAction } from "@/app/dashboard/support/actions";
import { Button } from "@/components/ui/button";
import { CircleCheck } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { callAction } from "@/lib/call-action";
import { messages } from "@/lib/messages";

/** The operator's "done" on a ticket: toasts the result and refreshes the list. */
export function CloseTicketButton({ ticketId }: { ticketId: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function close() {
    startTransition(async () => {
      const result = await callAction(
        () => closeSupportTicketAction(ticketId),
        messages.support.closeError + messages.support.tryAgain,
      );
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(result.message);
      router.refresh();
    });
  }

  return (
    <Button type="button" variant="outline" size="sm" onClick={close} disabled={pending} className="w-full sm:w-fit">
      {pending ? <Spinner label="" aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
      {pending ? "Fechando..." : "Marcar como fechado"}
    </Button>
  );
}
