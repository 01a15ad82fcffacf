"use client";

import type { Route } from "next";
import { unstable_rethrow, useRouter } from "next/navigation";
import { useActionState, useEffect, useRef, useTransition } from "react";
import { releaseGuard } from "@/components/forms/history-guard";
import { useIdempotencyKey } from "@/components/forms/use-idempotency-key";
import { forgetErrorToast, rememberErrorToast } from "@/components/ui/error-toasts";
import type { ActionResult } from "@/lib/actions/result";
import { planLimits } from "@/lib/messages/plans";

/**
 * The client half of every server action: the call, the toast and the next page, written once.
 * A write that changes what a page shows revalidates on the server, and the action's answer
 * already carries the refreshed page, so nothing here asks the router to render it again.
 */

export type FormAction<Data = never> = (previous: ActionResult<Data> | null, formData: FormData) => Promise<ActionResult<Data>>;

/** The server could not be reached or broke: the user gets `unreachable` as a normal failure, not the error page. */
async function callAction<Data>(call: () => Promise<ActionResult<Data>>, unreachable: string): Promise<ActionResult<Data>> {
  try {
    return await call();
  } catch (error) {
    unstable_rethrow(error); // Next's own redirect and not-found signals go through
    console.error(error);
    return { ok: false, message: unreachable };
  }
}

/** The path of where the page is, or of where `href` sends it. */
function pathOf(href?: string) {
  return new URL(href ?? window.location.href, window.location.href).pathname;
}

/**
 * sonner is loaded when the first toast is due rather than with the page: the landing page's first
 * load stays small, and on the dashboard (whose layout already holds the Toaster) it is the same module.
 * A success clears the errors this form showed before it; an error is remembered with its page, so
 * the Toaster clears it once the page changes (components/ui/sonner.tsx), unless the action itself
 * sends the mechanic on with it (a plan refusal goes to the plans page and says why there).
 */
async function announce(result: ActionResult<unknown>, open: (href: string) => void, errors: Set<string | number>, undo?: Undo) {
  const { toast } = await import("sonner");
  if (result.ok) {
    for (const id of errors) toast.dismiss(id);
    errors.clear();
    toast.success(result.message, { description: result.detail, ...(undo && { action: { label: undo.label, onClick: undo.run } }) });
    return;
  }
  const forget = (shown: { id: string | number }) => {
    errors.delete(shown.id);
    forgetErrorToast(shown.id);
  };
  const options = { onDismiss: forget, onAutoClose: forget };
  // A plan's limit or a Profissional feature: the way to the plans, without leaving what was typed.
  const href = result.upgradeHref;
  const id = href
    ? toast.error(result.message, { ...options, action: { label: planLimits.seePlans, onClick: () => open(href) } })
    : toast.error(result.message, options);
  errors.add(id);
  rememberErrorToast(id, pathOf(result.redirectTo));
}

/** Toasts the answer, then goes where it says; the page that asked is done, so it is replaced in the history. */
/** A success toast's 'Desfazer': its label and what it runs. */
type Undo = { label: string; run: () => void };

function useSettle() {
  const router = useRouter();
  // This form's (or button's) error toasts still on screen.
  const errors = useRef(new Set<string | number>());
  return async (result: ActionResult<unknown>, undo?: Undo) => {
    // Where an action sends the page is a path of this app (lib/routes.ts or a literal the type-check saw).
    if (result.message) await announce(result, (href) => router.push(href as Route), errors.current, undo);
    if (!result.redirectTo) return;
    // Off a form's Back guard first (history-guard.ts), so the next page replaces the form itself.
    await releaseGuard();
    router.replace(result.redirectTo as Route);
  };
}

export type FormOptions<Data = never> = {
  /** The failure text when the server cannot be reached (the action's 'Erro ao …' message). */
  unreachable: string;
  /** A form that stays on screen for another entry (a ticket, a lead) is cleared after a success. */
  resetOnSuccess?: boolean;
  onSuccess?: (result: ActionResult<Data> & { ok: true }) => void;
  onFailure?: (result: ActionResult & { ok: false }) => void;
};

/**
 * A form posted to a server action. Spread `formProps` on the <form>; the SubmitButton inside
 * shows the pending state. What the user typed stays after a failure: React resets a form once its
 * action ends, and that reset is cancelled unless the action succeeded and the form asked for it.
 * Every submit carries the form's submission key (creates require it, other actions ignore it).
 */
export function useActionForm<Data = never>(
  action: FormAction<Data>,
  { unreachable, resetOnSuccess = false, onSuccess, onFailure }: FormOptions<Data>,
) {
  const settle = useSettle();
  const submissionKey = useIdempotencyKey();
  const last = useRef<ActionResult<Data> | null>(null);
  // Submits made but not yet run: React runs a form's submits one after the other, so a double tap
  // queues the second behind the first. It is the same entry, and must not get the key the first
  // one's success renews (a double tap once sent a quote e-mail twice).
  const queued = useRef(0);
  const [result, dispatch] = useActionState<ActionResult<Data> | null, FormData>(async (previous, formData) => {
    queued.current = Math.max(0, queued.current - 1);
    const outcome = await callAction(() => action(previous, submissionKey.stamp(formData)), unreachable);
    last.current = outcome;
    // Leaving for another page keeps the key, so a late second click repeats the same entry;
    // staying means the form is ready for a new one, once no submit of this entry is waiting.
    if (outcome.ok && !outcome.redirectTo && queued.current === 0) submissionKey.renew();
    if (outcome.ok) onSuccess?.(outcome);
    else onFailure?.(outcome);
    // Saved: nothing left for Back to ask about. The guard comes off before the toast, so that the
    // history is settled by the time the mechanic (or a test) acts on the answer.
    if (outcome.ok) await releaseGuard();
    await settle(outcome);
    return outcome;
  }, null);

  // A refused field takes the focus, which scrolls it into view: on a phone, a long form's message
  // can be a screen away from the button, and a screen reader reads the field with its message.
  // Unless the form already put the focus on a refused field of its choice (onFailure).
  const form = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (result?.ok !== false || !result.fieldErrors || document.activeElement?.getAttribute("aria-invalid") === "true") return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);

  const formProps = {
    action: dispatch,
    noValidate: true,
    // Runs as the submit happens, before React queues it (a form that replaces onSubmit only loses
    // the double-submit guard of a form that stays on screen, and the focus on a refused field).
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      // A dialog's own form, portalled out of this one, still bubbles its submit here through
      // React's tree: that submit is not this form's entry.
      if (event.target !== event.currentTarget) return;
      queued.current += 1;
      form.current = event.currentTarget;
    },
    onReset(event: React.FormEvent<HTMLFormElement>) {
      if (!(resetOnSuccess && last.current?.ok)) event.preventDefault();
    },
  };
  return { formProps, result, fieldErrors: result?.ok === false ? result.fieldErrors : undefined };
}

/**
 * A server action run from a button (delete, close a ticket, choose a plan, log out, upload).
 * `undo`, when given, puts its button on the success toast ('Feito' on a reminder: 'Desfazer').
 */
export function useActionCall<Args extends unknown[]>(
  action: (...args: Args) => Promise<ActionResult>,
  unreachable: string,
  undo?: (...args: Args) => Undo,
  /** What the button does once the server said yes ('Copiar link' copies only then). */
  onOk?: () => void | Promise<void>,
) {
  const settle = useSettle();
  const [pending, startTransition] = useTransition();
  function run(...args: Args) {
    startTransition(async () => {
      const result = await callAction(() => action(...args), unreachable);
      if (result.ok) await onOk?.();
      await settle(result, undo?.(...args));
    });
  }
  return [pending, run] as const;
}
