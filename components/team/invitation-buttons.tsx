"use client";

import { useActionCall } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { resendInvitationAction, revokeInvitationAction } from "@/lib/actions/team";
import { team as m } from "@/lib/messages/team";

/** A pending invitation's 'Reenviar' and 'Cancelar convite'. */
export function InvitationButtons({ invitationId, email }: { invitationId: string; email: string }) {
  const [resending, resend] = useActionCall(resendInvitationAction, m.resendError);
  const [revoking, revoke] = useActionCall(revokeInvitationAction, m.revokeError);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={resending}
        onClick={() => resend(invitationId)}
        aria-label={`${m.resend}: ${email}`}
      >
        {resending && <Spinner label={m.resendPending} />}
        {m.resend}
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={revoking}
        onClick={() => revoke(invitationId)}
        aria-label={`${m.revoke}: ${email}`}
      >
        {revoking && <Spinner label="" aria-hidden="true" />}
        {m.revoke}
      </Button>
    </div>
  );
}
