"use client";

import { SubmitButton } from "@/components/forms/submit-button";
import { useActionForm } from "@/components/forms/use-action";
import { checkNoteAction } from "@/lib/actions/nfse";
import { nfse as m } from "@/lib/messages/nfse";
import { reasons } from "@/lib/messages/validation";

/** 'Verificar agora': the queue's task again, which asks Sefin before it sends anything. */
export function CheckNoteButton({ quoteId }: { quoteId: string }) {
  const { formProps } = useActionForm(checkNoteAction.bind(null, quoteId), { unreachable: m.error + reasons.tryAgain });
  return (
    <form {...formProps}>
      <SubmitButton variant="outline" pendingLabel={m.checking} className="h-11 w-full sm:h-9 sm:w-auto">
        {m.checkNow}
      </SubmitButton>
    </form>
  );
}
