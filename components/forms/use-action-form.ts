"use client";

import { useRouter } from "next/navigation";
import { startTransition, useActionState } from "react";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/action-result";
import { callAction } from "@/lib/call-action";
import { useIdempotencyKey } from "@/components/forms/use-idempotency-key";

type FormAction = (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>;

/**
 * Submits a form to a server action and gives the feedback every dashboard form shares: the
 * pending flag for the button, a toast with the action's message, field errors, then the page the
 * action names (or a refresh). The action is dispatched from onSubmit rather than the form's
 * `action` prop, so React does not reset the fields: after a failure, everything typed stays.
 * Every submit carries the form's idempotency key (create actions require it, others ignore it).
 */
export function useActionForm(action: FormAction, unreachableMessage: string) {
  const router = useRouter();
  const submissionKey = useIdempotencyKey();
  const [result, dispatch, pending] = useActionState<ActionResult | null, FormData>(async (previous, formData) => {
    const outcome = await callAction(() => action(previous, formData), unreachableMessage);
    if (outcome.ok) toast.success(outcome.message);
    else toast.error(outcome.message);
    if (outcome.redirectTo) router.push(outcome.redirectTo);
    else if (outcome.ok) router.refresh();
    // Leaving for another page keeps the key: a late second click repeats the same entry. Staying
    // means the form is ready for a new one.
    if (outcome.ok && !outcome.redirectTo) submissionKey.renew();
    return outcome;
  }, null);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = submissionKey.stamp(new FormData(event.currentTarget));
    startTransition(() => dispatch(formData));
  }

  return { onSubmit, pending, fieldErrors: result?.ok === false ? result.fieldErrors : undefined };
}
