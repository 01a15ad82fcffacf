"use client";

import { closeSupportTicketAction } from "@/lib/actions/support";
import { useActionCall } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { CircleCheck } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { support } from "@/lib/messages/support";

/** The operator's "done" on a ticket; the list follows through the action's revalidation. */
export function CloseTicketButton({ ticketId }: { ticketId: string }) {
  const [pending, close] = useActionCall(closeSupportTicketAction, support.closeError + support.tryAgain);

  return (
    <Button type="button" variant="outline" size="sm" onClick={() => close(ticketId)} disabled={pending} className="w-full sm:w-fit">
      {pending ? <Spinner label="" aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
      {pending ? "Fechando..." : "Marcar como fechado"}
    </Button>
  );
}
